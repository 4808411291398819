//! `invokation pipe`: one game driven by another program, one JSON request per line on
//! standard input, one JSON answer per line on standard output. The differential tool
//! (`tools/differential/`) uses it to play invokation in lockstep with the reference.
//!
//! Requests (`{"cmd": ...}`):
//! - `new`: `{"version": "6.5.0", "all_omni": true, "decks": [{"characters": [ids],
//!   "cards": [ids, top of the pile first]}, ...]}` starts a game at its very start.
//! - `scenario`: `{"scenario": {...}}` loads a position (the format of `docs/scenario.md`,
//!   its `actions` ignored).
//! - `status`: what the game waits for, the legal actions (notation and a comparison key),
//!   and the state.
//! - `act`: `{"action": "p1 skill Normal Attack"}` applies one action.
//! - `chance`: `{"outcome": ...}` answers the chance request (`{"Index": k}`,
//!   `{"Dice": [8 counts]}`, `{"Shuffle": [...]}`, or `"identity"` for a shuffle keeping
//!   the pile's order).
//! - `try_chance`: the state after each possible outcome of the chance request (run to the
//!   next stop), without changing the game; for a card put at one of a few random places of
//!   a pile, the states after each way the next such cards can go too (several tries with
//!   one first outcome).
//! - `record`: the game so far as a replay file (a game) or a scenario file (a position),
//!   with its chance outcomes, runnable by `invokation replay` / `invokation scenario`.
//! - `cards`: the implemented characters and action cards of the version, their names, and
//!   the implemented entities with their kind (`Status`, `CombatStatus`, ...).
//! - `pool`: `{"characters": [ids]}` the implemented action cards a deck of these
//!   characters may hold (deck-building rules of the version).
//!
//! Every answer has `"ok": true` or `"ok": false, "error": "..."`.

use crate::replay::Replay;
use crate::Fail;
use invokation::chance::{ChanceOutcome, ChanceRequest};
use invokation::facts::{CardId, CharacterId, EntityId, SkillKind};
use invokation::notation::{format_action, parse_action};
use invokation::scenario::Scenario;
use invokation::state::{Status, NO_DURATION};
use invokation::{Action, Deck, GameConfig, GameState, Pending, Player, Target, Version};
use serde_json::{json, Value};
use std::io::{BufRead, Write};

/// `try_chance` looks ahead through the next random places of cards put into a pile when
/// each has at most this many places (10: the Consecrated Scorpion's 2 Energy Blocks among
/// the top 10 cards) ...
const PLACES_AHEAD: usize = 10;
/// ... and while the ways they can go together are at most this many ...
const LEAVES_AHEAD: usize = 100;
/// ... for at most this many more cards.
const DEPTH_AHEAD: usize = 3;

/// Arguments of `pipe`.
#[derive(clap::Args)]
pub struct Args {}

enum Origin {
    Game {
        config: GameConfig,
        decks: [Deck; 2],
    },
    Position(Box<Scenario>),
}

struct Session {
    state: GameState,
    origin: Origin,
    actions: Vec<String>,
    chance: Vec<ChanceOutcome>,
}

pub fn run(_: Args) -> Result<(), Fail> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut session: Option<Session> = None;
    for line in stdin.lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let answer = match serde_json::from_str::<Value>(&line) {
            Ok(req) => handle(&mut session, &req)
                .unwrap_or_else(|Fail(e)| json!({"ok": false, "error": e})),
            Err(e) => json!({"ok": false, "error": format!("bad request: {e}")}),
        };
        writeln!(out, "{answer}")?;
        out.flush()?;
    }
    Ok(())
}

fn field<'a>(req: &'a Value, name: &str) -> Result<&'a Value, Fail> {
    req.get(name)
        .ok_or_else(|| Fail(format!("the request has no {name:?}")))
}

fn ids(v: &Value, what: &str) -> Result<Vec<u32>, Fail> {
    let arr = v
        .as_array()
        .ok_or_else(|| Fail(format!("{what} must be a list of ids")))?;
    arr.iter()
        .map(|x| {
            x.as_u64()
                .map(|n| n as u32)
                .ok_or_else(|| Fail(format!("{what} must be a list of ids")))
        })
        .collect()
}

fn deck_of(v: &Value, version: Version) -> Result<Deck, Fail> {
    let chars = ids(field(v, "characters")?, "characters")?;
    let cards = ids(field(v, "cards")?, "cards")?;
    if chars.len() != 3 {
        return Err(Fail("a deck has exactly 3 characters".into()));
    }
    let c = |id: u32| {
        CharacterId::from_official_id(id).ok_or_else(|| Fail(format!("unknown character {id}")))
    };
    let deck = Deck {
        characters: [c(chars[0])?, c(chars[1])?, c(chars[2])?],
        cards: cards
            .iter()
            .map(|&id| {
                CardId::from_official_id(id).ok_or_else(|| Fail(format!("unknown card {id}")))
            })
            .collect::<Result<_, _>>()?,
    };
    deck.check(version)?;
    Ok(deck)
}

fn handle(session: &mut Option<Session>, req: &Value) -> Result<Value, Fail> {
    let cmd = field(req, "cmd")?.as_str().unwrap_or_default();
    match cmd {
        "new" => {
            let mut config = crate::config_for(req.get("version").and_then(Value::as_str), false)?;
            config.all_omni = req
                .get("all_omni")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            let decks = field(req, "decks")?
                .as_array()
                .filter(|d| d.len() == 2)
                .ok_or_else(|| Fail("decks must be a list of two decks".into()))?;
            let decks = [
                deck_of(&decks[0], config.version)?,
                deck_of(&decks[1], config.version)?,
            ];
            let state = GameState::new(config, [&decks[0], &decks[1]])?;
            *session = Some(Session {
                state,
                origin: Origin::Game { config, decks },
                actions: Vec::new(),
                chance: Vec::new(),
            });
            Ok(status(session.as_ref().expect("set")))
        }
        "scenario" => {
            let mut scenario: Scenario = serde_json::from_value(field(req, "scenario")?.clone())
                .map_err(|e| Fail(format!("scenario: {e}")))?;
            scenario.actions.clear();
            scenario.chance.clear();
            let state = scenario.build()?;
            *session = Some(Session {
                state,
                origin: Origin::Position(Box::new(scenario)),
                actions: Vec::new(),
                chance: Vec::new(),
            });
            Ok(status(session.as_ref().expect("set")))
        }
        "cards" => {
            let version =
                crate::config_for(req.get("version").and_then(Value::as_str), false)?.version;
            let characters: Vec<u32> = CharacterId::ALL
                .into_iter()
                .filter(|&c| {
                    invokation::cards::character_implemented(c)
                        && c.facts(version).is_some_and(|f| f.obtainable)
                })
                .map(|c| c.official_id())
                .collect();
            let cards: Vec<u32> = CardId::ALL
                .into_iter()
                .filter(|&c| invokation::cards::card_implemented(c) && c.facts(version).is_some())
                .map(|c| c.official_id())
                .collect();
            // Names of the characters and cards (for `--focus`), and the implemented
            // entities with their kind (what a position may place, and where).
            let names: serde_json::Map<String, Value> = CharacterId::ALL
                .into_iter()
                .filter(|c| characters.contains(&c.official_id()))
                .map(|c| (c.official_id().to_string(), json!(c.name())))
                .chain(
                    CardId::ALL
                        .into_iter()
                        .filter(|c| cards.contains(&c.official_id()))
                        .map(|c| (c.official_id().to_string(), json!(c.name()))),
                )
                .collect();
            let entities: serde_json::Map<String, Value> = EntityId::ALL
                .into_iter()
                .filter(|&e| invokation::cards::entity_implemented(e))
                .filter_map(|e| {
                    let kind = e.facts(version)?.kind;
                    Some((e.official_id().to_string(), json!(format!("{kind:?}"))))
                })
                .collect();
            Ok(json!({"ok": true, "characters": characters, "cards": cards,
                      "names": names, "entities": entities}))
        }
        "pool" => {
            let version =
                crate::config_for(req.get("version").and_then(Value::as_str), false)?.version;
            let chars = ids(field(req, "characters")?, "characters")?;
            let mut deck = Deck::characters_only([CharacterId::ALL[0]; 3]);
            for (i, &id) in chars.iter().take(3).enumerate() {
                deck.characters[i] = CharacterId::from_official_id(id)
                    .ok_or_else(|| Fail(format!("unknown character {id}")))?;
            }
            let pool: Vec<u32> = CardId::ALL
                .into_iter()
                .filter(|&c| invokation::cards::card_implemented(c))
                .filter(|&c| {
                    let mut one = deck.clone();
                    one.cards = vec![c; 30];
                    !matches!(
                        one.check_rules(version),
                        Err(invokation::DeckError::NotInVersion { .. }
                            | invokation::DeckError::NotObtainable(_)
                            | invokation::DeckError::TalentWithoutCharacter { .. }
                            | invokation::DeckError::RequiresCharacters(_)
                            | invokation::DeckError::ResonanceWithoutElement { .. })
                    )
                })
                .map(|c| c.official_id())
                .collect();
            Ok(json!({"ok": true, "pool": pool}))
        }
        "implemented" => {
            // The action cards invokation implements (a card outside it may still be in a
            // hand: one offered from the whole pool, "choose 1 Location card from 3").
            let cards: Vec<u32> = CardId::ALL
                .into_iter()
                .filter(|&c| invokation::cards::card_implemented(c))
                .map(|c| c.official_id())
                .collect();
            Ok(json!({"ok": true, "cards": cards}))
        }
        _ => {
            let s = session
                .as_mut()
                .ok_or_else(|| Fail("no game: send new or scenario first".into()))?;
            match cmd {
                "status" => Ok(status(s)),
                "act" => {
                    let text = field(req, "action")?.as_str().unwrap_or_default();
                    let a = parse_action(&s.state, text)?;
                    let written = format_action(&s.state, &a);
                    s.state.apply_action(a)?;
                    s.actions.push(written);
                    Ok(status(s))
                }
                "chance" => {
                    let outcome = outcome_of(&s.state, field(req, "outcome")?)?;
                    s.state.apply_chance(outcome)?;
                    s.chance.push(outcome);
                    Ok(status(s))
                }
                "try_chance" => {
                    let req = s
                        .state
                        .chance_request()
                        .ok_or_else(|| Fail("the game does not wait for chance".into()))?;
                    let outcomes = req
                        .outcomes(&s.state, 256)
                        .ok_or_else(|| Fail("too many outcomes to try".into()))?;
                    let place = |r: Option<ChanceRequest>| {
                        matches!(r, Some(ChanceRequest::DeckPlace { .. }))
                    };
                    let ahead = place(Some(req)) && outcomes.len() <= PLACES_AHEAD;
                    let tries: Vec<Value> = outcomes
                        .iter()
                        .flat_map(|(o, _)| {
                            let mut next = s.state;
                            next.apply_chance(*o).expect("an enumerated outcome");
                            // A few cards put at random places one after the other (two
                            // White Gloves in one End Phase): every way the next ones can
                            // go too, so that the first is matched by where it can be.
                            let mut leaves = vec![next];
                            for _ in 0..DEPTH_AHEAD {
                                if !ahead || !leaves.iter().any(|l| place(l.chance_request())) {
                                    break;
                                }
                                let mut more = Vec::new();
                                for l in &leaves {
                                    let r = l.chance_request().filter(|r| place(Some(*r)));
                                    let Some(next) = r.and_then(|r| r.outcomes(l, PLACES_AHEAD))
                                    else {
                                        more.push(*l);
                                        continue;
                                    };
                                    for (o2, _) in next {
                                        let mut n = *l;
                                        n.apply_chance(o2).expect("an enumerated outcome");
                                        more.push(n);
                                    }
                                }
                                if more.len() > LEAVES_AHEAD {
                                    break;
                                }
                                leaves = more;
                            }
                            leaves
                                .into_iter()
                                .map(|l| {
                                    // The cards an offer holds after a random pick (not in
                                    // the compared state: the tool matches them with the
                                    // reference's candidates).
                                    let offer: Vec<u32> = l
                                        .pending_offer()
                                        .map(|o| {
                                            o.items().iter().map(|i| i.official_id()).collect()
                                        })
                                        .unwrap_or_default();
                                    json!({"outcome": o, "state": view(&l), "offer": offer})
                                })
                                .collect::<Vec<_>>()
                        })
                        .collect();
                    Ok(json!({"ok": true, "tries": tries}))
                }
                "record" => Ok(json!({"ok": true, "kind": match s.origin {
                    Origin::Game { .. } => "replay",
                    Origin::Position(_) => "scenario",
                }, "file": record(s)?})),
                other => Err(Fail(format!("unknown command {other:?}"))),
            }
        }
    }
}

fn outcome_of(state: &GameState, v: &Value) -> Result<ChanceOutcome, Fail> {
    if v.as_str() == Some("identity") {
        let Some(ChanceRequest::Shuffle { player }) = state.chance_request() else {
            return Err(Fail("\"identity\" answers a shuffle only".into()));
        };
        let n = state.player(player).deck.len();
        let order: Vec<u8> = (0..n as u8).collect();
        return serde_json::from_value(json!({ "Shuffle": order }))
            .map_err(|e| Fail(format!("outcome: {e}")));
    }
    serde_json::from_value(v.clone()).map_err(|e| Fail(format!("outcome: {e}")))
}

fn record(s: &Session) -> Result<Value, Fail> {
    Ok(match &s.origin {
        Origin::Game { config, decks } => serde_json::to_value(Replay {
            version: config.version.to_string(),
            config: *config,
            decks: [&decks[0], &decks[1]].map(|d| d.to_text().lines().map(String::from).collect()),
            seed: 0,
            players: ["differential".into(), "differential".into()],
            actions: s.actions.clone(),
            result: s
                .state
                .outcome()
                .map(|o| crate::selfplay::outcome_name(o).to_string()),
            chance: Some(s.chance.clone()),
        })?,
        Origin::Position(scenario) => {
            let mut sc = (**scenario).clone();
            sc.actions = s.actions.clone();
            sc.chance = s.chance.clone();
            serde_json::to_value(sc)?
        }
    })
}

/// A comparison key of an action without its dice: what the differential tool matches
/// against the reference's actions.
fn key(state: &GameState, a: &Action) -> String {
    let p = a.player();
    match *a {
        Action::EndRound { .. } => "end".into(),
        Action::Choose { character, .. } => format!("choose {}", character + 1),
        Action::Reroll { .. } => "reroll".into(),
        Action::Redraw { .. } => "redraw".into(),
        Action::Skill { skill, .. } => {
            let c = state.active(p);
            let id = state
                .character_facts(p, c)
                .skills
                .get(skill as usize)
                .map_or(0, |s| s.id);
            format!("skill {id}")
        }
        Action::Select { index, .. } => {
            let id = state
                .pending_offer()
                .and_then(|o| o.items().get(index as usize).copied())
                .map_or(0, |o| o.official_id());
            format!("select {id}")
        }
        Action::Switch { to, .. } => format!("switch {}", to + 1),
        Action::Tune { card, .. } => format!("tune {}", card.official_id()),
        Action::Technique { target, .. } => format!("technique{}", target_key(target)),
        Action::Play { card, target, .. } => {
            format!("play {}{}", card.official_id(), target_key(target))
        }
    }
}

/// A target in a comparison key: as the reference's targets.
fn target_key(target: Target) -> String {
    match target {
        Target::None => String::new(),
        Target::Own(c) => format!(" own {}", c + 1),
        Target::Opponent(c) => format!(" opp {}", c + 1),
        Target::Summon(i) => format!(" summon {}", i + 1),
        Target::Support(i) => format!(" support {}", i + 1),
        // Two of the player's characters (from, to), as the reference's two targets.
        Target::Pair(a, b) => format!(" own {} own {}", a + 1, b + 1),
    }
}

fn entities(list: &[Status]) -> Vec<Value> {
    list.iter()
        .map(|s| {
            json!({
                "id": s.id.official_id(),
                "name": s.id.name(),
                "usage": s.usage,
                "duration": (s.duration != NO_DURATION).then_some(s.duration),
            })
        })
        .collect()
}

/// The state as the differential tool compares it.
fn view(state: &GameState) -> Value {
    let players: Vec<Value> = Player::ALL
        .into_iter()
        .map(|p| {
            let ps = state.player(p);
            let chars: Vec<Value> = ps
                .characters
                .iter()
                .enumerate()
                .map(|(i, ch)| {
                    let skills: Vec<u32> = state
                        .character_facts(p, i)
                        .skills
                        .iter()
                        .filter(|s| {
                            !s.hidden
                                && matches!(
                                    s.kind,
                                    SkillKind::Normal | SkillKind::Elemental | SkillKind::Burst
                                )
                        })
                        .map(|s| s.id)
                        .collect();
                    json!({
                        "id": ch.id.official_id(),
                        "name": ch.id.name(),
                        "hp": ch.hp,
                        "max_hp": ch.max_hp,
                        "energy": ch.energy,
                        "aura": ch.aura.elements().iter().map(|e| e.name()).collect::<Vec<_>>(),
                        "alive": ch.alive,
                        "statuses": entities(&ch.statuses),
                        "skills": skills,
                    })
                })
                .collect();
            let dice: serde_json::Map<String, Value> = ps
                .dice
                .faces()
                .map(|d| (d.name().to_string(), json!(ps.dice.count(d))))
                .collect();
            // The voided hand cards (Passing of Judgment, Fortress of Meropide), sorted.
            let mut voided: Vec<u32> = ps
                .hand
                .iter()
                .enumerate()
                .filter(|&(i, _)| ps.flags.voided & (1 << i) != 0)
                .map(|(_, c)| c.official_id())
                .collect();
            voided.sort_unstable();
            json!({
                "active": ps.active + 1,
                "characters": chars,
                "combat_statuses": entities(&ps.combat),
                "summons": entities(&ps.summons),
                "supports": entities(&ps.supports),
                "dice": dice,
                "hand": ps.hand.iter().map(|c| c.official_id()).collect::<Vec<_>>(),
                "voided": voided,
                "pile": ps.deck.iter().rev().map(|c| c.official_id()).collect::<Vec<_>>(),
                "declared_end": ps.flags.declared_end,
                "plunge": ps.flags.plunge,
                "legend_used": ps.flags.legend_used,
            })
        })
        .collect();
    let g = state.globals();
    json!({
        "round": g.round,
        "phase": state.phase().name(),
        "current": g.current as u8 + 1,
        "outcome": state.outcome().map(crate::selfplay::outcome_name),
        "players": players,
    })
}

fn status(s: &Session) -> Value {
    let state = &s.state;
    let (pending, extra) = match state.pending() {
        Pending::GameOver(_) => ("over", json!(null)),
        Pending::Chance(req) => ("chance", serde_json::to_value(req).unwrap_or(Value::Null)),
        Pending::Decision { .. } => {
            let deciding: Vec<u8> = state.deciding().map(|p| p as u8 + 1).collect();
            let kinds: Vec<&str> = state
                .deciding()
                .filter_map(|p| state.decision_of(p))
                .map(|k| k.name())
                .collect();
            let legal: Vec<Value> = state
                .legal_actions()
                .iter()
                .map(|a| {
                    json!({
                        "player": a.player() as u8 + 1,
                        "text": format_action(state, a),
                        "key": key(state, a),
                    })
                })
                .collect();
            (
                "decision",
                json!({"players": deciding, "kinds": kinds, "legal": legal}),
            )
        }
    };
    json!({"ok": true, "pending": pending, "detail": extra, "state": view(state)})
}
