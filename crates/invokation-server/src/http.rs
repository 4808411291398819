//! The HTTP side: the page's files, the card catalogue, deck checks, replays, counters,
//! and the WebSocket upgrade.

use crate::assets;
use crate::board::{element_name, CostView};
use crate::replay::{frames, Replay};
use crate::App;
use axum::extract::{ConnectInfo, DefaultBodyLimit, State, WebSocketUpgrade};
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use invokation::cards::{card_implemented, character_implemented};
use invokation::facts::{card_tag, CardKind, SkillKind, Weapon};
use invokation::{sharecode, CardId, CharacterId, Deck, Version};
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// The router of the whole site.
pub fn router(app: Arc<App>) -> Router {
    let body = app.limits.max_body;
    Router::new()
        .route("/ws", get(ws_upgrade))
        .route("/api/cards", get(cards))
        .route("/api/deck", post(deck))
        .route("/api/replay", post(replay))
        .route("/api/stats", get(stats))
        .fallback(get(asset))
        .layer(DefaultBodyLimit::max(body))
        .with_state(app)
}

async fn ws_upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    State(app): State<Arc<App>>,
) -> Response {
    let guard = match app.admit(addr.ip()) {
        Ok(g) => g,
        Err(why) => return (StatusCode::TOO_MANY_REQUESTS, why).into_response(),
    };
    let max = app.limits.max_message;
    ws.max_message_size(max)
        .max_frame_size(max)
        .on_upgrade(move |socket| crate::ws::connection(app, socket, guard))
}

async fn asset(uri: Uri) -> Response {
    match assets::find(uri.path()) {
        Some(a) => (
            [
                (header::CONTENT_TYPE, a.mime),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            a.body,
        )
            .into_response(),
        None => (StatusCode::NOT_FOUND, "not found").into_response(),
    }
}

fn bad(message: impl Into<String>) -> Response {
    (
        StatusCode::BAD_REQUEST,
        Json(serde_json::json!({"error": message.into()})),
    )
        .into_response()
}

#[derive(Serialize)]
struct SkillInfo {
    index: usize,
    id: u32,
    name: &'static str,
    kind: &'static str,
    cost: CostView,
}

#[derive(Serialize)]
struct CharacterInfo {
    id: u32,
    name: &'static str,
    element: Option<&'static str>,
    weapon: &'static str,
    hp: u8,
    max_energy: u8,
    skills: Vec<SkillInfo>,
}

#[derive(Serialize)]
struct CardInfo {
    id: u32,
    name: &'static str,
    kind: &'static str,
    tags: Vec<&'static str>,
    cost: CostView,
    /// The character of a talent card.
    character: Option<u32>,
}

#[derive(Serialize)]
struct BuiltinDeck {
    name: &'static str,
    characters: Vec<u32>,
    cards: Vec<u32>,
}

#[derive(Serialize)]
struct Catalog {
    version: String,
    characters: Vec<CharacterInfo>,
    cards: Vec<CardInfo>,
    decks: Vec<BuiltinDeck>,
}

fn weapon_name(w: Weapon) -> &'static str {
    match w {
        Weapon::None => "none",
        Weapon::Sword => "sword",
        Weapon::Claymore => "claymore",
        Weapon::Polearm => "polearm",
        Weapon::Catalyst => "catalyst",
        Weapon::Bow => "bow",
    }
}

fn tag_names(tags: u32) -> Vec<&'static str> {
    [
        (card_tag::TALENT, "talent"),
        (card_tag::COMBAT_ACTION, "combat action"),
        (card_tag::FOOD, "food"),
        (card_tag::WEAPON, "weapon"),
        (card_tag::ARTIFACT, "artifact"),
        (card_tag::COMPANION, "companion"),
        (card_tag::LOCATION, "location"),
        (card_tag::ITEM, "item"),
        (card_tag::RESONANCE, "resonance"),
        (card_tag::LEGEND, "arcane legend"),
        (card_tag::TECHNIQUE, "technique"),
    ]
    .into_iter()
    .filter(|(bit, _)| tags & bit != 0)
    .map(|(_, n)| n)
    .collect()
}

/// The implemented characters and action cards players can put in a deck, in `version`.
fn catalog(version: Version) -> Catalog {
    let characters = CharacterId::ALL
        .into_iter()
        .filter(|&c| character_implemented(c))
        .filter_map(|c| c.facts(version).filter(|f| f.obtainable).map(|f| (c, f)))
        .map(|(c, f)| CharacterInfo {
            id: c.official_id(),
            name: c.name(),
            element: f.element.map(element_name),
            weapon: weapon_name(f.weapon),
            hp: f.hp,
            max_energy: f.max_energy,
            skills: f
                .skills
                .iter()
                .enumerate()
                .filter(|(_, s)| !s.hidden && s.kind != SkillKind::Other)
                .map(|(i, s)| SkillInfo {
                    index: i,
                    id: s.id,
                    name: s.name,
                    kind: match s.kind {
                        SkillKind::Normal => "normal",
                        SkillKind::Elemental => "elemental",
                        SkillKind::Burst => "burst",
                        _ => "passive",
                    },
                    cost: CostView::of(&s.cost),
                })
                .collect(),
        })
        .collect();
    let cards = CardId::ALL
        .into_iter()
        .filter(|&c| card_implemented(c))
        .filter_map(|c| c.facts(version).filter(|f| f.obtainable).map(|f| (c, f)))
        .map(|(c, f)| CardInfo {
            id: c.official_id(),
            name: c.name(),
            kind: match f.kind {
                CardKind::Event => "event",
                CardKind::Equipment => "equipment",
                CardKind::Support => "support",
            },
            tags: tag_names(f.tags),
            cost: CostView::of(&f.cost),
            character: f.character.map(|c| c.official_id()),
        })
        .collect();
    let decks = invokation::builtin_decks()
        .into_iter()
        .filter(|(_, d)| d.cards.len() == 30)
        .map(|(name, d)| BuiltinDeck {
            name,
            characters: d.characters.iter().map(|c| c.official_id()).collect(),
            cards: d.cards.iter().map(|c| c.official_id()).collect(),
        })
        .collect();
    Catalog {
        version: version.to_string(),
        characters,
        cards,
        decks,
    }
}

async fn cards() -> Response {
    Json(catalog(Version::LATEST)).into_response()
}

/// A deck to check: a share code, or ids.
#[derive(Deserialize)]
struct DeckRequest {
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    characters: Option<Vec<u32>>,
    #[serde(default)]
    cards: Option<Vec<u32>>,
}

#[derive(Serialize)]
struct DeckAnswer {
    /// The deck follows the deck-building rules (and the engine implements it).
    ok: bool,
    /// What is wrong, in words (the first rule broken), or null.
    error: Option<String>,
    characters: Vec<u32>,
    cards: Vec<u32>,
    /// The share code (when the deck has 3 characters and 30 cards).
    code: Option<String>,
    /// The text deck format.
    text: String,
}

fn deck_answer(deck: &Deck, version: Version) -> DeckAnswer {
    let implemented = deck
        .characters
        .iter()
        .find(|&&c| !character_implemented(c))
        .map(|c| format!("{c} is not implemented yet"))
        .or_else(|| {
            deck.cards
                .iter()
                .find(|&&c| !card_implemented(c))
                .map(|c| format!("{c} is not implemented yet"))
        });
    let error = match deck.check_rules(version) {
        Err(e) => Some(e.to_string()),
        Ok(()) => implemented,
    };
    DeckAnswer {
        ok: error.is_none(),
        error,
        characters: deck.characters.iter().map(|c| c.official_id()).collect(),
        cards: deck.cards.iter().map(|c| c.official_id()).collect(),
        code: if deck.cards.len() == 30 {
            sharecode::encode(deck, version).ok()
        } else {
            None
        },
        text: deck.to_text(),
    }
}

async fn deck(body: axum::body::Bytes) -> Response {
    let req: DeckRequest = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return bad(format!("not a deck request: {e}")),
    };
    let version = Version::LATEST;
    if let Some(code) = req.code {
        if code.len() > 200 {
            return bad("a share code is at most 200 characters");
        }
        return match sharecode::decode(code.trim(), version) {
            Ok(d) => Json(deck_answer(&d, version)).into_response(),
            Err(e) => bad(format!("not a valid share code: {e}")),
        };
    }
    let (Some(chars), Some(cards)) = (req.characters, req.cards) else {
        return bad("send a share code (\"code\") or \"characters\" and \"cards\" (official ids)");
    };
    if chars.len() != 3 {
        return bad(format!("a deck has 3 characters, not {}", chars.len()));
    }
    if cards.len() > 40 {
        return bad(format!("a deck has 30 action cards, not {}", cards.len()));
    }
    let mut characters = [CharacterId::ALL[0]; 3];
    for (slot, &id) in characters.iter_mut().zip(&chars) {
        match CharacterId::from_official_id(id) {
            Some(c) => *slot = c,
            None => return bad(format!("no character has id {id}")),
        }
    }
    let mut list = Vec::with_capacity(cards.len());
    for &id in &cards {
        match CardId::from_official_id(id) {
            Some(c) => list.push(c),
            None => return bad(format!("no action card has id {id}")),
        }
    }
    let deck = Deck {
        characters,
        cards: list,
    };
    Json(deck_answer(&deck, version)).into_response()
}

async fn replay(body: axum::body::Bytes) -> Response {
    let rep: Replay = match serde_json::from_slice(&body) {
        Ok(r) => r,
        Err(e) => return bad(format!("not a replay file: {e}")),
    };
    // Re-running a long replay takes milliseconds; keep it off the async threads.
    match tokio::task::spawn_blocking(move || frames(&rep)).await {
        Ok(Ok(f)) => Json(f).into_response(),
        Ok(Err(e)) => bad(e),
        Err(_) => (StatusCode::INTERNAL_SERVER_ERROR, "internal error").into_response(),
    }
}

async fn stats(State(app): State<Arc<App>>) -> Response {
    let s = &app.stats;
    let rooms = app.room_count();
    Json(serde_json::json!({
        "rooms": rooms,
        "connections": s.connections.load(Ordering::Relaxed),
        "connections_total": s.connections_total.load(Ordering::Relaxed),
        "messages_in": s.messages_in.load(Ordering::Relaxed),
        "messages_out": s.messages_out.load(Ordering::Relaxed),
        "rooms_reclaimed": s.rooms_reclaimed.load(Ordering::Relaxed),
        "memory_rss_kib": rss_kib(),
    }))
    .into_response()
}

/// The resident memory of this process in KiB (Linux), if known.
pub fn rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}
