//! Techniques cards, one file each.

mod xenochromatic_hunters_ray;

use crate::cards::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of a card of this kind, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::XenochromaticHuntersRay => &xenochromatic_hunters_ray::CARD,
        _ => return None,
    })
}

/// The behaviour of an entity these cards become or create, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::XenochromaticHuntersRay => &xenochromatic_hunters_ray::ENTITY,
        _ => return None,
    })
}
