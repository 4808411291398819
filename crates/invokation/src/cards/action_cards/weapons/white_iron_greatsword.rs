//! White Iron Greatsword (Claymore, 2 same): "The character deals +1 DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::WhiteIronGreatsword, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::WhiteIronGreatsword, &templates::damage_bonus(1)),
];
