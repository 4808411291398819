//! Replay files (`invokation replay FILE`): any JSON gives a re-run game or an error saying
//! where it diverges.
#![no_main]

use invokation::replay::Replay;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(replay) = serde_json::from_slice::<Replay>(data) else {
        return;
    };
    let _ = replay.rerun();
});
