//! A state read from outside, as Python's `deserialize` does: JSON to `GameState`, then
//! `validate`. A state that validates must be safe to use: everything a caller does with it
//! (list and apply actions, chance, observations, the action builder, views,
//! determinizations, random play) works without a panic.
#![no_main]

use invokation::GameState;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(state) = serde_json::from_slice::<GameState>(data) else {
        return;
    };
    if state.validate().is_ok() {
        invokation_fuzz::exercise(&state, 3);
    }
});
