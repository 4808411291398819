//! `invokation cards`: every character and action card of a version, and which the engine
//! implements.

use crate::Fail;
use invokation::cards::{card_implemented, character_implemented, newest_behaviour_only, Item};
use invokation::{CardId, CharacterId, Version};
use serde::Serialize;

/// Arguments of `cards`.
#[derive(clap::Args)]
pub struct Args {
    /// Game version (default: the newest).
    #[arg(long)]
    version: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// List only the cards not implemented yet.
    #[arg(long)]
    missing: bool,
}

#[derive(Serialize)]
struct Card {
    id: u32,
    name: &'static str,
    implemented: bool,
    /// Implemented with the behaviour of a newer version than the one listed (its numbers
    /// are this version's): see docs/versions.md.
    #[serde(skip_serializing_if = "Option::is_none")]
    newest_behaviour_only: Option<String>,
}

#[derive(Serialize)]
struct Listing {
    version: String,
    characters: Vec<Card>,
    action_cards: Vec<Card>,
    characters_implemented: usize,
    characters_total: usize,
    action_cards_implemented: usize,
    action_cards_total: usize,
}

/// What changed, where `version` gets the behaviour of a newer version.
fn newest(item: Item, version: Version) -> Option<String> {
    newest_behaviour_only(item, version).map(|(since, why)| format!("since {since}: {why}"))
}

pub fn run(args: Args) -> Result<(), Fail> {
    let version = match &args.version {
        Some(v) => Version::parse(v)?,
        None => Version::LATEST,
    };
    // The cards players can put in a deck in this version.
    let characters: Vec<Card> = CharacterId::ALL
        .into_iter()
        .filter(|c| c.facts(version).is_some_and(|f| f.obtainable))
        .map(|c| Card {
            id: c.official_id(),
            name: c.name(),
            implemented: character_implemented(c),
            newest_behaviour_only: newest(Item::Character(c), version),
        })
        .collect();
    let action_cards: Vec<Card> = CardId::ALL
        .into_iter()
        .filter(|c| c.facts(version).is_some_and(|f| f.obtainable))
        .map(|c| Card {
            id: c.official_id(),
            name: c.name(),
            implemented: card_implemented(c),
            newest_behaviour_only: newest(Item::Card(c), version),
        })
        .collect();
    let count = |v: &[Card]| v.iter().filter(|c| c.implemented).count();
    let listing = Listing {
        version: version.to_string(),
        characters_implemented: count(&characters),
        characters_total: characters.len(),
        action_cards_implemented: count(&action_cards),
        action_cards_total: action_cards.len(),
        characters,
        action_cards,
    };
    if args.json {
        println!("{}", serde_json::to_string(&listing)?);
        return Ok(());
    }
    for (title, cards) in [
        ("Characters", &listing.characters),
        ("Action cards", &listing.action_cards),
    ] {
        println!("{title} ({version}):");
        for c in cards.iter().filter(|c| !args.missing || !c.implemented) {
            let mark = if c.implemented {
                "implemented"
            } else {
                "not yet"
            };
            match &c.newest_behaviour_only {
                Some(why) if c.implemented => println!(
                    "  {:<11} {:>6}  {}  (newest behaviour only: {why})",
                    mark, c.id, c.name
                ),
                _ => println!("  {:<11} {:>6}  {}", mark, c.id, c.name),
            }
        }
    }
    println!(
        "characters {}/{}, action cards {}/{}",
        listing.characters_implemented,
        listing.characters_total,
        listing.action_cards_implemented,
        listing.action_cards_total
    );
    Ok(())
}
