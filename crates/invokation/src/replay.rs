//! Replay files: a recorded game that re-runs exactly.
//!
//! A replay holds the version, the settings, both decks (the text deck format, one line
//! each), the seed of the chance outcomes, the decisions in the action notation (with their
//! dice), and the result. Chance is drawn from `Rng::new(seed)`, so the decisions alone
//! reproduce the game; a replay may instead list its chance outcomes (`chance`), e.g. the
//! reference's draws recorded by the differential tool. The command line writes them (`play --record`, `match --record`,
//! `soak` for a failing game) and re-runs them (`invokation replay`); the file is JSON.

use crate::chance::ChanceOutcome;
use crate::config::GameConfig;
use crate::deck::Deck;
use crate::log::LogEvent;
use crate::notation::parse_action;
use crate::rng::Rng;
use crate::state::{GameState, Outcome};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A recorded game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// Why a replay cannot be re-run: one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayError(pub String);

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ReplayError {}

/// The name of an outcome in a replay's `result`: "p1", "p2", "draw" or "both_lose".
pub fn result_name(o: Outcome) -> &'static str {
    match o {
        Outcome::Win(crate::Player::P1) => "p1",
        Outcome::Win(crate::Player::P2) => "p2",
        Outcome::Draw => "draw",
        Outcome::BothLose => "both_lose",
    }
}

/// A re-run replay: the final state, what happened, and each decision with the index of
/// the log where its events start.
#[derive(Clone, Debug)]
pub struct Rerun {
    /// The final state.
    pub state: GameState,
    /// What happened.
    pub log: Vec<LogEvent>,
    /// Each decision and where its events start in the log.
    pub marks: Vec<(String, usize)>,
}

impl Replay {
    /// The two decks.
    pub fn decks(&self) -> Result<[Deck; 2], ReplayError> {
        let deck = |i: usize| {
            Deck::parse_text(&self.decks[i].join("\n"))
                .map_err(|e| ReplayError(format!("deck {}: {e}", i + 1)))
        };
        Ok([deck(0)?, deck(1)?])
    }

    /// Re-runs the game, or says where it diverges (a decision that does not read or is
    /// refused, or a result other than the recorded one).
    pub fn rerun(&self) -> Result<Rerun, ReplayError> {
        let decks = self.decks()?;
        let mut state = GameState::new(self.config, [&decks[0], &decks[1]])
            .map_err(|e| ReplayError(e.to_string()))?;
        let mut chance = Rng::new(self.seed);
        let mut recorded = self.chance.as_deref().map(|c| c.iter());
        let mut log = Vec::new();
        let mut marks = Vec::new();
        for (i, text) in self.actions.iter().enumerate() {
            resolve(&mut state, &mut chance, &mut recorded, &mut log)?;
            marks.push((text.clone(), log.len()));
            let diverges = |e: &dyn fmt::Display| {
                ReplayError(format!(
                    "the replay diverges at action {} ({text:?}): {e}",
                    i + 1
                ))
            };
            let a = parse_action(&state, text).map_err(|e| diverges(&e))?;
            state
                .apply_action_observed(a, &mut log)
                .map_err(|e| diverges(&e))?;
        }
        resolve(&mut state, &mut chance, &mut recorded, &mut log)?;
        let result = state.outcome().map(|o| result_name(o).to_string());
        if result != self.result {
            return Err(ReplayError(format!(
                "the replay does not reproduce: it ends {:?}, the file says {:?}",
                result, self.result
            )));
        }
        Ok(Rerun { state, log, marks })
    }
}

/// Answers the chance requests: from the recorded outcomes if the replay lists them (and
/// stops when they run out), else from the generator.
fn resolve(
    state: &mut GameState,
    rng: &mut Rng,
    recorded: &mut Option<std::slice::Iter<'_, ChanceOutcome>>,
    log: &mut Vec<LogEvent>,
) -> Result<(), ReplayError> {
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
            .map_err(|e| ReplayError(format!("a recorded chance outcome does not fit: {e}")))?;
    }
    Ok(())
}
