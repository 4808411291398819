//! More refusals with their reasons: the invariant checks of `invokation::check` on a
//! broken state, the remaining kinds of pending command `validate` checks, the deck rules
//! by version, scenario limits, reports read back, the action builder's refusals.

mod common;

use common::*;
use invokation::action::generator::{ActionBuilder, Choice, NotAnOption};
use invokation::check::{self, Violation};
use invokation::command::{Command, SwitchKind};
use invokation::scenario::{Report, Scenario};
use invokation::state::Zone;
use invokation::{CardId, CharacterId, Deck, DeckError, EntityId, GameState, Version};
use serde_json::{json, Value};

fn position() -> GameState {
    setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build()
    .state
}

fn edited(s: &GameState, edit: impl FnOnce(&mut Value)) -> GameState {
    let mut v = serde_json::to_value(s).unwrap();
    edit(&mut v);
    serde_json::from_value(v).unwrap()
}

#[test]
fn check_finds_too_many_supports_and_a_needless_death_swap() {
    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build()
    .state;
    let with_support = {
        let mut g = setup(
            ["Ganyu", "Xingqiu", "Noelle"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .hand(P1, "Paimon")
        .build();
        g.act("p1 play Paimon");
        g.state
    };
    let t = edited(&with_support, |v| v["config"]["max_supports"] = json!(0));
    assert_eq!(check::state(&t), Err(Violation("p1 has 1 supports".into())));
    assert_eq!(Violation("x".into()).to_string(), "x");
    // P1 asked for a new active character while theirs lives.
    let t = edited(&s, |v| {
        let stack = v["stack"].as_array_mut().unwrap();
        let n = stack.len();
        stack[n - 1] = json!({"Await": {"kind": "DeathSwap", "players": 1}});
    });
    assert_eq!(
        check::state(&t),
        Err(Violation(
            "p1 is asked for a new active character while theirs lives".into()
        ))
    );
}

#[test]
fn a_rerun_of_the_first_decisions_stops_after_them() {
    let (config, decks) = check::random_setup(21);
    let decks = [&decks[0], &decks[1]];
    let mut actions = Vec::new();
    check::play(config, decks, 21, &mut actions).unwrap();
    let part = check::rerun(config, decks, 21, &actions[..10]).unwrap();
    assert_eq!(part.decisions, 10);
    assert!(!part.state.is_over());
}

#[test]
fn validate_checks_the_remaining_kinds_of_pending_command() {
    let s = position();
    let put = |cmd: Command| {
        let mut v = serde_json::to_value(s).unwrap();
        let stack = v["stack"].as_array_mut().unwrap();
        let at = stack.len() - 1;
        stack.insert(at, serde_json::to_value(cmd).unwrap());
        let t: GameState = serde_json::from_value(v).unwrap();
        t.validate().map_err(|e| e.to_string())
    };
    let bad = [
        Command::Revive {
            player: P1,
            character: 3,
            hp: 1,
        },
        Command::Technique {
            player: P1,
            character: 3,
            target: invokation::action::Target::None,
        },
        Command::Apply {
            from: P1,
            to: P2,
            character: 3,
            element: invokation::Element::Cryo,
        },
        Command::Energy {
            player: P1,
            character: 3,
            n: 1,
        },
        Command::LoseEnergy {
            player: P1,
            character: 3,
            n: 1,
        },
        Command::Spend {
            player: P1,
            zone: Zone::Character(3),
            id: EntityId::Oz_114011,
            stamp: 0,
            n: 1,
        },
        Command::Remove {
            player: P1,
            zone: Zone::Character(3),
            id: EntityId::Oz_114011,
        },
    ];
    for cmd in bad {
        let e = put(cmd).expect_err("refused");
        assert!(e.ends_with("character position 3 is not 0, 1 or 2"), "{e}");
    }
    let e = put(Command::UsePreparedSkill {
        player: P1,
        character: 0,
        skill: 7,
        aux: 0,
    })
    .unwrap_err();
    assert!(e.contains("has no skill 7"), "{e}");
    // A card of a later version, pending in a game of 3.3.0.
    let old = edited(&s, |v| v["config"]["version"] = json!("3.3.0"));
    old.validate().unwrap();
    let mut v = serde_json::to_value(old).unwrap();
    let stack = v["stack"].as_array_mut().unwrap();
    let at = stack.len() - 1;
    stack.insert(
        at,
        serde_json::to_value(Command::CreateCard {
            player: P1,
            card: CardId::TheSeedOfStoredKnowledge,
        })
        .unwrap(),
    );
    let t: GameState = serde_json::from_value(v).unwrap();
    let e = t.validate().unwrap_err().to_string();
    assert!(e.ends_with("does not exist in version 3.3.0"), "{e}");
    // A character of a later version in a game of 3.3.0.
    let nahida = serde_json::to_value(CharacterId::Nahida).unwrap();
    let t = edited(&s, |v| {
        v["config"]["version"] = json!("3.3.0");
        v["players"][1]["characters"][2]["id"] = nahida;
    });
    let e = t.validate().unwrap_err().to_string();
    assert!(e.contains("does not exist in version 3.3.0"), "{e}");
    let _ = SwitchKind::Forced;
}

#[test]
fn deck_rules_by_version() {
    let old = Version::ALL[0];
    let trio = [
        CharacterId::Ganyu,
        CharacterId::Xingqiu,
        CharacterId::Noelle,
    ];
    // A card that came later, in a 30-card deck of 3.3.0.
    let newer = CardId::ALL
        .into_iter()
        .find(|&c| c.facts(old).is_none() && c.facts(Version::LATEST).is_some_and(|f| f.obtainable))
        .unwrap();
    let mut cards = vec![newer];
    cards.extend(vec![CardId::SweetMadame; 29]);
    let d = Deck {
        characters: trio,
        cards,
    };
    assert!(matches!(
        d.check_rules(old),
        Err(DeckError::NotInVersion { .. })
    ));
    // A character that cannot be put in a deck.
    if let Some(c) = CharacterId::ALL
        .into_iter()
        .find(|&c| c.facts(Version::LATEST).is_some_and(|f| !f.obtainable))
    {
        let d = Deck {
            characters: [c, CharacterId::Xingqiu, CharacterId::Noelle],
            cards: vec![],
        };
        assert_eq!(
            d.check_rules(Version::LATEST),
            Err(DeckError::NotObtainable(c.name().to_string()))
        );
    }
    let e = Deck::parse_text("Ganyu\nXingqiu\n").unwrap_err();
    assert_eq!(e.to_string(), "a deck needs 3 characters, found 2");
}

#[test]
fn scenario_limits_and_reports_read_back() {
    let base = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .json;
    let refused = |edit: &dyn Fn(&mut Value)| {
        let mut v = base.clone();
        edit(&mut v);
        let s: Scenario = serde_json::from_value(v).unwrap();
        s.build().unwrap_err().to_string()
    };
    let e = refused(&|v| v["players"][0]["characters"][0]["energy"] = json!(9));
    assert!(e.ends_with("has at most 3 energy, not 9"), "{e}");
    let unimplemented = CharacterId::ALL
        .into_iter()
        .find(|&c| {
            !invokation::cards::character_implemented(c)
                && c.facts(Version::LATEST).is_some_and(|f| f.obtainable)
        })
        .unwrap();
    let e = refused(&|v| v["players"][0]["characters"][0]["name"] = json!(unimplemented.name()));
    assert!(e.ends_with("is not implemented yet"), "{e}");
    let e = refused(&|v| v["players"][0]["hand"] = json!(vec!["Paimon"; 11]));
    assert!(
        e.ends_with("player 1 has more than 10 cards in hand"),
        "{e}"
    );
    let e = refused(&|v| v["players"][0]["deck"] = json!(vec!["Paimon"; 41]));
    assert!(e.contains("player 1's deck has more than"), "{e}");
    let unimplemented_summon = EntityId::ALL
        .into_iter()
        .find(|&id| {
            !invokation::cards::entity_implemented(id)
                && id
                    .facts(Version::LATEST)
                    .is_some_and(|f| f.kind == invokation::facts::EntityKind::Summon)
        })
        .unwrap();
    let e = refused(&|v| v["players"][0]["summons"] = json!([unimplemented_summon.name()]));
    assert!(e.contains("is not implemented yet"), "{e}");
    // A report reads back (its dice as counts by face).
    let g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .dice(P1, &[("Omni", 2), ("Cryo", 3)])
    .build();
    let report = Report::of(&g.state);
    let text = serde_json::to_string(&report).unwrap();
    let back: Report = serde_json::from_str(&text).unwrap();
    assert_eq!(back, report);
    let bad = text.replace("\"Cryo\":3", "\"Frost\":3");
    let e = serde_json::from_str::<Report>(&bad)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown die \"Frost\""), "{e}");
}

#[test]
fn the_action_builder_refuses_a_choice_not_offered() {
    let s = position();
    let b = ActionBuilder::new(&s, P1).unwrap();
    let options = b.options(&s);
    assert!(!options.contains(&Choice::Done));
    let mut next = b;
    let mut opts = options.clone();
    assert_eq!(
        next.choose_into(&s, &mut opts, Choice::Done),
        Err(NotAnOption(Choice::Done))
    );
    assert_eq!(next, b, "a refused choice changes nothing");
    assert_eq!(
        NotAnOption(Choice::Done).to_string(),
        "Done is not one of the options"
    );
    // Options given for another builder: the choice is refused and the options refreshed.
    let mut next = b;
    let mut wrong = vec![Choice::Die(invokation::Die::Omni)];
    assert!(next
        .choose_into(&s, &mut wrong, Choice::Die(invokation::Die::Omni))
        .is_err());
    assert_eq!(next, b);
    assert_eq!(wrong, options);
}
