//! Zobrist-style hashing of states.
//!
//! A state's hash is the XOR of one 64-bit key per *feature*: a (field, position, value)
//! triple packed into a `u64` and mixed by [`key`]. Mixing a packed feature with a strong
//! 64-bit finalizer gives the same property as a table of random numbers (independent,
//! uniform keys per feature) without the table. Because the hash is an XOR of features, a
//! mutation updates it in O(1): XOR out the old feature, XOR in the new one.

use crate::rng::splitmix64;

/// The key of one feature.
#[inline]
pub const fn key(feature: u64) -> u64 {
    splitmix64(feature ^ 0xA076_1D64_78BD_642F)
}

/// Feature tags: the high byte of a feature, naming the field.
pub mod tag {
    /// Round number, phase, whose turn, first player.
    pub const GLOBAL: u64 = 1;
    /// A player's scalar fields (active character, flags).
    pub const PLAYER: u64 = 2;
    /// A player's dice counts.
    pub const DICE: u64 = 3;
    /// A character's scalar fields.
    pub const CHARACTER: u64 = 4;
    /// A card in hand, by position.
    pub const HAND: u64 = 5;
    /// A card in the draw pile, by position.
    pub const DECK: u64 = 6;
    /// A status or equipment on a character, by position.
    pub const CHAR_STATUS: u64 = 7;
    /// A combat status, by position.
    pub const COMBAT: u64 = 8;
    /// A summon, by position.
    pub const SUMMON: u64 = 9;
    /// A support, by position.
    pub const SUPPORT: u64 = 10;
    /// A pending command, by stack position.
    pub const COMMAND: u64 = 11;
    /// The game's configuration and version.
    pub const CONFIG: u64 = 12;
    /// The outcome of a finished game.
    pub const OUTCOME: u64 = 13;
    /// A card of a player's initial deck (the match record), by place.
    pub const INITIAL_DECK: u64 = 14;
}

/// Packs a feature: tag, player, a sub-position (0..=255), a position (0..=255) and a
/// 32-bit value. Wider values are hashed in two halves by the callers.
#[inline]
pub const fn feature(tag: u64, player: usize, sub: usize, pos: usize, value: u32) -> u64 {
    (tag << 56)
        | ((player as u64) << 48)
        | ((sub as u64 & 0xFF) << 40)
        | ((pos as u64 & 0xFF) << 32)
        | value as u64
}

/// Key of a feature whose value is 64 bits wide.
#[inline]
pub const fn key_wide(tag: u64, player: usize, sub: usize, value: u64) -> u64 {
    key(feature(tag, player, sub, 0, value as u32))
        ^ key(feature(tag, player, sub, 1, (value >> 32) as u32))
}

/// A small, fast, deterministic hasher (the "Fx" hash of rustc), used to digest values
/// that do not pack into 64 bits, such as pending commands.
#[derive(Clone, Copy, Debug, Default)]
pub struct FxHasher {
    h: u64,
}

impl std::hash::Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }

    #[inline]
    fn write_u64(&mut self, v: u64) {
        self.h = (self.h.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    #[inline]
    fn write_u8(&mut self, v: u8) {
        self.write_u64(v as u64)
    }

    #[inline]
    fn write_u16(&mut self, v: u16) {
        self.write_u64(v as u64)
    }

    #[inline]
    fn write_u32(&mut self, v: u32) {
        self.write_u64(v as u64)
    }

    #[inline]
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64)
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.h
    }
}
