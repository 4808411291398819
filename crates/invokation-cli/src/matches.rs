//! `invokation match`: many games between two decks and two agents, in parallel.

use crate::replay::{agent_rng, run_game};
use crate::{config_for, load_deck, Fail};
use invokation::rng::splitmix64;
use invokation::{Outcome, Player};
use invokation_ai::{agent_by_name, Decision};
use rayon::prelude::*;
use serde::Serialize;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Arguments of `match`.
#[derive(clap::Args)]
pub struct Args {
    /// Deck A: a built-in deck name or a deck file.
    #[arg(long, default_value = "icy-rain")]
    deck_a: String,
    /// Deck B.
    #[arg(long, default_value = "fire-and-thunder")]
    deck_b: String,
    /// Number of games (deck A goes first in even games, second in odd ones).
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Agent playing deck A: random, greedy, mcts, mcts:ITERATIONS.
    #[arg(long, default_value = "mcts")]
    agent_a: String,
    /// Agent playing deck B.
    #[arg(long, default_value = "random")]
    agent_b: String,
    /// Worker threads (results do not depend on it).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Seed; each game's seed is derived from it and its number.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Game version (default: the newest).
    #[arg(long)]
    version: Option<String>,
    /// Write a replay file per game into this folder.
    #[arg(long)]
    record: Option<String>,
    /// Print one JSON object on the last line of standard output.
    #[arg(long)]
    json: bool,
}

/// One game of a match.
#[derive(Clone, Serialize)]
pub struct GameRecord {
    /// Number of the game.
    pub game: u64,
    /// Its seed.
    pub seed: u64,
    /// Deck A's seat.
    pub a_seat: String,
    /// "a", "b", "draw" or "both_lose".
    pub result: &'static str,
    /// Rounds played.
    pub rounds: u8,
}

/// The summary of a match.
#[derive(Serialize)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Wins of deck A.
    pub wins: u64,
    /// Draws (both sides defeated at once).
    pub draws: u64,
    /// Losses of deck A (including games where both lost at the round limit).
    pub losses: u64,
    /// Games where both lost at the round limit.
    pub both_lose: u64,
    /// Deck A's score rate: (wins + draws / 2) / games.
    pub win_rate: f64,
    /// 95% Wilson interval of the win rate.
    pub ci95: [f64; 2],
    /// Average rounds per game.
    pub average_rounds: f64,
    /// Agent of deck A.
    pub agent_a: String,
    /// Agent of deck B.
    pub agent_b: String,
    /// Every game.
    pub per_game: Vec<GameRecord>,
}

/// 95% Wilson score interval for `successes` out of `n`.
pub fn wilson(successes: f64, n: f64) -> [f64; 2] {
    if n == 0.0 {
        return [0.0, 1.0];
    }
    let z = 1.96f64;
    let p = successes / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

pub fn run(args: Args) -> Result<(), Fail> {
    let config = config_for(args.version.as_deref(), false)?;
    let deck_a = load_deck(&args.deck_a)?;
    let deck_b = load_deck(&args.deck_b)?;
    // Fail early on bad agents and decks.
    agent_by_name(&args.agent_a).map_err(Fail)?;
    agent_by_name(&args.agent_b).map_err(Fail)?;
    invokation::GameState::new(config, [&deck_a, &deck_b])?;
    if let Some(dir) = &args.record {
        std::fs::create_dir_all(dir).map_err(|e| Fail(format!("cannot create {dir}: {e}")))?;
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.threads)
        .build()
        .map_err(|e| Fail(format!("cannot start threads: {e}")))?;
    let done = AtomicUsize::new(0);
    let progress = std::io::stderr().is_terminal();
    let results: Vec<Result<GameRecord, Fail>> = pool.install(|| {
        (0..args.games)
            .into_par_iter()
            .map(|g| {
                let seed = splitmix64(args.seed.wrapping_add(g));
                let a_first = g % 2 == 0;
                let (decks, names) = if a_first {
                    (
                        [&deck_a, &deck_b],
                        [args.agent_a.clone(), args.agent_b.clone()],
                    )
                } else {
                    (
                        [&deck_b, &deck_a],
                        [args.agent_b.clone(), args.agent_a.clone()],
                    )
                };
                let mut agents = [
                    agent_by_name(&names[0]).map_err(Fail)?,
                    agent_by_name(&names[1]).map_err(Fail)?,
                ];
                let mut rng = agent_rng(seed);
                let (state, replay, _) = run_game(config, decks, seed, names.clone(), |s, p| {
                    let d = Decision::new(s, p)?;
                    Some(agents[p.index()].decide(&d, &mut rng))
                })?;
                if let Some(dir) = &args.record {
                    let path = format!("{dir}/game-{g:05}.json");
                    let json = serde_json::to_string_pretty(&replay)?;
                    std::fs::write(&path, json)
                        .map_err(|e| Fail(format!("cannot write {path}: {e}")))?;
                }
                let a_seat = if a_first { Player::P1 } else { Player::P2 };
                let result = match state.outcome().expect("finished") {
                    Outcome::Win(p) if p == a_seat => "a",
                    Outcome::Win(_) => "b",
                    Outcome::Draw => "draw",
                    Outcome::BothLose => "both_lose",
                };
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if progress {
                    eprint!("\r{n}/{} games", args.games);
                }
                Ok(GameRecord {
                    game: g,
                    seed,
                    a_seat: a_seat.to_string(),
                    result,
                    rounds: state.round(),
                })
            })
            .collect()
    });
    if progress {
        eprintln!();
    }
    let per_game: Vec<GameRecord> = results.into_iter().collect::<Result<_, _>>()?;
    let count = |r: &str| per_game.iter().filter(|g| g.result == r).count() as u64;
    let (wins, draws, both_lose) = (count("a"), count("draw"), count("both_lose"));
    let losses = count("b") + both_lose;
    let n = per_game.len() as f64;
    let score = wins as f64 + draws as f64 / 2.0;
    let summary = Summary {
        games: args.games,
        wins,
        draws,
        losses,
        both_lose,
        win_rate: if n > 0.0 { score / n } else { 0.0 },
        ci95: wilson(score, n),
        average_rounds: per_game.iter().map(|g| g.rounds as f64).sum::<f64>() / n.max(1.0),
        agent_a: args.agent_a.clone(),
        agent_b: args.agent_b.clone(),
        per_game,
    };
    if args.json {
        println!("{}", serde_json::to_string(&summary)?);
        return Ok(());
    }
    for g in &summary.per_game {
        println!(
            "game {:>4}  seed {:>20}  A as {}  result {:<9} rounds {:>2}",
            g.game, g.seed, g.a_seat, g.result, g.rounds
        );
    }
    println!();
    println!(
        "deck A: {} ({})  vs  deck B: {} ({})",
        args.deck_a, args.agent_a, args.deck_b, args.agent_b
    );
    println!(
        "| games | A wins | draws | A losses (both lose) | A win rate | 95% CI | avg rounds |"
    );
    println!("|---|---|---|---|---|---|---|");
    println!(
        "| {} | {} | {} | {} ({}) | {:.1}% | {:.1}%–{:.1}% | {:.1} |",
        summary.games,
        summary.wins,
        summary.draws,
        summary.losses,
        summary.both_lose,
        summary.win_rate * 100.0,
        summary.ci95[0] * 100.0,
        summary.ci95[1] * 100.0,
        summary.average_rounds
    );
    Ok(())
}
