//! White Tassel (Polearm, 2 same): "The character deals +1 DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::WhiteTassel, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::WhiteTassel, &templates::damage_bonus(1)),
];
