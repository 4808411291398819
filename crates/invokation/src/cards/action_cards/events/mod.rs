//! Events cards, one file each.

mod sweet_madame;
mod teyvat_fried_egg;
mod toss_up;

use crate::cards::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of a card of this kind, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::SweetMadame => &sweet_madame::CARD,
        CardId::TeyvatFriedEgg => &teyvat_fried_egg::CARD,
        CardId::TossUp => &toss_up::CARD,
        _ => return None,
    })
}

/// The behaviour of an entity these cards become or create, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    let _ = id;
    None
}
