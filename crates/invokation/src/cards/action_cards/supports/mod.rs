//! Supports cards, one file each.

mod dawn_winery;
mod katheryne;
mod knights_of_favonius_library;
mod liben;
mod liyue_harbor_wharf;
mod nre;
mod paimon;
mod parametric_transformer;
mod timmie;

use crate::cards::{CardDef, EntityDef};
use crate::facts::{CardId, EntityId};

/// The behaviour of a card of this kind, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::Paimon => &paimon::CARD,
        CardId::KnightsOfFavoniusLibrary => &knights_of_favonius_library::CARD,
        CardId::Katheryne => &katheryne::CARD,
        CardId::Liben => &liben::CARD,
        CardId::Timmie => &timmie::CARD,
        CardId::LiyueHarborWharf => &liyue_harbor_wharf::CARD,
        CardId::DawnWinery => &dawn_winery::CARD,
        CardId::ParametricTransformer => &parametric_transformer::CARD,
        CardId::NRE => &nre::CARD,
        _ => return None,
    })
}

/// The behaviour of an entity these cards become or create, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Paimon => &paimon::ENTITY,
        EntityId::KnightsOfFavoniusLibrary => &knights_of_favonius_library::ENTITY,
        EntityId::Katheryne => &katheryne::ENTITY,
        EntityId::Liben => &liben::ENTITY,
        EntityId::Timmie => &timmie::ENTITY,
        EntityId::LiyueHarborWharf => &liyue_harbor_wharf::ENTITY,
        EntityId::DawnWinery => &dawn_winery::ENTITY,
        EntityId::ParametricTransformer => &parametric_transformer::ENTITY,
        EntityId::NRE => &nre::ENTITY,
        _ => return None,
    })
}
