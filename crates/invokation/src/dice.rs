//! Elemental dice: faces, a player's dice as counts per face, paying costs.
//!
//! A player's dice are a multiset, so they are kept as a count per face ([`Dice`]): the
//! order in which the game shows them carries no information.

use crate::facts::{Cost, Element};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The face of an elemental die: Omni or one of the seven elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u8)]
pub enum Die {
    /// Omni: counts as any element.
    Omni = 0,
    /// Cryo.
    Cryo = 1,
    /// Hydro.
    Hydro = 2,
    /// Pyro.
    Pyro = 3,
    /// Electro.
    Electro = 4,
    /// Anemo.
    Anemo = 5,
    /// Geo.
    Geo = 6,
    /// Dendro.
    Dendro = 7,
}

impl Die {
    /// Number of faces.
    pub const NUM: usize = 8;
    /// All faces, Omni first then the elements in the game's order.
    pub const ALL: [Die; 8] = [
        Die::Omni,
        Die::Cryo,
        Die::Hydro,
        Die::Pyro,
        Die::Electro,
        Die::Anemo,
        Die::Geo,
        Die::Dendro,
    ];

    /// Position in [`Die::ALL`].
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The die of an element.
    #[inline]
    pub const fn of(element: Element) -> Die {
        Die::ALL[element as usize + 1]
    }

    /// The element of the face (None for Omni).
    #[inline]
    pub const fn element(self) -> Option<Element> {
        match self {
            Die::Omni => None,
            _ => Some(Element::ALL[self as usize - 1]),
        }
    }

    /// English name ("Omni", "Cryo", ...).
    pub const fn name(self) -> &'static str {
        match self.element() {
            None => "Omni",
            Some(e) => e.name(),
        }
    }

    /// Parses a face name, case-insensitively.
    pub fn parse(s: &str) -> Option<Die> {
        Die::ALL
            .into_iter()
            .find(|d| d.name().eq_ignore_ascii_case(s.trim()))
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A multiset of dice: how many of each face.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dice(pub [u8; 8]);

impl Dice {
    /// No dice.
    pub const EMPTY: Dice = Dice([0; 8]);

    /// `n` dice of one face.
    pub const fn of(face: Die, n: u8) -> Dice {
        let mut d = [0; 8];
        d[face as usize] = n;
        Dice(d)
    }

    /// Builds dice from (face, count) pairs.
    pub fn from_counts(counts: &[(Die, u8)]) -> Dice {
        let mut d = Dice::EMPTY;
        for &(face, n) in counts {
            d.0[face.index()] += n;
        }
        d
    }

    /// Count of one face.
    #[inline]
    pub const fn count(&self, face: Die) -> u8 {
        self.0[face as usize]
    }

    /// Total number of dice.
    #[inline]
    pub fn total(&self) -> u32 {
        self.0.iter().map(|&c| c as u32).sum()
    }

    /// Whether there are no dice.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 8]
    }

    /// Whether every die of `other` is in `self`.
    #[inline]
    pub fn contains(&self, other: &Dice) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a >= b)
    }

    /// Removes `other` (which must be contained).
    #[inline]
    pub fn remove(&mut self, other: &Dice) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            debug_assert!(*a >= *b);
            *a -= b;
        }
    }

    /// Adds dice, keeping the total at most `cap` (faces in order, the overflow is lost).
    pub fn add_capped(&mut self, other: &Dice, cap: u32) {
        let mut room = cap.saturating_sub(self.total());
        for (a, &b) in self.0.iter_mut().zip(other.0.iter()) {
            let n = (b as u32).min(room);
            *a += n as u8;
            room -= n;
        }
    }

    /// Adds one die, unless the total would pass `cap`. Returns whether it was added.
    #[inline]
    pub fn add_one(&mut self, face: Die, cap: u32) -> bool {
        if self.total() >= cap {
            return false;
        }
        self.0[face.index()] += 1;
        true
    }

    /// The faces present, each once, in [`Die::ALL`] order.
    pub fn faces(&self) -> impl Iterator<Item = Die> + '_ {
        Die::ALL.into_iter().filter(|d| self.count(*d) > 0)
    }

    /// Whether these dice, all of them, pay `cost` (dice part only; energy is separate).
    ///
    /// Matching dice must show the cost's element or Omni; "same" dice must all show one
    /// element (Omni counts as any); unaligned dice can be anything. The number of dice must
    /// equal the cost exactly.
    pub fn pays(&self, cost: &Cost) -> bool {
        if self.total() != cost.dice() as u32 {
            return false;
        }
        let omni = self.count(Die::Omni);
        // Omni dice used for the matching part: as few as possible is always best.
        let mut left = *self;
        if cost.matching > 0 {
            let Some(e) = cost.element else { return false };
            let own = left.count(Die::of(e)).min(cost.matching);
            let need_omni = cost.matching - own;
            if need_omni > omni {
                return false;
            }
            left.0[Die::of(e).index()] -= own;
            left.0[Die::Omni.index()] -= need_omni;
        }
        if cost.same > 0 {
            let omni_left = left.count(Die::Omni);
            let ok = omni_left >= cost.same
                || Element::ALL
                    .iter()
                    .any(|&e| left.count(Die::of(e)) + omni_left >= cost.same);
            if !ok {
                return false;
            }
        }
        // Unaligned takes whatever is left; totals already match.
        true
    }

    /// Chooses dice that pay `cost` following the game's automatic selection, or None.
    ///
    /// `rank` orders faces by how much the player wants to keep them (higher = keep
    /// longer); see [`keep_rank`]. Matching dice use that element first, then Omni.
    /// "Same" dice use the element that needs the fewest Omni dice, then the least-wanted
    /// element. Unaligned dice are taken least-wanted first; Omni always last.
    pub fn auto_pay(&self, cost: &Cost, rank: &[u8; 8]) -> Option<Dice> {
        if self.total() < cost.dice() as u32 {
            return None;
        }
        let mut left = *self;
        let mut paid = Dice::EMPTY;
        let take = |left: &mut Dice, paid: &mut Dice, face: Die, n: u8| {
            left.0[face.index()] -= n;
            paid.0[face.index()] += n;
        };
        if cost.matching > 0 {
            let e = Die::of(cost.element?);
            let own = left.count(e).min(cost.matching);
            let omni = cost.matching - own;
            if omni > left.count(Die::Omni) {
                return None;
            }
            take(&mut left, &mut paid, e, own);
            take(&mut left, &mut paid, Die::Omni, omni);
        }
        if cost.same > 0 {
            let omni = left.count(Die::Omni);
            // (omni needed, rank, face): smallest wins.
            let best = Element::ALL
                .iter()
                .map(|&e| Die::of(e))
                .filter(|&d| left.count(d) > 0 && left.count(d) + omni >= cost.same)
                .min_by_key(|&d| (cost.same.saturating_sub(left.count(d)), rank[d.index()], d));
            match best {
                Some(d) => {
                    let own = left.count(d).min(cost.same);
                    take(&mut left, &mut paid, d, own);
                    take(&mut left, &mut paid, Die::Omni, cost.same - own);
                }
                None if omni >= cost.same => take(&mut left, &mut paid, Die::Omni, cost.same),
                None => return None,
            }
        }
        let mut need = cost.unaligned;
        if need > 0 {
            // Least wanted first (rank 0, 1, 2, then Omni); among equals, the face with
            // more dice first, then face order. Sort keys of the eight faces.
            let mut keys = [0u32; 8];
            for (i, d) in Die::ALL.into_iter().enumerate() {
                let r = if d == Die::Omni { 3 } else { rank[i].min(2) } as u32;
                keys[i] = r << 16 | (255 - left.count(d) as u32) << 8 | i as u32;
            }
            keys.sort_unstable();
            for k in keys {
                let d = Die::ALL[(k & 0xFF) as usize];
                let n = left.count(d).min(need);
                take(&mut left, &mut paid, d, n);
                need -= n;
                if need == 0 {
                    break;
                }
            }
        }
        if need > 0 {
            return None;
        }
        Some(paid)
    }
}

/// How much a player wants to keep each face: 2 for the active character's element, 1 for
/// other living characters' elements, 0 otherwise; Omni is always kept last by the payers.
pub fn keep_rank(active: Option<Element>, others: impl IntoIterator<Item = Element>) -> [u8; 8] {
    let mut rank = [0u8; 8];
    for e in others {
        rank[Die::of(e).index()] = 1;
    }
    if let Some(e) = active {
        rank[Die::of(e).index()] = 2;
    }
    rank[Die::Omni.index()] = 3;
    rank
}

impl fmt::Debug for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl fmt::Display for Dice {
    /// "Omni×2 Pyro×1", or "none".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        let mut first = true;
        for d in self.faces() {
            if !first {
                f.write_str(" ")?;
            }
            first = false;
            write!(f, "{}×{}", d.name(), self.count(d))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(element: Option<Element>, matching: u8, same: u8, unaligned: u8) -> Cost {
        Cost {
            element,
            matching,
            same,
            unaligned,
            ..Cost::default()
        }
    }

    #[test]
    fn matching_cost_accepts_omni_but_not_other_elements() {
        let c = cost(Some(Element::Cryo), 3, 0, 0);
        assert!(Dice::from_counts(&[(Die::Cryo, 2), (Die::Omni, 1)]).pays(&c));
        assert!(!Dice::from_counts(&[(Die::Cryo, 2), (Die::Pyro, 1)]).pays(&c));
        assert!(
            !Dice::from_counts(&[(Die::Cryo, 4)]).pays(&c),
            "exact count"
        );
    }

    #[test]
    fn same_cost_needs_one_element() {
        let c = cost(None, 0, 2, 0);
        assert!(Dice::from_counts(&[(Die::Geo, 1), (Die::Omni, 1)]).pays(&c));
        assert!(Dice::of(Die::Omni, 2).pays(&c));
        assert!(!Dice::from_counts(&[(Die::Geo, 1), (Die::Pyro, 1)]).pays(&c));
    }

    #[test]
    fn auto_pay_keeps_omni_and_useful_dice() {
        // Cryo active, Hydro on standby: 1 Cryo + 2 unaligned.
        let rank = keep_rank(Some(Element::Cryo), [Element::Hydro]);
        let dice = Dice::from_counts(&[
            (Die::Omni, 2),
            (Die::Cryo, 2),
            (Die::Hydro, 2),
            (Die::Geo, 1),
            (Die::Pyro, 1),
        ]);
        let c = cost(Some(Element::Cryo), 1, 0, 2);
        let paid = dice.auto_pay(&c, &rank).unwrap();
        assert_eq!(
            paid,
            Dice::from_counts(&[(Die::Cryo, 1), (Die::Geo, 1), (Die::Pyro, 1)])
        );
        // Unaligned falls back to standby elements, then the active's, then Omni.
        let c = cost(None, 0, 0, 6);
        let paid = dice.auto_pay(&c, &rank).unwrap();
        assert_eq!(
            paid,
            Dice::from_counts(&[
                (Die::Geo, 1),
                (Die::Pyro, 1),
                (Die::Hydro, 2),
                (Die::Cryo, 2)
            ])
        );
        assert!(dice.pays(&cost(None, 0, 0, 8)));
    }

    #[test]
    fn auto_pay_same_prefers_no_omni() {
        let rank = keep_rank(Some(Element::Pyro), []);
        let dice = Dice::from_counts(&[(Die::Omni, 1), (Die::Pyro, 3), (Die::Anemo, 2)]);
        let paid = dice.auto_pay(&cost(None, 0, 3, 0), &rank).unwrap();
        assert_eq!(paid, Dice::of(Die::Pyro, 3));
        let paid = dice.auto_pay(&cost(None, 0, 2, 0), &rank).unwrap();
        assert_eq!(paid, Dice::of(Die::Anemo, 2));
    }

    #[test]
    fn add_capped_stops_at_cap() {
        let mut d = Dice::of(Die::Omni, 15);
        d.add_capped(&Dice::of(Die::Pyro, 3), 16);
        assert_eq!(d.total(), 16);
        assert!(!d.add_one(Die::Geo, 16));
    }
}
