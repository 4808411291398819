//! Action cards, one file each, grouped by kind: events (food, Arcane Legends and the
//! others), Elemental Resonance, weapons, artifacts, supports, Techniques. Talent cards live
//! with their character.
//!
//! Rules every card follows are the engine's (see `GameState::card_cost`): food and
//! Satiated, weapon types, talents and their character, energy costs, the support zone.
//! Equipment is attached and supports placed before the card's own effect runs.

mod artifacts;
mod events;
mod resonance;
mod supports;
mod techniques;
mod weapons;

use super::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of an action card, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    events::card(id)
        .or_else(|| resonance::card(id))
        .or_else(|| weapons::card(id))
        .or_else(|| artifacts::card(id))
        .or_else(|| supports::card(id))
        .or_else(|| techniques::card(id))
}

/// The behaviour of the entity an action card becomes (or creates), if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    match id {
        EntityId::Satiated | EntityId::ReviveOnCooldown => Some(&EntityDef::TIMER),
        _ => events::entity(id)
            .or_else(|| resonance::entity(id))
            .or_else(|| weapons::entity(id))
            .or_else(|| artifacts::entity(id))
            .or_else(|| supports::entity(id))
            .or_else(|| techniques::entity(id)),
    }
}
