//! Weapons cards, one file each.

mod kings_squire;
mod raven_bow;
mod sacrificial_sword;
mod skyward_spine;
mod wolfs_gravestone;

use crate::cards::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of a card of this kind, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::SacrificialSword => &sacrificial_sword::CARD,
        CardId::RavenBow => &raven_bow::CARD,
        CardId::WolfsGravestone => &wolfs_gravestone::CARD,
        CardId::SkywardSpine => &skyward_spine::CARD,
        CardId::KingsSquire => &kings_squire::CARD,
        _ => return None,
    })
}

/// The behaviour of an entity these cards become or create, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::SacrificialSword => &sacrificial_sword::ENTITY,
        EntityId::RavenBow => &raven_bow::ENTITY,
        EntityId::WolfsGravestone => &wolfs_gravestone::ENTITY,
        EntityId::SkywardSpine => &skyward_spine::ENTITY,
        EntityId::KingsSquire => &kings_squire::ENTITY,
        EntityId::KingsSquireInEffect => &kings_squire::IN_EFFECT,
        _ => return None,
    })
}
