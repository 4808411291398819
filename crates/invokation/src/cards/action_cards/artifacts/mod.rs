//! Artifacts cards, one file each.

mod crimson_witch_of_flames;
mod elemental_set;
mod exiles_circlet;
mod gamblers_earrings;
mod instructors_cap;
mod thundering_fury;
mod viridescent_venerer;

use crate::cards::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of a card of this kind, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::GamblersEarrings => &gamblers_earrings::CARD,
        CardId::InstructorsCap => &instructors_cap::CARD,
        CardId::ExilesCirclet => &exiles_circlet::CARD,
        CardId::CrimsonWitchOfFlames => crimson_witch_of_flames::CARD,
        CardId::ThunderingFury => thundering_fury::CARD,
        CardId::ViridescentVenerer => viridescent_venerer::CARD,
        _ => return None,
    })
}

/// The behaviour of an entity these cards become or create, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::GamblersEarrings => &gamblers_earrings::ENTITY,
        EntityId::InstructorsCap => &instructors_cap::ENTITY,
        EntityId::ExilesCirclet => &exiles_circlet::ENTITY,
        EntityId::CrimsonWitchOfFlames => &crimson_witch_of_flames::ENTITY,
        EntityId::ThunderingFury => &thundering_fury::ENTITY,
        EntityId::ViridescentVenerer => &viridescent_venerer::ENTITY,
        _ => return None,
    })
}
