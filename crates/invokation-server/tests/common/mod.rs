//! A server on a free port and a small WebSocket client for the tests.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use invokation_server::{serve_on, App, Limits};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A running server.
pub struct Server {
    pub addr: SocketAddr,
    pub app: Arc<App>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
    }
}

pub async fn start(limits: Limits) -> Server {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = App::new(limits);
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let a = app.clone();
    tokio::spawn(async move {
        let _ = serve_on(listener, a, async {
            let _ = rx.await;
        })
        .await;
    });
    Server {
        addr,
        app,
        stop: Some(tx),
    }
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every message received, in order.
    pub seen: Vec<Value>,
    /// Messages skipped by `until`, to be received again.
    stash: std::collections::VecDeque<Value>,
}

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .expect("connect");
        let mut c = Client {
            ws,
            seen: Vec::new(),
            stash: Default::default(),
        };
        let w = c.recv().await;
        assert_eq!(w["type"], "welcome");
        assert_eq!(w["protocol"], 1);
        c
    }

    pub async fn send(&mut self, v: Value) {
        self.ws
            .send(Message::Text(v.to_string().into()))
            .await
            .unwrap();
    }

    pub async fn send_raw(&mut self, m: Message) {
        self.ws.send(m).await.unwrap();
    }

    /// The next JSON message (panics after 10 s).
    pub async fn recv(&mut self) -> Value {
        if let Some(v) = self.stash.pop_front() {
            return v;
        }
        loop {
            let Ok(m) = tokio::time::timeout(Duration::from_secs(10), self.ws.next()).await else {
                let last: Vec<String> = self
                    .seen
                    .iter()
                    .rev()
                    .take(4)
                    .map(|v| {
                        let t = v.to_string();
                        t.chars().take(1500).collect()
                    })
                    .collect();
                panic!("no message within 10 s; the last ones received, newest first: {last:#?}");
            };
            let m = m.expect("connection open").expect("no error");
            if let Message::Text(t) = m {
                let v: Value = serde_json::from_str(t.as_str()).unwrap();
                self.seen.push(v.clone());
                return v;
            }
        }
    }

    /// Receives until a message of this type (returns it); other messages are dropped.
    pub async fn until(&mut self, ty: &str) -> Value {
        loop {
            let v = self.recv().await;
            if v["type"] == ty {
                return v;
            }
        }
    }

    /// Receives until a message satisfies `f`; the `state` messages passed over are kept
    /// to be received again.
    pub async fn until_keep_states(&mut self, f: impl Fn(&Value) -> bool) -> Value {
        let mut kept = Vec::new();
        let found = loop {
            let v = self.recv().await;
            if f(&v) {
                break v;
            }
            if v["type"] == "state" {
                kept.push(v);
            }
        };
        for v in kept.into_iter().rev() {
            self.stash.push_front(v);
        }
        found
    }

    /// Receives until a message satisfies `f`.
    pub async fn until_fn(&mut self, f: impl Fn(&Value) -> bool) -> Value {
        loop {
            let v = self.recv().await;
            if f(&v) {
                return v;
            }
        }
    }

    /// Whether the server closed the connection within `d`.
    pub async fn closed_within(&mut self, d: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + d;
        loop {
            match tokio::time::timeout_at(deadline, self.ws.next()).await {
                Err(_) => return false,
                Ok(None) | Ok(Some(Err(_))) => return true,
                Ok(Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => {}
            }
        }
    }
}

pub fn create(mode: &str, extra: Value) -> Value {
    let mut v = json!({"type": "create", "protocol": 1, "mode": mode});
    if let (Some(o), Some(e)) = (v.as_object_mut(), extra.as_object()) {
        for (k, x) in e {
            o.insert(k.clone(), x.clone());
        }
    }
    v
}

/// A small deterministic generator for the tests' random choices.
pub struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The default limits without the message rate limit: a test client playing a whole game
/// sends its choices faster than a person (the rate limit has its own test).
pub fn play_limits() -> Limits {
    Limits {
        rate_per_second: 1e9,
        rate_burst: 1e9,
        ..Limits::default()
    }
}
