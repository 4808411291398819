//! Raven Bow (Bow, 2 same): "The character deals +1 DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::RavenBow, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::RavenBow, &templates::damage_bonus(1)),
];
