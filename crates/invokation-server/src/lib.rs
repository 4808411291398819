//! # invokation-server
//!
//! The web board of [invokation](invokation) and its game server: HTTP for the page, the
//! card catalogue, deck checks and replays; a versioned JSON protocol over WebSocket for
//! games (docs/protocol.md). `invokation serve` starts it.
//!
//! - [`room`]: rooms, seats, the game, who sees what.
//! - [`decision`]: the engine's action generator walked by clients' choices.
//! - [`board`]: the engine's `View` as the board a client draws.
//! - [`ws`]: one WebSocket connection; [`http`]: the rest of the site.
//!
//! The engine crate knows nothing of this one: it is built only on the engine's public
//! API, and every message a player receives is computed from that player's `View`.
#![deny(missing_docs)]

pub mod assets;
pub mod board;
pub mod decision;
pub mod events;
pub mod http;
pub mod protocol;
pub mod replay;
pub mod room;
pub mod ws;

use crate::room::{Mode, Room, Seat};
use invokation::{Deck, GameConfig, Player};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};
use tokio::sync::Semaphore;

/// Limits that protect the server.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Largest WebSocket message accepted, in bytes.
    pub max_message: usize,
    /// Largest HTTP request body (a replay file), in bytes.
    pub max_body: usize,
    /// Most rooms at once.
    pub max_rooms: usize,
    /// Most WebSocket connections at once.
    pub max_connections: usize,
    /// Most WebSocket connections from one address.
    pub max_connections_per_addr: usize,
    /// A room nobody follows is reclaimed after this long without activity.
    pub idle_room: Duration,
    /// Any room is reclaimed after this long without a move or message.
    pub stale_room: Duration,
    /// A connection that sends nothing (not even a pong) for this long is closed.
    pub client_timeout: Duration,
    /// How often the server pings each connection.
    pub ping_interval: Duration,
    /// Messages queued for one connection before it counts as too slow and is dropped.
    pub out_queue: usize,
    /// Messages a connection may send per second (on average).
    pub rate_per_second: f64,
    /// Messages a connection may send in a burst.
    pub rate_burst: f64,
    /// Most MCTS iterations per decision of an agent.
    pub max_mcts_iterations: u32,
    /// Agents thinking at once (the rest wait their turn).
    pub agent_threads: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_message: 16 * 1024,
            max_body: 4 * 1024 * 1024,
            max_rooms: 2000,
            max_connections: 4096,
            max_connections_per_addr: 64,
            idle_room: Duration::from_secs(15 * 60),
            stale_room: Duration::from_secs(2 * 60 * 60),
            client_timeout: Duration::from_secs(75),
            ping_interval: Duration::from_secs(25),
            out_queue: 128,
            rate_per_second: 50.0,
            rate_burst: 200.0,
            max_mcts_iterations: 20_000,
            agent_threads: std::thread::available_parallelism().map_or(2, |n| n.get()),
        }
    }
}

/// Counters of the server's work (`GET /api/stats`).
#[derive(Default, Debug)]
pub struct Stats {
    /// Messages received.
    pub messages_in: AtomicU64,
    /// Messages sent.
    pub messages_out: AtomicU64,
    /// Connections opened in all.
    pub connections_total: AtomicU64,
    /// Connections open now.
    pub connections: AtomicUsize,
    /// Rooms reclaimed.
    pub rooms_reclaimed: AtomicU64,
}

/// The server's shared state.
pub struct App {
    /// The limits in force.
    pub limits: Limits,
    /// Counters.
    pub stats: Stats,
    rooms: Mutex<HashMap<String, Arc<Mutex<Room>>>>,
    per_addr: Mutex<HashMap<IpAddr, usize>>,
    next_conn: AtomicU64,
    agent_slots: Arc<Semaphore>,
}

/// Locks a mutex, going on with the data of a poisoned one (every change to a room is
/// made whole or not at all, so a panic elsewhere leaves it consistent).
pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Random bytes from the operating system (for room codes, tokens and seeds).
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    if getrandom::fill(&mut b).is_err() {
        // No OS randomness: fall back on the clock and a counter (never expected on the
        // platforms the server runs on).
        static FALLBACK: AtomicU64 = AtomicU64::new(0x9E37_79B9_7F4A_7C15);
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let mut rng = invokation::Rng::new(t ^ FALLBACK.fetch_add(1, Ordering::Relaxed));
        for x in b.iter_mut() {
            *x = rng.index(256) as u8;
        }
    }
    b
}

/// A random seed below 2^53, so that it survives JSON numbers in JavaScript (replays
/// downloaded from the browser keep it exact).
pub fn random_seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>()) & ((1 << 53) - 1)
}

/// A seat token: 128 random bits in hex.
pub fn new_token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/// A room code: 6 characters without look-alikes.
pub fn new_code() -> String {
    random_bytes::<6>()
        .iter()
        .map(|b| CODE_ALPHABET[(*b as usize) % CODE_ALPHABET.len()] as char)
        .collect()
}

/// Reads a deck from a client: a built-in name, a share code, or the text deck format.
/// Decks with characters or cards the engine does not implement are refused.
pub fn parse_deck(text: &str, config: &GameConfig) -> Result<Deck, String> {
    let text = text.trim();
    if text.len() > 4096 {
        return Err("a deck is at most 4096 characters".into());
    }
    let deck = if let Some(d) = invokation::builtin_deck(text) {
        d
    } else if text.contains('\n') {
        Deck::parse_text(text).map_err(|e| format!("deck: {e}"))?
    } else {
        let d = invokation::sharecode::decode(text, config.version).map_err(|e| {
            format!(
                "deck {:?} is neither a built-in deck ({}) nor a valid share code: {e}",
                decision::truncate(text, 60),
                invokation::builtin_decks()
                    .iter()
                    .map(|(n, _)| *n)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })?;
        d.check_rules(config.version).map_err(|e| e.to_string())?;
        d
    };
    deck.check(config.version).map_err(|e| e.to_string())?;
    if let Some(c) = deck
        .cards
        .iter()
        .find(|&&c| !invokation::cards::card_implemented(c))
    {
        return Err(format!("{c} is not implemented yet"));
    }
    Ok(deck)
}

/// What to open a room with.
#[derive(Clone, Debug)]
pub struct NewRoom {
    /// What the room is for.
    pub mode: Mode,
    /// The creator's deck.
    pub deck: Deck,
    /// The other seat's deck (agent and hot-seat games).
    pub opponent_deck: Option<Deck>,
    /// The agent's name (agent games): random, greedy, mcts:N.
    pub agent: Option<String>,
    /// The creator's seat.
    pub seat: Player,
    /// The seed of chance.
    pub seed: u64,
    /// The creator's display name.
    pub name: String,
}

impl App {
    /// A server with these limits.
    pub fn new(limits: Limits) -> Arc<App> {
        let slots = limits.agent_threads.max(1);
        Arc::new(App {
            limits,
            stats: Stats::default(),
            rooms: Mutex::new(HashMap::new()),
            per_addr: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
            agent_slots: Arc::new(Semaphore::new(slots)),
        })
    }

    /// A new connection id.
    pub fn conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Admits a connection from `addr`, or says which limit refuses it. The returned guard
    /// releases the place when dropped.
    pub fn admit(self: &Arc<Self>, addr: IpAddr) -> Result<ConnGuard, &'static str> {
        let mut per = lock(&self.per_addr);
        if self.stats.connections.load(Ordering::Relaxed) >= self.limits.max_connections {
            return Err("the server has too many connections");
        }
        let n = per.entry(addr).or_insert(0);
        if *n >= self.limits.max_connections_per_addr {
            return Err("too many connections from your address");
        }
        *n += 1;
        self.stats.connections.fetch_add(1, Ordering::Relaxed);
        self.stats.connections_total.fetch_add(1, Ordering::Relaxed);
        Ok(ConnGuard {
            app: self.clone(),
            addr,
        })
    }

    /// A room by code (case-insensitive).
    pub fn room(&self, code: &str) -> Option<Arc<Mutex<Room>>> {
        lock(&self.rooms)
            .get(&code.trim().to_ascii_uppercase())
            .cloned()
    }

    /// How many rooms there are.
    pub fn room_count(&self) -> usize {
        lock(&self.rooms).len()
    }

    /// Opens a room; returns it with the creator's token.
    pub fn create_room(&self, spec: NewRoom) -> Result<(Arc<Mutex<Room>>, String), String> {
        let mut rooms = lock(&self.rooms);
        if rooms.len() >= self.limits.max_rooms {
            return Err("the server has too many rooms; try again later".into());
        }
        let code = loop {
            let c = new_code();
            if !rooms.contains_key(&c) {
                break c;
            }
        };
        let config = GameConfig::default();
        let mut room = Room::new(code.clone(), spec.mode, config, spec.seed);
        let token = new_token();
        let me = spec.seat;
        room.seats[me.index()] = Seat::Client {
            token: token.clone(),
            name: spec.name.clone(),
        };
        room.decks[me.index()] = Some(spec.deck);
        match spec.mode {
            Mode::Agent => {
                let name = spec.agent.unwrap_or_else(|| "greedy".into());
                let agent = invokation_ai::agent_by_name(&name)?;
                room.seats[me.other().index()] = Seat::Agent {
                    agent: Some(agent),
                    name,
                };
                room.decks[me.other().index()] = spec.opponent_deck;
            }
            Mode::Hotseat => {
                room.seats[me.other().index()] = Seat::Client {
                    token: token.clone(),
                    name: format!("{} (2)", spec.name),
                };
                room.decks[me.other().index()] = spec.opponent_deck;
            }
            Mode::Room => {}
        }
        room.start_if_ready()?;
        let room = Arc::new(Mutex::new(room));
        rooms.insert(code, room.clone());
        Ok((room, token))
    }

    /// Removes rooms that nobody follows and that were idle too long, and rooms without a
    /// move for very long. Returns how many were removed.
    pub fn reclaim(&self, now: Instant) -> usize {
        let mut rooms = lock(&self.rooms);
        let before = rooms.len();
        rooms.retain(|_, r| {
            let r = lock(r);
            let idle = now.saturating_duration_since(r.last_activity);
            let followed = !r.subs.is_empty();
            let keep = if followed {
                idle < self.limits.stale_room
            } else {
                idle < self.limits.idle_room
            };
            if !keep {
                for s in &r.subs {
                    s.kick.notify_one();
                }
            }
            keep
        });
        let n = before - rooms.len();
        self.stats
            .rooms_reclaimed
            .fetch_add(n as u64, Ordering::Relaxed);
        n
    }
}

/// A connection's place in the limits; released when dropped.
pub struct ConnGuard {
    app: Arc<App>,
    addr: IpAddr,
}

impl Drop for ConnGuard {
    fn drop(&mut self) {
        let mut per = lock(&self.app.per_addr);
        if let Some(n) = per.get_mut(&self.addr) {
            *n -= 1;
            if *n == 0 {
                per.remove(&self.addr);
            }
        }
        self.app.stats.connections.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Lets the agents of a room move while it is their turn: each decision is computed on
/// a blocking thread (a bounded number at once), then applied if the game has not moved
/// on meanwhile.
pub fn drive_agents(app: &Arc<App>, room: &Arc<Mutex<Room>>) {
    let (p, mut agent, state, mut rng, seq) = {
        let mut r = lock(room);
        let Some(p) = r.agent_to_move() else { return };
        let seq = r.seq;
        let Seat::Agent { agent, .. } = &mut r.seats[p.index()] else {
            return;
        };
        let Some(agent) = agent.take() else { return };
        let g = r.game.as_mut().expect("an agent moves only in a game");
        let rng = g.agent_rng.clone();
        (p, agent, g.state, rng, seq)
    };
    let app = app.clone();
    let room = room.clone();
    tokio::spawn(async move {
        let permit = app.agent_slots.clone().acquire_owned().await;
        let thought = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            let action = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                invokation_ai::Decision::new(&state, p).map(|d| agent.decide(&d, &mut rng))
            }));
            (agent, rng, action)
        })
        .await;
        let Ok((agent, rng, action)) = thought else {
            return;
        };
        let mut r = lock(&room);
        if let Seat::Agent { agent: slot, .. } = &mut r.seats[p.index()] {
            *slot = Some(agent);
        }
        let moved_on = r.seq != seq;
        match action {
            Ok(Some(a)) if !moved_on => {
                if let Some(g) = r.game.as_mut() {
                    g.agent_rng = rng;
                }
                if let Err(e) = r.apply(p, a) {
                    if let Some(g) = r.game.as_mut() {
                        g.log
                            .push(events::Line::Public(format!("the agent failed: {e}")));
                    }
                }
                r.broadcast();
            }
            Ok(_) if moved_on => {}
            Ok(_) => return,
            Err(_) => {
                if let Some(g) = r.game.as_mut() {
                    g.log.push(events::Line::Public(
                        "internal error: the agent failed; it will not move again".into(),
                    ));
                }
                if let Seat::Agent { agent, .. } = &mut r.seats[p.index()] {
                    *agent = None;
                }
                r.broadcast();
                return;
            }
        }
        drop(r);
        drive_agents(&app, &room);
    });
}

/// How to run the server.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// Address to listen on.
    pub addr: SocketAddr,
    /// Limits.
    pub limits: Limits,
}

/// Runs the server until the process is stopped (Ctrl-C ends it cleanly). Prints the
/// address it listens on.
pub async fn serve(config: ServerConfig) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(config.addr).await?;
    let local = listener.local_addr()?;
    println!("invokation server on http://{local}/ (Ctrl-C stops it)");
    let app = App::new(config.limits);
    serve_on(listener, app, async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}

/// Runs the server on its own multi-threaded runtime until Ctrl-C (what `invokation
/// serve` calls).
pub fn run(config: ServerConfig) -> std::io::Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(serve(config))
}

/// Runs the server on a bound listener until `shutdown` completes (tests and the load
/// test start it this way, on port 0).
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    app: Arc<App>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let reaper = {
        let app = app.clone();
        tokio::spawn(async move {
            let every = (app.limits.idle_room / 4)
                .clamp(Duration::from_millis(50), Duration::from_secs(30));
            let mut tick = tokio::time::interval(every);
            loop {
                tick.tick().await;
                app.reclaim(Instant::now());
            }
        })
    };
    let router = http::router(app);
    // Small messages go out at once (no Nagle delay behind a large state message).
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        let _ = tcp.set_nodelay(true);
    });
    let result = axum::serve(
        listener,
        router.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await;
    reaper.abort();
    result
}
