//! `invokation::check`, the invariants the property tests and `invokation soak` check at
//! every step: each check finds what it is there to find.

mod common;

use common::*;
use invokation::check::{self, Violation};
use invokation::{Action, Dice, Die, GameState, Rng};
use serde_json::{json, Value};

/// A position in the Action Phase, P1 to act (with dice that can be tuned).
fn position() -> GameState {
    setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .dice(P1, &[("Omni", 4), ("Pyro", 4)])
    .hand(P1, "Sweet Madame")
    .hand(P1, "Paimon")
    .build()
    .state
}

/// The state with `edit` applied to its JSON (the hash is recomputed on reading).
fn edited(s: &GameState, edit: impl FnOnce(&mut Value)) -> GameState {
    let mut v = serde_json::to_value(s).unwrap();
    edit(&mut v);
    serde_json::from_value(v).unwrap()
}

fn broken(s: &GameState) -> String {
    match check::state(s) {
        Ok(()) => panic!("the broken state passes"),
        Err(Violation(what)) => what,
    }
}

#[test]
fn a_sound_position_passes_every_check() {
    let s = position();
    check::state(&s).unwrap();
    let legal = s.legal_actions();
    check::decision(&s, &legal, &mut Rng::new(1)).unwrap();
    for a in &legal {
        check::notation(&s, a).unwrap();
    }
}

#[test]
fn state_finds_each_broken_invariant() {
    let s = position();
    let ch = |v: &mut Value, c: usize, k: &str, x: Value| v["players"][0]["characters"][c][k] = x;
    let what = broken(&edited(&s, |v| ch(v, 1, "hp", json!(0))));
    assert_eq!(
        what,
        "p1 character 2 (Xingqiu) has 0 HP and is alive: a character is defeated exactly at 0 HP"
    );
    let what = broken(&edited(&s, |v| ch(v, 2, "alive", json!(false))));
    assert!(
        what.contains("(Noelle) has 12 HP and is defeated"),
        "{what}"
    );
    let what = broken(&edited(&s, |v| ch(v, 0, "hp", json!(13))));
    assert_eq!(what, "p1 character 1 (Ganyu) has 13 HP of 12");
    let what = broken(&edited(&s, |v| ch(v, 0, "energy", json!(4))));
    assert_eq!(what, "p1 character 1 (Ganyu) has 4 energy of 3");
    let what = broken(&edited(&s, |v| {
        v["players"][1]["dice"] = json!([9, 8, 0, 0, 0, 0, 0, 0])
    }));
    assert_eq!(what, "p2 holds 17 dice");
    let what = broken(&edited(&s, |v| v["config"]["max_hand"] = json!(1)));
    assert_eq!(what, "p1 holds 2 cards");
    // The active character defeated while the game runs, and nobody asked to replace it.
    let what = broken(&edited(&s, |v| {
        ch(v, 0, "hp", json!(0));
        ch(v, 0, "alive", json!(false));
    }));
    assert_eq!(
        what,
        "p1's active character 1 is defeated while the game runs"
    );
    // A defeated character keeps a status.
    let with_status = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .status(P1, 2, json!("Frozen"))
    .build()
    .state;
    let what = broken(&edited(&with_status, |v| {
        ch(v, 2, "hp", json!(0));
        ch(v, 2, "alive", json!(false));
    }));
    assert_eq!(
        what,
        "p1 character 3 (Noelle) is defeated but keeps statuses or energy"
    );
}

#[test]
fn state_finds_too_many_summons() {
    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .summon(P2, json!("Oz"))
    .build()
    .state;
    check::state(&s).unwrap();
    // Past the game's limit (a configuration of 3), within the zone's capacity (4).
    let what = broken(&edited(&s, |v| {
        let oz = v["players"][1]["summons"][0].clone();
        v["config"]["max_summons"] = json!(3);
        v["players"][1]["summons"] = json!(vec![oz; 4]);
    }));
    assert_eq!(what, "p2 has 4 summons");
    // Past the capacity (the rules' 4): such a state cannot be read.
    let mut v = serde_json::to_value(s).unwrap();
    let oz = v["players"][1]["summons"][0].clone();
    v["players"][1]["summons"] = json!(vec![oz; 5]);
    assert!(serde_json::from_value::<GameState>(v).is_err());
}

#[test]
fn decision_finds_a_listed_action_that_is_refused() {
    let s = position();
    let mut legal = s.legal_actions();
    // Frostflake Arrow with no dice.
    legal.push(Action::Skill {
        player: P1,
        skill: 1,
        dice: Dice::EMPTY,
    });
    let Err(Violation(what)) = check::decision(&s, &legal, &mut Rng::new(1)) else {
        panic!("an illegal listed action passes")
    };
    assert!(what.starts_with("the listed action Skill"), "{what}");
    assert!(what.contains("is refused: "), "{what}");
    let Err(Violation(what)) = check::decision(&s, &[], &mut Rng::new(1)) else {
        panic!("no action passes")
    };
    assert_eq!(what, "a deciding player has no action");
}

#[test]
fn decision_finds_an_accepted_action_missing_from_the_list() {
    let s = position();
    let legal = s.legal_actions();
    // Leave the Elemental Tunings out: a random action sooner or later is one.
    let partial: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Tune { .. }))
        .collect();
    let found = (0..2000).find_map(|seed| {
        check::decision(&s, &legal, &mut Rng::new(seed)).unwrap();
        match check::decision(&s, &partial, &mut Rng::new(seed)) {
            Err(Violation(what)) if what.starts_with("the unlisted action Tune") => Some(what),
            _ => None,
        }
    });
    assert!(found.is_some_and(|w| w.ends_with("is accepted")));
}

#[test]
fn decision_finds_a_sampled_action_missing_from_the_list() {
    let s = position();
    let legal = s.legal_actions();
    // Only ending the round listed: the sampler (from the real actions) draws another
    // action for some seed before a random action gets accepted.
    let end = [Action::EndRound { player: P1 }];
    let found = (0..200).any(|seed| {
        matches!(check::decision(&s, &end, &mut Rng::new(seed)),
            Err(Violation(w)) if w.starts_with("sampled Some("))
    });
    assert!(found);
    assert!(legal.len() > 1);
}

#[test]
fn notation_reads_back_every_listed_action_and_finds_one_that_does_not() {
    let s = position();
    for a in s.legal_actions() {
        check::notation(&s, &a).unwrap();
    }
    // A card not in the hand is written, but does not read back.
    let a = Action::Play {
        player: P1,
        card: invokation::CardId::ALL[0],
        target: invokation::Target::None,
        dice: Dice::of(Die::Omni, 1),
    };
    let Err(Violation(what)) = check::notation(&s, &a) else {
        panic!("an action that does not read back passes")
    };
    assert!(what.contains("which does not read back"), "{what}");
}

#[test]
fn same_decision_ignores_dice_and_which_copy_a_redraw_names() {
    let s = position();
    let a = Action::Switch {
        player: P1,
        to: 1,
        dice: Dice::of(Die::Omni, 1),
    };
    let b = a.with_dice(Dice::of(Die::Cryo, 1));
    assert!(check::same_decision(&a, &b, &s));
    let c = Action::Switch {
        player: P1,
        to: 2,
        dice: Dice::of(Die::Omni, 1),
    };
    assert!(!check::same_decision(&a, &c, &s));
    // P1's hand: Sweet Madame, Paimon (positions 0 and 1).
    let redraw = |cards| Action::Redraw { player: P1, cards };
    assert!(check::same_decision(&redraw(0b01), &redraw(0b01), &s));
    assert!(!check::same_decision(&redraw(0b01), &redraw(0b10), &s));
    assert!(
        !check::same_decision(&redraw(0b100), &redraw(0), &s),
        "a position past the hand is not the same decision"
    );
}

#[test]
fn play_and_rerun_give_the_same_game() {
    for seed in [3, 4] {
        let (config, decks) = check::random_setup(seed);
        let decks = [&decks[0], &decks[1]];
        let mut actions = Vec::new();
        let played = check::play(config, decks, seed, &mut actions).unwrap();
        assert!(played.state.is_over());
        assert_eq!(played.decisions as usize, actions.len());
        let again = check::rerun(config, decks, seed, &actions).unwrap();
        assert_eq!(again.state, played.state);
        assert_eq!(again.chance, played.chance);
        // A decision past the end of the game is refused.
        let mut more = actions.clone();
        more.push(Action::EndRound { player: P1 });
        let Err(Violation(what)) = check::rerun(config, decks, seed, &more) else {
            panic!("a decision past the end passes")
        };
        assert_eq!(
            what,
            format!(
                "the game ended after {} of {} recorded decisions",
                actions.len(),
                more.len()
            )
        );
    }
}

#[test]
fn random_setup_draws_legal_decks_and_one_game_in_four_all_omni() {
    let omni = (0..400)
        .filter(|&seed| {
            let (config, decks) = check::random_setup(seed);
            for d in &decks {
                d.check(config.version).unwrap();
            }
            config.all_omni
        })
        .count();
    assert!((60..140).contains(&omni), "{omni} of 400");
    assert_eq!(check::random_setup(9).1, check::random_setup(9).1);
}

/// A chance request in the responses to a defeat comes before the new active character is
/// chosen: Baizhu falls, her Seamless Shield leaves and strikes Shenhe, whose Prospector's
/// Drill discards one of two equally costly cards at random. At that request P1's active
/// character is defeated, and the state is sound (soak seed 60150138).
#[test]
fn a_chance_before_the_death_swap_is_sound() {
    let mut g = setup(
        ["Baizhu", "Xingqiu", "Noelle"],
        ["Shenhe", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P2, &[("Omni", 8)])
    .hp(P1, 0, 1)
    .combat(P1, json!({"name": "Seamless Shield", "usage": 1}))
    .status(P2, 0, json!("Prospector's Drill"))
    .hand(P2, "Paimon")
    .hand(P2, "Paimon")
    .set("to_act", json!(2))
    .build();
    let a = invokation::notation::parse_action(&g.state, "p2 skill Dawnstar Piercer").unwrap();
    g.state.apply_action(a).unwrap();
    assert!(!g.ch(P1, 0).alive, "Baizhu defeated");
    assert!(
        matches!(g.state.pending(), invokation::Pending::Chance(_)),
        "the random discard waits: {:?}",
        g.state.pending()
    );
    check::state(&g.state).unwrap();
    g.state.resolve_chance(&mut g.rng);
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::DeathSwap)
    );
    check::state(&g.state).unwrap();
}
