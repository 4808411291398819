//! One WebSocket connection: reads the client's messages, answers, and forwards what its
//! rooms send.
//!
//! A writer task owns the socket's sending half and drains a bounded queue; rooms only
//! ever `try_send` to it. The reading loop handles one message at a time, synchronously,
//! under the room's lock; malformed or refused messages get an `error` and change
//! nothing. A panic while handling a message is caught and answered as an internal
//! error.

use crate::board::{seat_number, Viewer};
use crate::decision::{options_after, walk};
use crate::protocol::{error_text, ClientMsg, Joined, PROTOCOL};
use crate::room::{Mode, Out, Room, Seat};
use crate::{drive_agents, lock, parse_deck, random_seed, App, ConnGuard, NewRoom};
use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use invokation::notation::parse_action;
use invokation::{GameConfig, Player};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tokio::sync::{mpsc, Notify};

/// What one connection holds.
struct Conn {
    app: Arc<App>,
    id: u64,
    tx: mpsc::Sender<Out>,
    kick: Arc<Notify>,
    room: Option<Arc<Mutex<Room>>>,
    seats: Vec<Player>,
    /// Rate limiting: tokens left and when they were counted.
    tokens: f64,
    counted: Instant,
    /// The `id` of the message being handled, echoed in its answer.
    reply_id: Option<serde_json::Value>,
}

/// A refusal: an error code and its message.
type Refusal = (&'static str, String);

fn refuse<T>(code: &'static str, message: impl Into<String>) -> Result<T, Refusal> {
    Err((code, message.into()))
}

/// Serves one upgraded connection until it closes.
pub async fn connection(app: Arc<App>, socket: WebSocket, guard: ConnGuard) {
    let _guard = guard;
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<Out>(app.limits.out_queue.max(4));
    let kick = Arc::new(Notify::new());
    let ping_every = app.limits.ping_interval;
    let stats_app = app.clone();
    let writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(ping_every);
        ping.tick().await;
        loop {
            tokio::select! {
                m = rx.recv() => match m {
                    Some(Out::Text(t)) => {
                        stats_app.stats.messages_out.fetch_add(1, Ordering::Relaxed);
                        if sink.send(Message::Text(t.into())).await.is_err() {
                            break;
                        }
                    }
                    None => break,
                },
                _ = ping.tick() => {
                    if sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                        break;
                    }
                }
            }
        }
        let _ = sink.send(Message::Close(None)).await;
    });
    let mut conn = Conn {
        id: app.conn_id(),
        tokens: app.limits.rate_burst,
        counted: Instant::now(),
        app: app.clone(),
        tx: tx.clone(),
        kick: kick.clone(),
        room: None,
        seats: Vec::new(),
        reply_id: None,
    };
    conn.send(
        serde_json::json!({
            "type": "welcome",
            "protocol": PROTOCOL,
            "server": concat!("invokation ", env!("CARGO_PKG_VERSION")),
        })
        .to_string(),
    );
    let timeout = app.limits.client_timeout;
    loop {
        let next = tokio::select! {
            _ = kick.notified() => break,
            n = tokio::time::timeout(timeout, stream.next()) => n,
        };
        let msg = match next {
            Err(_) | Ok(None) | Ok(Some(Err(_))) => break,
            Ok(Some(Ok(m))) => m,
        };
        match msg {
            Message::Text(t) => {
                app.stats.messages_in.fetch_add(1, Ordering::Relaxed);
                conn.on_text(t.as_str());
            }
            Message::Binary(_) => {
                conn.send(error_text(
                    "bad_message",
                    "binary messages are not understood; send JSON text",
                ));
            }
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => {}
        }
    }
    conn.detach();
    drop(conn);
    drop(tx);
    // The writer ends when the queue's last sender (held by rooms too) is gone; do not
    // wait for a client that stopped reading.
    writer.abort();
}

impl Conn {
    fn send(&self, text: String) {
        if self.tx.try_send(Out::Text(text)).is_err() {
            self.kick.notify_one();
        }
    }

    fn error(&self, code: &str, message: &str) {
        match &self.reply_id {
            None => self.send(error_text(code, message)),
            Some(id) => self.send(
                serde_json::json!({"type": "error", "code": code, "message": message, "id": id})
                    .to_string(),
            ),
        }
    }

    /// Acknowledges an accepted action to a request that carried an `id` (the new state
    /// follows as a `state` message either way).
    fn ack(&self) {
        if self.reply_id.is_some() {
            self.reply(serde_json::json!({"type": "ok"}));
        }
    }

    /// Sends an answer to the message being handled (with its `id`, if it had one).
    fn reply(&self, mut v: serde_json::Value) {
        if let Some(id) = &self.reply_id {
            v["id"] = id.clone();
        }
        self.send(v.to_string());
    }

    /// Leaves the room it follows, if any.
    fn detach(&mut self) {
        if let Some(room) = self.room.take() {
            let mut r = lock(&room);
            r.unsubscribe(self.id);
            r.broadcast_except(self.id);
        }
        self.seats.clear();
    }

    fn rate_ok(&mut self) -> bool {
        let now = Instant::now();
        let dt = now.duration_since(self.counted).as_secs_f64();
        self.counted = now;
        self.tokens =
            (self.tokens + dt * self.app.limits.rate_per_second).min(self.app.limits.rate_burst);
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
    }

    fn on_text(&mut self, text: &str) {
        if !self.rate_ok() {
            self.error("limit", "too many messages; slow down");
            return;
        }
        self.reply_id = None;
        let value: serde_json::Value = match serde_json::from_str(text) {
            Ok(v) => v,
            Err(e) => {
                let e = e.to_string();
                self.error(
                    "bad_message",
                    &format!("not JSON: {}", crate::decision::truncate(&e, 200)),
                );
                return;
            }
        };
        // A request may carry an `id` (a number or a short string), echoed in its answer.
        self.reply_id = match value.get("id") {
            Some(v @ serde_json::Value::Number(_)) => Some(v.clone()),
            Some(serde_json::Value::String(t)) if t.len() <= 64 => Some(t.as_str().into()),
            _ => None,
        };
        let msg: ClientMsg = match serde_json::from_value(value) {
            Ok(m) => m,
            Err(e) => {
                let e = e.to_string();
                self.error(
                    "bad_message",
                    &format!(
                        "not a message of the protocol: {}",
                        crate::decision::truncate(&e, 200)
                    ),
                );
                return;
            }
        };
        let handled = catch_unwind(AssertUnwindSafe(|| self.handle(msg)));
        match handled {
            Ok(Ok(())) => {}
            Ok(Err((code, message))) => self.error(code, &message),
            Err(_) => self.error(
                "internal",
                "internal error while handling the message; nothing changed",
            ),
        }
    }

    fn check_protocol(protocol: u32) -> Result<(), Refusal> {
        if protocol != PROTOCOL {
            return refuse(
                "bad_request",
                format!("this server speaks protocol {PROTOCOL}, not {protocol}"),
            );
        }
        Ok(())
    }

    fn clean_name(name: Option<String>, default: &str) -> String {
        let n: String = name
            .unwrap_or_default()
            .chars()
            .filter(|c| !c.is_control())
            .take(24)
            .collect();
        let n = n.trim();
        if n.is_empty() {
            default.to_string()
        } else {
            n.to_string()
        }
    }

    fn handle(&mut self, msg: ClientMsg) -> Result<(), Refusal> {
        match msg {
            ClientMsg::Ping { t } => {
                self.reply(serde_json::json!({"type": "pong", "t": t}));
                Ok(())
            }
            ClientMsg::Create {
                protocol,
                mode,
                deck,
                opponent_deck,
                agent,
                strength,
                seat,
                seed,
                name,
            } => {
                Self::check_protocol(protocol)?;
                let config = GameConfig::default();
                let deck = parse_deck(deck.as_deref().unwrap_or("icy-rain"), &config)
                    .map_err(|e| ("bad_request", e))?;
                let opponent_deck = match mode {
                    Mode::Room => None,
                    _ => Some(
                        parse_deck(
                            opponent_deck.as_deref().unwrap_or("fire-and-thunder"),
                            &config,
                        )
                        .map_err(|e| ("bad_request", format!("opponent {e}")))?,
                    ),
                };
                let seat = match seat.unwrap_or(1) {
                    1 => Player::P1,
                    2 => Player::P2,
                    n => return refuse("bad_request", format!("seat must be 1 or 2, not {n}")),
                };
                let agent = match mode {
                    Mode::Agent => Some(self.agent_name(agent.as_deref(), strength)?),
                    _ => None,
                };
                let seed = match (mode, seed) {
                    (Mode::Room, _) | (_, None) => random_seed(),
                    (_, Some(s)) if s < 1 << 53 => s,
                    (_, Some(_)) => {
                        return refuse(
                            "bad_request",
                            "a seed is below 2^53 (it must survive JSON numbers)",
                        )
                    }
                };
                self.detach();
                let (room, token) = self
                    .app
                    .create_room(NewRoom {
                        mode,
                        deck,
                        opponent_deck,
                        agent,
                        seat,
                        seed,
                        name: Self::clean_name(name, "Player 1"),
                    })
                    .map_err(|e| ("limit", e))?;
                let seats = match mode {
                    Mode::Hotseat => vec![Player::P1, Player::P2],
                    _ => vec![seat],
                };
                self.attach(room, seats, Some(token));
                Ok(())
            }
            ClientMsg::Join {
                protocol,
                room,
                deck,
                name,
            } => {
                Self::check_protocol(protocol)?;
                let r = self.find(&room)?;
                let token = crate::new_token();
                let seat = {
                    let mut g = lock(&r);
                    if g.mode != Mode::Room {
                        return refuse("refused", "this room is not open to a second player");
                    }
                    let Some(p) = [Player::P1, Player::P2]
                        .into_iter()
                        .find(|p| matches!(g.seats[p.index()], Seat::Open))
                    else {
                        return refuse(
                            "refused",
                            "both seats of this room are taken (watch it instead)",
                        );
                    };
                    let deck = parse_deck(deck.as_deref().unwrap_or("fire-and-thunder"), &g.config)
                        .map_err(|e| ("bad_request", e))?;
                    g.seats[p.index()] = Seat::Client {
                        token: token.clone(),
                        name: Self::clean_name(name, &format!("Player {}", seat_number(p))),
                    };
                    g.decks[p.index()] = Some(deck);
                    if let Err(e) = g.start_if_ready() {
                        g.seats[p.index()] = Seat::Open;
                        g.decks[p.index()] = None;
                        return refuse("refused", e);
                    }
                    p
                };
                self.detach();
                self.attach(r, vec![seat], Some(token));
                Ok(())
            }
            ClientMsg::Watch { protocol, room } => {
                Self::check_protocol(protocol)?;
                let r = self.find(&room)?;
                self.detach();
                self.attach(r, Vec::new(), None);
                Ok(())
            }
            ClientMsg::Resume {
                protocol,
                room,
                token,
            } => {
                Self::check_protocol(protocol)?;
                let r = self.find(&room)?;
                let seats = lock(&r).seats_of(&token);
                if seats.is_empty() {
                    return refuse("refused", "this token holds no seat of this room");
                }
                self.detach();
                self.attach(r, seats, Some(token));
                Ok(())
            }
            ClientMsg::Options { path, seat } => {
                let room = self.current()?;
                let p = self.seat_for(&room, seat)?;
                let r = lock(&room);
                let g = r
                    .game
                    .as_ref()
                    .ok_or(("refused", "the game has not started yet".to_string()))?;
                let msg = options_after(&g.state, p, &path).map_err(|e| ("refused", e))?;
                let mut v = serde_json::to_value(&msg).unwrap_or_default();
                v["type"] = "options".into();
                v["seq"] = r.seq.into();
                drop(r);
                self.reply(v);
                Ok(())
            }
            ClientMsg::Choose { path, seat, seq } => {
                let room = self.current()?;
                let p = self.seat_for(&room, seat)?;
                {
                    let mut r = lock(&room);
                    Self::check_seq(&r, p, seq)?;
                    let g = r
                        .game
                        .as_ref()
                        .ok_or(("refused", "the game has not started yet".to_string()))?;
                    let w = walk(&g.state, p, &path).map_err(|e| ("refused", e))?;
                    let Some(action) = w.action else {
                        return refuse(
                            "refused",
                            "the choices do not make a whole action yet (ask for options)",
                        );
                    };
                    r.apply(p, action).map_err(|e| ("refused", e))?;
                    r.broadcast();
                }
                self.ack();
                drive_agents(&self.app, &room);
                Ok(())
            }
            ClientMsg::Act { action, seat, seq } => {
                let room = self.current()?;
                let p = self.seat_for(&room, seat)?;
                {
                    let mut r = lock(&room);
                    Self::check_seq(&r, p, seq)?;
                    let g = r
                        .game
                        .as_ref()
                        .ok_or(("refused", "the game has not started yet".to_string()))?;
                    if action.len() > 400 {
                        return refuse("bad_request", "an action is at most 400 characters");
                    }
                    let text = action.trim();
                    let lower = text.to_ascii_lowercase();
                    let full = if lower.starts_with("p1 ") || lower.starts_with("p2 ") {
                        text.to_string()
                    } else {
                        format!("{p} {text}")
                    };
                    let a =
                        parse_action(&g.state, &full).map_err(|e| ("refused", e.to_string()))?;
                    r.apply(p, a).map_err(|e| ("refused", e))?;
                    r.broadcast();
                }
                self.ack();
                drive_agents(&self.app, &room);
                Ok(())
            }
            ClientMsg::Replay => {
                let room = self.current()?;
                let replay = lock(&room).replay();
                match replay {
                    Some(rep) => {
                        self.reply(serde_json::json!({"type": "replay", "replay": rep}));
                        Ok(())
                    }
                    None => refuse("refused", "the replay is given once the game is over"),
                }
            }
            ClientMsg::Leave => {
                self.detach();
                self.send(serde_json::json!({"type": "left"}).to_string());
                Ok(())
            }
        }
    }

    fn check_seq(r: &Room, p: Player, seq: Option<u64>) -> Result<(), Refusal> {
        match seq {
            Some(s) if s < r.view_seq[p.index()] || s > r.seq => refuse(
                "stale",
                format!(
                    "the game has moved on (state {} now, not {s}); choose again",
                    r.seq
                ),
            ),
            _ => Ok(()),
        }
    }

    fn agent_name(&self, agent: Option<&str>, strength: Option<u32>) -> Result<String, Refusal> {
        let a = agent.unwrap_or("greedy").trim().to_ascii_lowercase();
        match a.as_str() {
            "random" | "greedy" => Ok(a),
            "mcts" => {
                let n = strength.unwrap_or(1000);
                if n == 0 || n > self.app.limits.max_mcts_iterations {
                    return refuse(
                        "bad_request",
                        format!(
                            "strength must be 1 to {} MCTS iterations",
                            self.app.limits.max_mcts_iterations
                        ),
                    );
                }
                Ok(format!("mcts:{n}"))
            }
            _ => refuse(
                "bad_request",
                format!(
                    "unknown agent {:?} (random, greedy or mcts)",
                    crate::decision::truncate(&a, 30)
                ),
            ),
        }
    }

    fn find(&self, code: &str) -> Result<Arc<Mutex<Room>>, Refusal> {
        if code.len() > 32 {
            return refuse("bad_request", "a room code has 6 characters");
        }
        self.app.room(code).ok_or_else(|| {
            (
                "not_found",
                format!("no room {:?}", crate::decision::truncate(code, 12)),
            )
        })
    }

    fn current(&self) -> Result<Arc<Mutex<Room>>, Refusal> {
        self.room
            .clone()
            .ok_or(("refused", "join or create a room first".to_string()))
    }

    /// The seat a message acts for: the one named (it must be this connection's), or the
    /// only one of its seats that must decide now.
    fn seat_for(&self, room: &Arc<Mutex<Room>>, seat: Option<u8>) -> Result<Player, Refusal> {
        if self.seats.is_empty() {
            return refuse("refused", "spectators cannot act");
        }
        match seat {
            Some(n) => {
                let p = match n {
                    1 => Player::P1,
                    2 => Player::P2,
                    _ => return refuse("bad_request", format!("seat must be 1 or 2, not {n}")),
                };
                if !self.seats.contains(&p) {
                    return refuse("refused", format!("seat {n} is not yours"));
                }
                Ok(p)
            }
            None if self.seats.len() == 1 => Ok(self.seats[0]),
            None => {
                let r = lock(room);
                let deciding: Vec<Player> = r
                    .game
                    .as_ref()
                    .map(|g| {
                        g.state
                            .deciding()
                            .filter(|p| self.seats.contains(p))
                            .collect()
                    })
                    .unwrap_or_default();
                match deciding.as_slice() {
                    [p] => Ok(*p),
                    [] => refuse("refused", "none of your seats has a decision to make now"),
                    _ => refuse(
                        "bad_request",
                        "both your seats decide now: say which with \"seat\"",
                    ),
                }
            }
        }
    }

    /// Follows `room` with these seats (none: as a spectator) and sends the whole state.
    fn attach(&mut self, room: Arc<Mutex<Room>>, seats: Vec<Player>, token: Option<String>) {
        {
            let mut r = lock(&room);
            let joined = Joined {
                kind: "joined",
                room: r.code.clone(),
                mode: r.mode,
                seats: seats.iter().map(|&p| seat_number(p)).collect(),
                token,
            };
            self.send(serde_json::to_string(&joined).unwrap_or_default());
            if seats.is_empty() {
                r.subscribe(
                    self.id,
                    Viewer::Spectator,
                    self.tx.clone(),
                    self.kick.clone(),
                );
            }
            for &p in &seats {
                r.subscribe(self.id, Viewer::Seat(p), self.tx.clone(), self.kick.clone());
            }
            // Everybody learns who is connected; the newcomer gets the whole log.
            r.send_full(self.id);
            r.broadcast_except(self.id);
        }
        self.room = Some(room.clone());
        self.seats = seats;
        drive_agents(&self.app, &room);
    }
}
