//! [`GameConfig`]: the rules' numbers, with the official defaults.

use crate::facts::Version;
use serde::{Deserialize, Serialize};

/// Settings of a game. [`GameConfig::default`] is the official game at the newest version.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct GameConfig {
    /// Balance version whose card facts apply.
    pub version: Version,
    /// The game ends with both players losing when this round would start (15).
    pub round_limit: u8,
    /// Dice rolled in each Roll Phase (8).
    pub dice_per_roll: u8,
    /// Rerolls in each Roll Phase before effects add more (1).
    pub rerolls: u8,
    /// Cards in the starting hand (5).
    pub initial_hand: u8,
    /// Cards each player draws in the End Phase (2).
    pub draw_per_round: u8,
    /// Hand limit: cards drawn into a full hand are discarded (10).
    pub max_hand: u8,
    /// Most dice a player can hold (16).
    pub max_dice: u8,
    /// Most summons a player can have (4).
    pub max_summons: u8,
    /// Most supports a player can have (4).
    pub max_supports: u8,
    /// Every die rolled is Omni, and rolls need no chance outcome (for experiments, like
    /// dgisim's AllOmniMode, and for lockstep games against the reference's always-Omni
    /// mode). Dice that effects fix (Crimson Witch of Flames' 2 Pyro) are still fixed.
    pub all_omni: bool,
}

impl Default for GameConfig {
    fn default() -> Self {
        GameConfig {
            version: Version::LATEST,
            round_limit: 15,
            dice_per_roll: 8,
            rerolls: 1,
            initial_hand: 5,
            draw_per_round: 2,
            max_hand: 10,
            max_dice: 16,
            max_summons: 4,
            max_supports: 4,
            all_omni: false,
        }
    }
}

/// Why a configuration cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigError(pub String);

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "invalid game config: {}", self.0)
    }
}

impl std::error::Error for ConfigError {}

impl GameConfig {
    /// The default configuration at another version.
    pub fn with_version(version: Version) -> GameConfig {
        GameConfig {
            version,
            ..GameConfig::default()
        }
    }

    /// Checks the numbers fit the state's fixed capacities.
    pub fn validate(&self) -> Result<(), ConfigError> {
        use crate::state::HAND_CAP;
        let check = |ok: bool, what: &str| {
            if ok {
                Ok(())
            } else {
                Err(ConfigError(what.into()))
            }
        };
        check(self.round_limit >= 2, "round_limit must be at least 2")?;
        check(
            self.max_hand as usize <= HAND_CAP,
            "max_hand must be at most 10",
        )?;
        check(
            self.initial_hand <= self.max_hand,
            "initial_hand must not pass max_hand",
        )?;
        check(
            self.max_dice >= 1 && self.max_dice <= 32,
            "max_dice must be 1..=32",
        )?;
        check(
            self.dice_per_roll <= self.max_dice,
            "dice_per_roll must not pass max_dice",
        )?;
        check(
            self.max_summons as usize <= crate::state::FIELD_CAP
                && self.max_supports as usize <= crate::state::FIELD_CAP,
            "max_summons and max_supports must be at most 4",
        )
    }

    /// Packs the configuration for hashing.
    pub(crate) fn pack(&self) -> u64 {
        (self.version as u64)
            | (self.round_limit as u64) << 8
            | (self.dice_per_roll as u64) << 16
            | (self.rerolls as u64) << 24
            | (self.initial_hand as u64) << 32
            | (self.draw_per_round as u64) << 36
            | (self.max_hand as u64) << 40
            | (self.max_dice as u64) << 44
            | (self.max_summons as u64) << 52
            | (self.max_supports as u64) << 56
            | (self.all_omni as u64) << 63
    }
}
