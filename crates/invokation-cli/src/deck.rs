//! `invokation deck`: share codes and deck checks.

use crate::{load_deck, Fail};
use invokation::{sharecode, Version};

/// `deck` subcommands.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Print the deck of a share code in the text deck format.
    Decode {
        /// The share code.
        code: String,
        /// Game version (default: the newest).
        #[arg(long)]
        version: Option<String>,
    },
    /// Print the share code of a deck (a deck file or built-in name).
    Encode {
        /// The deck.
        deck: String,
        /// Game version (default: the newest).
        #[arg(long)]
        version: Option<String>,
    },
    /// Check a deck (file, built-in name or share code) against the deck-building rules.
    Check {
        /// The deck.
        deck: String,
        /// Game version (default: the newest).
        #[arg(long)]
        version: Option<String>,
    },
}

fn version(v: &Option<String>) -> Result<Version, Fail> {
    Ok(match v {
        Some(v) => Version::parse(v)?,
        None => Version::LATEST,
    })
}

pub fn run(cmd: Command) -> Result<(), Fail> {
    match cmd {
        Command::Decode { code, version: v } => {
            let deck = sharecode::decode(&code, version(&v)?)?;
            print!("{}", deck.to_text());
        }
        Command::Encode { deck, version: v } => {
            let d = load_deck(&deck)?;
            println!("{}", sharecode::encode(&d, version(&v)?)?);
        }
        Command::Check { deck, version: v } => {
            let v = version(&v)?;
            let d = load_deck(&deck).or_else(|e| sharecode::decode(&deck, v).map_err(|_| e))?;
            d.check_rules(v)?;
            println!(
                "ok: {} characters, {} action cards, legal in {v}",
                d.characters.len(),
                d.cards.len()
            );
        }
    }
    Ok(())
}
