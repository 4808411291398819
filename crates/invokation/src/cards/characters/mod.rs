//! Characters, one file each: skills and the entities they create.

mod abyss_lector;
mod diluc;
mod fischl;
mod ganyu;
mod keqing;
mod mona;
mod noelle;
mod sucrose;
mod xingqiu;

use super::{CardDef, CharacterDef, EntityDef};
use crate::facts::{CardId, CharacterId, EntityId};

/// The behaviour of a character, if implemented.
pub(super) fn def(id: CharacterId) -> Option<&'static CharacterDef> {
    Some(match id {
        CharacterId::Ganyu => &ganyu::DEF,
        CharacterId::Xingqiu => &xingqiu::DEF,
        CharacterId::Diluc => &diluc::DEF,
        CharacterId::Fischl => &fischl::DEF,
        CharacterId::Sucrose => &sucrose::DEF,
        CharacterId::Noelle => &noelle::DEF,
        CharacterId::Keqing => &keqing::DEF,
        CharacterId::Mona => &mona::DEF,
        CharacterId::AbyssLectorFathomlessFlames => &abyss_lector::DEF,
        _ => return None,
    })
}

/// The behaviour of an entity a character creates, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    ganyu::entity(id)
        .or_else(|| xingqiu::entity(id))
        .or_else(|| diluc::entity(id))
        .or_else(|| fischl::entity(id))
        .or_else(|| sucrose::entity(id))
        .or_else(|| noelle::entity(id))
        .or_else(|| keqing::entity(id))
        .or_else(|| mona::entity(id))
        .or_else(|| abyss_lector::entity(id))
}

/// The behaviour of a card a character creates, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    keqing::card(id)
}
