//! `invokation soak`: many random games with every invariant checked at every step.
//!
//! Game `i` plays seed `seed + i`: decks drawn from every implemented card and the
//! all-Omni setting from `invokation::check::random_setup`, the game from
//! `invokation::check::play` (the same games as the property tests). A failing game (a
//! broken invariant, a panic, or a game that does not end) prints its seed and leaves a
//! replay file that reproduces it (`invokation replay FILE --check`).

use crate::replay::Replay;
use crate::Fail;
use invokation::check::{self, Violation};
use invokation::notation::format_action;
use invokation::{Action, Deck, GameConfig, GameState, Rng};
use std::cell::RefCell;
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Arguments of `soak`.
#[derive(clap::Args)]
pub struct Args {
    /// Number of games.
    #[arg(long, default_value_t = 10_000)]
    games: u64,
    /// Worker threads (0: one per core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Seed of the first game; game i plays seed + i (default: a random seed, printed).
    #[arg(long)]
    seed: Option<u64>,
    /// Folder for the replays of failing games.
    #[arg(long, default_value = ".")]
    replays: String,
    /// Stop after this many failing games (0: play every game).
    #[arg(long, default_value_t = 10)]
    max_failures: u64,
    /// For testing the failure path: the game of this seed fails at its tenth decision.
    #[arg(long, hide = true)]
    inject_failure: Option<u64>,
    /// For testing the failure path: the game of this seed panics at its tenth decision.
    #[arg(long, hide = true)]
    inject_panic: Option<u64>,
}

/// A failing game.
struct Failure {
    seed: u64,
    what: String,
    config: GameConfig,
    decks: [Deck; 2],
    actions: Vec<Action>,
}

/// Counters shared by the workers.
#[derive(Default)]
struct Totals {
    games: AtomicU64,
    omni: AtomicU64,
    decisions: AtomicU64,
    chance: AtomicU64,
    failures: AtomicU64,
}

thread_local! {
    /// The message and place of the last panic on this thread.
    static PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Plays and checks the game of `seed`.
fn soak_one(seed: u64, args: &Args, totals: &Totals) -> Result<(), Box<Failure>> {
    let (config, decks) = check::random_setup(seed);
    let mut actions = Vec::new();
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut agent = Rng::new(invokation::rng::splitmix64(seed ^ 0xA6E7));
        check::run(
            config,
            [&decks[0], &decks[1]],
            seed,
            &mut actions,
            |_, legal, n| {
                if n == 10 && args.inject_failure == Some(seed) {
                    return Err(Violation("injected failure (--inject-failure)".into()));
                }
                if n == 10 && args.inject_panic == Some(seed) {
                    panic!("injected panic (--inject-panic)");
                }
                Ok(Some(legal[agent.index(legal.len())]))
            },
        )
    }));
    let what = match result {
        Ok(Ok(played)) => {
            totals
                .decisions
                .fetch_add(played.decisions, Ordering::Relaxed);
            totals.chance.fetch_add(played.chance, Ordering::Relaxed);
            if config.all_omni {
                totals.omni.fetch_add(1, Ordering::Relaxed);
            }
            return Ok(());
        }
        Ok(Err(v)) => v.to_string(),
        Err(_) => {
            let msg = PANIC.with(|p| p.borrow_mut().take());
            format!(
                "panic after {} decisions: {}",
                actions.len(),
                msg.unwrap_or_else(|| "(no message)".into())
            )
        }
    };
    Err(Box::new(Failure {
        seed,
        what,
        config,
        decks,
        actions,
    }))
}

/// The replay of a failing game: its decisions in the notation (each written in the state
/// it was taken in), unfinished.
fn replay_of(f: &Failure) -> Result<Replay, Fail> {
    let mut state = GameState::new(f.config, [&f.decks[0], &f.decks[1]])?;
    let mut chance = Rng::new(f.seed);
    let mut lines = Vec::new();
    for (i, a) in f.actions.iter().enumerate() {
        state.resolve_chance(&mut chance);
        lines.push(format_action(&state, a));
        // The last decision may be the one that panics: it is written, not applied.
        if i + 1 < f.actions.len() {
            state
                .apply_action(*a)
                .map_err(|e| Fail(format!("re-running the failing game: {e}")))?;
        }
    }
    Ok(Replay {
        version: f.config.version.to_string(),
        config: f.config,
        decks: [&f.decks[0], &f.decks[1]].map(|d| d.to_text().lines().map(String::from).collect()),
        seed: f.seed,
        players: ["soak".into(), "soak".into()],
        actions: lines,
        result: None,
        chance: None,
    })
}

/// Writes the replay of a failure; returns its path.
fn write_replay(dir: &str, f: &Failure) -> Result<String, Fail> {
    std::fs::create_dir_all(dir).map_err(|e| Fail(format!("cannot create {dir}: {e}")))?;
    let path = format!("{dir}/soak-failure-{}.json", f.seed);
    let json = serde_json::to_string_pretty(&replay_of(f)?)?;
    std::fs::write(&path, json).map_err(|e| Fail(format!("cannot write {path}: {e}")))?;
    Ok(path)
}

/// A progress bar on one line.
fn bar(done: u64, total: u64, failures: u64, elapsed: f64) -> String {
    let frac = if total == 0 {
        1.0
    } else {
        done as f64 / total as f64
    };
    let width = 30;
    let filled = ((frac * width as f64) as usize).min(width);
    let rate = done as f64 / elapsed.max(1e-9);
    let eta = if rate > 0.0 {
        (total - done) as f64 / rate
    } else {
        0.0
    };
    format!(
        "[{}{}] {:5.1}% {done}/{total} games  {rate:.0} games/s  eta {}  failures {failures}",
        "#".repeat(filled),
        ".".repeat(width - filled),
        frac * 100.0,
        duration(eta)
    )
}

/// Seconds as "1h02m03s", "2m03s" or "3s".
fn duration(secs: f64) -> String {
    let s = secs.round() as u64;
    match (s / 3600, s / 60 % 60, s % 60) {
        (0, 0, s) => format!("{s}s"),
        (0, m, s) => format!("{m}m{s:02}s"),
        (h, m, s) => format!("{h}h{m:02}m{s:02}s"),
    }
}

pub fn run(args: Args) -> Result<(), Fail> {
    let seed = args.seed.unwrap_or_else(|| {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        invokation::rng::splitmix64(t ^ std::process::id() as u64)
    });
    let threads = if args.threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        args.threads
    };
    println!(
        "soak: {} games from seed {seed} on {threads} threads{}",
        args.games,
        if cfg!(debug_assertions) {
            " (a debug build: use --release for speed)"
        } else {
            ""
        }
    );
    let totals = Totals::default();
    let next = AtomicU64::new(0);
    let exited = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let failures: Mutex<Vec<(Failure, Result<String, Fail>)>> = Mutex::new(Vec::new());
    let t0 = Instant::now();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|info| {
        PANIC.with(|p| *p.borrow_mut() = Some(info.to_string().replace('\n', " ")));
    }));
    let terminal = std::io::stderr().is_terminal();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= args.games || stop.load(Ordering::Relaxed) {
                    exited.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                let game_seed = seed.wrapping_add(i);
                if let Err(f) = soak_one(game_seed, &args, &totals) {
                    let n = totals.failures.fetch_add(1, Ordering::Relaxed) + 1;
                    let written = write_replay(&args.replays, &f);
                    println!(
                        "FAILED game seed {}: {}; replay: {}",
                        f.seed,
                        f.what,
                        match &written {
                            Ok(path) => path.clone(),
                            Err(Fail(e)) => format!("not written ({e})"),
                        }
                    );
                    failures
                        .lock()
                        .expect("no panic holds it")
                        .push((*f, written));
                    if args.max_failures > 0 && n >= args.max_failures {
                        stop.store(true, Ordering::Relaxed);
                    }
                }
                totals.games.fetch_add(1, Ordering::Relaxed);
            });
        }
        // Progress: a bar redrawn in place on a terminal, else a line every 10%.
        let mut last_tenth = 0;
        let mut last_draw = Instant::now();
        loop {
            let done = totals.games.load(Ordering::Relaxed);
            let finished = exited.load(Ordering::Relaxed) == threads as u64;
            let line = || {
                bar(
                    done,
                    args.games,
                    totals.failures.load(Ordering::Relaxed),
                    t0.elapsed().as_secs_f64(),
                )
            };
            if terminal {
                if finished || last_draw.elapsed() >= Duration::from_millis(250) {
                    eprint!("\r{}", line());
                    let _ = std::io::stderr().flush();
                    last_draw = Instant::now();
                }
            } else if args.games > 0 && done * 10 / args.games > last_tenth {
                last_tenth = done * 10 / args.games;
                eprintln!("{}", line());
            }
            if finished {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        if terminal {
            eprintln!();
        }
    });
    std::panic::set_hook(hook);
    let secs = t0.elapsed().as_secs_f64();
    let games = totals.games.load(Ordering::Relaxed);
    let failed = totals.failures.load(Ordering::Relaxed);
    println!(
        "soak: {games} games ({} all-Omni), {} decisions, {} chance outcomes, {failed} failures in {:.1}s: {:.0} games/s on {threads} threads; seed {seed}",
        totals.omni.load(Ordering::Relaxed),
        totals.decisions.load(Ordering::Relaxed),
        totals.chance.load(Ordering::Relaxed),
        secs,
        games as f64 / secs.max(1e-9),
    );
    if failed > 0 {
        let mut seeds: Vec<u64> = failures
            .into_inner()
            .expect("the workers are done")
            .iter()
            .map(|(f, _)| f.seed)
            .collect();
        seeds.sort_unstable();
        return Err(Fail(format!(
            "{failed} of {games} games failed (seeds {}); `invokation replay FILE --check` re-runs one",
            seeds
                .iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    Ok(())
}
