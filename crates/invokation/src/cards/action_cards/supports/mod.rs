//! Supports cards, one file each.

mod knights_of_favonius_library;
mod paimon;

use crate::cards::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of a card of this kind, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::Paimon => &paimon::CARD,
        CardId::KnightsOfFavoniusLibrary => &knights_of_favonius_library::CARD,
        _ => return None,
    })
}

/// The behaviour of an entity these cards become or create, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Paimon => &paimon::ENTITY,
        EntityId::KnightsOfFavoniusLibrary => &knights_of_favonius_library::ENTITY,
        _ => return None,
    })
}
