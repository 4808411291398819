//! The random agent.

use crate::{Agent, Decision};
use invokation::{Action, Rng};

/// Chooses uniformly among the legal actions.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomAgent;

impl Agent for RandomAgent {
    fn name(&self) -> String {
        "random".into()
    }

    fn decide(&mut self, d: &Decision, rng: &mut Rng) -> Action {
        let actions = d.legal_actions();
        actions[rng.index(actions.len())]
    }
}
