//! Deck share codes, as the game writes them.
//!
//! A code is the base64 of 51 bytes. The last byte is a key, added (mod 256) to each of the
//! first 50. The payload is those 50 bytes' even positions followed by their odd
//! positions, and a zero byte: 17 groups of 3 bytes, each two 12-bit numbers (high bits
//! first): 34 numbers, the last unused. The first 3 are
//! character share ids, the next 30 action-card share ids (0 = no card).

use crate::deck::Deck;
use crate::facts::{CardId, CharacterId, Version};
use std::fmt;

/// Why a share code could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareCodeError {
    /// Not base64 of 51 bytes.
    Malformed(String),
    /// A share id no card of the version has.
    UnknownShareId {
        /// Character or action card.
        kind: &'static str,
        /// The id.
        id: u16,
    },
    /// The deck cannot be written (a card without a share id, too many cards).
    Unencodable(String),
}

impl fmt::Display for ShareCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareCodeError::Malformed(why) => write!(f, "not a deck share code: {why}"),
            ShareCodeError::UnknownShareId { kind, id } => {
                write!(f, "the share code names unknown {kind} share id {id}")
            }
            ShareCodeError::Unencodable(why) => write!(f, "cannot write a share code: {why}"),
        }
    }
}

impl std::error::Error for ShareCodeError {}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Substrings the game's encoder avoids by choosing the key (compared in lower case).
const BLOCKED: [&str; 8] = ["64", "89", "c4", "cag", "gay", "ntr", "pcp", "rbq"];

fn base64_encode(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn base64_decode(text: &str) -> Result<Vec<u8>, ShareCodeError> {
    let text = text.trim().trim_end_matches('=');
    let mut bits = 0u32;
    let mut nbits = 0;
    let mut out = Vec::new();
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c).ok_or_else(|| {
            ShareCodeError::Malformed(format!("{:?} is not a base64 character", c as char))
        })?;
        bits = bits << 6 | v as u32;
        nbits += 6;
        if nbits >= 8 {
            nbits -= 8;
            out.push((bits >> nbits) as u8);
            bits &= (1 << nbits) - 1;
        }
    }
    Ok(out)
}

/// Reads a share code into the share ids it holds: 3 characters and 30 cards (0 = none).
pub fn decode_ids(code: &str) -> Result<([u16; 3], [u16; 30]), ShareCodeError> {
    let bytes = base64_decode(code)?;
    if bytes.len() != 51 {
        return Err(ShareCodeError::Malformed(format!(
            "{} bytes, expected 51",
            bytes.len()
        )));
    }
    let key = bytes[50];
    let shifted: Vec<u8> = bytes[..50].iter().map(|b| b.wrapping_sub(key)).collect();
    // The bytes at even positions, then those at odd positions.
    let mut payload = [0u8; 51];
    for i in 0..25 {
        payload[i] = shifted[2 * i];
        payload[25 + i] = shifted[2 * i + 1];
    }
    let mut numbers = [0u16; 34];
    for g in 0..17 {
        let [a, b, c] = [payload[3 * g], payload[3 * g + 1], payload[3 * g + 2]];
        numbers[2 * g] = (a as u16) << 4 | (b as u16) >> 4;
        numbers[2 * g + 1] = ((b & 0x0F) as u16) << 8 | c as u16;
    }
    let mut chars = [0u16; 3];
    chars.copy_from_slice(&numbers[..3]);
    let mut cards = [0u16; 30];
    cards.copy_from_slice(&numbers[3..33]);
    Ok((chars, cards))
}

/// Writes share ids into a share code. The key is the smallest whose text avoids a few
/// substrings, as the game's encoder avoids them (the game picks other keys too, so compare
/// decoded decks, not codes).
pub fn encode_ids(chars: [u16; 3], cards: [u16; 30]) -> String {
    let mut numbers = [0u16; 34];
    numbers[..3].copy_from_slice(&chars);
    numbers[3..33].copy_from_slice(&cards);
    let mut payload = [0u8; 51];
    for g in 0..17 {
        let (x, y) = (numbers[2 * g] & 0xFFF, numbers[2 * g + 1] & 0xFFF);
        payload[3 * g] = (x >> 4) as u8;
        payload[3 * g + 1] = ((x & 0xF) << 4 | y >> 8) as u8;
        payload[3 * g + 2] = (y & 0xFF) as u8;
    }
    let mut unshuffled = [0u8; 50];
    for i in 0..25 {
        unshuffled[2 * i] = payload[i];
        unshuffled[2 * i + 1] = payload[25 + i];
    }
    let with_key = |key: u8| {
        let mut bytes: Vec<u8> = unshuffled.iter().map(|b| b.wrapping_add(key)).collect();
        bytes.push(key);
        base64_encode(&bytes)
    };
    (0..=255u8)
        .map(with_key)
        .find(|text| {
            let lower = text.to_ascii_lowercase();
            !BLOCKED.iter().any(|w| lower.contains(w))
        })
        .unwrap_or_else(|| with_key(0))
}

/// Reads a share code into a deck of `version` (cards in the code's order).
pub fn decode(code: &str, version: Version) -> Result<Deck, ShareCodeError> {
    let (chars, cards) = decode_ids(code)?;
    let character = |id: u16| {
        CharacterId::ALL
            .into_iter()
            .find(|c| c.facts(version).is_some_and(|f| f.share_id == Some(id)))
            .ok_or(ShareCodeError::UnknownShareId {
                kind: "character",
                id,
            })
    };
    let characters = [
        character(chars[0])?,
        character(chars[1])?,
        character(chars[2])?,
    ];
    let mut deck_cards = Vec::new();
    for id in cards.into_iter().filter(|&id| id != 0) {
        let card = CardId::ALL
            .into_iter()
            .find(|c| c.facts(version).is_some_and(|f| f.share_id == Some(id)))
            .ok_or(ShareCodeError::UnknownShareId {
                kind: "action card",
                id,
            })?;
        deck_cards.push(card);
    }
    Ok(Deck {
        characters,
        cards: deck_cards,
    })
}

/// Writes a deck of `version` as a share code.
pub fn encode(deck: &Deck, version: Version) -> Result<String, ShareCodeError> {
    let share = |name: &str, id: Option<u16>| {
        id.ok_or_else(|| {
            ShareCodeError::Unencodable(format!("{name} has no share id in {version}"))
        })
    };
    let mut chars = [0u16; 3];
    for (i, c) in deck.characters.iter().enumerate() {
        chars[i] = share(c.name(), c.facts(version).and_then(|f| f.share_id))?;
    }
    if deck.cards.len() > 30 {
        return Err(ShareCodeError::Unencodable(format!(
            "{} action cards; a code holds 30",
            deck.cards.len()
        )));
    }
    let mut cards = [0u16; 30];
    for (i, c) in deck.cards.iter().enumerate() {
        cards[i] = share(c.name(), c.facts(version).and_then(|f| f.share_id))?;
    }
    Ok(encode_ids(chars, cards))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Codes written by the game (from a public deck tracker).
    const CODES: [&str; 2] = [
        "FdHAWTIVFZDh22EPFiAx8mMPE0Ax9TMPFFCB9kgPC2DR91gQDLEwDskQDOGQD80RDBAA",
        "jl0ddrubjx09dxKblS0NgRWcls39gyScmV6tj0+dma7tl1OdmT4dmFadml6dm16dmm2N",
    ];

    #[test]
    fn game_codes_decode_to_three_characters_and_thirty_cards() {
        for code in CODES {
            let deck = decode(code, Version::LATEST).unwrap_or_else(|e| panic!("{code}: {e}"));
            assert_eq!(deck.cards.len(), 30, "{code}");
            let mut distinct = deck.characters.to_vec();
            distinct.dedup();
            assert_eq!(distinct.len(), 3);
        }
    }

    #[test]
    fn round_trip_keeps_the_deck() {
        for code in CODES {
            let deck = decode(code, Version::LATEST).unwrap();
            let again = encode(&deck, Version::LATEST).unwrap();
            assert_eq!(decode(&again, Version::LATEST).unwrap(), deck);
            let lower = again.to_ascii_lowercase();
            assert!(BLOCKED.iter().all(|w| !lower.contains(w)), "{again}");
        }
    }

    #[test]
    fn bad_codes_are_errors_naming_the_problem() {
        assert!(matches!(
            decode("not base64!", Version::LATEST),
            Err(ShareCodeError::Malformed(_))
        ));
        assert!(matches!(
            decode("AAAA", Version::LATEST),
            Err(ShareCodeError::Malformed(_))
        ));
        let zeros = encode_ids([4095, 1, 2], [0; 30]);
        assert_eq!(
            decode(&zeros, Version::LATEST),
            Err(ShareCodeError::UnknownShareId {
                kind: "character",
                id: 4095
            })
        );
    }

    /// Base64 of any length (a share code is always 51 bytes, a multiple of 3): the last
    /// group is padded with '=', and reads back.
    #[test]
    fn base64_pads_the_last_group() {
        for (bytes, text) in [
            (&b"a"[..], "YQ=="),
            (b"ab", "YWI="),
            (b"abc", "YWJj"),
            (b"abcd", "YWJjZA=="),
        ] {
            assert_eq!(base64_encode(bytes), text);
            assert_eq!(base64_decode(text).unwrap(), bytes);
        }
    }
}
