//! The action notation (scenarios, replays, the terminal UI), read in positions of random
//! games: a line gives an action or an error; an action read is applied (accepted or
//! refused with an error) and written back.
#![no_main]

use invokation::notation::{format_action, parse_action};
use invokation::GameState;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn positions() -> &'static [GameState] {
    static P: OnceLock<Vec<GameState>> = OnceLock::new();
    P.get_or_init(invokation_fuzz::positions)
}

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    for s in positions() {
        if let Ok(a) = parse_action(s, line) {
            let text = format_action(s, &a);
            let mut t = *s;
            if t.apply_action(a).is_ok() {
                // An accepted action's notation reads back as the same decision.
                let b = parse_action(s, &text).expect("the notation of an action reads back");
                assert!(invokation::check::same_decision(&a, &b, s), "{line:?} -> {text:?}");
            } else {
                assert_eq!(t, *s, "a refused action changes nothing");
            }
        }
    }
});
