//! Favonius Sword (Sword, 3 same): "The character deals +1 DMG. After the character uses an
//! Elemental Skill: The character gains 1 additional Energy. (Once per Round)"
//!
//! The energy comes with the skill's "after skill" effects (after the skill's own energy, so
//! a character one short of full is filled either way; at full energy it is lost).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FavoniusSword, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::FavoniusSword, &ENTITY),
];

/// Energy gained after an Elemental Skill, once per round.
const ENERGY: u8 = 1;

static ENTITY: EntityDef = templates::damage_bonus(1).on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player
        && e.character == c
        && e.kind == SkillKind::Elemental
        && me.once_per_round()
    {
        cx.energy(c, ENERGY);
    }
});
