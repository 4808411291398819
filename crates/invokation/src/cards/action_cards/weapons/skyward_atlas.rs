//! Skyward Atlas (Catalyst, 3 same): "The character deals +1 DMG. Once per Round: This character's Normal
//! Attacks deal +1 additional DMG." (the Skyward family: [`templates::SKYWARD`]).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SkywardAtlas, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::SkywardAtlas, &templates::SKYWARD),
];
