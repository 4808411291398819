//! Games with recorded decisions: the runner shared by `play` and `match`, replay files,
//! and `invokation replay`.
//!
//! A replay file is JSON: the version, the configuration, both decks (text deck format,
//! one line each), the seed of the chance outcomes, the decisions in the action notation
//! (with their dice), and the result. Chance is drawn from its own generator seeded by
//! `seed`, so the decisions alone reproduce the game.

use crate::selfplay::outcome_name;
use crate::Fail;
use invokation::log::LogEvent;
use invokation::notation::{format_action, parse_action};
use invokation::{Action, ChanceOutcome, Deck, GameConfig, GameState, Player, Rng};
use serde::{Deserialize, Serialize};

/// A recorded game.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Replay {
    /// Game version.
    pub version: String,
    /// Settings.
    pub config: GameConfig,
    /// Player 1's deck, then player 2's, in the text deck format (one line each).
    pub decks: [Vec<String>; 2],
    /// Seed of the chance outcomes.
    pub seed: u64,
    /// Who played each seat (for information).
    #[serde(default)]
    pub players: [String; 2],
    /// The decisions, in order, in the action notation.
    pub actions: Vec<String>,
    /// "p1", "p2", "draw", "both_lose", or null if the game did not finish.
    pub result: Option<String>,
    /// The chance outcomes in the order the game asked for them (instead of drawing them
    /// from `seed`), e.g. the reference's draws recorded by the differential tool.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chance: Option<Vec<ChanceOutcome>>,
}

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
        result: state.outcome().map(|o| outcome_name(o).to_string()),
        chance: None,
    };
    Ok((state, replay, log))
}

/// A re-run replay: the final state, the log, and each decision with the index of the
/// log where its events start.
pub struct Rerun {
    /// The final state.
    pub state: GameState,
    /// What happened.
    pub log: Vec<LogEvent>,
    /// Each decision and where its events start in the log.
    pub marks: Vec<(String, usize)>,
}

/// Re-runs a replay, or says where it diverges.
pub fn rerun(replay: &Replay) -> Result<Rerun, Fail> {
    let decks: Vec<Deck> = replay
        .decks
        .iter()
        .enumerate()
        .map(|(i, lines)| {
            Deck::parse_text(&lines.join("\n")).map_err(|e| Fail(format!("deck {}: {e}", i + 1)))
        })
        .collect::<Result<_, _>>()?;
    let mut state = GameState::new(replay.config, [&decks[0], &decks[1]])?;
    let mut chance = Rng::new(replay.seed);
    let mut recorded = replay.chance.as_deref().map(|c| c.iter());
    let mut log = Vec::new();
    // (action, index in the log where its events start)
    let mut marks = Vec::new();
    for (i, text) in replay.actions.iter().enumerate() {
        resolve(&mut state, &mut chance, &mut recorded, &mut log)?;
        marks.push((text.clone(), log.len()));
        let a = parse_action(&state, text).map_err(|e| {
            Fail(format!(
                "the replay diverges at action {} ({text:?}): {e}",
                i + 1
            ))
        })?;
        state.apply_action_observed(a, &mut log).map_err(|e| {
            Fail(format!(
                "the replay diverges at action {} ({text:?}): {e}",
                i + 1
            ))
        })?;
    }
    resolve(&mut state, &mut chance, &mut recorded, &mut log)?;
    let result = state.outcome().map(|o| outcome_name(o).to_string());
    if result != replay.result {
        return Err(Fail(format!(
            "the replay does not reproduce: it ends {:?}, the file says {:?}",
            result, replay.result
        )));
    }
    Ok(Rerun { state, log, marks })
}

/// Answers the chance requests: from the recorded outcomes if the replay lists them (and
/// stops when they run out), else from the generator.
fn resolve<'a>(
    state: &mut GameState,
    rng: &mut Rng,
    recorded: &mut Option<std::slice::Iter<'a, ChanceOutcome>>,
    log: &mut Vec<LogEvent>,
) -> Result<(), Fail> {
    let Some(list) = recorded else {
        state.resolve_chance_observed(rng, log);
        return Ok(());
    };
    while state.chance_request().is_some() {
        let Some(outcome) = list.next() else {
            return Ok(());
        };
        state
            .apply_chance_observed(*outcome, log)
            .map_err(|e| Fail(format!("a recorded chance outcome does not fit: {e}")))?;
    }
    Ok(())
}

/// Arguments of `replay`.
#[derive(clap::Args)]
pub struct Args {
    /// The replay file.
    file: String,
    /// Pause after each decision (press Enter to go on).
    #[arg(long)]
    step: bool,
}

pub fn run(args: Args) -> Result<(), Fail> {
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| Fail(format!("cannot read {}: {e}", args.file)))?;
    let replay: Replay =
        serde_json::from_str(&text).map_err(|e| Fail(format!("{}: {e}", args.file)))?;
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
