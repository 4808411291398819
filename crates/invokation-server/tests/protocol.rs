//! The WebSocket protocol end to end: real sockets against a server on a free port.

mod common;

use common::{create, play_limits, start, Client, Lcg};
use invokation_server::Limits;
use serde_json::{json, Value};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

/// Plays random legal actions (`act`) for every decision this client gets until the
/// game is over; returns the last state message.
async fn play_random(c: &mut Client, rng: &mut Lcg) -> Value {
    loop {
        let v = c.until("state").await;
        if !v["board"]["outcome"].is_null() {
            return v;
        }
        let d = &v["decision"];
        if d.is_null() {
            continue;
        }
        let legal = d["legal"].as_array().unwrap();
        assert!(!legal.is_empty(), "a decision has legal actions");
        let a = legal[rng.below(legal.len())].clone();
        c.send(json!({"type": "act", "action": a, "seat": d["seat"], "seq": v["seq"]}))
            .await;
    }
}

#[tokio::test]
async fn agent_game_plays_to_the_end_and_gives_its_replay() {
    let s = start(play_limits()).await;
    let mut c = Client::connect(s.addr).await;
    c.send(create(
        "agent",
        json!({"agent": "random", "seed": 7, "name": "tester"}),
    ))
    .await;
    let j = c.until("joined").await;
    assert_eq!(j["seats"], json!([1]));
    assert_eq!(j["token"].as_str().unwrap().len(), 32);
    let last = play_random(&mut c, &mut Lcg(1)).await;
    assert!(["p1", "p2", "draw", "both_lose"].contains(&last["board"]["outcome"].as_str().unwrap()));
    c.send(json!({"type": "replay"})).await;
    let r = c.until("replay").await;
    let replay: invokation_server::replay::Replay =
        serde_json::from_value(r["replay"].clone()).unwrap();
    assert_eq!(replay.seed, 7);
    assert_eq!(replay.players[1], "agent random");
    // The replay runs again to the same end.
    let f = invokation_server::replay::frames(&replay).unwrap();
    assert_eq!(f.diverged, None);
    assert_eq!(f.frames.len(), replay.actions.len() + 1);
    assert_eq!(
        f.frames.last().unwrap().board.outcome,
        last["board"]["outcome"].as_str()
    );
}

#[tokio::test]
async fn the_replay_is_refused_before_the_end() {
    let s = start(play_limits()).await;
    let mut c = Client::connect(s.addr).await;
    c.send(create("agent", json!({"agent": "random"}))).await;
    c.until("joined").await;
    c.send(json!({"type": "replay"})).await;
    let e = c.until("error").await;
    assert_eq!(e["code"], "refused");
}

/// Follows the option tree at random: the look-ahead, then payments and selections
/// through `options` requests. Returns a complete path.
async fn random_path(
    c: &mut Client,
    seat: &Value,
    options: &Value,
    rng: &mut Lcg,
) -> Option<Vec<String>> {
    let mut path: Vec<String> = Vec::new();
    let mut opts = options.as_array().unwrap().clone();
    loop {
        assert!(!opts.is_empty(), "options at every step: {path:?}");
        // In a selection, finish after at most two picks.
        let pick = if path.len() >= 2 {
            opts.iter()
                .find(|o| o["choice"] == "done")
                .cloned()
                .unwrap_or_else(|| opts[rng.below(opts.len())].clone())
        } else {
            opts[rng.below(opts.len())].clone()
        };
        path.push(pick["choice"].as_str().unwrap().to_string());
        if let Some(next) = pick.get("next") {
            opts = next.as_array().unwrap().clone();
            continue;
        }
        if pick.get("pay").is_none() && pick.get("open").is_none() {
            return Some(path);
        }
        // Ask the server what follows (an error: the state moved on).
        let o = ask(c, seat, &path).await?;
        if o["complete"] == true {
            return Some(path);
        }
        if let Some(pay) = o.get("pay").filter(|p| !p.is_null()) {
            // Pay die by die half of the time, else automatically.
            let faces = pay["faces"].as_array().unwrap();
            if rng.below(2) == 0 && !faces.is_empty() {
                path.push(format!(
                    "die:{}",
                    faces[rng.below(faces.len())].as_str().unwrap()
                ));
                let o = ask(c, seat, &path).await?;
                if o["complete"] == true {
                    return Some(path);
                }
                opts = o["options"].as_array().unwrap().clone();
                // Then the rest automatically.
                if opts.iter().any(|x| x["choice"] == "auto") {
                    path.push("auto".into());
                    return Some(path);
                }
                continue;
            }
            path.push("auto".into());
            return Some(path);
        }
        opts = o["options"].as_array().unwrap().clone();
    }
}

/// The options after `path`, or None if the server refuses (the state moved on).
async fn ask(c: &mut Client, seat: &Value, path: &[String]) -> Option<Value> {
    let id = path.len() as u64 * 1000 + seat.as_u64().unwrap();
    c.send(json!({"type": "options", "path": path, "seat": seat, "id": id}))
        .await;
    let o = c
        .until_keep_states(|v| (v["type"] == "options" || v["type"] == "error") && v["id"] == id)
        .await;
    (o["type"] == "options").then_some(o)
}

#[tokio::test]
async fn hotseat_game_by_choice_paths() {
    let s = start(play_limits()).await;
    let mut c = Client::connect(s.addr).await;
    c.send(create("hotseat", json!({"seed": 3}))).await;
    let j = c.until("joined").await;
    assert_eq!(j["seats"], json!([1, 2]));
    let mut rng = Lcg(5);
    let mut decisions = 0;
    loop {
        let v = c.until("state").await;
        if !v["board"]["outcome"].is_null() {
            break;
        }
        let d = v["decision"].clone();
        if d.is_null() {
            continue;
        }
        // A state may be stale by now (the other seat decided meanwhile): then the server
        // refuses the options or the choice, and the next state comes.
        let Some(path) = random_path(&mut c, &d["seat"], &d["options"], &mut rng).await else {
            // Refused only because that state was overtaken by a newer one of that seat.
            assert!(
                c.seen.iter().any(|m| m["type"] == "state"
                    && m["seat"] == d["seat"]
                    && m["seq"].as_u64() > v["seq"].as_u64()),
                "options refused on the newest state: {:?}",
                c.seen.last()
            );
            continue;
        };
        c.send(json!({"type": "choose", "path": path, "seat": d["seat"], "seq": v["seq"]}))
            .await;
        decisions += 1;
        assert!(decisions < 3000, "the game ends");
    }
    // Some choices may have been refused as stale (both seats decide at once in the
    // simultaneous phases), never for another reason.
    for m in &c.seen {
        // (Refused `options` requests, with an id, are checked above.)
        if m["type"] == "error" && m["id"].is_null() {
            assert!(
                m["code"] == "stale" || m["message"].as_str().unwrap().contains("no decision"),
                "{m}"
            );
        }
    }
    assert!(decisions > 20);
}

/// Asserts a state message shows nothing of `hidden` seats' hands and dice.
fn assert_hidden(v: &Value, hidden: &[usize]) {
    let sides = v["board"]["sides"].as_array().unwrap();
    for &i in hidden {
        assert!(
            sides[i]["hand"].is_null(),
            "hand of seat {} sent: {v}",
            i + 1
        );
        assert!(
            sides[i]["dice"].is_null(),
            "dice of seat {} sent: {v}",
            i + 1
        );
        let p = format!("p{}", i + 1);
        for line in v["log"].as_array().unwrap() {
            let line = line.as_str().unwrap();
            if let Some(rest) = line.strip_prefix(&format!("{p} draws ")) {
                assert_eq!(rest, "a card", "{line}");
            }
            assert!(!line.starts_with(&format!("{p} dice:")), "{line}");
            assert!(!line.starts_with(&format!("{p} chooses ")), "{line}");
        }
    }
}

#[tokio::test]
async fn room_for_two_clients_and_a_spectator_hides_what_it_must() {
    let s = start(play_limits()).await;
    let mut a = Client::connect(s.addr).await;
    a.send(create("room", json!({"deck": "icy-rain", "name": "Ann"})))
        .await;
    let ja = a.until("joined").await;
    let code = ja["room"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 6);
    let wait = a.until("state").await;
    assert!(wait["board"].is_null(), "no game before the second player");
    let mut b = Client::connect(s.addr).await;
    b.send(json!({"type": "join", "protocol": 1, "room": code.to_lowercase(), "deck": "fire-and-thunder", "name": "Bob"}))
        .await;
    let jb = b.until("joined").await;
    assert_eq!(jb["seats"], json!([2]));
    let mut w = Client::connect(s.addr).await;
    w.send(json!({"type": "watch", "protocol": 1, "room": code}))
        .await;
    let jw = w.until("joined").await;
    assert_eq!(jw["seats"], json!([]));
    assert!(jw["token"].is_null());
    // A third player cannot take a seat.
    let mut x = Client::connect(s.addr).await;
    x.send(json!({"type": "join", "protocol": 1, "room": code}))
        .await;
    assert_eq!(x.until("error").await["code"], "refused");

    // Both play random legal actions, each on its own task.
    let ta = tokio::spawn(async move {
        let last = play_random(&mut a, &mut Lcg(11)).await;
        (a, last)
    });
    let tb = tokio::spawn(async move {
        let last = play_random(&mut b, &mut Lcg(12)).await;
        (b, last)
    });
    let (a, la) = ta.await.unwrap();
    let (b, lb) = tb.await.unwrap();
    assert_eq!(la["board"]["outcome"], lb["board"]["outcome"]);
    w.until_fn(|v| v["type"] == "state" && !v["board"]["outcome"].is_null())
        .await;
    for m in a
        .seen
        .iter()
        .filter(|m| m["type"] == "state" && !m["board"].is_null())
    {
        assert_eq!(m["seat"], 1);
        assert!(!m["board"]["sides"][0]["hand"].is_null(), "own hand shown");
        assert_hidden(m, &[1]);
        if !m["decision"].is_null() {
            assert_eq!(m["decision"]["seat"], 1);
        }
    }
    for m in b
        .seen
        .iter()
        .filter(|m| m["type"] == "state" && !m["board"].is_null())
    {
        assert_hidden(m, &[0]);
    }
    let mut states = 0;
    for m in w
        .seen
        .iter()
        .filter(|m| m["type"] == "state" && !m["board"].is_null())
    {
        assert!(m["seat"].is_null());
        assert!(m["decision"].is_null());
        assert_hidden(m, &[0, 1]);
        states += 1;
    }
    assert!(states > 10);
}

/// Sends a request with a fresh id and returns its answer.
async fn req(c: &mut Client, mut v: Value) -> Value {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1_000_000);
    let id = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    v["id"] = id.into();
    c.send(v).await;
    c.until_fn(|m| m["id"] == id).await
}

/// Keeps everything (no redraw, no reroll, the first character) until the Action Phase;
/// returns the first state of the Action Phase.
async fn to_action_phase(mut c: Client) -> (Client, Value) {
    loop {
        let v = c.until("state").await;
        if v["board"]["phase"] == "action" {
            return (c, v);
        }
        if v["decision"].is_null() {
            continue;
        }
        let path = match v["decision"]["kind"].as_str().unwrap() {
            "choose_active" => json!(["char:0"]),
            _ => json!(["done"]),
        };
        c.send(json!({"type": "choose", "path": path, "seq": v["seq"]}))
            .await;
    }
}

/// A room with two clients whose game has reached the Action Phase: (client of seat 1,
/// its first Action Phase state, client of seat 2, room code).
async fn room_in_action_phase(addr: std::net::SocketAddr) -> (Client, Value, Client, String) {
    let mut a = Client::connect(addr).await;
    a.send(create("room", json!({}))).await;
    let code = a.until("joined").await["room"]
        .as_str()
        .unwrap()
        .to_string();
    let mut b = Client::connect(addr).await;
    b.send(json!({"type": "join", "protocol": 1, "room": code}))
        .await;
    b.until("joined").await;
    let ((a, va), (b, _)) = tokio::join!(to_action_phase(a), to_action_phase(b));
    (a, va, b, code)
}

#[tokio::test]
async fn other_seat_out_of_turn_and_spectator_actions_are_refused() {
    let s = start(play_limits()).await;
    let (mut a, va, mut b, code) = room_in_action_phase(s.addr).await;
    // Seat 1 acts first in round 1.
    assert_eq!(va["decision"]["kind"], "action");
    let seq = va["seq"].clone();
    // Seat 2 tries to act out of turn, and for seat 1.
    let e = req(&mut b, json!({"type": "choose", "path": ["kind:end"]})).await;
    assert_eq!(e["code"], "refused");
    assert!(
        e["message"].as_str().unwrap().contains("no decision"),
        "{e}"
    );
    let e = req(&mut b, json!({"type": "act", "action": "p1 end"})).await;
    assert!(
        e["message"].as_str().unwrap().contains("you play p2"),
        "{e}"
    );
    let e = req(
        &mut b,
        json!({"type": "choose", "path": ["kind:end"], "seat": 1}),
    )
    .await;
    assert!(e["message"].as_str().unwrap().contains("not yours"), "{e}");
    // A spectator cannot act.
    let mut w = Client::connect(s.addr).await;
    w.send(json!({"type": "watch", "protocol": 1, "room": code}))
        .await;
    w.until("joined").await;
    assert!(
        req(&mut w, json!({"type": "act", "action": "p1 end"})).await["message"]
            .as_str()
            .unwrap()
            .contains("spectators")
    );
    // A choice that is not offered, an unknown token, an incomplete path, a stale seq.
    assert_eq!(
        req(
            &mut a,
            json!({"type": "choose", "path": ["kind:play", "card:1"]})
        )
        .await["code"],
        "refused"
    );
    assert!(
        req(&mut a, json!({"type": "choose", "path": ["kind:fly"]})).await["message"]
            .as_str()
            .unwrap()
            .contains("unknown choice")
    );
    assert!(
        req(&mut a, json!({"type": "choose", "path": []})).await["message"]
            .as_str()
            .unwrap()
            .contains("whole action")
    );
    assert_eq!(
        req(
            &mut a,
            json!({"type": "choose", "path": ["kind:end"], "seq": 0})
        )
        .await["code"],
        "stale"
    );
    // Nothing changed: seat 1 still decides, at the same seq, and can end its round.
    let o = req(&mut a, json!({"type": "options", "path": []})).await;
    assert_eq!(o["seq"], seq);
    assert!(o["options"]
        .as_array()
        .unwrap()
        .iter()
        .any(|x| x["choice"] == "kind:end"));
    a.send(json!({"type": "choose", "path": ["kind:end"], "seq": seq}))
        .await;
    let v = a
        .until_fn(|v| v["type"] == "state" && v["seq"] != seq)
        .await;
    assert!(v["board"]["sides"][0]["declared_end"] == true, "{v}");
}

#[tokio::test]
async fn malformed_and_hostile_messages_get_errors_and_change_nothing() {
    let s = start(play_limits()).await;
    let mut c = Client::connect(s.addr).await;
    for bad in [
        "not json",
        "{}",
        "[1,2,3]",
        r#"{"type":"fly"}"#,
        r#"{"type":"create"}"#,
        r#"{"type":"create","protocol":1,"mode":"chess"}"#,
        r#"{"type":"options","path":"kind:end"}"#,
        r#"{"type":"ping","t":"x"}"#,
    ] {
        c.send_raw(Message::Text(bad.into())).await;
        let e = c.until("error").await;
        assert_eq!(e["code"], "bad_message", "{bad}: {e}");
    }
    c.send(json!({"type": "create", "protocol": 2, "mode": "agent"}))
        .await;
    assert!(c.until("error").await["message"]
        .as_str()
        .unwrap()
        .contains("protocol 1"));
    c.send(create("agent", json!({"deck": "no such deck"})))
        .await;
    assert_eq!(c.until("error").await["code"], "bad_request");
    c.send(create(
        "agent",
        json!({"agent": "mcts", "strength": 100000000}),
    ))
    .await;
    assert_eq!(c.until("error").await["code"], "bad_request");
    c.send(create("agent", json!({"seat": 3}))).await;
    assert_eq!(c.until("error").await["code"], "bad_request");
    c.send(json!({"type": "join", "protocol": 1, "room": "ZZZZZZ"}))
        .await;
    assert_eq!(c.until("error").await["code"], "not_found");
    c.send(json!({"type": "resume", "protocol": 1, "room": "ZZZZZZ", "token": "x"}))
        .await;
    assert_eq!(c.until("error").await["code"], "not_found");
    c.send(json!({"type": "act", "action": "p1 end"})).await;
    assert!(c.until("error").await["message"]
        .as_str()
        .unwrap()
        .contains("join or create"));
    c.send_raw(Message::Binary(vec![1, 2, 3].into())).await;
    assert_eq!(c.until("error").await["code"], "bad_message");
    assert_eq!(
        s.app.room_count(),
        0,
        "no room was made by refused messages"
    );
    // A very long path is refused.
    c.send(create("agent", json!({"agent": "random"}))).await;
    c.until("joined").await;
    let long = vec!["auto"; 100];
    c.send(json!({"type": "options", "path": long})).await;
    assert!(c.until("error").await["message"]
        .as_str()
        .unwrap()
        .contains("at most"));
    // The connection still works.
    c.send(json!({"type": "ping", "t": 42})).await;
    assert_eq!(c.until("pong").await["t"], 42.0);
}

#[tokio::test]
async fn an_oversized_message_closes_only_that_connection() {
    let s = start(Limits {
        max_message: 1024,
        ..Limits::default()
    })
    .await;
    let mut big = Client::connect(s.addr).await;
    let mut other = Client::connect(s.addr).await;
    big.send_raw(Message::Text("x".repeat(10_000).into())).await;
    assert!(big.closed_within(Duration::from_secs(5)).await);
    other.send(json!({"type": "ping", "t": 1})).await;
    assert_eq!(other.until("pong").await["t"], 1.0);
}

#[tokio::test]
async fn reconnecting_with_the_token_gets_the_game_back() {
    let s = start(play_limits()).await;
    let mut c = Client::connect(s.addr).await;
    c.send(create("agent", json!({"agent": "greedy", "seed": 9})))
        .await;
    let j = c.until("joined").await;
    let v = c
        .until_fn(|v| v["type"] == "state" && !v["decision"].is_null())
        .await;
    let log = v["log"].as_array().unwrap().clone();
    drop(c);
    let mut c2 = Client::connect(s.addr).await;
    c2.send(json!({"type": "resume", "protocol": 1, "room": j["room"], "token": "0".repeat(32)}))
        .await;
    assert_eq!(c2.until("error").await["code"], "refused");
    c2.send(json!({"type": "resume", "protocol": 1, "room": j["room"], "token": j["token"]}))
        .await;
    assert_eq!(c2.until("joined").await["seats"], json!([1]));
    let v2 = c2.until("state").await;
    // Our redraw is still to make, with the same hand (the agent may have made its own).
    assert_eq!(v2["decision"], v["decision"]);
    assert_eq!(v2["board"]["sides"][0], v["board"]["sides"][0]);
    assert_eq!(v2["log_start"], 0);
    let log2 = v2["log"].as_array().unwrap();
    assert_eq!(&log2[..log.len()], &log[..], "the whole log again");
}

#[tokio::test]
async fn limits_on_connections_and_rooms() {
    let s = start(Limits {
        max_connections_per_addr: 2,
        max_rooms: 1,
        ..Limits::default()
    })
    .await;
    let mut a = Client::connect(s.addr).await;
    let _b = Client::connect(s.addr).await;
    let third = tokio_tungstenite::connect_async(format!("ws://{}/ws", s.addr)).await;
    assert!(
        third.is_err(),
        "a third connection from one address is refused"
    );
    a.send(create("agent", json!({"agent": "random"}))).await;
    a.until("joined").await;
    let mut b = _b;
    b.send(create("agent", json!({"agent": "random"}))).await;
    assert_eq!(b.until("error").await["code"], "limit");
    drop(a);
    // The place is given back once a connection closes.
    let mut ok = false;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        if tokio_tungstenite::connect_async(format!("ws://{}/ws", s.addr))
            .await
            .is_ok()
        {
            ok = true;
            break;
        }
    }
    assert!(ok);
}

#[tokio::test]
async fn too_many_messages_are_refused_not_processed() {
    let s = start(Limits {
        rate_per_second: 0.01,
        rate_burst: 3.0,
        ..Limits::default()
    })
    .await;
    let mut c = Client::connect(s.addr).await;
    for t in 0..6 {
        c.send(json!({"type": "ping", "t": t})).await;
    }
    let mut pongs = 0;
    let mut limited = 0;
    for _ in 0..6 {
        let v = c.recv().await;
        match v["type"].as_str().unwrap() {
            "pong" => pongs += 1,
            "error" => {
                assert_eq!(v["code"], "limit");
                limited += 1
            }
            other => panic!("{other}"),
        }
    }
    assert_eq!((pongs, limited), (3, 3));
}

#[tokio::test]
async fn idle_rooms_are_reclaimed_and_vanished_clients_closed() {
    let s = start(Limits {
        idle_room: Duration::from_millis(200),
        client_timeout: Duration::from_millis(300),
        ping_interval: Duration::from_secs(60),
        ..Limits::default()
    })
    .await;
    let mut c = Client::connect(s.addr).await;
    c.send(create("agent", json!({"agent": "random"}))).await;
    c.until("joined").await;
    assert_eq!(s.app.room_count(), 1);
    // The client says nothing: the server closes it, then reclaims the room.
    assert!(c.closed_within(Duration::from_secs(3)).await);
    let mut gone = false;
    for _ in 0..100 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        if s.app.room_count() == 0 {
            gone = true;
            break;
        }
    }
    assert!(gone, "the idle room is reclaimed");
}

#[tokio::test]
async fn a_client_that_stops_reading_does_not_stall_its_room() {
    let s = start(Limits {
        out_queue: 4,
        ..Limits::default()
    })
    .await;
    let (mut a, _, mut b, code) = room_in_action_phase(s.addr).await;
    // A spectator that never reads again.
    let mut w = Client::connect(s.addr).await;
    w.send(json!({"type": "watch", "protocol": 1, "room": code}))
        .await;
    w.until("joined").await;
    // The players finish their game all the same.
    let ta = tokio::spawn(async move { play_random(&mut a, &mut Lcg(21)).await });
    let tb = tokio::spawn(async move { play_random(&mut b, &mut Lcg(22)).await });
    let done = tokio::time::timeout(Duration::from_secs(60), async {
        (ta.await.unwrap(), tb.await.unwrap())
    })
    .await
    .expect("the game ends while a spectator is stalled");
    assert_eq!(done.0["board"]["outcome"], done.1["board"]["outcome"]);
    drop(w);
}
