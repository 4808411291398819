//! A bounded load test on loopback: many concurrent rooms, two bots each playing random
//! legal actions over the WebSocket protocol, game after game, for a fixed time.
//!
//! ```text
//! cargo run --release -p invokation-server --example loadtest -- [--games 200] [--seconds 60]
//!     [--url ws://127.0.0.1:8080/ws --server-pid PID]
//! ```
//!
//! Without `--url` it starts a server in this process (on a free port), so the memory it
//! reports includes the bots; with `--url` it drives a separate `invokation serve` and reads
//! that process's memory from /proc/PID/status. It reports games finished, messages per
//! second (both directions), the latency from sending an action to receiving the state it
//! produced (p50, p99, max), and memory.

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

#[derive(Default)]
struct Totals {
    messages_in: AtomicU64,
    messages_out: AtomicU64,
    games: AtomicU64,
    errors: AtomicU64,
}

struct Bot {
    ws: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    rng: u64,
    totals: Arc<Totals>,
}

impl Bot {
    async fn connect(url: &str, seed: u64, totals: Arc<Totals>) -> Result<Bot, String> {
        let (ws, _) = tokio_tungstenite::connect_async_with_config(url, None, true)
            .await
            .map_err(|e| e.to_string())?;
        Ok(Bot {
            ws,
            rng: seed | 1,
            totals,
        })
    }

    async fn send(&mut self, v: Value) -> Result<(), String> {
        self.totals.messages_out.fetch_add(1, Ordering::Relaxed);
        self.ws
            .send(Message::Text(v.to_string().into()))
            .await
            .map_err(|e| e.to_string())
    }

    async fn recv(&mut self) -> Result<Value, String> {
        loop {
            match self.ws.next().await {
                None => return Err("closed".into()),
                Some(Err(e)) => return Err(e.to_string()),
                Some(Ok(Message::Text(t))) => {
                    self.totals.messages_in.fetch_add(1, Ordering::Relaxed);
                    return serde_json::from_str(t.as_str()).map_err(|e| e.to_string());
                }
                Some(Ok(_)) => {}
            }
        }
    }

    fn below(&mut self, n: usize) -> usize {
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        (self.rng % n as u64) as usize
    }

    /// Plays until the game is over; records the latency of each action.
    async fn play(&mut self, latencies: &mut Vec<u32>, deadline: Instant) -> Result<bool, String> {
        let mut sent: Option<(u64, Instant)> = None;
        loop {
            let v = self.recv().await?;
            match v["type"].as_str() {
                Some("state") => {
                    let seq = v["seq"].as_u64().unwrap_or(0);
                    if let Some((s, t)) = sent {
                        if seq > s {
                            latencies.push(t.elapsed().as_micros() as u32);
                            sent = None;
                        }
                    }
                    if v["board"].is_null() {
                        continue;
                    }
                    if !v["board"]["outcome"].is_null() {
                        return Ok(true);
                    }
                    if Instant::now() > deadline + Duration::from_secs(30) {
                        return Ok(false);
                    }
                    if let Some(legal) = v["decision"]["legal"].as_array() {
                        if legal.is_empty() {
                            continue;
                        }
                        let a = legal[self.below(legal.len())].clone();
                        self.send(json!({"type": "act", "action": a, "seq": seq}))
                            .await?;
                        sent = Some((seq, Instant::now()));
                    }
                }
                Some("error") => {
                    if v["code"] != "stale" && v["code"] != "refused" {
                        return Err(v["message"].to_string());
                    }
                    sent = None;
                }
                _ => {}
            }
        }
    }
}

async fn slot(url: String, slot: u64, deadline: Instant, totals: Arc<Totals>) -> Vec<u32> {
    let mut lat = Vec::new();
    let mut round = 0u64;
    while Instant::now() < deadline {
        round += 1;
        let seed = slot.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ round;
        let result: Result<(), String> = async {
            let mut a = Bot::connect(&url, seed, totals.clone()).await?;
            let mut b = Bot::connect(&url, seed.rotate_left(17), totals.clone()).await?;
            a.recv().await?;
            b.recv().await?;
            a.send(json!({"type": "create", "protocol": 1, "mode": "room", "name": "load a"}))
                .await?;
            let code = loop {
                let v = a.recv().await?;
                if v["type"] == "joined" {
                    break v["room"].as_str().unwrap_or_default().to_string();
                }
            };
            b.send(json!({"type": "join", "protocol": 1, "room": code, "name": "load b"}))
                .await?;
            let mut la = Vec::new();
            let mut lb = Vec::new();
            let (ra, rb) = tokio::join!(a.play(&mut la, deadline), b.play(&mut lb, deadline));
            lat.extend(la);
            lat.extend(lb);
            if ra? && rb? {
                totals.games.fetch_add(1, Ordering::Relaxed);
            }
            Ok(())
        }
        .await;
        if let Err(e) = result {
            totals.errors.fetch_add(1, Ordering::Relaxed);
            eprintln!("slot {slot}: {e}");
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    lat
}

fn memory_kib(pid: &str, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with(field))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

fn main() {
    let mut games = 200u64;
    let mut seconds = 60u64;
    let mut url: Option<String> = None;
    let mut pid: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = || args.next().unwrap_or_else(|| panic!("{a} needs a value"));
        match a.as_str() {
            "--games" => games = val().parse().expect("--games N"),
            "--seconds" => seconds = val().parse().expect("--seconds S"),
            "--url" => url = Some(val()),
            "--server-pid" => pid = Some(val()),
            other => {
                eprintln!("unknown argument {other}; see the file's documentation");
                std::process::exit(2);
            }
        }
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    rt.block_on(async move {
        let (url, pid) = match url {
            Some(u) => (u, pid),
            None => {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let addr = listener.local_addr().unwrap();
                let app = invokation_server::App::new(invokation_server::Limits {
                    max_connections_per_addr: 100_000,
                    max_connections: 100_000,
                    ..Default::default()
                });
                tokio::spawn(invokation_server::serve_on(
                    listener,
                    app,
                    std::future::pending(),
                ));
                (format!("ws://{addr}/ws"), Some("self".to_string()))
            }
        };
        let totals = Arc::new(Totals::default());
        let start = Instant::now();
        let deadline = start + Duration::from_secs(seconds);
        let mut tasks = Vec::new();
        for i in 0..games {
            tasks.push(tokio::spawn(slot(url.clone(), i, deadline, totals.clone())));
        }
        let mut peak_rss = 0;
        let sampler = {
            let pid = pid.clone();
            tokio::spawn(async move {
                let mut peak = 0;
                loop {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    if let Some(p) = &pid {
                        peak = peak.max(memory_kib(p, "VmRSS:").unwrap_or(0));
                    }
                    if Instant::now() > deadline {
                        return peak;
                    }
                }
            })
        };
        let mut lat: Vec<u32> = Vec::new();
        for t in tasks {
            lat.extend(t.await.unwrap_or_default());
        }
        if let Ok(p) = sampler.await {
            peak_rss = p;
        }
        let elapsed = start.elapsed().as_secs_f64();
        lat.sort_unstable();
        let pct = |q: f64| {
            if lat.is_empty() {
                0.0
            } else {
                lat[((lat.len() - 1) as f64 * q) as usize] as f64 / 1000.0
            }
        };
        let inn = totals.messages_in.load(Ordering::Relaxed);
        let out = totals.messages_out.load(Ordering::Relaxed);
        println!("concurrent games: {games}, duration: {elapsed:.1} s");
        println!(
            "games finished: {}, connection errors: {}",
            totals.games.load(Ordering::Relaxed),
            totals.errors.load(Ordering::Relaxed)
        );
        println!(
            "messages: {} ({:.0}/s): {} from the server ({:.0}/s), {} to it ({:.0}/s)",
            inn + out,
            (inn + out) as f64 / elapsed,
            inn,
            inn as f64 / elapsed,
            out,
            out as f64 / elapsed
        );
        println!(
            "action -> new state latency over {} actions: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            lat.len(),
            pct(0.5),
            pct(0.99),
            pct(1.0)
        );
        if let Some(p) = &pid {
            let hwm = memory_kib(p, "VmHWM:").unwrap_or(0);
            let which = if p == "self" {
                "this process (server and bots)"
            } else {
                "the server"
            };
            println!(
                "memory of {which}: peak RSS sampled {:.1} MiB, high-water mark {:.1} MiB",
                peak_rss as f64 / 1024.0,
                hwm as f64 / 1024.0
            );
        }
    });
}
