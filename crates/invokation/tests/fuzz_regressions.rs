//! Inputs the fuzzers (`fuzz/`) found that made the engine panic, kept in
//! `fuzz/regressions/<target>/`: each one is now refused with a one-line error or handled.

use invokation::GameState;
use std::path::PathBuf;

/// The inputs kept for a fuzz target, by file name.
fn inputs(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/regressions")
        .join(target);
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|f| {
            let path = f.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).unwrap())
        })
        .collect();
    out.sort();
    out
}

/// States that read as JSON but break an invariant the engine relies on: `validate` refuses
/// each with a one-line reason (Python's `deserialize` then refuses the state).
#[test]
fn states_the_engine_failed_on_are_refused_by_validate() {
    let expected = [(
        "reroll-without-rerolls.json",
        "p1 must reroll but has no rerolls left",
    )];
    let found = inputs("state");
    assert_eq!(
        found.len(),
        expected.len(),
        "one expectation per kept input"
    );
    for (name, data) in found {
        let state: GameState = serde_json::from_slice(&data).expect("the input reads");
        let err = state.validate().expect_err(&name).to_string();
        let why = expected
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("no expectation for {name}"))
            .1;
        assert_eq!(err, format!("invalid state: {why}"), "{name}");
        assert_eq!(err.lines().count(), 1);
    }
}

/// Deck texts: each is refused with a one-line reason naming the line, or reads back from
/// its own text (a deck read must be one that can be written).
#[test]
fn deck_texts_are_refused_or_read_back() {
    let expected: [(&str, Result<(), &str>); 1] = [(
        "more-than-a-game-holds.txt",
        Err("line 6: more than 40 action cards"),
    )];
    let found = inputs("deck_text");
    assert_eq!(
        found.len(),
        expected.len(),
        "one expectation per kept input"
    );
    for (name, data) in found {
        let text = String::from_utf8(data).unwrap();
        let want = expected.iter().find(|(n, _)| *n == name).unwrap().1;
        match invokation::Deck::parse_text(&text) {
            Ok(deck) => {
                assert!(want.is_ok(), "{name} should be refused");
                let back = invokation::Deck::parse_text(&deck.to_text()).unwrap();
                assert_eq!(back, deck, "{name}");
            }
            Err(e) => assert_eq!(Err(e.to_string().as_str()), want, "{name}"),
        }
        if let Err(e) = invokation::Deck::parse_text(&text) {
            assert_eq!(e.to_string().lines().count(), 1);
        }
    }
}
