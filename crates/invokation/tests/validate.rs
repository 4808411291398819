//! `GameState::validate`: every state the engine reaches passes; states edited to break an
//! invariant the engine relies on are refused with a message naming it.

mod common;

use invokation::{Deck, GameConfig, GameState, Pending, Rng, Version};
use proptest::prelude::*;
use serde_json::{json, Value};

/// A mid-game state of the built-in 30-card decks, as JSON, and the state itself.
fn mid_game() -> (GameState, Value) {
    let a = invokation::builtin_deck("icy-rain").unwrap();
    let b = invokation::builtin_deck("fire-and-thunder").unwrap();
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..60 {
        s.resolve_chance(&mut rng);
        if s.is_over() {
            break;
        }
        let legal = s.legal_actions();
        s.apply_action(legal[rng.index(legal.len())]).unwrap();
    }
    s.resolve_chance(&mut rng);
    assert!(!s.is_over());
    let v = serde_json::to_value(s).unwrap();
    (s, v)
}

/// Edits the JSON of a valid mid-game state and checks that validation refuses it with a
/// message containing `expect`.
fn check_refused(edit: impl FnOnce(&mut Value), expect: &str) {
    let (_, mut v) = mid_game();
    edit(&mut v);
    let s: GameState = serde_json::from_value(v).expect("the edited state still parses");
    match s.validate() {
        Ok(()) => panic!("an edited state passed; expected {expect:?}"),
        Err(e) => assert!(
            e.to_string().contains(expect),
            "refused for {e}, expected {expect:?}"
        ),
    }
}

#[test]
fn a_mid_game_state_passes() {
    let (s, v) = mid_game();
    assert_eq!(s.validate(), Ok(()));
    let back: GameState = serde_json::from_value(v).unwrap();
    assert_eq!(back.validate(), Ok(()));
}

#[test]
fn positions_and_indices_out_of_range_are_refused() {
    check_refused(
        |v| v["players"][0]["active"] = json!(3),
        "active character 3",
    );
    check_refused(
        |v| {
            v["stack"] = json!(["ActionPhase", {"Damage": {
            "from": "P1", "source": {"Character": 0}, "to": "P2", "target": 7,
            "dtype": "Physical", "amount": 2, "skill": null, "flags": 0}}])
        },
        "character position 7",
    );
    check_refused(
        |v| {
            v["stack"] = json!(["ActionPhase", {"UseSkill": {
                "player": "P1", "character": 0, "skill": 9, "charged": false,
                "plunging": false}}])
        },
        "no skill 9",
    );
    check_refused(
        |v| {
            v["stack"] =
                json!([{"EndFrame": {"start": 3}}, {"Await": {"kind": "Action", "players": 2}}])
        },
        "past the 0 deferred events",
    );
    check_refused(
        |v| v["stack"] = json!([{"Add": {"player": "P1", "zone": {"Character": 5}, "id": 111011, "usage": 0}}, {"Await": {"kind": "Action", "players": 2}}]),
        "character position 5",
    );
}

#[test]
fn counts_beyond_the_limits_are_refused() {
    check_refused(
        |v| v["players"][1]["dice"] = json!([9, 9, 0, 0, 0, 0, 0, 0]),
        "18 dice, more than the limit of 16",
    );
    check_refused(
        |v| {
            let support = v["players"][0]["supports"][0].clone();
            v["config"]["max_supports"] = json!(3);
            v["players"][0]["supports"] = json!([support, support, support, support]);
        },
        "4 supports, more than the limit of 3",
    );
    check_refused(
        |v| v["config"]["max_hand"] = json!(11),
        "max_hand must be at most 10",
    );
}

#[test]
fn characters_breaking_their_facts_are_refused() {
    check_refused(
        |v| v["players"][0]["characters"][1]["hp"] = json!(200),
        "has 200 HP of 10",
    );
    check_refused(
        |v| v["players"][0]["characters"][1]["energy"] = json!(9),
        "has 9 energy of 2",
    );
    check_refused(
        |v| v["players"][0]["characters"][1]["alive"] = json!(false),
        "is defeated with 10 HP",
    );
    check_refused(
        |v| v["players"][0]["characters"][1]["max_hp"] = json!(0),
        "a maximum of 0 HP",
    );
    check_refused(
        |v| v["players"][1]["characters"][2]["id"] = v["players"][1]["characters"][0]["id"].clone(),
        "in the team twice",
    );
}

#[test]
fn entities_in_the_wrong_zone_are_refused() {
    check_refused(
        |v| {
            let support = v["players"][0]["supports"][0].clone();
            v["players"][0]["summons"] = json!([support]);
        },
        "summons hold",
    );
}

#[test]
fn a_running_game_must_wait_for_someone() {
    check_refused(|v| v["stack"] = json!([]), "must be one of the round flow");
    check_refused(
        |v| v["stack"] = json!([{"Await": {"kind": "Action", "players": 2}}]),
        "must be one of the round flow",
    );
    check_refused(
        |v| v["stack"] = json!(["ActionPhase", "EndPhase"]),
        "must wait for a decision or for chance",
    );
    check_refused(
        |v| v["stack"] = json!([{"Await": {"kind": "Action", "players": 0}}]),
        "waits for players 0b0",
    );
    check_refused(|v| v["outcome"] = json!("Draw"), "the game is over exactly");
    check_refused(
        |v| {
            v["stack"] = json!(["ActionPhase", {"Chance": {"DrawTagged": {
                "player": "P1", "tags": 0x8000_0000u32}}}])
        },
        "but has none in their pile",
    );
    check_refused(
        |v| v["stack"] = json!([{"Chance": {"DistinctElements": {"player": "P1", "count": 9}}}]),
        "9 dice of different elements",
    );
    check_refused(
        |v| {
            let c = &mut v["players"][1]["characters"];
            for i in 0..3 {
                c[i]["hp"] = json!(0);
                c[i]["alive"] = json!(false);
                c[i]["statuses"] = json!([]);
                c[i]["energy"] = json!(0);
            }
        },
        "active character is defeated",
    );
}

/// Plays a random game of random decks; every state the engine stops at (decisions and
/// chance) passes, before and after a JSON round trip.
fn engine_states_pass(seed: u64) {
    let mut rng = Rng::new(seed);
    let decks = [
        Deck::random(&mut rng, Version::LATEST),
        Deck::random(&mut rng, Version::LATEST),
    ];
    let config = GameConfig {
        all_omni: rng.below(4) == 0,
        ..GameConfig::default()
    };
    let mut s = GameState::new(config, [&decks[0], &decks[1]]).unwrap();
    let mut legal = Vec::new();
    for _ in 0..20_000 {
        if let Err(e) = s.validate() {
            panic!("the engine reached a state that does not validate: {e}\n{s:?}");
        }
        if rng.below(16) == 0 {
            let back: GameState =
                serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
            assert_eq!(back.validate(), Ok(()));
        }
        match s.pending() {
            Pending::GameOver(_) => return,
            Pending::Chance(req) => s.apply_chance(req.sample(&s, &mut rng)).unwrap(),
            Pending::Decision { .. } => {
                s.legal_actions_into(&mut legal);
                s.apply_action(legal[rng.index(legal.len())]).unwrap();
            }
        }
    }
    panic!("a random game ends");
}

proptest! {
    #![proptest_config(common::proptest_config(64))]

    /// Every state of a random game validates.
    #[test]
    fn every_engine_state_validates(seed in any::<u64>()) {
        engine_states_pass(seed);
    }
}

/// The documented scenario builds a position that validates, and so does the state after
/// its actions.
#[test]
fn scenario_positions_validate() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/scenario.md"
    ))
    .unwrap();
    let start = doc.find("```json\n").unwrap() + "```json\n".len();
    let end = start + doc[start..].find("```").unwrap();
    let scenario: invokation::scenario::Scenario = serde_json::from_str(&doc[start..end]).unwrap();
    assert_eq!(scenario.build().unwrap().validate(), Ok(()));
    assert_eq!(scenario.run().unwrap().state.validate(), Ok(()));
}
