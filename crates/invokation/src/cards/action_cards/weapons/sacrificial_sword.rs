//! Sacrificial Sword (Sword): "The character deals +1 DMG. After the character uses an
//! Elemental Skill: Create 1 Elemental Die of the same Elemental Type as this character.
//! (Once per Round)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SacrificialSword, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::SacrificialSword, &ENTITY),
];

static ENTITY: EntityDef = templates::damage_bonus(1).on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player
        && e.character == c
        && e.kind == SkillKind::Elemental
        && me.once_per_round()
    {
        if let Some(element) = cx.state.character_facts(cx.player, c as usize).element {
            cx.gain_dice(Die::of(element), 1);
        }
    }
});
