//! Traveler's Handy Sword (Sword, 2 same): "The character deals +1 DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TravelersHandySword, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::TravelersHandySword, &templates::damage_bonus(1)),
];
