#[test]
fn dbg() {
    let text =
        std::fs::read_to_string("/work/baseline/soak10m-b/failures/soak-failure-40000138.json")
            .unwrap();
    let mut r: invokation::replay::Replay = serde_json::from_str(&text).unwrap();
    r.actions.truncate(63);
    r.result = None;
    let rr = r.rerun().unwrap();
    let (ref a, start) = rr.marks[rr.marks.len() - 2];
    println!("action {a}");
    for e in &rr.log[start..] {
        println!("{e:?}");
    }
    println!("{:?}", rr.state.pending());
}
