//! Being implemented: see the roster work.

use crate::cards::{CardDef, CharacterDef, EntityDef, SkillCx};
use crate::facts::{CardId, EntityId};

#[allow(dead_code)]
pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

fn skill(_cx: &mut SkillCx) {}

pub(super) fn entity(_id: EntityId) -> Option<&'static EntityDef> {
    None
}

pub(super) fn card(_id: CardId) -> Option<&'static CardDef> {
    None
}
