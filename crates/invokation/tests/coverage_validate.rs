//! `GameState::validate` (what Python's `deserialize` relies on): every kind of pending
//! command and event is checked, a sound one passes and one naming what does not exist is
//! refused with the reason; the states of random games of every card all pass.

mod common;

use common::*;
use invokation::action::Target;
use invokation::command::{Command, Cursor, DamageCmd, Event, OptStamp, Source, SwitchKind};
use invokation::dice::Dice;
use invokation::facts::{DamageType, Element, SkillKind};
use invokation::state::Zone;
use invokation::{check, CardId, EntityId, GameState, Pending, Rng};
use serde_json::{json, Value};

fn position() -> GameState {
    setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build()
    .state
}

/// The state with `cmd` pending below the decision on top.
fn with_command(s: &GameState, cmd: Command) -> Result<(), String> {
    let mut v = serde_json::to_value(s).unwrap();
    let stack = v["stack"].as_array_mut().unwrap();
    let at = stack.len() - 1;
    stack.insert(at, serde_json::to_value(cmd).unwrap());
    let t: GameState = serde_json::from_value(v).unwrap();
    t.validate().map_err(|e| e.to_string())
}

/// The state with `event` waiting in the deferred list.
fn with_event(s: &GameState, event: Event) -> Result<(), String> {
    let mut v = serde_json::to_value(s).unwrap();
    v["deferred"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::to_value(event).unwrap());
    let t: GameState = serde_json::from_value(v).unwrap();
    t.validate().map_err(|e| e.to_string())
}

fn edited(s: &GameState, edit: impl FnOnce(&mut Value)) -> Result<(), String> {
    let mut v = serde_json::to_value(s).unwrap();
    edit(&mut v);
    let t: GameState = serde_json::from_value(v).unwrap();
    t.validate().map_err(|e| e.to_string())
}

fn damage(target: u8, source: Source) -> DamageCmd {
    DamageCmd {
        from: P2,
        source,
        to: P1,
        target,
        dtype: DamageType::Elemental(Element::Pyro),
        amount: 1,
        skill: None,
        flags: 0,
    }
}

fn cursor(base: [u8; 2], zone: u8) -> Cursor {
    Cursor {
        first: P1,
        base,
        pi: 0,
        zone,
        idx: 0,
        prev: OptStamp::NONE,
        check_defeats: false,
        created: OptStamp::NONE,
    }
}

#[test]
fn every_pending_command_is_checked() {
    let s = position();
    let unknown_card = serde_json::from_value::<CardId>(json!(1)).err();
    assert!(unknown_card.is_some(), "card ids are checked when read");
    // (command, Ok, or the error it must name)
    let oz = EntityId::Oz_114011;
    let cases: Vec<(Command, Option<&str>)> = vec![
        (
            Command::PlayCard {
                player: P1,
                card: CardId::SweetMadame,
                target: Target::Own(4),
                charged: false,
                plunging: false,
            },
            Some("character position 4 is not 0, 1 or 2"),
        ),
        (
            Command::PlayCard {
                player: P1,
                card: CardId::SweetMadame,
                target: Target::Summon(7),
                charged: false,
                plunging: false,
            },
            None,
        ),
        (
            Command::Equip {
                player: P1,
                character: 3,
                card: CardId::SacrificialSword,
            },
            Some("character position 3"),
        ),
        (
            Command::Equip {
                player: P1,
                character: 0,
                card: CardId::SacrificialSword,
            },
            None,
        ),
        (
            Command::DiscardCard {
                player: P1,
                card: CardId::SweetMadame,
            },
            None,
        ),
        (
            Command::Heal {
                player: P1,
                character: 5,
                amount: 1,
                by_artifact: false,
            },
            Some("character position 5"),
        ),
        (
            Command::Switch {
                player: P1,
                to: 3,
                kind: SwitchKind::Forced,
            },
            Some("character position 3"),
        ),
        (
            Command::RemoveAt {
                player: P1,
                zone: Zone::Character(9),
                pos: 0,
            },
            Some("character position 9"),
        ),
        (
            Command::RemoveAt {
                player: P1,
                zone: Zone::Summons,
                pos: 0,
            },
            None,
        ),
        (
            Command::UseSkill {
                player: P1,
                character: 0,
                skill: 9,
                charged: false,
                plunging: false,
            },
            Some("has no skill 9"),
        ),
        (
            Command::FinishSkill {
                player: P1,
                character: 0,
                skill: 0,
                start: 0,
                target: 4,
                charged: false,
                plunging: false,
                prepared: false,
                no_energy: false,
            },
            Some("character position 4"),
        ),
        (
            Command::FinishSkill {
                player: P1,
                character: 0,
                skill: 0,
                start: 3,
                target: 0,
                charged: false,
                plunging: false,
                prepared: false,
                no_energy: false,
            },
            Some("its events start at 3, past the 0 deferred events"),
        ),
        (
            Command::FinishSkill {
                player: P1,
                character: 0,
                skill: 0,
                start: 0,
                target: 0,
                charged: false,
                plunging: false,
                prepared: false,
                no_energy: false,
            },
            None,
        ),
        (
            Command::Damage(damage(7, Source::Character(0))),
            Some("character position 7"),
        ),
        (
            Command::Damage(damage(0, Source::Character(8))),
            Some("character position 8"),
        ),
        (Command::Damage(damage(0, Source::Summon(oz))), None),
        (Command::Damage(damage(0, Source::Entity(oz))), None),
        (
            Command::Add {
                player: P1,
                zone: Zone::Character(6),
                id: oz,
                usage: 0,
            },
            Some("character position 6"),
        ),
        (
            Command::Add {
                player: P1,
                zone: Zone::Summons,
                id: oz,
                usage: 0,
            },
            None,
        ),
        (
            Command::Dispatch {
                event: Event::EndPhase,
                cursor: cursor([0, 5], 0),
            },
            Some("its dispatch position"),
        ),
        (
            Command::Dispatch {
                event: Event::EndPhase,
                cursor: cursor([0, 1], 7),
            },
            Some("its dispatch position"),
        ),
        (
            Command::Dispatch {
                event: Event::EndPhase,
                cursor: cursor([0, 1], 2),
            },
            None,
        ),
        (
            Command::Chance(invokation::ChanceRequest::RollDice {
                player: P1,
                count: 40,
            }),
            Some("40 dice to roll, more than 16"),
        ),
        (
            Command::Chance(invokation::ChanceRequest::DistinctElements {
                player: P1,
                count: 8,
            }),
            Some("8 dice of different elements (there are 7)"),
        ),
        (
            Command::Await {
                kind: invokation::DecisionKind::Action,
                players: 4,
            },
            Some("it waits for players 0b100"),
        ),
        (
            Command::EndFrame { start: 2 },
            Some("its events start at 2"),
        ),
        (
            Command::RemoveDice {
                player: P1,
                dice: Dice::EMPTY,
            },
            None,
        ),
    ];
    for (cmd, expected) in cases {
        let got = with_command(&s, cmd);
        match expected {
            None => assert_eq!(got, Ok(()), "{cmd:?}"),
            Some(m) => {
                let e = got.expect_err(&format!("{cmd:?} should be refused"));
                assert!(e.contains(m), "{cmd:?}: {e:?} should say {m:?}");
                assert!(e.starts_with("invalid state: pending command "), "{e}");
            }
        }
    }
}

#[test]
fn every_deferred_event_is_checked() {
    let s = position();
    let oz = EntityId::Oz_114011;
    let cases: Vec<(Event, Option<&str>)> = vec![
        (Event::ActionPhaseStart, None),
        (
            Event::AfterSkill(invokation::command::AfterSkill {
                player: P1,
                character: 0,
                kind: SkillKind::Normal,
                skill: 0,
                target: 3,
                charged: false,
                plunging: false,
                reaction: false,
            }),
            Some("character position 3"),
        ),
        (
            Event::Damaged(invokation::command::Damaged {
                player: P1,
                character: 4,
                from: P2,
                source: Source::Summon(oz),
                dtype: DamageType::Piercing,
                amount: 1,
                reaction: None,
            }),
            Some("character position 4"),
        ),
        (
            Event::Damaged(invokation::command::Damaged {
                player: P1,
                character: 0,
                from: P2,
                source: Source::Character(1),
                dtype: DamageType::Piercing,
                amount: 1,
                reaction: None,
            }),
            None,
        ),
        (
            Event::Switched(invokation::command::Switched {
                player: P1,
                from: 0,
                to: 3,
                kind: SwitchKind::Action,
            }),
            Some("character position 3"),
        ),
        (
            Event::Switched(invokation::command::Switched {
                player: P1,
                from: 5,
                to: 1,
                kind: SwitchKind::Action,
            }),
            Some("character position 5"),
        ),
        (
            Event::Reaction(invokation::command::Reacted {
                player: P1,
                source: Source::Character(3),
                reaction: invokation::reaction::Reaction::Melt,
            }),
            Some("character position 3"),
        ),
        (
            Event::Defeated(invokation::command::Defeated {
                player: P1,
                character: 3,
            }),
            Some("character position 3"),
        ),
        (
            Event::CardPlayed(invokation::command::CardPlayed {
                player: P1,
                card: CardId::SweetMadame,
                dice: 0,
            }),
            None,
        ),
    ];
    for (event, expected) in cases {
        let got = with_event(&s, event);
        match expected {
            None => assert_eq!(got, Ok(()), "{event:?}"),
            Some(m) => {
                let e = got.expect_err(&format!("{event:?} should be refused"));
                assert!(e.contains(m), "{event:?}: {e:?} should say {m:?}");
                assert!(e.starts_with("invalid state: deferred event 0 "), "{e}");
            }
        }
    }
}

#[test]
fn players_breaking_an_invariant_are_refused() {
    let s = position();
    let ch = |v: &mut Value, c: usize, k: &str, x: Value| v["players"][0]["characters"][c][k] = x;
    type Edit = Box<dyn Fn(&mut Value)>;
    let cases: Vec<(Edit, &str)> = vec![
        (
            Box::new(|v| v["players"][0]["flags"]["revealed"] = json!(0b1000000)),
            "revealed hand positions 0b1000000 beyond the 0 cards in hand",
        ),
        (
            Box::new(|v| v["players"][1]["characters"][0]["max_hp"] = json!(0)),
            "has a maximum of 0 HP",
        ),
        (
            Box::new(move |v| ch(v, 1, "id", json!(1101))),
            "is in the team twice",
        ),
        (
            Box::new(|v| {
                v["outcome"] = json!({"Win": "P1"});
            }),
            "the game is over exactly when the phase is GameOver",
        ),
        (
            Box::new(|v| {
                let stack = v["stack"].as_array_mut().unwrap();
                stack.remove(0);
            }),
            "the first pending command of a running game must be one of the round flow",
        ),
        (
            Box::new(|v| {
                let stack = v["stack"].as_array_mut().unwrap();
                stack.pop();
            }),
            "the last pending command must be an Await or a Chance",
        ),
    ];
    for (edit, expected) in cases {
        let e = edited(&s, edit).expect_err(expected);
        assert!(e.contains(expected), "{e:?} should say {expected:?}");
        assert_eq!(e.lines().count(), 1);
    }
    // Characters that are not in the version, or not implemented.
    let unimplemented = invokation::CharacterId::ALL
        .into_iter()
        .find(|&c| !invokation::cards::character_implemented(c) && c.facts(s.version()).is_some())
        .unwrap();
    let e = edited(&s, |v| {
        v["players"][0]["characters"][2]["id"] = serde_json::to_value(unimplemented).unwrap()
    })
    .unwrap_err();
    assert!(e.ends_with("is not implemented"), "{e}");
    // A card or an entity that does not exist in the version.
    let nahida_talent = serde_json::to_value(CardId::TheSeedOfStoredKnowledge).unwrap();
    let e = edited(&s, |v| {
        v["config"]["version"] = json!("3.3.0");
        v["players"][0]["characters"][0]["id"] = json!(1101);
        v["players"][0]["hand"] = json!([nahida_talent]);
    })
    .unwrap_err();
    assert!(
        e.contains("in the hand does not exist in version 3.3.0"),
        "{e}"
    );
    let new_entity = EntityId::ALL
        .into_iter()
        .find(|id| {
            id.facts(invokation::Version::ALL[0]).is_none()
                && id
                    .facts(invokation::Version::LATEST)
                    .is_some_and(|f| f.kind == invokation::facts::EntityKind::Summon)
        })
        .unwrap();
    let e = edited(&s, |v| {
        v["config"]["version"] = json!("3.3.0");
        v["players"][1]["summons"] = json!([{"id": serde_json::to_value(new_entity).unwrap(), "usage": 1, "duration": 255, "counter": 0, "aux": 0, "stamp": 1}]);
    })
    .unwrap_err();
    assert!(e.contains("does not exist in version 3.3.0"), "{e}");
}

#[test]
fn a_death_swap_with_nobody_to_choose_is_refused() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hp(P2, 0, 1)
    .build();
    g.act("p1 skill Normal Attack");
    assert!(matches!(g.state.pending(), Pending::Decision { .. }));
    let e = edited(&g.state, |v| {
        for c in 0..3 {
            v["players"][1]["characters"][c]["hp"] = json!(0);
            v["players"][1]["characters"][c]["alive"] = json!(false);
            v["players"][1]["characters"][c]["energy"] = json!(0);
            v["players"][1]["characters"][c]["statuses"] = json!([]);
        }
    })
    .unwrap_err();
    assert!(
        e.ends_with("p2 must choose a character but has none alive"),
        "{e}"
    );
}

/// The states of random games of every implemented card (with deep stacks of pending work
/// at death swaps and rerolls in the middle of effects) all validate.
#[test]
fn every_state_of_random_games_of_every_card_validates() {
    for seed in 0..40u64 {
        let (config, decks) = check::random_setup(seed);
        let mut s = GameState::new(config, [&decks[0], &decks[1]]).unwrap();
        let mut rng = Rng::new(seed);
        let mut buf = Vec::new();
        while !s.is_over() {
            s.validate().unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            match s.pending() {
                Pending::Chance(r) => s.apply_chance(r.sample(&s, &mut rng)).unwrap(),
                _ => {
                    let a = s.sample_legal_action(&mut rng, &mut buf).unwrap();
                    s.apply_action(a).unwrap();
                }
            }
        }
        s.validate().unwrap();
    }
}
