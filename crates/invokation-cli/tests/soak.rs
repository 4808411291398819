//! `invokation soak` and `invokation replay --check`, driven as a user would.

use std::path::PathBuf;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_invokation"))
        .args(args)
        .output()
        .expect("runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A fresh folder of this test process.
fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "invokation-soak-test-{}-{name}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The summary line: "soak: N games (K all-Omni), D decisions, C chance outcomes, F failures
/// in Ts: R games/s on T threads; seed S".
fn summary(o: &Output) -> String {
    stdout(o)
        .lines()
        .rfind(|l| l.starts_with("soak: ") && l.contains("games/s"))
        .unwrap_or_else(|| panic!("no summary line in {}", stdout(o)))
        .to_string()
}

#[test]
fn soak_plays_checked_games_and_sums_them_up() {
    let replays = dir("clean");
    let o = run(&[
        "soak",
        "--games",
        "24",
        "--seed",
        "77",
        "--threads",
        "2",
        "--replays",
        replays.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    let line = summary(&o);
    assert!(line.starts_with("soak: 24 games ("), "{line}");
    assert!(line.contains(" 0 failures "), "{line}");
    assert!(line.ends_with("on 2 threads; seed 77"), "{line}");
    // Progress (not a terminal here): lines of a bar on standard error, the last one full.
    let err = stderr(&o);
    let last = err.lines().last().unwrap_or_default();
    assert!(last.contains("100.0% 24/24 games"), "{err}");
    assert_eq!(std::fs::read_dir(&replays).unwrap().count(), 0, "no replay");
    // The counts do not depend on the number of threads.
    let one = run(&["soak", "--games", "24", "--seed", "77", "--threads", "1"]);
    let counts = |l: &str| l.split(" in ").next().unwrap().to_string();
    assert_eq!(counts(&summary(&one)), counts(&line));
}

#[test]
fn a_failing_game_prints_its_seed_and_leaves_a_replay() {
    let replays = dir("failing");
    let o = run(&[
        "soak",
        "--games",
        "6",
        "--seed",
        "40",
        "--threads",
        "2",
        "--replays",
        replays.to_str().unwrap(),
        "--inject-failure",
        "43",
    ]);
    assert!(!o.status.success());
    let out = stdout(&o);
    let path = replays.join("soak-failure-43.json");
    assert!(
        out.contains("FAILED game seed 43: step ")
            && out.contains("injected failure")
            && out.contains(path.to_str().unwrap()),
        "{out}"
    );
    assert!(summary(&o).contains("6 games"), "the other games still run");
    assert!(summary(&o).contains(" 1 failures "));
    let err = stderr(&o);
    assert!(
        err.trim_end().ends_with(
            "error: 1 of 6 games failed (seeds 43); `invokation replay FILE --check` re-runs one"
        ),
        "{err}"
    );
    // The replay holds the ten decisions before the failing one and re-runs them.
    let replay: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(replay["seed"], 43);
    assert_eq!(replay["actions"].as_array().unwrap().len(), 10);
    assert!(replay["result"].is_null());
    let r = run(&["replay", path.to_str().unwrap()]);
    assert!(r.status.success(), "{}", stderr(&r));
    assert!(stdout(&r).contains("result: unfinished after 10 decisions"));
    let c = run(&["replay", path.to_str().unwrap(), "--check"]);
    assert!(c.status.success(), "{}", stderr(&c));
    assert_eq!(
        stdout(&c).trim(),
        "checked 10 decisions: every invariant holds at every step"
    );
}

#[test]
fn a_panicking_game_is_caught_reported_and_stops_the_soak_at_the_limit() {
    let replays = dir("panicking");
    let o = run(&[
        "soak",
        "--games",
        "50",
        "--seed",
        "7",
        "--threads",
        "1",
        "--replays",
        replays.to_str().unwrap(),
        "--inject-panic",
        "8",
        "--max-failures",
        "1",
    ]);
    assert!(!o.status.success());
    let out = stdout(&o);
    assert!(
        out.contains("FAILED game seed 8: panic after 10 decisions: ")
            && out.contains("injected panic (--inject-panic)"),
        "{out}"
    );
    assert!(
        !stderr(&o).contains("panicked at"),
        "the panic message is not printed raw"
    );
    // One thread, the limit of one failure: the soak stops after the second game.
    assert!(summary(&o).starts_with("soak: 2 games"), "{}", summary(&o));
    // The replay leads to the decision where it panicked.
    let replay: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(replays.join("soak-failure-8.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(replay["actions"].as_array().unwrap().len(), 10);
}

#[test]
fn replay_check_reports_a_replay_that_diverges() {
    let replays = dir("diverging");
    let o = run(&[
        "soak",
        "--games",
        "1",
        "--seed",
        "5",
        "--replays",
        replays.to_str().unwrap(),
        "--inject-failure",
        "5",
    ]);
    assert!(!o.status.success());
    let path = replays.join("soak-failure-5.json");
    let mut replay: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    replay["actions"][3] = serde_json::json!("p1 play Sweet Madame target 9");
    std::fs::write(&path, replay.to_string()).unwrap();
    let c = run(&["replay", path.to_str().unwrap(), "--check"]);
    assert!(!c.status.success());
    let err = stderr(&c);
    assert!(err.starts_with("error: invariant broken at step "), "{err}");
    assert!(err.contains("the replay diverges at action 4"), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1);
}
