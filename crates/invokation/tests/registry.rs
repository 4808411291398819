//! The card registry: every id is defined in one file, and nothing an implemented card can
//! create is left without a definition.

mod common;

use common::*;
use invokation::cards::{card_implemented, character_implemented, defined_in, entity_implemented};
use invokation::facts::card_tag;
use invokation::state::Zone;
use invokation::{CardId, CharacterId, Deck, GameConfig, GameState, Pending, Player, Rng, Version};
use serde_json::json;
use std::collections::BTreeMap;

const V: Version = Version::LATEST;

/// Every entity on the board, with where it is.
fn entities(s: &GameState) -> Vec<(Player, Zone, invokation::EntityId)> {
    let mut out = Vec::new();
    for p in Player::ALL {
        let mut zones = vec![Zone::Combat, Zone::Summons, Zone::Supports];
        zones.extend((0..3).map(Zone::Character));
        for z in zones {
            out.extend(s.zone(p, z).iter().map(|e| (p, z, e.id)));
        }
    }
    out
}

fn assert_all_defined(s: &GameState, what: &str) {
    for (p, z, id) in entities(s) {
        assert!(
            entity_implemented(id),
            "{what}: {id:?} ({}) in {p}'s {z:?} has no definition",
            id.official_id()
        );
    }
}

#[test]
fn every_id_is_defined_in_one_file() {
    let mut seen: BTreeMap<String, &str> = BTreeMap::new();
    for (id, file) in defined_in() {
        if let Some(first) = seen.insert(id.clone(), file) {
            panic!("{id} is defined in {first} and in {file}");
        }
    }
    // Every implemented character, card and entity is reached through the registry.
    let characters = CharacterId::ALL
        .iter()
        .filter(|&&c| character_implemented(c));
    for c in characters {
        assert!(seen.contains_key(&format!("character {c:?}")), "{c:?}");
    }
    let count = |prefix: &str| seen.keys().filter(|k| k.starts_with(prefix)).count();
    assert_eq!(
        count("card "),
        CardId::ALL.iter().filter(|&&c| card_implemented(c)).count()
    );
}

/// Random games with decks of every implemented card, normal and all-Omni dice: after every
/// step, every entity on the board has a definition (and, in these debug builds, the engine
/// refuses to create one that has none).
#[test]
fn every_entity_in_play_has_a_definition() {
    let mut buf = Vec::new();
    for seed in 0..2 * proptest_cases() as u64 {
        let mut rng = Rng::new(seed);
        let decks = [Deck::random(&mut rng, V), Deck::random(&mut rng, V)];
        let config = GameConfig {
            all_omni: seed % 2 == 1,
            ..GameConfig::default()
        };
        let mut s = GameState::new(config, [&decks[0], &decks[1]]).unwrap();
        loop {
            assert_all_defined(&s, &format!("game {seed}"));
            match s.pending() {
                Pending::GameOver(_) => break,
                Pending::Chance(r) => {
                    let o = r.sample(&s, &mut rng);
                    s.apply_chance(o).unwrap();
                }
                Pending::Decision { .. } => {
                    let a = s.sample_legal_action(&mut rng, &mut buf).unwrap();
                    s.apply_action(a).unwrap();
                }
            }
        }
    }
}

fn name(c: CharacterId) -> &'static str {
    c.facts(V).unwrap().name
}

/// Every implemented character and card, played in a position built for it: each of its
/// legal actions (every skill, with and without its talent equipped; every target of every
/// card) runs to the next decision, creating only defined entities.
#[test]
fn every_skill_and_card_of_the_pool_runs() {
    let pool: Vec<CharacterId> = CharacterId::ALL
        .into_iter()
        .filter(|&c| character_implemented(c) && c.facts(V).is_some_and(|f| f.obtainable))
        .collect();
    let team = |first: CharacterId| {
        let mut t = vec![first];
        t.extend(pool.iter().copied().filter(|&c| c != first).take(2));
        [name(t[0]), name(t[1]), name(t[2])]
    };
    let opponents = team(pool[pool.len() - 1]);
    let mut runs = 0;
    let mut try_all = |setup: Setup, what: &str, only_card: Option<CardId>| {
        let g = setup.build();
        let mut buf = Vec::new();
        g.state.legal_actions_into(&mut buf);
        for a in buf {
            if only_card
                .is_some_and(|c| !matches!(a, invokation::Action::Play { card, .. } if card == c))
            {
                continue;
            }
            let mut s = g.state;
            s.apply_action(a)
                .unwrap_or_else(|e| panic!("{what}: {a:?} listed but refused: {e}"));
            let mut rng = Rng::new(runs);
            s.resolve_chance(&mut rng);
            assert_all_defined(&s, &format!("{what} after {a:?}"));
            runs += 1;
        }
    };
    for &c in &pool {
        let talent = CardId::ALL.into_iter().find(|&k| {
            card_implemented(k)
                && k.facts(V)
                    .is_some_and(|f| f.tags & card_tag::TALENT != 0 && f.character == Some(c))
        });
        let base = || {
            let mut s = setup(team(c), opponents).dice(P1, &[("Omni", 16)]).energy(
                P1,
                0,
                c.facts(V).unwrap().max_energy,
            );
            if let Some(t) = talent {
                s = s.hand(P1, t.facts(V).unwrap().name);
            }
            s
        };
        try_all(base(), name(c), None);
        if let Some(t) = talent {
            let equipped = base().status(P1, 0, json!(t.facts(V).unwrap().name));
            try_all(equipped, &format!("{} with its talent", name(c)), None);
        }
    }
    for card in CardId::ALL.into_iter().filter(|&k| card_implemented(k)) {
        let f = card.facts(V).unwrap();
        if !f.obtainable || f.tags & card_tag::TALENT != 0 {
            continue;
        }
        // A holder the card fits: its weapon type, or anyone.
        let holder = pool
            .iter()
            .copied()
            .find(|&c| {
                f.tags & card_tag::WEAPON == 0
                    || f.tags & c.facts(V).unwrap().weapon.card_tag() != 0
            })
            .unwrap_or(pool[0]);
        let s = setup(team(holder), opponents)
            .dice(P1, &[("Omni", 16)])
            .hand(P1, f.name);
        try_all(s, f.name, Some(card));
    }
    assert!(runs > 100, "only {runs} actions ran");
}

/// Every card that implements only its newest behaviour is listed in docs/versions.md.
#[test]
fn docs_list_every_card_with_only_its_newest_behaviour() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/versions.md");
    let docs = std::fs::read_to_string(path).expect("docs/versions.md");
    for (item, since, why) in invokation::cards::behaviour_changes() {
        let name = match item {
            invokation::cards::Item::Character(c) => c.name(),
            invokation::cards::Item::Card(c) => c.name(),
        };
        assert!(
            docs.lines()
                .any(|l| l.contains(name) && l.contains(&since.to_string())),
            "docs/versions.md lists {name} (newest behaviour only since {since}: {why})"
        );
    }
}
