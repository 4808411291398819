//! Replay files (the format the command line writes with `--record`) and their frames for
//! stepping through a game in the browser.
//!
//! A replay holds the version, the configuration, both decks in the text deck format, the
//! seed of chance and the decisions in the action notation. Chance comes from
//! `Rng::new(seed)`, resolved before every decision, so the decisions reproduce the game.

use crate::board::{full_board, Board, Viewer};
use crate::events::event_text;
use invokation::log::LogEvent;
use invokation::notation::parse_action;
use invokation::{Deck, GameConfig, GameState, Player, Rng};
use serde::{Deserialize, Serialize};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// The most decisions a replay may hold (a game has a few hundred).
pub const MAX_ACTIONS: usize = 5000;

/// A recorded game, as `invokation play --record` and `invokation match --record` write it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
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
}

/// One step of a replay: the board after a decision and what it caused.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Frame {
    /// The decision that led here (none for the first frame).
    pub action: Option<String>,
    /// The board, everything shown.
    pub board: Board,
    /// What happened since the previous frame.
    pub log: Vec<String>,
}

/// A replay run again, frame by frame.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Frames {
    /// Who played.
    pub players: [String; 2],
    /// The result the file gives.
    pub result: Option<String>,
    /// The first frame (start of the game), then one per decision.
    pub frames: Vec<Frame>,
    /// Set when the engine no longer reproduces the file: where and why.
    pub diverged: Option<String>,
}

fn frame(state: &GameState, action: Option<String>, events: &[LogEvent]) -> Frame {
    Frame {
        action,
        board: full_board(&state.view(Player::P1), &state.view(Player::P2)),
        log: events
            .iter()
            .map(|e| event_text(state, e, Viewer::All))
            .filter(|t| !t.is_empty())
            .collect(),
    }
}

/// Runs a replay again and returns its frames; a replay the engine no longer follows
/// stops at the first decision it refuses (and says so in `diverged`).
pub fn frames(replay: &Replay) -> Result<Frames, String> {
    if replay.actions.len() > MAX_ACTIONS {
        return Err(format!(
            "a replay holds at most {MAX_ACTIONS} decisions, this one {}",
            replay.actions.len()
        ));
    }
    let decks: Vec<Deck> = replay
        .decks
        .iter()
        .enumerate()
        .map(|(i, lines)| {
            Deck::parse_text(&lines.join("\n")).map_err(|e| format!("deck {}: {e}", i + 1))
        })
        .collect::<Result<_, _>>()?;
    let run = catch_unwind(AssertUnwindSafe(|| {
        let mut state =
            GameState::new(replay.config, [&decks[0], &decks[1]]).map_err(|e| e.to_string())?;
        let mut chance = Rng::new(replay.seed);
        let mut events = Vec::new();
        state.resolve_chance_observed(&mut chance, &mut events);
        let mut out = vec![frame(&state, None, &events)];
        let mut diverged = None;
        for (i, text) in replay.actions.iter().enumerate() {
            events.clear();
            let a = match parse_action(&state, text) {
                Ok(a) => a,
                Err(e) => {
                    diverged = Some(format!("decision {} ({text:?}): {e}", i + 1));
                    break;
                }
            };
            let mut next = state;
            if let Err(e) = next.apply_action_observed(a, &mut events) {
                diverged = Some(format!("decision {} ({text:?}): {e}", i + 1));
                break;
            }
            next.resolve_chance_observed(&mut chance, &mut events);
            state = next;
            out.push(frame(&state, Some(text.clone()), &events));
        }
        if diverged.is_none() {
            let result = state
                .outcome()
                .map(|o| crate::board::outcome_name(o).to_string());
            if result != replay.result {
                diverged = Some(format!(
                    "the game ends {:?}, the file says {:?}",
                    result.as_deref().unwrap_or("unfinished"),
                    replay.result.as_deref().unwrap_or("unfinished")
                ));
            }
        }
        Ok::<_, String>(Frames {
            players: replay.players.clone(),
            result: replay.result.clone(),
            frames: out,
            diverged,
        })
    }));
    run.unwrap_or_else(|_| Err("internal error: the engine failed on this replay".into()))
}
