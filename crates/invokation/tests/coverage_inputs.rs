//! Outside input refused with a clear one-line reason, and accepted in every documented
//! form: scenarios, the action notation, replay files.

mod common;

use common::*;
use invokation::check;
use invokation::notation::{describe_decision, format_action, parse_action};
use invokation::replay::{result_name, Replay};
use invokation::scenario::{Report, Scenario};
use invokation::{Action, DecisionKind, Dice, Die, Outcome, Player, Target};
use serde_json::{json, Value};

/// A valid scenario, to break one field at a time.
fn base() -> Value {
    setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .json
}

/// The error of building `json` as a scenario.
fn refused(json: Value) -> String {
    let scenario: Scenario = match serde_json::from_value(json) {
        Ok(s) => s,
        Err(e) => return e.to_string(),
    };
    match scenario.build() {
        Ok(_) => panic!("the scenario builds"),
        Err(e) => {
            let text = e.to_string();
            assert_eq!(text.lines().count(), 1, "{text}");
            text
        }
    }
}

fn with(edit: impl FnOnce(&mut Value)) -> Value {
    let mut v = base();
    edit(&mut v);
    v
}

#[test]
fn scenarios_with_an_impossible_position_are_refused_with_the_reason() {
    let cases: Vec<(Value, &str)> = vec![
        (
            with(|v| v["to_act"] = json!(3)),
            "to_act must be 1 or 2, not 3",
        ),
        (
            with(|v| v["first"] = json!(0)),
            "first must be 1 or 2, not 0",
        ),
        (with(|v| v["round"] = json!(0)), "round must be 1..15"),
        (
            with(|v| v["phase"] = json!("lunch")),
            "phase \"lunch\" is not one of action, roll, end",
        ),
        (
            with(|v| {
                v["players"][0]["characters"].as_array_mut().unwrap().pop();
            }),
            "must have exactly 3 characters",
        ),
        (
            with(|v| {
                v["version"] = json!("3.3.0");
                v["players"][0]["characters"][0]["name"] = json!("Nahida")
            }),
            "does not exist in version 3.3.0",
        ),
        (
            with(|v| v["players"][0]["characters"][0]["hp"] = json!(40)),
            "has at most 12 HP, not 40",
        ),
        (
            with(|v| {
                v["players"][0]["characters"][1]["hp"] = json!(0);
                v["players"][0]["characters"][1]["aura"] = json!(["Cryo"]);
            }),
            "cannot have statuses or an aura",
        ),
        (
            with(|v| v["players"][0]["characters"][1]["name"] = json!("Ganyu")),
            "twice",
        ),
        (
            with(|v| v["players"][0]["active"] = json!(4)),
            "active 4 is not 1, 2 or 3",
        ),
        (
            with(|v| v["players"][0]["active"] = json!("Diluc")),
            "has no character \"Diluc\"",
        ),
        (
            with(|v| {
                v["players"][0]["characters"][0]["hp"] = json!(0);
                v["players"][0]["active"] = json!(1);
            }),
            "active character is defeated",
        ),
        (
            with(|v| v["players"][1]["dice"] = json!({"Omni": 17})),
            "has more than 16 dice",
        ),
        (
            with(|v| v["players"][1]["dice"] = json!({"Quintessence": 1})),
            "unknown die \"Quintessence\"",
        ),
        (
            with(|v| v["players"][0]["summons"] = json!(["Frobnicator"])),
            "unknown entity \"Frobnicator\"",
        ),
        (
            with(|v| v["players"][0]["summons"] = json!(["Ice Lotus"])),
            "is not a [Summon]",
        ),
        (
            with(|v| v["players"][0]["summons"] = json!(["Oz", "Oz"])),
            "\"Oz\" appears twice in summons",
        ),
        (
            with(|v| {
                v["players"][0]["summons"] = json!([
                    "Oz",
                    "Guoba",
                    "Large Wind Spirit",
                    "Reflection",
                    "Bake-Kurage"
                ])
            }),
            "too many summons (at most 4)",
        ),
        (
            with(|v| {
                v["version"] = json!("3.3.0");
                v["players"][0]["hand"] = json!(["The Seed of Stored Knowledge"]);
            }),
            "does not exist in version 3.3.0",
        ),
        (
            with(|v| v["players"][0]["declared_end"] = json!(true)),
            "is to act but has declared round end",
        ),
    ];
    for (json, expected) in cases {
        let text = refused(json.clone());
        assert!(text.contains(expected), "{text:?} should say {expected:?}");
    }
}

#[test]
fn scenarios_start_in_the_end_phase_and_report_the_winner() {
    // The End Phase: the effects, the draws, the next round.
    let v = with(|v| {
        v["phase"] = json!("end");
        v["players"][0]["deck"] = json!(["Paimon", "Liben"]);
    });
    let s: Scenario = serde_json::from_value(v).unwrap();
    let run = s.run().unwrap();
    assert_eq!(run.state.round(), 2, "the End Phase led to round 2");
    assert_eq!(run.state.player(P1).hand.len(), 2, "both cards drawn");
    // A report of a finished game names the winner; one of a draw says so.
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hp(P2, 0, 1)
    .hp(P2, 1, 0)
    .hp(P2, 2, 0)
    .build();
    g.act("p1 skill Normal Attack");
    let report = serde_json::to_value(Report::of(&g.state)).unwrap();
    assert_eq!(report["winner"], json!(1));
    assert_eq!(report["outcome"], json!("p1"));
    assert_eq!(result_name(Outcome::Win(Player::P2)), "p2");
    assert_eq!(result_name(Outcome::Draw), "draw");
    assert_eq!(result_name(Outcome::BothLose), "both_lose");
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("round", json!(14))
    .build();
    g.end_round();
    let report = serde_json::to_value(Report::of(&g.state)).unwrap();
    assert_eq!(report["winner"], Value::Null);
    assert_eq!(report["outcome"], json!("both_lose"));
}

#[test]
fn the_notation_refuses_what_it_cannot_read() {
    let g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Sweet Madame")
    .build();
    let s = g.state;
    let cases = [
        ("", "empty action"),
        ("p1", "has no verb"),
        (
            "p1 play Frobnicator Pie",
            "unknown card \"Frobnicator Pie\"",
        ),
        (
            "p1 redraw Sweet Madame Frobnicator",
            "unknown card in \"Frobnicator\"",
        ),
        (
            "p1 play Sweet Madame target x",
            "p1 has no character named \"x\"",
        ),
        (
            "p1 play Sweet Madame target summon 0",
            "bad target position \"0\"",
        ),
        (
            "p1 play Sweet Madame target enemy 1",
            "unknown target kind \"enemy\"",
        ),
        (
            "p1 play Sweet Madame target",
            "target takes a position, two positions, or opponent/summon/support and a position",
        ),
    ];
    for (line, expected) in cases {
        let e = parse_action(&s, line).unwrap_err().to_string();
        assert!(
            e.contains(expected),
            "{line:?}: {e:?} should say {expected:?}"
        );
    }
    // "own" names one's own character.
    let a = parse_action(&s, "p1 play Sweet Madame target own 2").unwrap();
    assert_eq!(
        a.with_dice(Dice::EMPTY),
        Action::Play {
            player: P1,
            card: invokation::CardId::SweetMadame,
            target: Target::Own(1),
            dice: Dice::EMPTY
        }
    );
    // Targets of every kind are written so that they read back.
    for target in [Target::Opponent(2), Target::Support(1), Target::Summon(0)] {
        let a = Action::Play {
            player: P1,
            card: invokation::CardId::SweetMadame,
            target,
            dice: Dice::of(Die::Omni, 1),
        };
        let text = format_action(&s, &a);
        let b = parse_action(&s, &text).unwrap();
        assert_eq!(b, a, "{text}");
    }
    let kinds = [
        (DecisionKind::Redraw, "choose cards to redraw"),
        (
            DecisionKind::ChooseActive,
            "choose your first active character",
        ),
        (DecisionKind::Reroll, "choose dice to reroll"),
        (DecisionKind::Action, "take an action"),
        (DecisionKind::DeathSwap, "choose a new active character"),
    ];
    for (k, text) in kinds {
        assert_eq!(describe_decision(k), text);
    }
    assert_eq!(DecisionKind::ChooseActive.name(), "choose_active");
}

/// The replay of the checked random game of `seed`.
fn replay_of(seed: u64) -> Replay {
    let (config, decks) = check::random_setup(seed);
    let mut actions = Vec::new();
    let end = check::play(config, [&decks[0], &decks[1]], seed, &mut actions).unwrap();
    let mut s = invokation::GameState::new(config, [&decks[0], &decks[1]]).unwrap();
    let mut chance = invokation::Rng::new(seed);
    let mut lines = Vec::new();
    for a in &actions {
        s.resolve_chance(&mut chance);
        lines.push(format_action(&s, a));
        s.apply_action(*a).unwrap();
    }
    Replay {
        version: config.version.to_string(),
        config,
        decks: [&decks[0], &decks[1]].map(|d| d.to_text().lines().map(String::from).collect()),
        seed,
        players: ["a".into(), "b".into()],
        actions: lines,
        result: end.state.outcome().map(|o| result_name(o).to_string()),
        chance: None,
    }
}

#[test]
fn a_replay_re_runs_its_game_or_says_where_it_diverges() {
    let replay = replay_of(12);
    let rerun = replay.rerun().unwrap();
    assert!(rerun.state.is_over());
    assert_eq!(rerun.marks.len(), replay.actions.len());
    assert!(rerun.marks.windows(2).all(|w| w[0].1 <= w[1].1));
    // Through JSON, as the file is.
    let back: Replay = serde_json::from_str(&serde_json::to_string(&replay).unwrap()).unwrap();
    assert_eq!(back, replay);
    // A decision that does not read.
    let mut bad = replay.clone();
    bad.actions[2] = "p1 dance".into();
    let e = bad.rerun().unwrap_err().to_string();
    assert!(
        e.starts_with("the replay diverges at action 3 (\"p1 dance\"): "),
        "{e}"
    );
    // A decision that is refused: one more after the game is over.
    let mut bad = replay.clone();
    let n = bad.actions.len();
    bad.actions.push("p1 end".into());
    let e = bad.rerun().unwrap_err().to_string();
    assert!(
        e.starts_with(&format!(
            "the replay diverges at action {} (\"p1 end\")",
            n + 1
        )),
        "{e}"
    );
    // Another result.
    let mut bad = replay.clone();
    bad.result = None;
    let e = bad.rerun().unwrap_err().to_string();
    assert!(
        e.starts_with("the replay does not reproduce: it ends Some("),
        "{e}"
    );
    assert!(e.ends_with("the file says None"), "{e}");
    // A deck that does not read, and one that breaks the rules.
    let mut bad = replay.clone();
    bad.decks[1][0] = "Frobnicator".into();
    let e = bad.rerun().unwrap_err().to_string();
    assert!(e.starts_with("deck 2: "), "{e}");
    let mut bad = replay;
    bad.decks[0][1] = bad.decks[0][0].clone();
    let e = bad.rerun().unwrap_err().to_string();
    assert!(e.ends_with("appears twice"), "{e}");
}

/// A replay may list its chance outcomes instead of drawing them from its seed (the
/// differential tool records the reference's draws so): the listed outcomes are used, a
/// list that runs out stops the re-run there, and an outcome that does not fit is refused.
#[test]
fn a_replay_with_recorded_chance_uses_it() {
    let replay = replay_of(31);
    // Record the outcomes the seed gives, in order.
    let decks = replay.decks().unwrap();
    let mut s = invokation::GameState::new(replay.config, [&decks[0], &decks[1]]).unwrap();
    let mut rng = invokation::Rng::new(replay.seed);
    let mut outcomes = Vec::new();
    for text in &replay.actions {
        while let Some(o) = s.sample_chance(&mut rng) {
            outcomes.push(o);
            s.apply_chance(o).unwrap();
        }
        s.apply_action(parse_action(&s, text).unwrap()).unwrap();
    }
    while let Some(o) = s.sample_chance(&mut rng) {
        outcomes.push(o);
        s.apply_chance(o).unwrap();
    }
    let mut recorded = replay.clone();
    recorded.seed = 999; // not used
    recorded.chance = Some(outcomes.clone());
    assert_eq!(
        recorded.rerun().unwrap().state,
        replay.rerun().unwrap().state
    );
    // Too few outcomes: the game stops waiting for chance, and does not reproduce.
    let mut short = recorded.clone();
    short.chance = Some(outcomes[..1].to_vec());
    let e = short.rerun().unwrap_err().to_string();
    assert!(e.starts_with("the replay diverges at action 1"), "{e}");
    // An outcome of the wrong kind.
    let mut wrong = recorded;
    wrong.chance = Some(vec![invokation::ChanceOutcome::Index(0)]);
    let e = wrong.rerun().unwrap_err().to_string();
    assert_eq!(
        e,
        "a recorded chance outcome does not fit: the outcome does not answer the chance request"
    );
}

#[test]
fn action_errors_read_as_one_line() {
    use invokation::ActionError;
    assert_eq!(
        ActionError::WaitingForChance.to_string(),
        "the game waits for a chance outcome"
    );
    assert_eq!(
        ActionError::NoSuchCharacter(3).to_string(),
        "no character at position 4"
    );
    assert!(Action::EndRound { player: P1 }.is_combat());
    assert!(!Action::Tune {
        player: P1,
        card: invokation::CardId::Paimon,
        die: Die::Pyro
    }
    .is_combat());
}
