//! # invokation-ai
//!
//! Agents that play [invokation](invokation) games without cheating: an agent sees a
//! [`Decision`], which gives the deciding player's view, their legal actions and full
//! states resampled from what they can see, never the hidden state itself.
//!
//! - [`RandomAgent`]: uniformly random legal actions.
//! - [`GreedyAgent`]: one-ply lookahead with the evaluation of [`eval`].
//! - [`MctsAgent`]: information-set Monte Carlo tree search over determinizations.
//!
//! ```
//! use invokation::{builtin_deck, GameConfig, GameState, Pending, Rng};
//! use invokation_ai::{Agent, Decision, MctsAgent, RandomAgent};
//!
//! let a = builtin_deck("frost-and-rain").unwrap();
//! let b = builtin_deck("storm-and-fire").unwrap();
//! let mut state = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
//! let mut agents: [Box<dyn Agent>; 2] = [Box::new(MctsAgent::with_iterations(50)), Box::new(RandomAgent)];
//! let mut rng = Rng::new(1);
//! while let Some(d) = invokation_ai::next_decision(&mut state, &mut rng) {
//!     let action = agents[d.player().index()].decide(&d, &mut rng);
//!     state.apply_action(action).unwrap();
//! }
//! assert!(state.is_over());
//! ```
#![deny(missing_docs)]

pub mod eval;
mod greedy;
mod mcts;
mod random;

pub use greedy::GreedyAgent;
pub use mcts::MctsAgent;
pub use random::RandomAgent;

use invokation::view::View;
use invokation::{Action, GameState, Player, Rng};

/// What an agent is given at a decision: only what the deciding player may know.
pub struct Decision<'a> {
    state: &'a GameState,
    player: Player,
}

impl<'a> Decision<'a> {
    /// The decision of `player` in `state`; None if they have none to make.
    pub fn new(state: &'a GameState, player: Player) -> Option<Decision<'a>> {
        state.decision_of(player)?;
        Some(Decision { state, player })
    }

    /// The deciding player.
    pub fn player(&self) -> Player {
        self.player
    }

    /// What the player sees.
    pub fn view(&self) -> View {
        self.state.view(self.player)
    }

    /// The player's legal actions (dice paid automatically).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// The player's legal actions, into `out`.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        self.state.legal_actions_into(out);
        out.retain(|a| a.player() == self.player);
    }

    /// A full state consistent with what the player sees, hidden parts resampled.
    pub fn determinize(&self, rng: &mut Rng) -> GameState {
        self.state.determinize(self.player, rng)
    }
}

/// A player of the game.
pub trait Agent: Send {
    /// A short name ("random", "greedy", "mcts").
    fn name(&self) -> String;

    /// Chooses one of the decision's legal actions.
    fn decide(&mut self, decision: &Decision, rng: &mut Rng) -> Action;
}

/// Resolves chance from `rng` and returns the next decision (of the first deciding player),
/// or None once the game is over.
pub fn next_decision<'a>(state: &'a mut GameState, rng: &mut Rng) -> Option<Decision<'a>> {
    state.resolve_chance(rng);
    let player = state.deciding().next()?;
    Decision::new(state, player)
}

/// An agent by name: `random`, `greedy`, `mcts` (1,000 iterations) or `mcts:N` (N
/// iterations).
pub fn agent_by_name(name: &str) -> Result<Box<dyn Agent>, String> {
    match name.trim().to_ascii_lowercase().as_str() {
        "random" => Ok(Box::new(RandomAgent)),
        "greedy" => Ok(Box::new(GreedyAgent::default())),
        "mcts" => Ok(Box::new(MctsAgent::default())),
        other => match other.strip_prefix("mcts:").map(str::parse::<u32>) {
            Some(Ok(n)) if n > 0 => Ok(Box::new(MctsAgent::with_iterations(n))),
            _ => Err(format!(
                "unknown agent {name:?} (expected random, greedy, mcts or mcts:ITERATIONS)"
            )),
        },
    }
}

/// Plays one game between two agents; returns the final state.
pub fn play(mut state: GameState, agents: &mut [Box<dyn Agent>; 2], rng: &mut Rng) -> GameState {
    while let Some(d) = next_decision(&mut state, rng) {
        let action = agents[d.player().index()].decide(&d, rng);
        state
            .apply_action(action)
            .expect("agents choose legal actions");
    }
    state
}
