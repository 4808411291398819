//! The two players and [`ByPlayer`], a pair indexed by player.

use serde::{Deserialize, Serialize};

/// One of the two players. `P1` is the first seat.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[repr(u8)]
pub enum Player {
    /// The first seat ("p1").
    #[default]
    P1 = 0,
    /// The second seat ("p2").
    P2 = 1,
}

impl Player {
    /// Both players, P1 first.
    pub const ALL: [Player; 2] = [Player::P1, Player::P2];

    /// 0 for P1, 1 for P2.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player of index 0 or 1.
    #[inline]
    pub const fn from_index(i: usize) -> Player {
        if i == 0 {
            Player::P1
        } else {
            Player::P2
        }
    }

    /// The opponent.
    #[inline]
    pub const fn other(self) -> Player {
        match self {
            Player::P1 => Player::P2,
            Player::P2 => Player::P1,
        }
    }

    /// `self` then the opponent.
    #[inline]
    pub const fn and_other(self) -> [Player; 2] {
        [self, self.other()]
    }

    /// Bit of this player in a two-bit mask.
    #[inline]
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Player::P1 => "p1",
            Player::P2 => "p2",
        })
    }
}

/// A value for each player, indexed by [`Player`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByPlayer<T>(pub [T; 2]);

impl<T> std::ops::Index<Player> for ByPlayer<T> {
    type Output = T;
    #[inline]
    fn index(&self, p: Player) -> &T {
        &self.0[p.index()]
    }
}

impl<T> std::ops::IndexMut<Player> for ByPlayer<T> {
    #[inline]
    fn index_mut(&mut self, p: Player) -> &mut T {
        &mut self.0[p.index()]
    }
}
