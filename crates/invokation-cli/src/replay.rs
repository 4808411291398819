//! Games with recorded decisions: the runner shared by `play` and `match`, replay files,
//! and `invokation replay`.
//!
//! A replay file is JSON: the version, the configuration, both decks (text deck format,
//! one line each), the seed of the chance outcomes, the decisions in the action notation
//! (with their dice), and the result. Chance is drawn from its own generator seeded by
//! `seed`, so the decisions alone reproduce the game.

use crate::Fail;
use invokation::log::LogEvent;
use invokation::notation::{format_action, parse_action};
use invokation::{Action, Deck, GameConfig, GameState, Player, Rng};

pub use invokation::replay::{Replay, Rerun};

/// The generator of an agent's choices in a game of seed `seed` (separate from chance).
pub fn agent_rng(seed: u64) -> Rng {
    Rng::new(seed ^ 0xA6E7_5EED_0000_0001)
}

/// Plays a game from its start: chance from `seed`, decisions from `choose`. Returns the
/// final state, its replay and its log.
pub fn run_game(
    config: GameConfig,
    decks: [&Deck; 2],
    seed: u64,
    players: [String; 2],
    mut choose: impl FnMut(&GameState, Player) -> Option<Action>,
) -> Result<(GameState, Replay, Vec<LogEvent>), Fail> {
    let mut state = GameState::new(config, decks)?;
    let mut chance = Rng::new(seed);
    let mut log = Vec::new();
    let mut actions = Vec::new();
    loop {
        state.resolve_chance_observed(&mut chance, &mut log);
        let Some(p) = state.deciding().next() else {
            break;
        };
        let Some(a) = choose(&state, p) else { break };
        actions.push(format_action(&state, &a));
        state
            .apply_action_observed(a, &mut log)
            .map_err(|e| Fail(format!("illegal action {a:?}: {e}")))?;
    }
    let replay = Replay {
        version: config.version.to_string(),
        config,
        decks: [decks[0], decks[1]].map(|d| d.to_text().lines().map(String::from).collect()),
        seed,
        players,
        actions,
        result: state
            .outcome()
            .map(|o| invokation::replay::result_name(o).to_string()),
        chance: None,
    };
    Ok((state, replay, log))
}

/// Re-runs a replay, or says where it diverges.
pub fn rerun(replay: &Replay) -> Result<Rerun, Fail> {
    Ok(replay.rerun()?)
}

/// Arguments of `replay`.
#[derive(clap::Args)]
pub struct Args {
    /// The replay file.
    file: String,
    /// Pause after each decision (press Enter to go on).
    #[arg(long)]
    step: bool,
    /// Check every invariant at every step (as `invokation soak` does) and report the first
    /// one broken.
    #[arg(long)]
    check: bool,
}

/// Re-runs a replay checking every invariant at every step, as `invokation soak` does (the
/// same random checks for the same seed and decisions). Returns the number of decisions.
pub fn check(replay: &Replay) -> Result<usize, Fail> {
    if replay.chance.is_some() {
        return Err(Fail(
            "--check re-runs games whose chance comes from their seed; this replay lists its chance outcomes".into(),
        ));
    }
    let decks = replay.decks()?;
    let mut actions = Vec::new();
    invokation::check::run(
        replay.config,
        [&decks[0], &decks[1]],
        replay.seed,
        &mut actions,
        |s, _, n| {
            let Some(text) = replay.actions.get(n) else {
                return Ok(None);
            };
            parse_action(s, text).map(Some).map_err(|e| {
                invokation::check::Violation(format!(
                    "the replay diverges at action {} ({text:?}): {e}",
                    n + 1
                ))
            })
        },
    )
    .map_err(|v| Fail(format!("invariant broken at {v}")))?;
    if actions.len() < replay.actions.len() {
        return Err(Fail(format!(
            "the game ended after {} of the {} recorded decisions",
            actions.len(),
            replay.actions.len()
        )));
    }
    Ok(actions.len())
}

pub fn run(args: Args) -> Result<(), Fail> {
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| Fail(format!("cannot read {}: {e}", args.file)))?;
    let replay: Replay =
        serde_json::from_str(&text).map_err(|e| Fail(format!("{}: {e}", args.file)))?;
    if args.check {
        let n = check(&replay)?;
        println!("checked {n} decisions: every invariant holds at every step");
        return Ok(());
    }
    let Rerun { state, log, marks } = rerun(&replay)?;
    let stdin = std::io::stdin();
    let mut next = 0;
    for (i, event) in log.iter().enumerate() {
        while next < marks.len() && marks[next].1 == i {
            if args.step && next > 0 {
                let mut line = String::new();
                let _ = stdin.read_line(&mut line);
            }
            println!("> {}", marks[next].0);
            next += 1;
        }
        println!("  {}", crate::render::event(&state, event));
    }
    println!(
        "result: {} after {} decisions, round {}",
        replay.result.as_deref().unwrap_or("unfinished"),
        replay.actions.len(),
        state.round()
    );
    Ok(())
}
