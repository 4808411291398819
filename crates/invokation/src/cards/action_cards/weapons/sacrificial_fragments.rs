//! Sacrificial Fragments (Catalyst, 3 same): "The character deals +1 DMG. After the character uses an Elemental
//! Skill: Create 1 Elemental Die of the same Elemental Type as this character. (Once per
//! Round)" (the Sacrificial family: [`templates::SACRIFICIAL`]).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SacrificialFragments, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::SacrificialFragments, &templates::SACRIFICIAL),
];
