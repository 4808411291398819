//! What the fuzz targets share: the positions the notation is read in, a driver that puts
//! an accepted state through everything a caller may do with it, and the seed corpus.

use invokation::action::generator::ActionBuilder;
use invokation::encode::OBS_SIZE;
use invokation::{check, GameConfig, GameState, Pending, Player, Rng};

/// Positions of random games of every implemented card, at decisions of every kind (the
/// action notation is read in a position): the first of each kind met in a few games.
pub fn positions() -> Vec<GameState> {
    let mut out: Vec<GameState> = Vec::new();
    for seed in 0..6u64 {
        let (config, decks) = check::random_setup(seed);
        let mut s = GameState::new(config, [&decks[0], &decks[1]]).expect("legal decks");
        let mut rng = Rng::new(seed);
        let mut kinds = Vec::new();
        while !s.is_over() {
            s.resolve_chance(&mut rng);
            if let Pending::Decision { kind, .. } = s.pending() {
                if !kinds.contains(&kind) || rng.below(40) == 0 {
                    kinds.push(kind);
                    out.push(s);
                }
                let legal = s.legal_actions();
                s.apply_action(legal[rng.index(legal.len())]).expect("listed");
            }
        }
    }
    out
}

/// Does with a state what callers do (what the Python bindings try on a state they read,
/// then some random play): lists and applies every action, resolves chance, encodes
/// observations, builds actions choice by choice, determinizes, checks the invariants of
/// every step. Panics if the engine fails on it.
pub fn exercise(state: &GameState, seed: u64) {
    let mut s = *state;
    let mut rng = Rng::new(seed);
    let mut obs = [0.0f32; OBS_SIZE];
    for step in 0..40 {
        if s.is_over() {
            break;
        }
        if s.chance_request().is_some() {
            let o = s.sample_chance(&mut rng).expect("a request");
            s.apply_chance(o).expect("a sampled outcome applies");
            continue;
        }
        let legal = s.legal_actions();
        for p in Player::ALL {
            s.observation_into(p, None, &mut obs);
            let _ = s.infoset_key(p);
            let _ = s.view(p);
            let _ = s.determinize(p, &mut rng);
        }
        if let Some(p) = s.deciding().next() {
            if let Some(b) = ActionBuilder::new(&s, p) {
                let mut options = Vec::new();
                b.options_into(&s, &mut options);
                for o in options.clone() {
                    let mut next = b;
                    let mut opts = options.clone();
                    let _ = next.choose_into(&s, &mut opts, o);
                }
            }
        }
        if step < 2 {
            for a in &legal {
                let mut t = s;
                t.apply_action(*a).expect("a listed action applies");
            }
        }
        let Some(a) = s.sample_legal_action(&mut rng, &mut Vec::new()) else {
            break;
        };
        s.apply_action(a).expect("a sampled action applies");
    }
}

/// The default settings (the fuzz targets read other settings from their input).
pub fn config() -> GameConfig {
    GameConfig::default()
}

/// Writes the seed corpus (`cargo test --manifest-path fuzz/Cargo.toml -- --ignored`):
/// valid inputs of each kind, from the documentation and from random games of every
/// implemented card. The fuzzers mutate from these.
#[cfg(test)]
mod corpus {
    use super::*;
    use invokation::notation::format_action;
    use invokation::replay::{result_name, Replay};
    use invokation::state::Zone;
    use invokation::{sharecode, Deck, Version};
    use serde_json::{json, Value};
    use std::path::Path;

    fn write(target: &str, name: &str, data: &[u8]) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus").join(target);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(name), data).unwrap();
    }

    /// A scenario describing `s` by names, with `actions`.
    fn scenario_of(s: &GameState, seed: u64, actions: &[String]) -> Value {
        let entity = |st: &invokation::state::Status| {
            json!({"name": st.id.name(), "usage": st.usage})
        };
        let players: Vec<Value> = Player::ALL
            .iter()
            .map(|&p| {
                let ps = s.player(p);
                let chars: Vec<Value> = ps
                    .characters
                    .iter()
                    .map(|c| {
                        json!({
                            "name": c.id.name(),
                            "hp": c.hp,
                            "energy": c.energy,
                            "aura": c.aura.elements().iter().map(|e| e.name()).collect::<Vec<_>>(),
                            "statuses": c.statuses.iter().map(entity).collect::<Vec<_>>(),
                        })
                    })
                    .collect();
                let mut dice = serde_json::Map::new();
                for face in ps.dice.faces() {
                    dice.insert(face.name().to_string(), json!(ps.dice.count(face)));
                }
                let zone = |z: Zone| s.zone(p, z).iter().map(entity).collect::<Vec<_>>();
                json!({
                    "characters": chars,
                    "active": ps.active + 1,
                    "dice": dice,
                    "hand": ps.hand.iter().map(|c| c.name()).collect::<Vec<_>>(),
                    "deck": ps.deck.iter().map(|c| c.name()).collect::<Vec<_>>(),
                    "combat_statuses": zone(Zone::Combat),
                    "summons": zone(Zone::Summons),
                    "supports": zone(Zone::Supports),
                    "declared_end": ps.flags.declared_end,
                })
            })
            .collect();
        let to_act = match s.pending() {
            Pending::Decision { player, .. } => player.index() + 1,
            _ => 1,
        };
        json!({
            "version": s.version().to_string(),
            "seed": seed,
            "round": s.round(),
            "phase": "action",
            "to_act": to_act,
            "players": players,
            "actions": actions,
        })
    }

    #[test]
    #[ignore = "writes fuzz/corpus"]
    fn write_corpus() {
        // Scenario: the documented example, then positions of random games.
        let doc = include_str!("../../docs/scenario.md");
        let start = doc.find("```json\n").unwrap() + 8;
        let end = start + doc[start..].find("```").unwrap();
        write("scenario", "doc-example.json", doc[start..end].as_bytes());
        let mut lines = Vec::new();
        for seed in 0..24u64 {
            let (config, decks) = check::random_setup(seed);
            let mut s = GameState::new(config, [&decks[0], &decks[1]]).unwrap();
            let mut chance = Rng::new(seed);
            let mut agent = Rng::new(seed + 100);
            let mut actions = Vec::new();
            let mut n = 0;
            while !s.is_over() {
                s.resolve_chance(&mut chance);
                if s.is_over() {
                    break;
                }
                let legal = s.legal_actions();
                let a = legal[agent.index(legal.len())];
                let text = format_action(&s, &a);
                if n % 7 == 0 && seed < 8 {
                    lines.push(text.clone());
                }
                if s.phase() == invokation::Phase::Action && n % 37 == 5 && seed < 12 {
                    let next: Vec<String> = vec![text.clone()];
                    write(
                        "scenario",
                        &format!("game-{seed}-{n}.json"),
                        serde_json::to_string_pretty(&scenario_of(&s, seed, &next))
                            .unwrap()
                            .as_bytes(),
                    );
                }
                if n % 53 == 11 {
                    write(
                        "state",
                        &format!("game-{seed}-{n}.json"),
                        serde_json::to_string(&s).unwrap().as_bytes(),
                    );
                }
                actions.push(text);
                s.apply_action(a).unwrap();
                n += 1;
            }
            // Replays: the whole game, and one cut short.
            let replay = Replay {
                version: config.version.to_string(),
                config,
                decks: [&decks[0], &decks[1]].map(|d| d.to_text().lines().map(String::from).collect()),
                seed,
                players: ["random".into(), "random".into()],
                actions: actions.clone(),
                result: s.outcome().map(|o| result_name(o).to_string()),
                chance: None,
            };
            replay.rerun().expect("the replay re-runs");
            if seed < 6 {
                write(
                    "replay",
                    &format!("game-{seed}.json"),
                    serde_json::to_string_pretty(&replay).unwrap().as_bytes(),
                );
            }
            // Decks: text and share codes.
            for (i, d) in decks.iter().enumerate() {
                write("deck_text", &format!("random-{seed}-{i}.txt"), d.to_text().as_bytes());
                if let Ok(code) = sharecode::encode(d, Version::LATEST) {
                    write("sharecode", &format!("random-{seed}-{i}.txt"), code.as_bytes());
                }
            }
        }
        for (name, d) in invokation::builtin_decks() {
            write("deck_text", &format!("{name}.txt"), d.to_text().as_bytes());
            if let Ok(code) = sharecode::encode(&d, Version::LATEST) {
                write("sharecode", &format!("{name}.txt"), code.as_bytes());
            }
        }
        write(
            "deck_text",
            "comments-and-counts.txt",
            b"# a deck\nGanyu\nXingqiu\nNoelle\n2x Sweet Madame\n  2 x Paimon  \n\nLiben\n",
        );
        for (i, l) in lines.iter().enumerate() {
            write("notation", &format!("line-{i}.txt"), l.as_bytes());
        }
        let _: Option<Deck> = None;
    }
}
