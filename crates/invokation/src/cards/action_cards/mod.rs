//! Action cards, one file each: the card's effect when played and, for equipment and
//! supports, the entity it becomes.
//!
//! Rules every card follows are the engine's (see `GameState::card_cost`): food and
//! Satiated, weapon types, talents and their character, energy costs, the support zone.
//! Equipment is attached and supports placed before the card's own effect runs.

mod knights_of_favonius_library;
mod paimon;
mod sacrificial_sword;
mod sweet_madame;
mod teyvat_fried_egg;
mod toss_up;
mod xenochromatic_hunters_ray;

use super::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of an action card, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::SweetMadame => &sweet_madame::CARD,
        CardId::TeyvatFriedEgg => &teyvat_fried_egg::CARD,
        CardId::TossUp => &toss_up::CARD,
        CardId::SacrificialSword => &sacrificial_sword::CARD,
        CardId::Paimon => &paimon::CARD,
        CardId::KnightsOfFavoniusLibrary => &knights_of_favonius_library::CARD,
        CardId::XenochromaticHuntersRay => &xenochromatic_hunters_ray::CARD,
        _ => return None,
    })
}

/// The behaviour of the entity an action card becomes (or creates), if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::SacrificialSword => &sacrificial_sword::ENTITY,
        EntityId::Paimon => &paimon::ENTITY,
        EntityId::KnightsOfFavoniusLibrary => &knights_of_favonius_library::ENTITY,
        EntityId::XenochromaticHuntersRay => &xenochromatic_hunters_ray::ENTITY,
        EntityId::Satiated | EntityId::ReviveOnCooldown => &EntityDef::TIMER,
        _ => return None,
    })
}
