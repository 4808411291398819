//! The messages of the WebSocket protocol (docs/protocol.md describes them for clients).

use crate::room::Mode;
use serde::{Deserialize, Serialize};

/// The protocol version. A client names it in `create`, `join`, `watch` and `resume`;
/// another number is refused.
pub const PROTOCOL: u32 = 1;

/// A message from a client.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// Opens a room and takes a seat (both, for hot-seat).
    Create {
        /// Must be [`PROTOCOL`].
        protocol: u32,
        /// What the room is for.
        mode: Mode,
        /// The creator's deck: a built-in name or a share code (default icy-rain).
        #[serde(default)]
        deck: Option<String>,
        /// The other seat's deck for agent and hot-seat games (default fire-and-thunder).
        #[serde(default)]
        opponent_deck: Option<String>,
        /// The agent: random, greedy or mcts (agent games).
        #[serde(default)]
        agent: Option<String>,
        /// MCTS iterations per decision.
        #[serde(default)]
        strength: Option<u32>,
        /// The creator's seat, 1 or 2 (default 1).
        #[serde(default)]
        seat: Option<u8>,
        /// Seed of chance (agent and hot-seat games only; rooms always draw their own).
        #[serde(default)]
        seed: Option<u64>,
        /// Display name.
        #[serde(default)]
        name: Option<String>,
    },
    /// Takes the open seat of a room.
    Join {
        /// Must be [`PROTOCOL`].
        protocol: u32,
        /// The room code.
        room: String,
        /// The deck (default fire-and-thunder).
        #[serde(default)]
        deck: Option<String>,
        /// Display name.
        #[serde(default)]
        name: Option<String>,
    },
    /// Follows a room as a spectator.
    Watch {
        /// Must be [`PROTOCOL`].
        protocol: u32,
        /// The room code.
        room: String,
    },
    /// Takes back one's seat(s) after a reload or a lost connection.
    Resume {
        /// Must be [`PROTOCOL`].
        protocol: u32,
        /// The room code.
        room: String,
        /// The token `joined` gave.
        token: String,
    },
    /// Asks for the options after a path of choices (changes nothing).
    Options {
        /// The choices so far.
        path: Vec<String>,
        /// The seat, when the client holds both.
        #[serde(default)]
        seat: Option<u8>,
    },
    /// Makes the action a complete path of choices builds.
    Choose {
        /// The choices.
        path: Vec<String>,
        /// The seat, when the client holds both.
        #[serde(default)]
        seat: Option<u8>,
        /// The `seq` of the state the choice was made on; refused if the game moved on.
        #[serde(default)]
        seq: Option<u64>,
    },
    /// Makes an action written in the notation (one of the decision's `legal` entries).
    Act {
        /// The action.
        action: String,
        /// The seat, when the client holds both.
        #[serde(default)]
        seat: Option<u8>,
        /// As for `choose`.
        #[serde(default)]
        seq: Option<u64>,
    },
    /// Asks for the replay of the finished game.
    Replay,
    /// Leaves the room (the seat stays reserved for `resume`).
    Leave,
    /// Asks for a `pong` (with the same `t`).
    Ping {
        /// Any number, sent back.
        #[serde(default)]
        t: Option<f64>,
    },
}

/// The `joined` message.
#[derive(Clone, Debug, Serialize)]
pub struct Joined {
    /// Always "joined".
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The room code.
    pub room: String,
    /// What the room is for.
    pub mode: Mode,
    /// The seats taken (1, 2); empty for spectators.
    pub seats: Vec<u8>,
    /// The secret for `resume` (null for spectators).
    pub token: Option<String>,
}

/// An `error` message.
#[derive(Clone, Debug, Serialize)]
pub struct ErrorMsg<'a> {
    /// Always "error".
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// A short code: bad_message, bad_request, not_found, refused, limit, internal.
    pub code: &'a str,
    /// What went wrong, in words.
    pub message: &'a str,
}

/// The JSON text of an error message.
pub fn error_text(code: &str, message: &str) -> String {
    serde_json::to_string(&ErrorMsg {
        kind: "error",
        code,
        message,
    })
    .unwrap_or_default()
}
