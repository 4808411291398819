//! Scenario JSON (`invokation scenario FILE`, docs/scenario.md): read, build, run its
//! actions, report. Any input gives a result or an error, never a panic or a hang.
#![no_main]

use invokation::scenario::{Report, Scenario};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(scenario) = serde_json::from_slice::<Scenario>(data) else {
        return;
    };
    if let Ok(run) = scenario.run() {
        let report = Report::of(&run.state);
        serde_json::to_string(&report).expect("a report serializes");
        invokation_fuzz::exercise(&run.state, 1);
    }
});
