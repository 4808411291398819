//! The scenario format: the documented example runs, errors name the problem.

use invokation::scenario::{Report, Scenario, ScenarioError};

fn doc() -> String {
    std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/scenario.md"
    ))
    .unwrap()
}

/// The JSON blocks of docs/scenario.md: the input example and the output example.
fn doc_blocks() -> Vec<String> {
    doc()
        .split("```json")
        .skip(1)
        .map(|b| b.split("```").next().unwrap().to_string())
        .collect()
}

#[test]
fn documented_example_runs() {
    let blocks = doc_blocks();
    let s: Scenario = serde_json::from_str(&blocks[0]).expect("the documented input parses");
    let run = s.run().expect("the documented example runs");
    let report = Report::of(&run.state);
    // After both players end round 2, round 3 starts with the rerolls.
    assert_eq!(report.round, 3);
    assert_eq!(report.decision.as_deref(), Some("reroll"));
    // Ganyu's burst: 2 Cryo + 1 Piercing to standby; Sacred Cryo Pearl (refreshed to 2)
    // then deals 1 Cryo + 1 Piercing in the End Phase, Oz 1 Electro to Ganyu.
    let p2 = &report.players[1];
    assert_eq!(
        p2.characters[1].hp,
        10 - 2 - 1,
        "Fischl: burst, then the pearl"
    );
    assert_eq!(
        p2.characters[0].hp,
        10 - 1 - 1,
        "Diluc on standby: piercing twice"
    );
    // The output example has the documented shape.
    let out: serde_json::Value = serde_json::from_str(&blocks[1]).unwrap();
    let ours = serde_json::to_value(&report).unwrap();
    for key in out.as_object().unwrap().keys() {
        assert!(
            ours.get(key).is_some(),
            "output field {key} is documented but missing"
        );
    }
    for key in out["players"][0].as_object().unwrap().keys() {
        assert!(
            ours["players"][0].get(key).is_some(),
            "player field {key} missing"
        );
    }
}

fn run(json: &str) -> Result<Report, ScenarioError> {
    let s: Scenario =
        serde_json::from_str(json).map_err(|e| ScenarioError::Invalid(e.to_string()))?;
    Ok(Report::of(&s.run()?.state))
}

const BASE: &str = r#"{"players": [
    {"characters": [{"name": "Ganyu"}, {"name": "Xingqiu"}, {"name": "Noelle"}], "dice": {"Omni": 8}},
    {"characters": [{"name": "Diluc"}, {"name": "Fischl"}, {"name": "Sucrose"}], "dice": {"Omni": 8}}
  ], "actions": ACTIONS}"#;

fn with_actions(actions: &str) -> String {
    BASE.replace("ACTIONS", actions)
}

#[test]
fn errors_name_the_problem() {
    let bad_name = BASE.replace("Ganyu", "Ganyuu").replace("ACTIONS", "[]");
    let e = run(&bad_name).unwrap_err().to_string();
    assert!(e.contains("Ganyuu"), "{e}");

    let e = run(&with_actions(
        r#"["p1 skill Normal Attack", "p1 skill Normal Attack"]"#,
    ))
    .unwrap_err();
    match e {
        ScenarioError::Action { step, .. } => assert_eq!(step, 2, "the second action is illegal"),
        other => panic!("{other}"),
    }

    let e = run(&with_actions(r#"["p1 fly"]"#)).unwrap_err().to_string();
    assert!(e.contains("fly"), "{e}");

    let too_much_hp = BASE
        .replace(r#"{"name": "Diluc"}"#, r#"{"name": "Diluc", "hp": 11}"#)
        .replace("ACTIONS", "[]");
    let e = run(&too_much_hp).unwrap_err().to_string();
    assert!(e.contains("HP"), "{e}");

    let bad_aura = BASE
        .replace(
            r#"{"name": "Diluc"}"#,
            r#"{"name": "Diluc", "aura": ["Pyro", "Hydro"]}"#,
        )
        .replace("ACTIONS", "[]");
    assert!(run(&bad_aura).unwrap_err().to_string().contains("aura"));

    // "converted" is for the summons that convert after a Swirl, to a swirlable element
    let summon = |spec: &str| {
        BASE.replace(
            r#""dice": {"Omni": 8}}
  ]"#,
            &format!(
                r#""dice": {{"Omni": 8}}, "summons": [{spec}]}}
  ]"#
            ),
        )
        .replace("ACTIONS", "[]")
    };
    assert!(run(&summon(r#"{"name": "Stormeye", "converted": "Pyro"}"#)).is_ok());
    let e = run(&summon(r#"{"name": "Oz", "converted": "Pyro"}"#))
        .unwrap_err()
        .to_string();
    assert!(e.contains("convert"), "{e}");
    let e = run(&summon(r#"{"name": "Stormeye", "converted": "Geo"}"#))
        .unwrap_err()
        .to_string();
    assert!(e.contains("Geo"), "{e}");
}

#[test]
fn hp_zero_means_defeated_and_names_are_case_insensitive() {
    let json = BASE
        .replace(r#"{"name": "Fischl"}"#, r#"{"name": "fischl", "hp": 0}"#)
        .replace("ACTIONS", r#"["p1 skill normal attack"]"#);
    let r = run(&json).unwrap();
    assert!(!r.players[1].characters[1].alive);
    assert_eq!(r.players[1].characters[0].hp, 8);
    assert_eq!(r.to_act, Some(2));
}

/// A character given without `statuses` has those it has from the start of a game
/// (Tartaglia's Ranged Stance, Abyss Lector's Fiery Rebirth); `"statuses": []` means none,
/// and a given list is taken as it is; a defeated character has none.
#[test]
fn characters_without_statuses_start_with_their_battle_statuses() {
    let names = |r: &Report, p: usize, c: usize| -> Vec<String> {
        r.players[p].characters[c]
            .statuses
            .iter()
            .map(|s| s.name.clone())
            .collect()
    };
    for phase in ["action", "roll", "end"] {
        let json = BASE
            .replace(
                r#"{"name": "Ganyu"}"#,
                r#"{"name": "Tartaglia"}, {"name": "Abyss Lector: Fathomless Flames"}"#,
            )
            .replace(r#", {"name": "Noelle"}"#, "")
            .replace(
                r#"{"name": "Diluc"}"#,
                r#"{"name": "Tartaglia", "statuses": []}"#,
            )
            .replace(
                r#"{"name": "Fischl"}"#,
                r#"{"name": "Abyss Lector: Fathomless Flames", "statuses": ["Pyro Infusion"]}"#,
            )
            .replace("ACTIONS", "[]")
            .replace(r#""players""#, &format!(r#""phase": "{phase}", "players""#));
        let r = run(&json).unwrap_or_else(|e| panic!("{phase}: {e}"));
        assert_eq!(names(&r, 0, 0), ["Ranged Stance"], "{phase}");
        assert_eq!(names(&r, 0, 1), ["Fiery Rebirth"], "{phase}");
        assert!(names(&r, 0, 2).is_empty(), "{phase}: Xingqiu has none");
        assert!(names(&r, 1, 0).is_empty(), "{phase}: [] means none");
        assert_eq!(names(&r, 1, 1), ["Pyro Infusion"], "{phase}: as given");
    }
    let defeated = BASE
        .replace(r#"{"name": "Ganyu"}"#, r#"{"name": "Tartaglia", "hp": 0}"#)
        .replace("ACTIONS", "[]")
        .replace(
            r#"{"characters": [{"name": "Tartaglia""#,
            r#"{"active": 2, "characters": [{"name": "Tartaglia""#,
        );
    let r = run(&defeated).unwrap();
    assert!(names(&r, 0, 0).is_empty(), "a defeated character has none");
}

/// A position in the Action Phase resumes at the start of the turn of the player to act,
/// as the reference resumes one: a status that makes the active character use a skill
/// "before you choose an action" (Kazuha's Midare Ranzan: a Normal Attack, its Physical
/// damage Anemo) acts before the player is asked. Found by the differential tool.
#[test]
fn an_action_phase_position_resumes_at_the_start_of_the_turn() {
    let json = BASE
        .replace(
            r#"{"name": "Ganyu"}"#,
            r#"{"name": "Kaedehara Kazuha", "statuses": ["Midare Ranzan"]}"#,
        )
        .replace("ACTIONS", "[]");
    let r = run(&json).unwrap();
    let diluc = &r.players[1].characters[0];
    assert_eq!(diluc.hp, 10 - 2, "Garyuu Bladework's 2 damage");
    assert!(diluc.aura.is_empty(), "Anemo leaves no aura");
    assert!(
        r.players[0].characters[0].statuses.is_empty(),
        "Midare Ranzan used"
    );
    assert_eq!(r.to_act, Some(2), "the Normal Attack was p1's action");
}

/// docs/rules.md, "The initial deck": a scenario gives the deck each side began the match
/// with as `initial_deck` (by name, copies may repeat); without it, the cards of its hand
/// and pile. More than 30 different cards are refused.
#[test]
fn initial_deck_defaults_to_hand_and_pile_and_may_be_given() {
    let state = |json: &str| {
        let s: Scenario = serde_json::from_str(json).unwrap();
        s.run().unwrap().state
    };
    let p1 = invokation::Player::P1;
    let base = BASE.replace("ACTIONS", "[]").replace(
        r#""dice": {"Omni": 8}},
    {"characters": [{"name": "Diluc"}"#,
        r#""dice": {"Omni": 8}, "hand": ["Paimon"], "deck": ["Sweet Madame"]},
    {"characters": [{"name": "Diluc"}"#,
    );
    let s = state(&base);
    let deck = s.player(p1).initial_deck;
    assert_eq!(deck.len(), 2);
    assert!(s.player(p1).in_initial_deck(invokation::CardId::Paimon));
    assert!(s
        .player(p1)
        .in_initial_deck(invokation::CardId::SweetMadame));
    assert!(!s.player(p1).in_initial_deck(invokation::CardId::Strategize));
    assert!(s.player(invokation::Player::P2).initial_deck.is_empty());
    let given = base.replace(
        r#""hand": ["Paimon"]"#,
        r#""hand": ["Paimon"], "initial_deck": ["Strategize", "Strategize", "Katheryne"]"#,
    );
    let s = state(&given);
    assert_eq!(
        s.player(p1).initial_deck.iter().collect::<Vec<_>>(),
        [
            invokation::CardId::Katheryne,
            invokation::CardId::Strategize
        ],
        "once each, in card order, as given: not the hand's Paimon"
    );
    assert!(!s.player(p1).in_initial_deck(invokation::CardId::Paimon));
    assert_eq!(s.hash(), s.hash_from_scratch());
    // More than 30 different cards.
    let many: Vec<String> = invokation::CardId::ALL
        .iter()
        .filter(|c| c.facts(invokation::Version::LATEST).is_some())
        .take(31)
        .map(|c| format!("\"{}\"", c.official_id()))
        .collect();
    let too_many = base.replace(
        r#""hand": ["Paimon"]"#,
        &format!(
            r#""hand": ["Paimon"], "initial_deck": [{}]"#,
            many.join(", ")
        ),
    );
    let s: Scenario = serde_json::from_str(&too_many).unwrap();
    let e = s.run().unwrap_err().to_string();
    assert!(e.contains("31 different cards"), "{e}");
}
