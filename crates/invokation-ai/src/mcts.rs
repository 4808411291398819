//! Information-set Monte Carlo tree search (single-observer ISMCTS).
//!
//! Each iteration samples a determinization of the root (hidden parts resampled from what
//! the deciding player sees), walks the tree with UCB restricted to the actions legal in
//! that determinization (counting each child's availability), expands one action, plays a
//! rollout with a light policy up to a depth, and backs up the value of the end position
//! (the game's reward, or the squashed [`crate::eval::score`]) for the player who acted at
//! each step. Chance is sampled anew every iteration (open loop). Actions are keyed without
//! their dice payment, so the same decision merges across determinizations. The move played
//! is the most visited root action, unless a root action wins the game at once (a decisive
//! move, checked before the search on a determinization: the deciding player's own action
//! resolves without hidden facts of the opponent), which is played without searching.

use crate::{eval, Agent, Decision};
use invokation::{Action, Dice, GameState, Outcome, Player, Rng};
use std::time::{Duration, Instant};

/// The IS-MCTS agent.
#[derive(Clone, Copy, Debug)]
pub struct MctsAgent {
    /// Iterations per decision.
    pub iterations: u32,
    /// Time per decision, if set (the search stops at whichever comes first).
    pub time: Option<Duration>,
    /// Exploration constant of UCB.
    pub exploration: f64,
    /// Decisions played in a rollout before the position is evaluated.
    pub rollout_depth: u32,
    /// Factor applied to the value of an end position per decision between the root and
    /// it: a win sooner is worth more than a win later, a loss later less bad than sooner.
    pub discount: f64,
}

impl Default for MctsAgent {
    fn default() -> Self {
        MctsAgent {
            iterations: 1000,
            time: None,
            exploration: 0.7,
            rollout_depth: 24,
            discount: 0.98,
        }
    }
}

impl MctsAgent {
    /// An agent searching this many iterations per decision.
    pub fn with_iterations(iterations: u32) -> MctsAgent {
        MctsAgent {
            iterations,
            ..MctsAgent::default()
        }
    }

    /// An agent searching for this long per decision (iterations unbounded).
    pub fn with_time(time: Duration) -> MctsAgent {
        MctsAgent {
            iterations: u32::MAX,
            time: Some(time),
            ..MctsAgent::default()
        }
    }
}

/// An edge of the tree: an action (without dice) and its statistics.
struct Edge {
    key: Action,
    /// A hash of `key`, compared first ([`fingerprint`]).
    print: u64,
    child: u32,
    visits: u32,
    available: u32,
    /// Sum of the values for the player who chose this action.
    value: f64,
}

#[derive(Default)]
struct Node {
    edges: Vec<Edge>,
}

/// A small fast hasher (the Fx mix) for the keys of one search: the search's inner loops
/// compare and look up many keys.
#[derive(Default)]
struct Fx(u64);

impl std::hash::Hasher for Fx {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.write_u64(n as u64)
    }
    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.write_u64(n as u64)
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(n as u64)
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64)
    }
}

type FxBuild = std::hash::BuildHasherDefault<Fx>;

/// A hash of a key: two keys that differ almost always differ in it, so comparing it first
/// skips most full comparisons.
#[inline]
fn fingerprint(k: &Action) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = Fx::default();
    k.hash(&mut h);
    h.finish()
}

/// The key of an action: the action without its dice payment.
fn key(a: &Action) -> Action {
    a.with_dice(Dice::EMPTY)
}

/// The player who decides next (the first of two deciding at once).
fn to_move(s: &GameState) -> Option<Player> {
    s.deciding().next()
}

/// A light rollout policy: skills weigh most, switches and cards less, tuning and declaring
/// round end little (uniform random play ends rounds at once and rarely decides a game).
fn rollout_action(actions: &[Action], rng: &mut Rng) -> Action {
    let weight = |a: &Action| match a {
        Action::Skill { .. } => 8,
        Action::Play { .. } => 3,
        Action::Switch { .. } => 2,
        Action::Tune { .. } => 1,
        Action::EndRound { .. } => 1,
        _ => 4,
    };
    let total: u32 = actions.iter().map(weight).sum();
    let mut k = rng.below(total);
    for a in actions {
        let w = weight(a);
        if k < w {
            return *a;
        }
        k -= w;
    }
    actions[actions.len() - 1]
}

impl MctsAgent {
    /// Searches from a decision and returns the statistics of the root: (action, visits).
    pub fn search(&self, d: &Decision, rng: &mut Rng) -> Vec<(Action, u32)> {
        let root_actions = d.legal_actions();
        let mut nodes: Vec<Node> = vec![Node::default()];
        let mut legal = Vec::with_capacity(64);
        // The keys of `legal` (actions without their dice: one per edge), each once.
        let mut keys: std::collections::HashSet<Action, FxBuild> = Default::default();
        let mut path: Vec<(u32, usize, Player)> = Vec::with_capacity(64);
        let start = Instant::now();
        for i in 0..self.iterations {
            if let Some(t) = self.time {
                if i > 0 && start.elapsed() >= t {
                    break;
                }
            }
            let mut s = d.determinize(rng);
            let mut node = 0u32;
            path.clear();
            let mut depth = 0;
            // Selection and expansion.
            loop {
                s.resolve_chance(rng);
                let Some(p) = to_move(&s) else { break };
                s.legal_actions_unpaid_into(&mut legal);
                legal.retain(|a| a.player() == p);
                let n = &mut nodes[node as usize];
                let mut untried: Vec<usize> = Vec::new();
                for (li, a) in legal.iter().enumerate() {
                    let k = key(a);
                    let print = fingerprint(&k);
                    match n.edges.iter_mut().find(|e| e.print == print && e.key == k) {
                        Some(e) => e.available += 1,
                        None => untried.push(li),
                    }
                }
                if !untried.is_empty() {
                    let a = legal[untried[rng.index(untried.len())]];
                    let child = nodes.len() as u32;
                    nodes.push(Node::default());
                    let n = &mut nodes[node as usize];
                    n.edges.push(Edge {
                        key: key(&a),
                        print: fingerprint(&key(&a)),
                        child,
                        visits: 0,
                        available: 1,
                        value: 0.0,
                    });
                    path.push((node, n.edges.len() - 1, p));
                    s.apply_action(s.with_auto_dice(a)).expect("legal");
                    depth += 1;
                    break;
                }
                // UCB over the edges available in this determinization.
                keys.clear();
                keys.extend(legal.iter().map(key));
                let n = &nodes[node as usize];
                let mut best = (f64::NEG_INFINITY, 0usize);
                for (ei, e) in n.edges.iter().enumerate() {
                    if !keys.contains(&e.key) {
                        continue;
                    }
                    let mean = e.value / e.visits.max(1) as f64;
                    let ucb = mean
                        + self.exploration
                            * ((e.available.max(1) as f64).ln() / e.visits.max(1) as f64).sqrt();
                    if ucb > best.0 {
                        best = (ucb, ei);
                    }
                }
                let e = &n.edges[best.1];
                let a = *legal.iter().find(|a| key(a) == e.key).expect("available");
                path.push((node, best.1, p));
                node = e.child;
                s.apply_action(s.with_auto_dice(a)).expect("legal");
                depth += 1;
            }
            // Rollout.
            for _ in 0..self.rollout_depth {
                s.resolve_chance(rng);
                let Some(p) = to_move(&s) else { break };
                s.legal_actions_unpaid_into(&mut legal);
                legal.retain(|a| a.player() == p);
                let a = rollout_action(&legal, rng);
                s.apply_action(s.with_auto_dice(a)).expect("legal");
                depth += 1;
            }
            s.resolve_chance(rng);
            let discount = self.discount.powi(depth);
            let values = [
                discount * eval::value(&s, Player::P1),
                discount * eval::value(&s, Player::P2),
            ];
            // Backup.
            for &(n, ei, p) in &path {
                let e = &mut nodes[n as usize].edges[ei];
                e.visits += 1;
                e.value += values[p.index()];
            }
        }
        root_actions
            .iter()
            .map(|a| {
                let k = key(a);
                let visits = nodes[0]
                    .edges
                    .iter()
                    .find(|e| e.key == k)
                    .map_or(0, |e| e.visits);
                (*a, visits)
            })
            .collect()
    }
}

/// A legal action that wins the game for the deciding player as soon as it resolves.
fn decisive_move(d: &Decision, rng: &mut Rng) -> Option<Action> {
    let world = d.determinize(rng);
    d.legal_actions().into_iter().find(|&a| {
        let mut s = world;
        s.apply_action(a).is_ok() && s.outcome() == Some(Outcome::Win(d.player()))
    })
}

impl Agent for MctsAgent {
    fn name(&self) -> String {
        match self.time {
            Some(t) => format!("mcts({}ms)", t.as_millis()),
            None => format!("mcts({})", self.iterations),
        }
    }

    fn decide(&mut self, d: &Decision, rng: &mut Rng) -> Action {
        if let Some(a) = decisive_move(d, rng) {
            return a;
        }
        let stats = self.search(d, rng);
        if stats.len() == 1 {
            return stats[0].0;
        }
        let most = stats.iter().map(|s| s.1).max().unwrap_or(0);
        let best: Vec<Action> = stats.iter().filter(|s| s.1 == most).map(|s| s.0).collect();
        best[rng.index(best.len())]
    }
}
