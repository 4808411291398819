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
    /// A deck for play must hold exactly 30 action cards.
    CardCount(usize),
    /// More than 2 copies of a card.
    TooManyCopies(CardId),
    /// More different cards than the match record of the initial deck keeps
    /// ([`crate::state::INITIAL_DECK_CAP`]; a deck for play names at most 30).
    TooManyDifferentCards(usize),
    /// A card players cannot put in a deck.
    NotObtainable(String),
    /// A talent card without its character in the deck.
    TalentWithoutCharacter {
        /// The talent.
        card: CardId,
        /// Its character.
        character: CharacterId,
    },
    /// A card that needs two characters of a nation or camp the deck does not have.
    RequiresCharacters(CardId),
    /// An Elemental Resonance card without two characters of its element.
    ResonanceWithoutElement {
        /// The card.
        card: CardId,
        /// The element it needs.
        element: crate::facts::Element,
    },
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
            DeckError::CardCount(n) => {
                write!(f, "a deck holds exactly 30 action cards, this one {n}")
            }
            DeckError::TooManyCopies(c) => write!(f, "more than 2 copies of {c}"),
            DeckError::TooManyDifferentCards(n) => write!(
                f,
                "{n} different action cards; at most {} are kept",
                crate::state::INITIAL_DECK_CAP
            ),
            DeckError::NotObtainable(name) => write!(f, "{name} cannot be put in a deck"),
            DeckError::TalentWithoutCharacter { card, character } => {
                write!(f, "talent card {card} needs {character} in the deck")
            }
            DeckError::RequiresCharacters(card) => {
                write!(
                    f,
                    "{card} needs two characters of its nation or camp in the deck"
                )
            }
            DeckError::ResonanceWithoutElement { card, element } => {
                write!(
                    f,
                    "{card} needs two {} characters in the deck",
                    element.name()
                )
            }
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
        crate::state::InitialDeck::new(self.cards.iter().copied())
            .map_err(DeckError::TooManyDifferentCards)?;
        Ok(())
    }
}

impl Deck {
    /// Checks the deck-building rules of `version`: three distinct characters, exactly 30
    /// action cards, at most 2 copies of a card, only cards players can obtain in that
    /// version, talent cards with their character, Elemental Resonance with two characters
    /// of its element, and cards like Wind and Freedom with two characters of their nation.
    pub fn check_rules(&self, version: Version) -> Result<(), DeckError> {
        for (i, &c) in self.characters.iter().enumerate() {
            if self.characters[..i].contains(&c) {
                return Err(DeckError::DuplicateCharacter(c));
            }
            match c.facts(version) {
                None => {
                    return Err(DeckError::NotInVersion {
                        name: c.name().to_string(),
                        version,
                    })
                }
                Some(f) if !f.obtainable => {
                    return Err(DeckError::NotObtainable(c.name().to_string()))
                }
                Some(_) => {}
            }
        }
        if self.cards.len() != 30 {
            return Err(DeckError::CardCount(self.cards.len()));
        }
        for &card in &self.cards {
            let Some(f) = card.facts(version) else {
                return Err(DeckError::NotInVersion {
                    name: card.name().to_string(),
                    version,
                });
            };
            if !f.obtainable || f.share_id.is_none() {
                return Err(DeckError::NotObtainable(card.name().to_string()));
            }
            if self.cards.iter().filter(|&&c| c == card).count() > 2 {
                return Err(DeckError::TooManyCopies(card));
            }
            if let Some(character) = f.character {
                if f.tags & crate::facts::card_tag::TALENT != 0
                    && !self.characters.contains(&character)
                {
                    return Err(DeckError::TalentWithoutCharacter { card, character });
                }
            }
            if f.requires != 0 {
                let n = self
                    .characters
                    .iter()
                    .filter(|c| {
                        c.facts(version)
                            .is_some_and(|cf| cf.tags & f.requires == f.requires)
                    })
                    .count();
                if n < 2 {
                    return Err(DeckError::RequiresCharacters(card));
                }
            }
            if let Some(element) = f.resonance {
                let n = self
                    .characters
                    .iter()
                    .filter(|c| c.facts(version).and_then(|f| f.element) == Some(element))
                    .count();
                if n < 2 {
                    return Err(DeckError::ResonanceWithoutElement { card, element });
                }
            }
        }
        Ok(())
    }
}

impl Deck {
    /// A random deck of implemented cards that follows the deck-building rules of `version`
    /// as far as the implemented cards allow: three distinct implemented characters, then
    /// up to 30 action cards (at most 2 of each) that these characters may carry.
    pub fn random(rng: &mut crate::rng::Rng, version: Version) -> Deck {
        let mut chars: Vec<CharacterId> = CharacterId::ALL
            .into_iter()
            .filter(|&c| {
                crate::cards::character_implemented(c)
                    && c.facts(version).is_some_and(|f| f.obtainable)
            })
            .collect();
        rng.shuffle(&mut chars);
        let characters = [chars[0], chars[1], chars[2]];
        let mut deck = Deck {
            characters,
            cards: Vec::new(),
        };
        let mut pool: Vec<CardId> = CardId::ALL
            .into_iter()
            .filter(|&c| crate::cards::card_implemented(c))
            .filter(|&c| {
                let mut one = deck.clone();
                one.cards = vec![c; 30];
                // Every rule but the counts: check the card alone.
                match one.check_rules(version) {
                    Ok(()) | Err(DeckError::TooManyCopies(_)) => true,
                    Err(_) => false,
                }
            })
            .flat_map(|c| [c, c])
            .collect();
        rng.shuffle(&mut pool);
        pool.truncate(30);
        deck.cards = pool;
        deck
    }
}

/// Ganyu, Xingqiu and Kaeya: Cryo and Hydro, freezing, with their talents.
const ICY_RAIN: &str = "\
Ganyu
Xingqiu
Kaeya
2x Undivided Heart
2x The Scent Remained
2x Cold-Blooded Strike
1x Raven Bow
2x Sacrificial Sword
2x Elemental Resonance: Woven Ice
2x Elemental Resonance: Shattering Ice
2x Paimon
2x Liyue Harbor Wharf
1x Katheryne
2x Strategize
2x Leave It to Me!
1x Toss-Up
1x Send Off
2x Sweet Madame
2x Mondstadt Hash Brown
1x Jueyun Guoba
1x Joyous Celebration
";

/// Diluc, Fischl and Keqing: Pyro and Electro, Overloaded, with their talents.
const FIRE_AND_THUNDER: &str = "\
Diluc
Fischl
Keqing
2x Flowing Flame
2x Stellar Predator
2x Thundering Penance
2x Wolf's Gravestone
1x Sacrificial Sword
1x Raven Bow
1x Thundering Fury
1x Crimson Witch of Flames
2x Elemental Resonance: Woven Thunder
2x Elemental Resonance: High Voltage
2x Paimon
1x Dawn Winery
1x NRE
2x Strategize
2x Starsigns
1x Changing Shifts
1x I Haven't Lost Yet!
1x Sweet Madame
1x Northern Smoked Chicken
1x Teyvat Fried Egg
1x Lotus Flower Crisp
";

/// Kamisato Ayaka, Shenhe and Kamisato Ayato: Cryo and Hydro of the first year's Inazuma
/// and Liyue, with their talents, Blizzard Strayer and the Sacrificial Sword. Share code
/// `ACBQwgcLADDgs0EMBDAQ9EMPBEAw9koPCmBg86YQCtFQDZAQCeEADooQDZDw/d8PDIAA`.
const FROZEN_TIDE: &str = "\
Kamisato Ayaka
Shenhe
Kamisato Ayato
2x Kanten Senmyou Blessing
2x Mystical Abandon
1x Kyouka Fuushi
2x Blizzard Strayer
1x Broken Rime's Echo
2x Sacrificial Sword
1x Lithic Spear
2x Elemental Resonance: Woven Ice
2x Paimon
2x Liyue Harbor Wharf
1x Katheryne
2x Strategize
2x Leave It to Me!
1x Toss-Up
2x Sweet Madame
2x Mondstadt Hash Brown
1x Jueyun Guoba
1x Send Off
1x Starsigns
";

/// Raiden Shogun, Yae Miko and Kaedehara Kazuha: Electro and Anemo, with their talents,
/// Engulfing Lightning and Thunder Summoner's Crown. Share code
/// `AlAA5SEOAmCAwlwMBSDAtl0PBUDQ9GQPCIDQ+I0PB1GwDZEQCtGwDKsRChDQ8p4QDrAA`.
const THUNDER_AND_WIND: &str = "\
Raiden Shogun
Yae Miko
Kaedehara Kazuha
2x Wishes Unnumbered
2x The Shrine's Sacred Shade
1x Poetics of Fuubutsu
2x Engulfing Lightning
1x Skyward Atlas
1x Aquila Favonia
2x Thunder Summoner's Crown
1x Viridescent Venerer's Diadem
1x Thundering Poise
2x Elemental Resonance: Woven Thunder
1x Elemental Resonance: High Voltage
2x Paimon
1x Dawn Winery
2x Strategize
2x Starsigns
1x I Haven't Lost Yet!
2x Sweet Madame
1x Northern Smoked Chicken
1x Teyvat Fried Egg
1x Changing Shifts
1x Lotus Flower Crisp
";

/// Wanderer, Lynette and Alhaitham: Anemo and Dendro of 4.1 … 4.4, with their talents,
/// Light of Foliar Incision and Tulaytullah's Remembrance. Share code
/// `AiCRwhoMEZDA1GUMBhBR9CMPEkAx9iUPEmBR8y8PEjDx+CwPCoHQDbIQDtGADugQDLAA`.
const WIND_AND_LEAVES: &str = "\
Wanderer
Lynette
Alhaitham
2x Gales of Reverie
2x A Cold Blade Like a Shadow
2x Structuration
2x Light of Foliar Incision
1x Tulaytullah's Remembrance
1x Viridescent Venerer's Diadem
1x Deepwood Memories
2x Elemental Resonance: Impetuous Winds
2x Paimon
1x Liben
1x Setaria
1x Stormterror's Lair
2x Strategize
2x Leave It to Me!
2x Toss-Up
2x Starsigns
2x Sweet Madame
1x Mondstadt Hash Brown
1x Lotus Flower Crisp
";

/// Cryo Hypostasis, Layla and Thoma: shields of 4.0 … 4.4, with their talents and Broken
/// Rime's Echo. Share code
/// `FSESxBgMFDHytEYQFUFS9SEQE2EC90QQCoEy+S8QCzFR9qYRDtLxDuARD+IBCsMRDcEB`.
const FROST_CORE: &str = "\
Cryo Hypostasis
Layla
Thoma
2x Sternfrost Prism
2x Light's Remit
1x A Subordinate's Skills
1x Favonius Sword
1x Primordial Jade Winged-Spear
2x Broken Rime's Echo
2x Elemental Resonance: Woven Ice
1x Elemental Resonance: Shattering Ice
2x Paimon
1x Katheryne
2x Liyue Harbor Wharf
2x Strategize
2x Leave It to Me!
2x Starsigns
1x Toss-Up
1x I Haven't Lost Yet!
2x Sweet Madame
1x Mondstadt Hash Brown
1x Jueyun Guoba
1x Northern Smoked Chicken
";

/// Furina, Neuvillette and Charlotte: Fontaine's Hydro and Cryo of 4.5 … 5.2, with their
/// talents, Tome of the Eternal Flow, Golden Troupe and Water and Justice. Share code
/// `FiDBwk8MFCHhZXUVF5BR9FMPFUAx+FIPFYBh9lYPFzDR9YIZGGEhaYEWGJGRDYkQDtAA`.
const FONTAINE_RAIN: &str = "\
Furina
Neuvillette
Charlotte
2x \"Hear Me — Let Us Raise the Chalice of Love!\"
2x Heir to the Ancient Sea's Authority
1x A Summation of Interest
2x Tome of the Eternal Flow
1x Cashflow Supervision
2x Golden Troupe
1x Marechaussee Hunter
2x Water and Justice
1x Elemental Resonance: Soothing Water
2x Paimon
1x Seirai Island
1x Lumenstone Adjuvant
2x Strategize
2x Starsigns
1x Leave It to Me!
1x Toss-Up
1x I Haven't Lost Yet!
1x Tada!
2x Rainbow Macarons
2x Sweet Madame
";

/// Rosaria, Wriothesley and Kuki Shinobu: Cryo and Electro of 4.5 … 5.2, with their
/// talents, Gladiator's Triumphus, Splendor of Tranquil Waters and the cards that reward
/// discarding and tuning. Share code `GyABwmsYFWHBhbMPG0Ax9HQPF2BB9moPF4DR+FYPGDAB9ZMZGWExiIEQDdHwDd8QDOAA`.
const FROST_AND_THUNDER: &str = "\
Rosaria
Wriothesley
Kuki Shinobu
2x Divine Retribution
2x Terror for the Evildoers
1x To Ward Weakness
1x Cashflow Supervision
1x Tome of the Eternal Flow
1x Splendor of Tranquil Waters
2x Gladiator's Triumphus
1x Marechaussee Hunter
2x Elemental Resonance: Woven Ice
2x Paimon
1x Sir Arthur
1x Central Laboratory Ruins
2x Strategize
2x Leave It to Me!
2x Starsigns
1x Toss-Up
1x I Haven't Lost Yet!
1x Tada!
1x Vicious Ancient Battle
2x Sweet Madame
1x Mondstadt Hash Brown
";

/// The built-in decks: (name, deck). Eight decks of 30 cards in the style of competitive
/// decks (`icy-rain`, `fire-and-thunder`; `frozen-tide`, `thunder-and-wind` of the
/// characters first released in 3.3 … 3.8; `wind-and-leaves`, `frost-core` of 4.0 … 4.4;
/// `fontaine-rain`, `frost-and-thunder` of 4.5 … 5.2),
/// and two of characters only (`frost-and-rain`, `storm-and-fire`), the fastest for
/// benchmarks.
pub fn builtin_decks() -> Vec<(&'static str, Deck)> {
    let parse = |text: &str| Deck::parse_text(text).expect("built-in decks parse");
    vec![
        ("icy-rain", parse(ICY_RAIN)),
        ("fire-and-thunder", parse(FIRE_AND_THUNDER)),
        ("frozen-tide", parse(FROZEN_TIDE)),
        ("thunder-and-wind", parse(THUNDER_AND_WIND)),
        ("wind-and-leaves", parse(WIND_AND_LEAVES)),
        ("frost-core", parse(FROST_CORE)),
        ("fontaine-rain", parse(FONTAINE_RAIN)),
        ("frost-and-thunder", parse(FROST_AND_THUNDER)),
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
            ps.flags.deck = crate::cards::deck_traits(&d.cards, config.version);
            ps.initial_deck =
                crate::state::InitialDeck::new(d.cards.iter().copied()).expect("checked");
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
            hit_root: crate::state::NO_HIT,
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
    /// names (any case) or ids. Unknown names are errors naming the line, and so is a card
    /// past the most a game holds (`DECK_CAP`).
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
            // No game holds more (and a longer list could not be written back).
            if cards.len() > DECK_CAP {
                return Err(fail(format!("more than {DECK_CAP} action cards")));
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::Element;

    fn deck(chars: [CharacterId; 3], cards: &[(CardId, usize)]) -> Deck {
        Deck {
            characters: chars,
            cards: cards
                .iter()
                .flat_map(|&(c, n)| std::iter::repeat_n(c, n))
                .collect(),
        }
    }

    /// 15 distinct obtainable non-talent, non-resonance cards.
    fn filler() -> Vec<CardId> {
        CardId::ALL
            .into_iter()
            .filter(|c| {
                c.facts(Version::LATEST).is_some_and(|f| {
                    f.obtainable
                        && f.share_id.is_some()
                        && f.character.is_none()
                        && f.resonance.is_none()
                })
            })
            .take(15)
            .collect()
    }

    const TEAM: [CharacterId; 3] = [
        CharacterId::Ganyu,
        CharacterId::Xingqiu,
        CharacterId::Noelle,
    ];

    #[test]
    fn thirty_cards_two_copies_at_most() {
        let f = filler();
        let ok = deck(TEAM, &f.iter().map(|&c| (c, 2)).collect::<Vec<_>>());
        assert_eq!(ok.check_rules(Version::LATEST), Ok(()));
        let short = deck(TEAM, &f[..14].iter().map(|&c| (c, 2)).collect::<Vec<_>>());
        assert_eq!(
            short.check_rules(Version::LATEST),
            Err(DeckError::CardCount(28))
        );
        let mut three = ok.clone();
        three.cards[1] = three.cards[0];
        three.cards[2] = three.cards[0];
        assert_eq!(
            three.check_rules(Version::LATEST),
            Err(DeckError::TooManyCopies(three.cards[0]))
        );
        let dup = deck([TEAM[0], TEAM[0], TEAM[2]], &[]);
        assert_eq!(
            dup.check_rules(Version::LATEST),
            Err(DeckError::DuplicateCharacter(TEAM[0]))
        );
    }

    #[test]
    fn talents_need_their_character_and_resonance_two_of_its_element() {
        let f = filler();
        let mut cards: Vec<(CardId, usize)> = f[..14].iter().map(|&c| (c, 2)).collect();
        cards.push((CardId::UndividedHeart, 2));
        let d = deck(TEAM, &cards);
        assert_eq!(
            d.check_rules(Version::LATEST),
            Ok(()),
            "Undivided Heart is Ganyu's talent"
        );
        let d = deck(
            [
                CharacterId::Diluc,
                CharacterId::Xingqiu,
                CharacterId::Noelle,
            ],
            &cards,
        );
        assert_eq!(
            d.check_rules(Version::LATEST),
            Err(DeckError::TalentWithoutCharacter {
                card: CardId::UndividedHeart,
                character: CharacterId::Ganyu
            })
        );
        cards.pop();
        cards.push((CardId::ElementalResonanceWovenIce, 2));
        assert_eq!(
            deck(TEAM, &cards).check_rules(Version::LATEST),
            Err(DeckError::ResonanceWithoutElement {
                card: CardId::ElementalResonanceWovenIce,
                element: Element::Cryo
            })
        );
        let two_cryo = [CharacterId::Ganyu, CharacterId::Kaeya, CharacterId::Noelle];
        assert_eq!(deck(two_cryo, &cards).check_rules(Version::LATEST), Ok(()));
    }

    #[test]
    fn nation_cards_need_two_characters_of_the_nation() {
        let f = filler();
        let mut cards: Vec<(CardId, usize)> = f[..14].iter().map(|&c| (c, 2)).collect();
        cards.push((CardId::WindAndFreedom, 2));
        // Ganyu and Xingqiu are from Liyue, Noelle from Mondstadt.
        assert_eq!(
            deck(TEAM, &cards).check_rules(Version::LATEST),
            Err(DeckError::RequiresCharacters(CardId::WindAndFreedom))
        );
        let mondstadt = [CharacterId::Diluc, CharacterId::Fischl, CharacterId::Ganyu];
        assert_eq!(deck(mondstadt, &cards).check_rules(Version::LATEST), Ok(()));
    }

    #[test]
    fn the_full_built_in_decks_are_legal_and_implemented() {
        for name in ["icy-rain", "fire-and-thunder"] {
            let d = builtin_deck(name).unwrap();
            assert_eq!(d.check_rules(Version::LATEST), Ok(()), "{name}");
            assert_eq!(d.check(Version::LATEST), Ok(()), "{name}");
            for c in &d.cards {
                assert!(crate::cards::card_implemented(*c), "{name}: {c}");
            }
        }
    }

    #[test]
    fn cards_must_exist_in_the_version() {
        let f = filler();
        let d = deck(
            [CharacterId::Nahida, TEAM[1], TEAM[2]],
            &f.iter().map(|&c| (c, 2)).collect::<Vec<_>>(),
        );
        assert!(matches!(
            d.check_rules(Version::V3_3_0),
            Err(DeckError::NotInVersion { .. })
        ));
    }

    #[test]
    fn text_format_round_trips_and_names_bad_lines() {
        let text = "Ganyu\nXingqiu\nnoelle\n# food\n2x Sweet Madame\nPaimon\n";
        let d = Deck::parse_text(text).unwrap();
        assert_eq!(
            d.cards,
            vec![CardId::SweetMadame, CardId::SweetMadame, CardId::Paimon]
        );
        assert_eq!(Deck::parse_text(&d.to_text()).unwrap(), d);
        let e = Deck::parse_text("Ganyu\nXingqiu\nNoelle\nSweet Madam\n").unwrap_err();
        assert_eq!(e.line, 4);
        assert!(e.to_string().contains("Sweet Madam"));
        assert_eq!(Deck::parse_text("Ganyu\n").unwrap_err().line, 0);
    }
}
