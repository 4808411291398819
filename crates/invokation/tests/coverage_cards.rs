//! Card behaviour that the card tests leave out: the elements of Poetics of Fuubutsu not
//! tested with Kazuha, Sprout and Herald of Frost after a skill that is not theirs, and
//! cards whose effect meets a target it cannot use (a card played from a state read from
//! outside, as Python's `deserialize` reads it: `validate` checks that a target names a
//! position, not that it fits the card) doing nothing.

mod common;

use common::*;
use invokation::action::Target;
use invokation::command::Command;
use invokation::notation::parse_action;
use invokation::{CardId, EntityId, GameState};
use serde_json::{json, Value};

/// Kazuha with Poetics of Fuubutsu swirls `aura` off P2's Diluc; Kazuha's switch brings in
/// `next`, which P1 then uses `skill` of (after P2 ends the round).
fn poetics(aura: &str, next: &str, skill: &str) -> Game {
    let mut g = setup(
        ["Kaedehara Kazuha", next, "Noelle"],
        ["Diluc", "Sucrose", "Ganyu"],
    )
    .hand(P1, "Poetics of Fuubutsu")
    .aura(P2, 0, &[aura])
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Poetics of Fuubutsu target 1");
    assert_eq!(g.active(P1), 1, "Chihayaburu's switch");
    g.act("p2 end").clear_log();
    g.act(&format!("p1 skill {skill}"));
    g
}

/// A Swirl of Hydro creates Poetics of Fuubutsu: Hydro, which adds 1 to Xingqiu's Hydro.
#[test]
fn poetics_of_fuubutsu_hydro_boosts_hydro() {
    let g = poetics("Hydro", "Xingqiu", "Fatal Rainscreen");
    assert_eq!(g.damages()[0], (P2, 0, 2 + 1, "Hydro".to_string()));
    let hydro = g.combat(P1, EntityId::PoeticsOfFuubutsuHydro).unwrap();
    assert_eq!(hydro.usage, 2 - 1);
    assert!(g.combat(P1, EntityId::PoeticsOfFuubutsuElectro).is_none());
}

/// A Swirl of Electro creates Poetics of Fuubutsu: Electro, which adds 1 to Fischl's
/// Electro.
#[test]
fn poetics_of_fuubutsu_electro_boosts_electro() {
    let g = poetics("Electro", "Fischl", "Nightrider");
    assert_eq!(g.damages()[0], (P2, 0, 1 + 1, "Electro".to_string()));
    let electro = g.combat(P1, EntityId::PoeticsOfFuubutsuElectro).unwrap();
    assert_eq!(electro.usage, 2 - 1);
    assert!(g.combat(P1, EntityId::PoeticsOfFuubutsuHydro).is_none());
}

/// Sprout strikes after a skill of its own side that triggered a Dendro-related reaction
/// (noted in `aux`): an opposing skill in between neither makes it strike nor clears the
/// note, and P1's next skill does.
#[test]
fn sprout_ignores_the_opposing_sides_skills() {
    let g = setup(
        ["Collei", "Xingqiu", "Ganyu"],
        ["Noelle", "Sucrose", "Fischl"],
    )
    .combat(P1, json!("Sprout"))
    .set("to_act", json!(2))
    .build();
    let mut v = serde_json::to_value(g.state).unwrap();
    let combat = &mut v["players"][0]["combat"][0];
    assert_eq!(combat["aux"], json!(0));
    combat["aux"] = json!(1);
    let mut g = Game {
        state: serde_json::from_value(v).unwrap(),
        ..g
    };
    g.state.validate().unwrap();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P2, 0), 12, "no Sprout after Noelle's skill");
    assert_eq!(g.combat(P1, EntityId::Sprout).unwrap().aux, 1);
    g.act("p1 skill Supplicant's Bowmanship");
    assert_eq!(
        g.hp(P2, 0),
        12 - 2 - 1,
        "Collei's 2 Physical, then Sprout's 1"
    );
    assert_eq!(g.combat(P1, EntityId::Sprout).unwrap().aux, 0);
}

/// Herald of Frost heals after a Normal Attack of Qiqi only: not after Ganyu's.
#[test]
fn herald_of_frost_heals_after_qiqis_normal_attack_only() {
    let mut g = setup(["Ganyu", "Qiqi", "Diluc"], ["Fischl", "Sucrose", "Noelle"])
        .hp(P1, 2, 10 - 3)
        .summon(P1, json!("Herald of Frost"))
        .build();
    g.act("p1 skill Liutian Archery");
    assert_eq!(g.hp(P1, 2), 7, "Ganyu's Normal Attack: no heal");
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Ancient Sword Art");
    assert_eq!(g.hp(P1, 2), 7 + 1, "Qiqi's: Diluc healed");
}

/// P1 to act, P2 has declared the end of the round; P1 Ganyu, Xingqiu, Sucrose (Anemo:
/// no element to apply); P2 with one summon (Oz).
fn board() -> Value {
    serde_json::to_value(
        setup(
            ["Ganyu", "Xingqiu", "Sucrose"],
            ["Fischl", "Diluc", "Noelle"],
        )
        .summon(P2, json!("Oz"))
        .declared_end(P2)
        .build()
        .state,
    )
    .unwrap()
}

/// Reads `v` with P1 playing `card` at `target` pending below P1's decision (none if
/// `card` is None), validates it, then P1 declares the end of the round.
fn run(mut v: Value, card: Option<(CardId, Target)>) -> GameState {
    if let Some((card, target)) = card {
        let stack = v["stack"].as_array_mut().unwrap();
        let at = stack.len() - 1;
        let cmd = Command::PlayCard {
            player: P1,
            card,
            target,
            charged: false,
            plunging: false,
        };
        stack.insert(at, serde_json::to_value(cmd).unwrap());
    }
    let mut s: GameState = serde_json::from_value(v).unwrap();
    s.validate().expect("the state validates");
    let a = parse_action(&s, "p1 end").unwrap();
    s.apply_action(a).unwrap();
    s
}

/// Each card, at a target its effect cannot use, does nothing: the game goes on exactly as
/// without it.
#[test]
fn a_card_at_a_target_it_cannot_use_does_nothing() {
    for (card, target) in [
        // Equipment and a talent without a character.
        (CardId::LithicSpear, Target::None),
        (CardId::SinOfPride, Target::None),
        // Sucrose (Anemo) is active: no element to apply.
        (CardId::JoyousCelebration, Target::None),
        // P2 has one summon.
        (CardId::SendOff, Target::Summon(1)),
        // P1 has no Keqing.
        (CardId::LightningStiletto, Target::None),
    ] {
        let mut v = board();
        v["players"][0]["active"] = json!(2);
        let without = run(v.clone(), None);
        let with = run(v, Some((card, target)));
        assert_eq!(with, without, "{card:?} at {target:?}");
    }
}

/// Send Off at a summon that is there makes it lose 2 usages (the control of the test
/// above).
#[test]
fn send_off_at_a_summon_makes_it_lose_usages() {
    let with = run(board(), Some((CardId::SendOff, Target::Summon(0))));
    let without = run(board(), None);
    let usage = |s: &GameState| s.player(P2).summon(EntityId::Oz_114011).map(|o| o.usage);
    assert_eq!(usage(&without), Some(2 - 1), "Oz struck in the End Phase");
    assert_eq!(usage(&with), None, "2 usages lost, then 1 in the End Phase");
}
