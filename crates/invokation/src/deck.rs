//! Decks: three characters and the action cards, and the built-in demo decks.

use crate::chance::ChanceRequest;
use crate::command::Command;
use crate::config::GameConfig;
use crate::facts::{CardId, CharacterId, Version};
use crate::inline::InlineVec;
use crate::player::{ByPlayer, Player};
use crate::state::{CharacterState, GameState, Globals, PlayerState, CHARACTERS, DECK_CAP};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A deck: three characters and the action cards (top of the pile first, before shuffling).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// The characters, in order.
    pub characters: [CharacterId; CHARACTERS],
    /// The action cards.
    pub cards: Vec<CardId>,
}

/// Why a game cannot be set up with these decks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    /// A character appears twice.
    DuplicateCharacter(CharacterId),
    /// A card does not exist in the game's version.
    NotInVersion {
        /// The card's name.
        name: String,
        /// The version.
        version: Version,
    },
    /// A character's behaviour is not implemented yet.
    NotImplemented(CharacterId),
    /// More cards than the draw pile holds.
    TooManyCards(usize),
    /// The configuration is invalid.
    Config(String),
}

impl fmt::Display for DeckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeckError::DuplicateCharacter(c) => write!(f, "character {c} appears twice"),
            DeckError::NotInVersion { name, version } => {
                write!(f, "{name} does not exist in version {version}")
            }
            DeckError::NotImplemented(c) => write!(f, "character {c} is not implemented yet"),
            DeckError::TooManyCards(n) => write!(f, "{n} action cards; at most {DECK_CAP} fit"),
            DeckError::Config(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for DeckError {}

impl Deck {
    /// A deck of these characters and no action cards.
    pub fn characters_only(characters: [CharacterId; CHARACTERS]) -> Deck {
        Deck {
            characters,
            cards: Vec::new(),
        }
    }

    /// Checks that the deck can be played in `version` by this engine.
    pub fn check(&self, version: Version) -> Result<(), DeckError> {
        for (i, &c) in self.characters.iter().enumerate() {
            if self.characters[..i].contains(&c) {
                return Err(DeckError::DuplicateCharacter(c));
            }
            if c.facts(version).is_none() {
                return Err(DeckError::NotInVersion {
                    name: c.name().to_string(),
                    version,
                });
            }
            if !crate::cards::character_implemented(c) {
                return Err(DeckError::NotImplemented(c));
            }
        }
        for &card in &self.cards {
            if card.facts(version).is_none() {
                return Err(DeckError::NotInVersion {
                    name: card.name().to_string(),
                    version,
                });
            }
        }
        if self.cards.len() > DECK_CAP {
            return Err(DeckError::TooManyCards(self.cards.len()));
        }
        Ok(())
    }
}

/// The built-in demo decks: (name, deck).
pub fn builtin_decks() -> [(&'static str, Deck); 2] {
    [
        (
            "frost-and-rain",
            Deck::characters_only([
                CharacterId::Ganyu,
                CharacterId::Xingqiu,
                CharacterId::Noelle,
            ]),
        ),
        (
            "storm-and-fire",
            Deck::characters_only([
                CharacterId::Diluc,
                CharacterId::Fischl,
                CharacterId::Sucrose,
            ]),
        ),
    ]
}

/// A built-in deck by name.
pub fn builtin_deck(name: &str) -> Option<Deck> {
    builtin_decks()
        .into_iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, d)| d)
}

impl GameState {
    /// A new game at its very start: decks are about to be shuffled (chance), then hands
    /// drawn and redrawn. Player 1 goes first in round 1.
    pub fn new(config: GameConfig, decks: [&Deck; 2]) -> Result<GameState, DeckError> {
        config
            .validate()
            .map_err(|e| DeckError::Config(e.to_string()))?;
        for d in decks {
            d.check(config.version)?;
        }
        let mut players: ByPlayer<PlayerState> = ByPlayer::default();
        for p in Player::ALL {
            let d = decks[p.index()];
            let ps = &mut players[p];
            for (i, &c) in d.characters.iter().enumerate() {
                ps.characters[i] = CharacterState::new(c, config.version).expect("checked");
            }
            let mut deck: InlineVec<CardId, DECK_CAP> = InlineVec::new();
            for &card in d.cards.iter().rev() {
                deck.push(card).expect("checked");
            }
            ps.deck = deck;
        }
        let mut state = GameState {
            config,
            globals: Globals {
                round: 1,
                ..Globals::default()
            },
            players,
            stack: InlineVec::new(),
            outcome: None,
            zobrist: 0,
        };
        state.push(Command::StartingHands);
        for p in Player::ALL.into_iter().rev() {
            if state.player(p).deck.len() > 1 {
                state.push(Command::Chance(ChanceRequest::Shuffle { player: p }));
            }
        }
        state.rehash();
        state.run(&mut ());
        Ok(state)
    }
}
