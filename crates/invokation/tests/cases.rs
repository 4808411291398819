//! Data-driven card tests: every file in `tests/cases/` holds cases, each a position (the
//! scenario format of docs/scenario.md, with its actions), the card text it checks, and the
//! numbers expected after the actions. One runner checks them all; see
//! `tests/cases/README.md` for the format.

use invokation::scenario::{Report, Scenario};
use serde_json::Value;
use std::path::Path;

/// Checks that `actual` has everything `expected` says, at `path`: an object's keys (others
/// are not checked), an array's elements one by one (and its length), a scalar's value.
fn matches(expected: &Value, actual: &Value, path: &str, out: &mut Vec<String>) {
    match (expected, actual) {
        (Value::Object(e), Value::Object(a)) => {
            for (k, v) in e {
                match a.get(k) {
                    Some(av) => matches(v, av, &format!("{path}.{k}"), out),
                    None => out.push(format!("{path}.{k}: missing (expected {v})")),
                }
            }
        }
        (Value::Array(e), Value::Array(a)) => {
            if e.len() != a.len() {
                out.push(format!(
                    "{path}: {} elements, expected {} (actual {actual})",
                    a.len(),
                    e.len()
                ));
                return;
            }
            for (i, (ev, av)) in e.iter().zip(a).enumerate() {
                matches(ev, av, &format!("{path}[{i}]"), out);
            }
        }
        (e, a) if e == a => {}
        // Numbers compare by value (1 and 1.0 alike).
        (Value::Number(e), Value::Number(a)) if e.as_f64() == a.as_f64() => {}
        (e, a) => out.push(format!("{path}: {a}, expected {e}")),
    }
}

/// Runs one case; returns what went wrong.
fn run_case(case: &Value) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(position) = case.get("position") else {
        return vec!["no \"position\"".into()];
    };
    let scenario: Scenario = match serde_json::from_value(position.clone()) {
        Ok(s) => s,
        Err(e) => return vec![format!("the position is not a scenario: {e}")],
    };
    let run = scenario.run();
    match (run, case.get("expect_error")) {
        (Err(e), Some(Value::String(want))) => {
            if !e.to_string().contains(want.as_str()) {
                problems.push(format!("error \"{e}\", expected one containing \"{want}\""));
            }
        }
        (Err(e), _) => problems.push(format!("error: {e}")),
        (Ok(_), Some(want)) => problems.push(format!("ran, expected the error {want}")),
        (Ok(run), None) => {
            let report = serde_json::to_value(Report::of(&run.state)).expect("a report");
            match case.get("expect") {
                Some(expect) => matches(expect, &report, "", &mut problems),
                None => problems.push("no \"expect\" and no \"expect_error\"".into()),
            }
        }
    }
    problems
}

#[test]
fn case_files() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/cases exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let (mut count, mut failures) = (0, Vec::new());
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(file).expect("readable");
        let doc: Value =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name} is not JSON: {e}"));
        let cases = doc["cases"]
            .as_array()
            .unwrap_or_else(|| panic!("{name}: no \"cases\" list"));
        for case in cases {
            count += 1;
            let id = case["name"].as_str().unwrap_or("(unnamed)");
            assert!(
                case["text"].is_string(),
                "{name} / {id}: every case quotes the text it checks in \"text\""
            );
            for p in run_case(case) {
                failures.push(format!("{name} / {id}: {p}"));
            }
        }
    }
    assert!(count > 0, "no cases found in {}", dir.display());
    assert!(
        failures.is_empty(),
        "{} of {count} cases failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The matcher itself: what it accepts and what it refuses.
#[test]
fn the_matcher_checks_what_is_written_and_nothing_else() {
    let actual: Value = serde_json::json!({"a": 1, "b": [{"x": 1, "y": 2}, {"x": 3}], "c": "s"});
    let mut p = Vec::new();
    matches(
        &serde_json::json!({"b": [{"x": 1}, {}]}),
        &actual,
        "",
        &mut p,
    );
    assert!(p.is_empty(), "{p:?}");
    for wrong in [
        serde_json::json!({"a": 2}),
        serde_json::json!({"b": [{"x": 1}]}),
        serde_json::json!({"z": 0}),
        serde_json::json!({"c": "t"}),
    ] {
        let mut p = Vec::new();
        matches(&wrong, &actual, "", &mut p);
        assert_eq!(p.len(), 1, "{wrong} is refused once: {p:?}");
    }
}
