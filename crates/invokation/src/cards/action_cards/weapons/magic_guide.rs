//! Magic Guide (Catalyst, 2 same): "The character deals +1 DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MagicGuide, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::MagicGuide, &templates::damage_bonus(1)),
];
