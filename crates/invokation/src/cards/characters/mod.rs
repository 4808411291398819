//! Characters, one file each: skills and the entities they create.

mod diluc;
mod fischl;
mod ganyu;
mod noelle;
mod sucrose;
mod xingqiu;

use super::{CharacterDef, EntityDef};
use crate::facts::{CharacterId, EntityId};

/// The behaviour of a character, if implemented.
pub(super) fn def(id: CharacterId) -> Option<&'static CharacterDef> {
    Some(match id {
        CharacterId::Ganyu => &ganyu::DEF,
        CharacterId::Xingqiu => &xingqiu::DEF,
        CharacterId::Diluc => &diluc::DEF,
        CharacterId::Fischl => &fischl::DEF,
        CharacterId::Sucrose => &sucrose::DEF,
        CharacterId::Noelle => &noelle::DEF,
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
}
