//! Rooms: one game, its two seats (people, bots or a built-in agent), its spectators and
//! its log.
//!
//! A room sits behind its own mutex, held only for the synchronous work of one message
//! (no `await` inside), so rooms never wait for each other. Messages to a connection go
//! through that connection's bounded queue with `try_send`: a client that does not keep up
//! is dropped from the room (it can resume) instead of holding anything up. An action is
//! applied to a copy of the state, so a failure inside the engine leaves the game as it
//! was.

use crate::board::{board, outcome_name, seat_number, spectator_board, Board, Viewer};
use crate::decision::{decision, DecisionMsg};
use crate::events::{line_text, Line};
use crate::replay::Replay;
use invokation::log::LogEvent;
use invokation::notation::format_action;
use invokation::{Action, DecisionKind, Deck, GameConfig, GameState, Player, Rng};
use invokation_ai::Agent;
use serde::Serialize;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::{mpsc, Notify};

/// What a room is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// One person against a built-in agent.
    Agent,
    /// One browser plays both seats.
    Hotseat,
    /// Two clients (people or bots), each on a seat; others may watch.
    Room,
}

/// A seat of the table.
pub enum Seat {
    /// Nobody yet (a room waiting for its second player).
    Open,
    /// A client holding the seat's token.
    Client {
        /// The secret that proves the seat (kept by the client for reconnecting).
        token: String,
        /// A display name.
        name: String,
    },
    /// A built-in agent.
    Agent {
        /// The agent; None while it is thinking on another thread.
        agent: Option<Box<dyn Agent>>,
        /// "random", "greedy", "mcts:1000".
        name: String,
    },
}

/// A message to one connection.
#[derive(Debug)]
pub enum Out {
    /// A JSON text.
    Text(String),
}

/// A connection following the room.
pub struct Sub {
    /// The connection's id.
    pub conn: u64,
    /// Whose view it gets.
    pub viewer: Viewer,
    /// Its outgoing queue.
    pub tx: mpsc::Sender<Out>,
    /// Wakes the connection to close it (it fell behind).
    pub kick: Arc<Notify>,
    /// Log lines already sent.
    pub sent: usize,
}

/// A game in progress.
pub struct Game {
    /// The state.
    pub state: GameState,
    /// Chance outcomes (seeded by the room's seed, as replays expect).
    pub chance: Rng,
    /// The agents' random choices.
    pub agent_rng: Rng,
    /// What happened.
    pub log: Vec<Line>,
    /// The decisions so far, in the notation (for the replay).
    pub actions: Vec<String>,
}

/// One player's entry in a state message.
#[derive(Serialize)]
struct PlayerInfo {
    name: String,
    kind: &'static str,
    connected: bool,
}

/// The `state` message.
#[derive(Serialize)]
struct StateMsg<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    room: &'a str,
    mode: Mode,
    seq: u64,
    seat: Option<u8>,
    players: Vec<PlayerInfo>,
    board: Option<Board>,
    log_start: usize,
    log: Vec<String>,
    decision: Option<DecisionMsg>,
}

/// A room.
pub struct Room {
    /// Its code (what players share).
    pub code: String,
    /// What it is for.
    pub mode: Mode,
    /// The two seats.
    pub seats: [Seat; 2],
    /// The decks, once chosen.
    pub decks: [Option<Deck>; 2],
    /// The game settings.
    pub config: GameConfig,
    /// The seed of chance.
    pub seed: u64,
    /// The game, once both seats are taken.
    pub game: Option<Game>,
    /// Connections following the room.
    pub subs: Vec<Sub>,
    /// Bumped at every change of the game (clients send it back with their choices).
    pub seq: u64,
    /// For each seat, the `seq` at which what that seat sees last changed: a choice made
    /// on an older state is stale (one made before the other seat's hidden, simultaneous
    /// choice is not).
    pub view_seq: [u64; 2],
    /// Last message or move.
    pub last_activity: Instant,
}

fn lock_free_error(e: invokation::ActionError) -> String {
    e.to_string()
}

impl Room {
    /// A room with no game yet.
    pub fn new(code: String, mode: Mode, config: GameConfig, seed: u64) -> Room {
        Room {
            code,
            mode,
            seats: [Seat::Open, Seat::Open],
            decks: [None, None],
            config,
            seed,
            game: None,
            subs: Vec::new(),
            seq: 0,
            view_seq: [0, 0],
            last_activity: Instant::now(),
        }
    }

    /// The seats whose token is `token`.
    pub fn seats_of(&self, token: &str) -> Vec<Player> {
        [Player::P1, Player::P2]
            .into_iter()
            .filter(|p| {
                matches!(&self.seats[p.index()], Seat::Client { token: t, .. }
                    if constant_time_eq(t.as_bytes(), token.as_bytes()))
            })
            .collect()
    }

    /// Starts the game once both seats are taken and both decks known.
    pub fn start_if_ready(&mut self) -> Result<(), String> {
        if self.game.is_some() || self.seats.iter().any(|s| matches!(s, Seat::Open)) {
            return Ok(());
        }
        let (Some(a), Some(b)) = (&self.decks[0], &self.decks[1]) else {
            return Ok(());
        };
        let mut state = GameState::new(self.config, [a, b]).map_err(|e| e.to_string())?;
        let mut chance = Rng::new(self.seed);
        let mut log = Vec::new();
        let ok = catch_unwind(AssertUnwindSafe(|| {
            state.resolve_chance_observed(&mut chance, &mut log);
        }));
        if ok.is_err() {
            return Err("internal error: the engine failed to set up the game".into());
        }
        let mut lines = vec![Line::Public(format!(
            "Game started: {} (p1) against {} (p2)",
            self.seat_name(Player::P1),
            self.seat_name(Player::P2)
        ))];
        lines.extend(log.into_iter().map(Line::Event));
        self.game = Some(Game {
            state,
            chance,
            agent_rng: Rng::new(self.seed ^ 0xA6E7_5EED_0000_0001),
            log: lines,
            actions: Vec::new(),
        });
        self.seq += 1;
        self.view_seq = [self.seq; 2];
        Ok(())
    }

    /// The display name of a seat.
    pub fn seat_name(&self, p: Player) -> String {
        match &self.seats[p.index()] {
            Seat::Open => "(open)".into(),
            Seat::Client { name, .. } => name.clone(),
            Seat::Agent { name, .. } => format!("agent {name}"),
        }
    }

    /// Applies `action` for seat `p`. Refused (and nothing changes) unless it is `p`'s
    /// legal action now.
    pub fn apply(&mut self, p: Player, action: Action) -> Result<(), String> {
        let game = self.game.as_mut().ok_or("the game has not started yet")?;
        if game.state.is_over() {
            return Err("the game is over".into());
        }
        if action.player() != p {
            return Err(format!("you play {p}, not {}", action.player()));
        }
        let Some(kind) = game.state.decision_of(p) else {
            return Err(format!("{p} has no decision to make now (not your turn)"));
        };
        if !game.state.is_legal(&action) {
            let why = game
                .state
                .clone()
                .apply_action(action)
                .err()
                .map(lock_free_error)
                .unwrap_or_else(|| "not legal".into());
            return Err(format!("illegal action: {why}"));
        }
        let text = format_action(&game.state, &action);
        let note = note(&game.state, &action, kind);
        let mut next = game.state;
        let mut chance = game.chance.clone();
        let mut events: Vec<LogEvent> = Vec::new();
        let run = catch_unwind(AssertUnwindSafe(|| {
            next.apply_action_observed(action, &mut events)?;
            next.resolve_chance_observed(&mut chance, &mut events);
            Ok::<(), invokation::ActionError>(())
        }));
        match run {
            Err(_) => {
                return Err(
                    "internal error: the engine failed on this action; the game is unchanged"
                        .into(),
                )
            }
            Ok(Err(e)) => return Err(format!("illegal action: {e}")),
            Ok(Ok(())) => {}
        }
        let views = [Player::P1, Player::P2].map(|q| game.state.view(q) != next.view(q));
        game.state = next;
        game.chance = chance;
        game.actions.push(text);
        if let Some(n) = note {
            game.log.push(n);
        }
        game.log.extend(events.into_iter().map(Line::Event));
        if let Some(o) = game.state.outcome() {
            game.log.push(Line::Public(match o.winner() {
                Some(w) => format!("Game over: {w} wins"),
                None => format!("Game over: {}", outcome_name(o).replace('_', " ")),
            }));
        }
        self.seq += 1;
        for (i, changed) in views.into_iter().enumerate() {
            if changed {
                self.view_seq[i] = self.seq;
            }
        }
        self.last_activity = Instant::now();
        Ok(())
    }

    /// Whether connection `conn` follows the room.
    pub fn has_sub(&self, conn: u64) -> bool {
        self.subs.iter().any(|s| s.conn == conn)
    }

    /// Adds a follower and sends it the whole state.
    pub fn subscribe(
        &mut self,
        conn: u64,
        viewer: Viewer,
        tx: mpsc::Sender<Out>,
        kick: Arc<Notify>,
    ) {
        self.subs
            .retain(|s| !(s.conn == conn && s.viewer == viewer));
        self.subs.push(Sub {
            conn,
            viewer,
            tx,
            kick,
            sent: 0,
        });
        self.last_activity = Instant::now();
    }

    /// Removes a connection's subscriptions.
    pub fn unsubscribe(&mut self, conn: u64) {
        self.subs.retain(|s| s.conn != conn);
    }

    /// Whether a client seat has a connection.
    fn connected(&self, p: Player) -> bool {
        self.subs.iter().any(|s| s.viewer == Viewer::Seat(p))
    }

    fn players(&self) -> Vec<PlayerInfo> {
        [Player::P1, Player::P2]
            .into_iter()
            .map(|p| {
                let (kind, connected) = match &self.seats[p.index()] {
                    Seat::Open => ("open", false),
                    Seat::Client { .. } => ("client", self.connected(p)),
                    Seat::Agent { .. } => ("agent", true),
                };
                PlayerInfo {
                    name: self.seat_name(p),
                    kind,
                    connected,
                }
            })
            .collect()
    }

    /// The state message for a follower, with the log lines it has not had.
    fn state_message(&self, viewer: Viewer, from: usize) -> (String, usize) {
        let (board_v, log, start, decision_v) = match &self.game {
            None => (None, Vec::new(), 0, None),
            Some(g) => {
                let b = match viewer {
                    Viewer::Seat(p) => board(&g.state.view(p)),
                    _ => spectator_board(&g.state.view(Player::P1)),
                };
                let start = from.min(g.log.len());
                let lines: Vec<String> = g.log[start..]
                    .iter()
                    .map(|l| line_text(&g.state, l, viewer))
                    .filter(|t| !t.is_empty())
                    .collect();
                let d = match viewer {
                    Viewer::Seat(p) => decision(&g.state, p),
                    _ => None,
                };
                (Some(b), lines, start, d)
            }
        };
        let total = self.game.as_ref().map_or(0, |g| g.log.len());
        let msg = StateMsg {
            kind: "state",
            room: &self.code,
            mode: self.mode,
            seq: self.seq,
            seat: match viewer {
                Viewer::Seat(p) => Some(seat_number(p)),
                _ => None,
            },
            players: self.players(),
            board: board_v,
            log_start: start,
            log,
            decision: decision_v,
        };
        (
            serde_json::to_string(&msg).unwrap_or_else(|_| "{}".into()),
            total,
        )
    }

    /// Sends every follower what changed. A follower whose queue is full or closed is
    /// dropped (and woken to close): it can resume and get the whole state again.
    pub fn broadcast(&mut self) {
        self.push(|_| true);
    }

    /// Sends what changed to every follower but connection `conn`.
    pub fn broadcast_except(&mut self, conn: u64) {
        self.push(|c| c != conn);
    }

    /// Sends one follower connection (all its subscriptions) the whole state.
    pub fn send_full(&mut self, conn: u64) {
        for s in self.subs.iter_mut().filter(|s| s.conn == conn) {
            s.sent = 0;
        }
        self.push(|c| c == conn);
    }

    fn push(&mut self, to: impl Fn(u64) -> bool) {
        let mut i = 0;
        while i < self.subs.len() {
            if !to(self.subs[i].conn) {
                i += 1;
                continue;
            }
            let (text, total) = self.state_message(self.subs[i].viewer, self.subs[i].sent);
            let sub = &mut self.subs[i];
            if sub.tx.try_send(Out::Text(text)).is_ok() {
                sub.sent = total;
                i += 1;
            } else {
                sub.kick.notify_one();
                self.subs.remove(i);
            }
        }
    }

    /// The seat of an agent that must decide now and is not already thinking.
    pub fn agent_to_move(&self) -> Option<Player> {
        let g = self.game.as_ref()?;
        g.state
            .deciding()
            .find(|p| matches!(&self.seats[p.index()], Seat::Agent { agent: Some(_), .. }))
    }

    /// The replay of a finished game (None before the end: the seed would reveal hidden
    /// cards).
    pub fn replay(&self) -> Option<Replay> {
        let g = self.game.as_ref()?;
        let outcome = g.state.outcome()?;
        let decks = [&self.decks[0], &self.decks[1]].map(|d| {
            d.as_ref()
                .map(|d| d.to_text().lines().map(String::from).collect())
                .unwrap_or_default()
        });
        Some(Replay {
            version: self.config.version.to_string(),
            config: self.config,
            decks,
            seed: self.seed,
            players: [self.seat_name(Player::P1), self.seat_name(Player::P2)],
            actions: g.actions.clone(),
            result: Some(outcome_name(outcome).to_string()),
        })
    }
}

/// A note about a decision whose content the opponent may not see.
fn note(state: &GameState, a: &Action, kind: DecisionKind) -> Option<Line> {
    match *a {
        Action::Redraw { player, cards } => {
            let n = cards.count_ones();
            let text = match n {
                0 => format!("{player} keeps the starting hand"),
                1 => format!("{player} redraws 1 card"),
                n => format!("{player} redraws {n} cards"),
            };
            Some(Line::Note {
                player,
                private: text.clone(),
                public: text,
            })
        }
        Action::Reroll { player, dice } => {
            let n = dice.total();
            Some(Line::Note {
                player,
                private: format!("{player} rerolls {dice}"),
                public: format!("{player} rerolls {n} dice"),
            })
        }
        Action::Choose { player, character } if kind == DecisionKind::ChooseActive => {
            Some(Line::Note {
                player,
                private: format!(
                    "{player} chooses {} to start",
                    state.character(player, character as usize).id.name()
                ),
                public: format!("{player} has chosen a character"),
            })
        }
        _ => None,
    }
}

/// Compares two secrets without stopping at the first difference.
pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
