//! The engine's rules for pending work that meets a changed board, checked on states read
//! from outside (as Python's `deserialize` reads them: JSON, then `validate`) with the work
//! pending: a defeated character is not healed, gets no status and uses no skill; a full
//! summon zone takes no more; spending what is gone does nothing; a card without behaviour
//! does nothing; a character found at 0 HP is defeated at the next check, and a side left
//! with no character loses.

mod common;

use common::*;
use invokation::chance::{ChanceOutcome, ChanceRequest};
use invokation::command::{Command, DamageCmd, Source};
use invokation::facts::{DamageType, Element};
use invokation::notation::parse_action;
use invokation::state::Zone;
use invokation::{check, CardId, Dice, Die, EntityId, GameState, Outcome};
use serde_json::{json, Value};

/// P1 to act; P2's third character (Sucrose) defeated.
fn board() -> Value {
    let mut v = serde_json::to_value(
        setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .hp(P2, 2, 0)
        .build()
        .state,
    )
    .unwrap();
    v["players"][1]["characters"][2]["alive"] = json!(false);
    v
}

/// Reads `v` with `cmds` pending below P1's decision, validates it, then P1 declares round
/// end, so that the pending work runs.
fn run(mut v: Value, cmds: &[Command]) -> GameState {
    let stack = v["stack"].as_array_mut().unwrap();
    let at = stack.len() - 1;
    for (i, c) in cmds.iter().enumerate() {
        stack.insert(at + i, serde_json::to_value(c).unwrap());
    }
    let mut s: GameState = serde_json::from_value(v).unwrap();
    s.validate().expect("the state validates");
    let a = parse_action(&s, "p1 end").unwrap();
    s.apply_action(a).unwrap();
    s
}

#[test]
fn a_defeated_character_is_not_healed_gets_no_status_and_uses_no_skill() {
    let s = run(
        board(),
        &[
            Command::Heal {
                player: P2,
                character: 2,
                amount: 3,
                by_artifact: false,
            },
            Command::Add {
                player: P2,
                zone: Zone::Character(2),
                id: EntityId::Frozen,
                usage: 0,
            },
            Command::UseSkill {
                player: P2,
                character: 2,
                skill: 0,
                charged: false,
                plunging: false,
            },
        ],
    );
    let sucrose = s.character(P2, 2);
    assert!(!sucrose.alive);
    assert_eq!(sucrose.hp, 0);
    assert!(sucrose.statuses.is_empty());
    assert_eq!(
        s.character(P1, 0).hp,
        12,
        "no Normal Attack from a defeated Sucrose"
    );
    check::state(&s).unwrap();
}

#[test]
fn a_full_summon_zone_takes_no_more_and_spending_what_is_gone_does_nothing() {
    let mut v = serde_json::to_value(
        setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .summon(P1, json!("Sacred Cryo Pearl"))
        .summon(P1, json!("Oz"))
        .summon(P1, json!("Guoba"))
        .summon(P1, json!("Reflection"))
        .build()
        .state,
    )
    .unwrap();
    v["players"][1]["flags"]["declared_end"] = json!(false);
    let before: GameState = serde_json::from_value(v.clone()).unwrap();
    let s = run(
        v,
        &[
            Command::Add {
                player: P1,
                zone: Zone::Summons,
                id: EntityId::LargeWindSpirit_115011,
                usage: 0,
            },
            Command::Spend {
                player: P1,
                zone: Zone::Combat,
                id: EntityId::IceLotus,
                stamp: 0,
                n: 1,
            },
        ],
    );
    assert_eq!(s.player(P1).summons.len(), 4);
    assert!(s
        .player(P1)
        .summon(EntityId::LargeWindSpirit_115011)
        .is_none());
    assert_eq!(s.player(P1).summons, before.player(P1).summons);
    assert!(s.player(P1).combat.is_empty());
}

#[test]
fn a_card_without_behaviour_does_nothing() {
    let unimplemented = CardId::ALL
        .into_iter()
        .find(|&c| {
            !invokation::cards::card_implemented(c)
                && c.facts(invokation::Version::LATEST).is_some()
        })
        .unwrap();
    let v = board();
    let before: GameState = serde_json::from_value(v.clone()).unwrap();
    let s = run(
        v,
        &[Command::PlayCard {
            player: P1,
            card: unimplemented,
            target: invokation::Target::None,
            charged: false,
            plunging: false,
        }],
    );
    assert_eq!(s.players_view_for_test(), before.players_view_for_test());
}

/// The players' boards (what a card would change), for comparison.
trait Boards {
    fn players_view_for_test(&self) -> Vec<String>;
}

impl Boards for GameState {
    fn players_view_for_test(&self) -> Vec<String> {
        invokation::Player::ALL
            .iter()
            .map(|&p| {
                let ps = self.player(p);
                format!(
                    "{:?} {:?} {:?} {:?} {:?}",
                    ps.characters, ps.combat, ps.summons, ps.supports, ps.hand
                )
            })
            .collect()
    }
}

#[test]
fn lethal_damage_with_no_effect_in_progress_defeats_at_once() {
    let s = run(
        board(),
        &[Command::Damage(DamageCmd {
            from: P1,
            source: Source::Character(0),
            to: P2,
            target: 1,
            dtype: DamageType::Elemental(Element::Cryo),
            amount: 20,
            skill: None,
            flags: 0,
        })],
    );
    let fischl = s.character(P2, 1);
    assert_eq!(fischl.hp, 0);
    assert!(!fischl.alive, "defeated at once");
    check::state(&s).unwrap();
}

#[test]
fn a_character_found_at_0_hp_is_defeated_at_the_next_check() {
    let mut v = board();
    // Fischl at 0 HP but still alive (a hand-edited state).
    v["players"][1]["characters"][1]["hp"] = json!(0);
    let s = run(v, &[Command::CheckDefeats]);
    assert!(!s.character(P2, 1).alive);
    check::state(&s).unwrap();
}

#[test]
fn a_side_found_with_no_character_left_loses_at_the_next_check() {
    let mut v = board();
    for c in 0..2 {
        v["players"][1]["characters"][c]["hp"] = json!(0);
        v["players"][1]["characters"][c]["alive"] = json!(false);
        v["players"][1]["characters"][c]["energy"] = json!(0);
    }
    let s = run(v, &[Command::CheckDefeats]);
    assert_eq!(s.outcome(), Some(Outcome::Win(P1)));
}

#[test]
fn both_sides_found_with_no_character_left_draw() {
    // Every character of both sides defeated, a die roll pending above the check.
    let mut v = board();
    for p in 0..2 {
        for c in 0..3 {
            let ch = &mut v["players"][p]["characters"][c];
            ch["hp"] = json!(0);
            ch["alive"] = json!(false);
            ch["energy"] = json!(0);
        }
    }
    let roll = ChanceRequest::RollDice {
        player: P1,
        count: 1,
    };
    let stack = v["stack"].as_array_mut().unwrap();
    let n = stack.len();
    stack[n - 1] = serde_json::to_value(Command::CheckDefeats).unwrap();
    stack.push(serde_json::to_value(Command::Chance(roll)).unwrap());
    let mut s: GameState = serde_json::from_value(v).unwrap();
    s.validate().expect("waits for a roll");
    s.apply_chance(ChanceOutcome::Dice(Dice::of(Die::Pyro, 1)))
        .unwrap();
    assert_eq!(s.outcome(), Some(Outcome::Draw));
}

#[test]
fn equipment_revival_techniques_damage_and_elements_skip_who_they_cannot_reach() {
    let s = run(
        board(),
        &[
            Command::Equip {
                player: P2,
                character: 2,
                card: CardId::SacrificialSword,
            },
            Command::Revive {
                player: P1,
                character: 0,
                hp: 5,
            },
            Command::Technique {
                player: P1,
                character: 0,
                target: invokation::action::Target::None,
            },
            Command::Damage(DamageCmd {
                from: P1,
                source: Source::Character(0),
                to: P2,
                target: 2,
                dtype: DamageType::Elemental(Element::Cryo),
                amount: 3,
                skill: None,
                flags: 0,
            }),
            Command::Apply {
                from: P1,
                to: P2,
                character: 2,
                element: invokation::Element::Cryo,
            },
        ],
    );
    let sucrose = s.character(P2, 2);
    assert!(!sucrose.alive && sucrose.statuses.is_empty() && sucrose.hp == 0);
    assert!(
        sucrose.aura.elements().is_empty(),
        "no element on a defeated character"
    );
    assert_eq!(
        s.character(P1, 0).hp,
        12,
        "a living character is not revived"
    );
    check::state(&s).unwrap();
}

/// Both sides' last characters at 0 HP, still alive (a hand-edited state): the next check
/// defeats both, a draw.
#[test]
fn both_last_characters_found_at_0_hp_draw_at_the_next_check() {
    let mut v = board();
    for p in 0..2 {
        for c in 0..3 {
            let ch = &mut v["players"][p]["characters"][c];
            ch["hp"] = json!(0);
            ch["energy"] = json!(0);
            ch["alive"] = json!(c == 0);
        }
    }
    let s = run(v, &[Command::CheckDefeats]);
    assert_eq!(s.outcome(), Some(Outcome::Draw));
}

#[test]
fn a_first_player_found_with_no_character_left_loses() {
    let mut v = board();
    for c in 0..3 {
        let ch = &mut v["players"][0]["characters"][c];
        ch["hp"] = json!(0);
        ch["alive"] = json!(false);
        ch["energy"] = json!(0);
    }
    let roll = ChanceRequest::RollDice {
        player: P2,
        count: 1,
    };
    let stack = v["stack"].as_array_mut().unwrap();
    let n = stack.len();
    stack[n - 1] = serde_json::to_value(Command::CheckDefeats).unwrap();
    stack.push(serde_json::to_value(Command::Chance(roll)).unwrap());
    let mut s: GameState = serde_json::from_value(v).unwrap();
    s.validate().expect("waits for a roll");
    s.apply_chance(ChanceOutcome::Dice(Dice::of(Die::Geo, 1)))
        .unwrap();
    assert_eq!(s.outcome(), Some(Outcome::Win(P2)));
}
