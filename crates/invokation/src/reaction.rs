//! Elemental reactions: which one an element triggers on an aura, and what remains.

use crate::facts::Element;
use crate::state::Aura;
use serde::{Deserialize, Serialize};
use std::fmt;

/// An elemental reaction. Swirl and Crystallize carry the element they consumed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reaction {
    /// Cryo + Pyro: +2.
    Melt,
    /// Hydro + Pyro: +2.
    Vaporize,
    /// Electro + Pyro: +2, the active target is switched to the next character.
    Overloaded,
    /// Cryo + Electro: +1, 1 Piercing to the other opposing characters.
    Superconduct,
    /// Hydro + Electro: +1, 1 Piercing to the other opposing characters.
    ElectroCharged,
    /// Cryo + Hydro: +1, the target is Frozen.
    Frozen,
    /// Anemo on Cryo/Hydro/Pyro/Electro: 1 damage of that element to the other characters.
    Swirl(Element),
    /// Geo on Cryo/Hydro/Pyro/Electro: +1, 1 shield point for the attacker's side.
    Crystallize(Element),
    /// Dendro + Pyro: +1, Burning Flame summon.
    Burning,
    /// Dendro + Hydro: +1, Dendro Core combat status.
    Bloom,
    /// Dendro + Electro: +1, Catalyzing Field combat status.
    Quicken,
}

impl Reaction {
    /// The damage bonus the reaction adds to the damage that triggered it.
    pub const fn bonus(self) -> u8 {
        match self {
            Reaction::Melt | Reaction::Vaporize | Reaction::Overloaded => 2,
            Reaction::Swirl(_) => 0,
            _ => 1,
        }
    }

    /// English name.
    pub const fn name(self) -> &'static str {
        match self {
            Reaction::Melt => "Melt",
            Reaction::Vaporize => "Vaporize",
            Reaction::Overloaded => "Overloaded",
            Reaction::Superconduct => "Superconduct",
            Reaction::ElectroCharged => "Electro-Charged",
            Reaction::Frozen => "Frozen",
            Reaction::Swirl(_) => "Swirl",
            Reaction::Crystallize(_) => "Crystallize",
            Reaction::Burning => "Burning",
            Reaction::Bloom => "Bloom",
            Reaction::Quicken => "Quicken",
        }
    }

    /// The two elements involved: (the one on the target, the incoming one) for most, the
    /// consumed element for Swirl and Crystallize.
    pub fn involves(self, e: Element) -> bool {
        use Element::*;
        let pair: &[Element] = match self {
            Reaction::Melt => &[Cryo, Pyro],
            Reaction::Vaporize => &[Hydro, Pyro],
            Reaction::Overloaded => &[Electro, Pyro],
            Reaction::Superconduct => &[Cryo, Electro],
            Reaction::ElectroCharged => &[Hydro, Electro],
            Reaction::Frozen => &[Cryo, Hydro],
            Reaction::Burning => &[Dendro, Pyro],
            Reaction::Bloom => &[Dendro, Hydro],
            Reaction::Quicken => &[Dendro, Electro],
            Reaction::Swirl(x) => return e == Anemo || e == x,
            Reaction::Crystallize(x) => return e == Geo || e == x,
        };
        pair.contains(&e)
    }
}

impl fmt::Display for Reaction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Applies `incoming` to a target with `aura`: the reaction it triggers (if any) and the
/// aura left afterwards.
///
/// Anemo and Geo never stay applied; Cryo and Dendro coexist, and in that pair Cryo reacts
/// first (Dendro stays).
pub fn react(aura: Aura, incoming: Element) -> (Aura, Option<Reaction>) {
    use Element::*;
    let base = match aura {
        Aura::None => return (Aura::of(incoming), None),
        Aura::CryoDendro => {
            return match incoming {
                Cryo | Dendro => (aura, None),
                _ => {
                    let (_, r) = react(Aura::Cryo, incoming);
                    (Aura::Dendro, r)
                }
            }
        }
        Aura::Cryo => Cryo,
        Aura::Hydro => Hydro,
        Aura::Pyro => Pyro,
        Aura::Electro => Electro,
        Aura::Dendro => Dendro,
    };
    if base == incoming {
        return (aura, None);
    }
    let r = match (base, incoming) {
        (_, Anemo) if base != Dendro => Reaction::Swirl(base),
        (_, Geo) if base != Dendro => Reaction::Crystallize(base),
        (Dendro, Anemo | Geo) => return (aura, None),
        (Cryo, Dendro) | (Dendro, Cryo) => return (Aura::CryoDendro, None),
        (Cryo, Pyro) | (Pyro, Cryo) => Reaction::Melt,
        (Hydro, Pyro) | (Pyro, Hydro) => Reaction::Vaporize,
        (Electro, Pyro) | (Pyro, Electro) => Reaction::Overloaded,
        (Cryo, Electro) | (Electro, Cryo) => Reaction::Superconduct,
        (Hydro, Electro) | (Electro, Hydro) => Reaction::ElectroCharged,
        (Cryo, Hydro) | (Hydro, Cryo) => Reaction::Frozen,
        (Dendro, Pyro) | (Pyro, Dendro) => Reaction::Burning,
        (Dendro, Hydro) | (Hydro, Dendro) => Reaction::Bloom,
        (Dendro, Electro) | (Electro, Dendro) => Reaction::Quicken,
        _ => unreachable!("every pair of distinct elements is covered"),
    };
    (Aura::None, Some(r))
}

#[cfg(test)]
mod tests {
    use super::*;
    use Element::*;

    fn check(aura: Aura, e: Element, left: Aura, r: Option<Reaction>) {
        assert_eq!(react(aura, e), (left, r), "{aura:?} + {e:?}");
    }

    #[test]
    fn reaction_table_matches_the_rules() {
        check(Aura::None, Cryo, Aura::Cryo, None);
        check(Aura::None, Anemo, Aura::None, None);
        check(Aura::None, Geo, Aura::None, None);
        check(Aura::Cryo, Cryo, Aura::Cryo, None);
        check(Aura::Cryo, Pyro, Aura::None, Some(Reaction::Melt));
        check(Aura::Pyro, Cryo, Aura::None, Some(Reaction::Melt));
        check(Aura::Hydro, Pyro, Aura::None, Some(Reaction::Vaporize));
        check(Aura::Electro, Pyro, Aura::None, Some(Reaction::Overloaded));
        check(
            Aura::Cryo,
            Electro,
            Aura::None,
            Some(Reaction::Superconduct),
        );
        check(
            Aura::Hydro,
            Electro,
            Aura::None,
            Some(Reaction::ElectroCharged),
        );
        check(Aura::Hydro, Cryo, Aura::None, Some(Reaction::Frozen));
        check(Aura::Pyro, Anemo, Aura::None, Some(Reaction::Swirl(Pyro)));
        check(
            Aura::Electro,
            Geo,
            Aura::None,
            Some(Reaction::Crystallize(Electro)),
        );
        check(Aura::Dendro, Pyro, Aura::None, Some(Reaction::Burning));
        check(Aura::Hydro, Dendro, Aura::None, Some(Reaction::Bloom));
        check(Aura::Dendro, Electro, Aura::None, Some(Reaction::Quicken));
        check(Aura::Dendro, Anemo, Aura::Dendro, None);
        check(Aura::Dendro, Geo, Aura::Dendro, None);
    }

    #[test]
    fn cryo_and_dendro_coexist_and_cryo_reacts_first() {
        check(Aura::Cryo, Dendro, Aura::CryoDendro, None);
        check(Aura::Dendro, Cryo, Aura::CryoDendro, None);
        check(Aura::CryoDendro, Pyro, Aura::Dendro, Some(Reaction::Melt));
        check(
            Aura::CryoDendro,
            Hydro,
            Aura::Dendro,
            Some(Reaction::Frozen),
        );
        check(
            Aura::CryoDendro,
            Anemo,
            Aura::Dendro,
            Some(Reaction::Swirl(Cryo)),
        );
        check(
            Aura::CryoDendro,
            Electro,
            Aura::Dendro,
            Some(Reaction::Superconduct),
        );
        check(Aura::CryoDendro, Dendro, Aura::CryoDendro, None);
    }
}
