//! Light of Foliar Incision (Sword, 3 same). 6.5.0 text: "角色造成的伤害+1。 / 角色使用「普通攻
//! 击」后：生成1个随机基础元素骰。（每回合最多触发2次）" (The character deals +1 DMG. After the
//! character uses a Normal Attack: create 1 random basic Elemental Die. (Twice per Round))
//!
//! The die is one of the seven basic elements at random (a chance request), as the
//! reference's "randomElement" die; none when the dice are at their limit.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::LightOfFoliarIncision, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::LightOfFoliarIncision, &ENTITY),
];

/// "The character deals +1 DMG."
const BONUS: u8 = 1;
/// Random basic dice after a Normal Attack.
const DICE: u8 = 1;
/// Times per round.
const PER_ROUND: u8 = 2;

static ENTITY: EntityDef = templates::damage_bonus(BONUS).on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player
        && e.character == c
        && e.kind == SkillKind::Normal
        && me.per_round(PER_ROUND)
    {
        cx.gain_distinct_elements(DICE);
    }
});
