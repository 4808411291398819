//! The greedy agent: one-ply lookahead.

use crate::{eval, Agent, Decision};
use invokation::{Action, Rng};

/// For each legal action, applies it to a few determinizations (chance sampled) and
/// averages [`eval::score`] of the result for the deciding player; plays the best (ties
/// broken at random).
#[derive(Clone, Copy, Debug)]
pub struct GreedyAgent {
    /// Determinizations averaged per action.
    pub samples: u32,
}

impl Default for GreedyAgent {
    fn default() -> Self {
        GreedyAgent { samples: 4 }
    }
}

impl Agent for GreedyAgent {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn decide(&mut self, d: &Decision, rng: &mut Rng) -> Action {
        let actions = d.legal_actions();
        if actions.len() == 1 {
            return actions[0];
        }
        let p = d.player();
        let worlds: Vec<_> = (0..self.samples.max(1))
            .map(|_| d.determinize(rng))
            .collect();
        let mut best = Vec::new();
        let mut best_score = f64::NEG_INFINITY;
        for &a in &actions {
            let mut total = 0.0;
            for w in &worlds {
                let mut s = *w;
                // The action is legal in every determinization: the player's own hand and
                // dice are what they see.
                if s.apply_action(a).is_err() {
                    continue;
                }
                s.resolve_chance(rng);
                total += eval::score(&s, p);
            }
            let score = total / worlds.len() as f64;
            if score > best_score + 1e-9 {
                best_score = score;
                best.clear();
                best.push(a);
            } else if (score - best_score).abs() <= 1e-9 {
                best.push(a);
            }
        }
        best[rng.index(best.len())]
    }
}
