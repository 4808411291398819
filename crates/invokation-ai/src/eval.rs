//! A static evaluation of positions, used by the greedy agent and at the end of MCTS
//! rollouts.
//!
//! `score(state, p)` is, from `p`'s side, the difference between the two sides of:
//! - 1 per HP of each living character, and 4 per living character;
//! - 0.5 per point of energy;
//! - 0.5 per usage of each summon, and 0.5 per shield point or usage of combat statuses;
//! - 0.2 per die and 0.3 per card in hand.
//!
//! A finished game scores ±1000 (0 for a draw). [`value`] squashes a score into [-1, 1].

use invokation::state::PlayerState;
use invokation::{GameState, Outcome, Player};

fn side(ps: &PlayerState) -> f64 {
    let mut s = 0.0;
    for ch in &ps.characters {
        if ch.alive {
            s += ch.hp as f64 + 4.0 + 0.5 * ch.energy as f64;
        }
    }
    s += 0.5 * ps.summons.iter().map(|e| e.usage as f64).sum::<f64>();
    s += 0.5 * ps.combat.iter().map(|e| e.usage as f64).sum::<f64>();
    s += 0.2 * ps.dice.total() as f64 + 0.3 * ps.hand.len() as f64;
    s
}

/// The score of a position for `p` (positive: `p` is ahead).
pub fn score(state: &GameState, p: Player) -> f64 {
    match state.outcome() {
        Some(Outcome::Win(w)) => {
            if w == p {
                1000.0
            } else {
                -1000.0
            }
        }
        Some(Outcome::Draw) => 0.0,
        Some(Outcome::BothLose) => -1000.0,
        None => side(state.player(p)) - side(state.player(p.other())),
    }
}

/// The value of a position for `p` in [-1, 1]: the game's reward once it is over, else the
/// score squashed.
pub fn value(state: &GameState, p: Player) -> f64 {
    match state.outcome() {
        Some(o) => o.reward(p) as f64,
        None => (score(state, p) / 12.0).tanh(),
    }
}
