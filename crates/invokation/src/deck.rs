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
            deferred: InlineVec::new(),
            frames: 0,
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

/// Why a text deck could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckParseError {
    /// 1-based line number (0 when the problem is the deck as a whole).
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for DeckParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for DeckParseError {}

impl Deck {
    /// Reads the text deck format: one name a line, the three characters first, then the
    /// action cards; a card line may start with a count (`2x Sweet Madame` or `2 Sweet
    /// Madame`). Blank lines and lines starting with `#` are ignored. Names are English
    /// names (any case) or ids. Unknown names are errors naming the line.
    pub fn parse_text(text: &str) -> Result<Deck, DeckParseError> {
        let mut characters = Vec::new();
        let mut cards = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let fail = |message: String| DeckParseError {
                line: i + 1,
                message,
            };
            if characters.len() < CHARACTERS {
                let c = CharacterId::from_name(line).map_err(|e| fail(e.to_string()))?;
                characters.push(c);
                continue;
            }
            let (count, name) = match line.split_once(char::is_whitespace) {
                Some((n, rest)) => {
                    let n = n.trim_end_matches(['x', 'X', '×']);
                    match n.parse::<usize>() {
                        Ok(k) if (1..=DECK_CAP).contains(&k) => (k, rest.trim()),
                        _ => (1, line),
                    }
                }
                None => (1, line),
            };
            let card = CardId::from_name(name).map_err(|e| fail(e.to_string()))?;
            cards.extend(std::iter::repeat_n(card, count));
        }
        let characters: [CharacterId; CHARACTERS] =
            characters.try_into().map_err(|v: Vec<_>| DeckParseError {
                line: 0,
                message: format!("a deck needs 3 characters, found {}", v.len()),
            })?;
        Ok(Deck { characters, cards })
    }

    /// Writes the deck in the text format.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for c in &self.characters {
            out.push_str(c.name());
            out.push('\n');
        }
        let mut i = 0;
        while i < self.cards.len() {
            let card = self.cards[i];
            let n = self.cards[i..].iter().take_while(|&&c| c == card).count();
            if n > 1 {
                out.push_str(&format!("{n}x {}\n", card.name()));
            } else {
                out.push_str(&format!("{}\n", card.name()));
            }
            i += n;
        }
        out
    }
}
