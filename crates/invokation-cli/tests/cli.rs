//! The command line, driven as a user would: piped input, files, bad arguments.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_invokation"))
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("runs")
}

fn run_with_input(args: &[&str], input: &str) -> Output {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn tmp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("invokation-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// A bad-input run: non-zero exit, one `error:` line, no panic.
fn assert_clean_error(o: &Output, mentions: &str) {
    assert!(!o.status.success(), "should fail: {}", stdout(o));
    let err = stderr(o);
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(mentions), "{err} should mention {mentions}");
    assert!(!err.contains("panicked"));
}

#[test]
fn play_a_whole_game_from_piped_input_and_replay_it() {
    let replay = tmp("play.json");
    let input = "help\nundo\n".to_string() + &"1\n".repeat(3000);
    let o = run_with_input(
        &[
            "play",
            "--opponent",
            "random",
            "--seed",
            "4",
            "--record",
            replay.to_str().unwrap(),
        ],
        &input,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("Game over after round"), "{out}");
    assert!(out.contains("Commands:"), "help is printed");
    // The opponent's dice stay hidden: its actions show how many dice it paid, not which.
    let theirs: Vec<&str> = out.lines().filter(|l| l.starts_with("p2 ")).collect();
    assert!(theirs.iter().any(|l| l.ends_with(" dice)")), "{out}");
    for line in theirs {
        assert!(!line.contains(" dice "), "{line}");
        assert!(!line.starts_with("p2 tune "), "{line}");
    }
    let r = run(&["replay", replay.to_str().unwrap()]);
    assert!(r.status.success(), "{}", stderr(&r));
    assert!(stdout(&r).contains("result: "));
}

#[test]
fn play_quits_and_undoes() {
    let o = run_with_input(
        &[
            "play",
            "--seed",
            "1",
            "--deck",
            "frost-and-rain",
            "--opponent-deck",
            "storm-and-fire",
        ],
        "1\n1\nundo\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("back to your previous decision"), "{out}");
    assert!(out.contains("unfinished"), "{out}");
}

#[test]
fn match_results_do_not_depend_on_threads() {
    let args = |t: &str| {
        run(&[
            "match",
            "--games",
            "12",
            "--agent-a",
            "greedy",
            "--agent-b",
            "random",
            "--seed",
            "5",
            "--threads",
            t,
            "--json",
        ])
    };
    let (one, two) = (args("1"), args("2"));
    assert!(one.status.success() && two.status.success());
    assert_eq!(stdout(&one), stdout(&two));
    let last = stdout(&one).lines().last().unwrap().to_string();
    let v: serde_json::Value = serde_json::from_str(&last).unwrap();
    assert_eq!(v["games"], 12);
    let (w, d, l) = (
        v["wins"].as_u64().unwrap(),
        v["draws"].as_u64().unwrap(),
        v["losses"].as_u64().unwrap(),
    );
    assert_eq!(w + d + l, 12);
    let ci = v["ci95"].as_array().unwrap();
    assert!(ci[0].as_f64().unwrap() <= v["win_rate"].as_f64().unwrap());
}

#[test]
fn match_table_and_records() {
    let dir = tmp("records");
    let o = run(&[
        "match",
        "--games",
        "2",
        "--agent-a",
        "random",
        "--agent-b",
        "random",
        "--record",
        dir.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("| games | A wins |"));
    let r = run(&["replay", dir.join("game-00001.json").to_str().unwrap()]);
    assert!(r.status.success(), "{}", stderr(&r));
}

#[test]
fn a_replay_that_no_longer_reproduces_says_where() {
    let path = tmp("bad-replay.json");
    let good = tmp("good-replay.json");
    let o = run_with_input(
        &[
            "play",
            "--opponent",
            "random",
            "--seed",
            "2",
            "--record",
            good.to_str().unwrap(),
        ],
        &"1\n".repeat(3000),
    );
    assert!(o.status.success());
    let mut v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&good).unwrap()).unwrap();
    v["actions"][3] = serde_json::json!("p1 skill Elemental Burst");
    std::fs::write(&path, v.to_string()).unwrap();
    assert_clean_error(&run(&["replay", path.to_str().unwrap()]), "action 4");
}

#[test]
fn bad_input_is_a_one_line_error() {
    assert_clean_error(
        &run(&["selfplay", "--deck-a", "/no/such/deck"]),
        "/no/such/deck",
    );
    assert_clean_error(&run(&["deck", "decode", "AAAA"]), "share code");
    let unknown = tmp("unknown.txt");
    std::fs::write(&unknown, "Ganyu\nXingqiu\nNoelle\nSweet Madam\n").unwrap();
    assert_clean_error(
        &run(&["deck", "check", unknown.to_str().unwrap()]),
        "line 4",
    );
    let short = tmp("short.txt");
    std::fs::write(&short, "Ganyu\nXingqiu\nNoelle\nPaimon\n").unwrap();
    assert_clean_error(
        &run(&["deck", "check", short.to_str().unwrap()]),
        "30 action cards",
    );
    assert_clean_error(&run(&["match", "--agent-a", "genius"]), "genius");
    assert_clean_error(&run(&["scenario", "/no/such.json"]), "/no/such.json");
    let bad = tmp("bad.json");
    std::fs::write(&bad, "{\"players\": 3}").unwrap();
    assert_clean_error(&run(&["scenario", bad.to_str().unwrap()]), "bad.json");
    assert_clean_error(&run(&["bench", "--seconds", "-1"]), "-1");
    assert_clean_error(&run(&["bench", "--seconds", "0"]), "--seconds");
    assert_clean_error(&run(&["play", "--seat", "3"]), "--seat");
    assert_clean_error(&run(&["cards", "--version", "9.9.9"]), "9.9.9");
}

#[test]
fn cards_counts_and_deck_codes() {
    let o = run(&["cards"]);
    let out = stdout(&o);
    assert!(
        out.lines().last().unwrap().starts_with("characters "),
        "{out}"
    );
    let code = "FdHAWTIVFZDh22EPFiAx8mMPE0Ax9TMPFFCB9kgPC2DR91gQDLEwDskQDOGQD80RDBAA";
    let d = run(&["deck", "decode", code]);
    assert!(d.status.success());
    let file = tmp("decoded.txt");
    std::fs::write(&file, stdout(&d)).unwrap();
    let e = run(&["deck", "encode", file.to_str().unwrap()]);
    assert_eq!(stdout(&e).trim(), code);
}

#[test]
fn selfplay_json_lines() {
    let o = run(&[
        "selfplay", "--games", "3", "--deck-a", "random", "--deck-b", "random", "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<String> = stdout(&o).lines().map(String::from).collect();
    assert_eq!(lines.len(), 4);
    let summary: serde_json::Value = serde_json::from_str(&lines[3]).unwrap();
    assert_eq!(summary["games"], 3);
}

/// `invokation pipe` (the differential tool's side of invokation): one JSON answer per
/// request line; the content with names and entity kinds; a position loaded, acted on and
/// recorded as a runnable scenario; bad requests answered with an error, never a panic.
#[test]
fn pipe_answers_one_json_line_per_request() {
    let scenario = r#"{"players": [
        {"characters": [{"name": "Ganyu"}, {"name": "Xingqiu"}, {"name": "Tartaglia"}], "dice": {"Omni": 8}},
        {"characters": [{"name": "Diluc"}, {"name": "Fischl"}, {"name": "Sucrose"}], "dice": {"Omni": 8}}]}"#;
    let input = [
        r#"{"cmd": "cards", "version": "6.5.0"}"#.to_string(),
        r#"{"cmd": "status"}"#.to_string(),
        format!(
            r#"{{"cmd": "scenario", "scenario": {}}}"#,
            scenario.replace('\n', " ")
        ),
        r#"{"cmd": "act", "action": "p1 skill Normal Attack"}"#.to_string(),
        r#"{"cmd": "act", "action": "p1 fly"}"#.to_string(),
        r#"{"cmd": "record"}"#.to_string(),
        "not json".to_string(),
    ]
    .join("\n");
    let o = run_with_input(&["pipe"], &input);
    assert!(o.status.success(), "{}", stderr(&o));
    let answers: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON answer a line"))
        .collect();
    assert_eq!(answers.len(), 7);
    let cards = &answers[0];
    assert_eq!(cards["names"]["1101"], "Ganyu");
    assert_eq!(cards["entities"]["112041"], "Status", "Ranged Stance");
    assert!(cards["characters"].as_array().unwrap().len() >= 26);
    assert_eq!(answers[1]["ok"], false, "no game yet");
    let loaded = &answers[2];
    assert_eq!(loaded["pending"], "decision");
    assert_eq!(
        loaded["state"]["players"][0]["characters"][2]["statuses"][0]["name"], "Ranged Stance",
        "a character given without statuses has its starting ones"
    );
    assert_eq!(answers[3]["state"]["players"][1]["characters"][0]["hp"], 8);
    assert_eq!(answers[4]["ok"], false);
    assert!(answers[4]["error"].as_str().unwrap().contains("fly"));
    let record = &answers[5];
    assert_eq!(record["kind"], "scenario");
    assert_eq!(
        record["file"]["actions"][0],
        "p1 skill Liutian Archery dice 3*Omni"
    );
    assert_eq!(answers[6]["ok"], false);
}
