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

    /// The order the game breaks ties in when it picks dice: Cryo, Hydro, Pyro, Electro, Geo,
    /// Dendro, Anemo (Omni after all).
    pub const fn tie_order(self) -> u8 {
        match self {
            Die::Cryo => 0,
            Die::Hydro => 1,
            Die::Pyro => 2,
            Die::Electro => 3,
            Die::Geo => 4,
            Die::Dendro => 5,
            Die::Anemo => 6,
            Die::Omni => 7,
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

    /// Whether [`Dice::auto_pay`] pays `cost` from these dice (with any preferences: they
    /// choose among the dice, never whether a payment is found), without choosing the dice.
    pub fn can_auto_pay(&self, cost: &Cost) -> bool {
        if self.total() < cost.dice() as u32 {
            return false;
        }
        let mut omni = self.count(Die::Omni);
        let mut left = *self;
        if cost.matching > 0 {
            let Some(e) = cost.element else { return false };
            let e = Die::of(e);
            let own = left.count(e).min(cost.matching);
            let need = cost.matching - own;
            if need > omni {
                return false;
            }
            left.0[e.index()] -= own;
            omni -= need;
        }
        if cost.same > 0 {
            let need = cost.same.saturating_sub(omni);
            let one_element = Element::ALL.iter().any(|&e| {
                let c = left.count(Die::of(e));
                c > 0 && c >= need
            });
            if !one_element && omni < cost.same {
                return false;
            }
        }
        // Unaligned dice take whatever is left: the total suffices.
        true
    }

    /// Chooses dice that pay `cost` the way the game selects them automatically, or None.
    ///
    /// - Matching dice: that element first, then Omni.
    /// - "Same" dice: among the elements, prefer those no character of the team has, then
    ///   those with enough dice on their own, then not the active character's, then the count
    ///   closest to the cost, then [`Die::tie_order`]; take the first element present that
    ///   can pay with the Omni dice left, Omni filling the rest (all Omni if none can).
    /// - Unaligned dice (after the rest): elements no character of the team has first, then
    ///   not the active character's, then the fewest dice, then [`Die::tie_order`]; Omni last.
    ///
    /// `prefs` says which elements the team has and which is the active character's (for a
    /// switch, the element of the character switched to). See docs/rules.md.
    pub fn auto_pay(&self, cost: &Cost, prefs: &PayPrefs) -> Option<Dice> {
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
            let n = cost.same;
            let omni = left.count(Die::Omni);
            let need = n.saturating_sub(omni);
            let key = |d: Die| {
                let c = left.count(d);
                (
                    prefs.party[d.index()],
                    c < n,
                    prefs.active == Some(d),
                    c.abs_diff(n),
                    d.tie_order(),
                )
            };
            let best = Element::ALL
                .iter()
                .map(|&e| Die::of(e))
                .filter(|&d| left.count(d) > 0 && left.count(d) >= need)
                .min_by_key(|&d| key(d));
            match best {
                Some(d) => {
                    let own = left.count(d).min(n);
                    take(&mut left, &mut paid, d, own);
                    take(&mut left, &mut paid, Die::Omni, n - own);
                }
                None if omni >= n => take(&mut left, &mut paid, Die::Omni, n),
                None => return None,
            }
        }
        let mut need = cost.unaligned;
        if need > 0 {
            // Faces with dice left, least protected first: off-team elements, then not the
            // active one's, then fewer dice, then the tie order. Each key packs those with
            // the face's index in its low bits, so sorting plain integers orders faces.
            let mut keys = [0u32; 7];
            let mut n = 0;
            for e in Element::ALL {
                let d = Die::of(e);
                let c = left.count(d);
                if c > 0 {
                    keys[n] = (prefs.party[d.index()] as u32) << 24
                        | ((prefs.active == Some(d)) as u32) << 16
                        | (c as u32) << 8
                        | (d.tie_order() as u32) << 4
                        | d.index() as u32;
                    n += 1;
                }
            }
            keys[..n].sort_unstable();
            let faces = keys[..n].iter().map(|&k| Die::ALL[(k & 0xF) as usize]);
            for d in faces.chain([Die::Omni]) {
                let k = left.count(d).min(need);
                take(&mut left, &mut paid, d, k);
                need -= k;
                if need == 0 {
                    break;
                }
            }
            // The total was checked: the dice left after the matching and "same" ones
            // cover the unaligned ones.
            debug_assert_eq!(need, 0);
        }
        Some(paid)
    }
}

/// What the automatic payment protects: the team's elements and the active character's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PayPrefs {
    /// By [`Die::index`]: some living character of the team has this element.
    pub party: [bool; 8],
    /// The active character's element (for a switch, the element switched to).
    pub active: Option<Die>,
}

impl PayPrefs {
    /// Preferences from the team's elements and the active one's.
    pub fn new(party: impl IntoIterator<Item = Element>, active: Option<Element>) -> PayPrefs {
        let mut p = PayPrefs {
            party: [false; 8],
            active: active.map(Die::of),
        };
        for e in party {
            p.party[Die::of(e).index()] = true;
        }
        p
    }

    /// The die Elemental Tuning converts by default: never Omni nor `target`; an element no
    /// character of the team has first, then the fewest dice, then [`Die::tie_order`].
    pub fn tune_die(&self, dice: &Dice, target: Die) -> Option<Die> {
        dice.faces()
            .filter(|&d| d != Die::Omni && d != target)
            .min_by_key(|&d| (self.party[d.index()], dice.count(d), d.tie_order()))
    }
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

    /// Parses "O C H P E G A D" style hands.
    fn hand(s: &str) -> Dice {
        let mut d = Dice::EMPTY;
        for w in s.split_whitespace() {
            let face = match w {
                "O" => Die::Omni,
                "C" => Die::Cryo,
                "H" => Die::Hydro,
                "P" => Die::Pyro,
                "E" => Die::Electro,
                "G" => Die::Geo,
                "A" => Die::Anemo,
                "D" => Die::Dendro,
                _ => panic!("{w}"),
            };
            d.0[face.index()] += 1;
        }
        d
    }

    /// The reference's automatic selection, for a Ganyu (Cryo, active) / Xingqiu (Hydro) /
    /// Diluc (Pyro) team: Normal Attack (1 Cryo + 2), Paimon (3 same), Wharf (2 same),
    /// switching to Xingqiu and to Diluc, tuning.
    #[test]
    fn auto_pay_matches_the_game() {
        let team = [Element::Cryo, Element::Hydro, Element::Pyro];
        let prefs = PayPrefs::new(team, Some(Element::Cryo));
        let na = cost(Some(Element::Cryo), 1, 0, 2);
        let same = |n| cost(None, 0, n, 0);
        let one = cost(None, 0, 0, 1);
        let to = |e| PayPrefs::new(team, Some(e));
        #[rustfmt::skip]
        let table = [
            // hand, NA, 3 same, 2 same, switch to Hydro, switch to Pyro, tune
            ("O C H P E G A D", "C E G", "", "E O", "E", "E", "E"),
            ("O O C C H E E G", "C G E", "E E O", "E E", "G", "G", "G"),
            ("C C C H H E", "C E H", "C C C", "H H", "E", "E", "E"),
            ("O O O C H", "C H O", "H O O", "H O", "C", "C", "H"),
            ("O C C H H P P P P", "C H H", "P P P", "H H", "C", "C", "H"),
            ("A A D D", "", "", "D D", "D", "D", "D"),
            ("C C H", "C H C", "", "C C", "C", "H", "H"),
        ];
        for (h, a, s3, s2, sw_h, sw_p, tune) in table {
            let d = hand(h);
            let pay = |c: &Cost, p: &PayPrefs| d.auto_pay(c, p).unwrap_or(Dice::EMPTY);
            let want = |s: &str| if s.is_empty() { Dice::EMPTY } else { hand(s) };
            assert_eq!(pay(&na, &prefs), want(a), "{h}: Normal Attack");
            assert_eq!(pay(&same(3), &prefs), want(s3), "{h}: 3 same");
            assert_eq!(pay(&same(2), &prefs), want(s2), "{h}: 2 same");
            assert_eq!(
                pay(&one, &to(Element::Hydro)),
                want(sw_h),
                "{h}: switch to Hydro"
            );
            assert_eq!(
                pay(&one, &to(Element::Pyro)),
                want(sw_p),
                "{h}: switch to Pyro"
            );
            let t = prefs
                .tune_die(&d, Die::Cryo)
                .map(|d| Dice::of(d, 1))
                .unwrap_or(Dice::EMPTY);
            assert_eq!(t, want(tune), "{h}: tune");
        }
    }

    #[test]
    fn add_capped_stops_at_cap() {
        let mut d = Dice::of(Die::Omni, 15);
        d.add_capped(&Dice::of(Die::Pyro, 3), 16);
        assert_eq!(d.total(), 16);
        assert!(!d.add_one(Die::Geo, 16));
    }
}
