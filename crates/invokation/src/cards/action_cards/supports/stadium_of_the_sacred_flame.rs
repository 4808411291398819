//! Stadium of the Sacred Flame (Location, 2 same). 6.5.0 text: "我方使用技能或特技后：此牌累积1
//! 点「角逐之焰」。 / 「角逐之焰」达到2时：生成1个随机基础元素骰。 / 达到4时：治疗我方出战角色2
//! 点。 / 达到6时：弃置此牌，使当前的我方出战角色在2回合内造成的伤害+1。" (After your side uses
//! a Skill or a Technique: this card gains 1 Flame of Contest. At 2: create 1 random basic
//! Elemental Die. At 4: heal your active character for 2 HP. At 6: discard this card, and
//! your current active character deals +1 DMG for 2 Rounds.)
//!
//! The Flames are the support's usage count (from 0). The +1 is "Stadium of the Sacred Flame
//! (In Effect)", a status of that character lasting 2 rounds (from the facts) that adds to
//! the damage its character deals.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::StadiumOfTheSacredFlame, &CardDef::SUPPORT),
    Def::Entity(EntityId::StadiumOfTheSacredFlame, &ENTITY),
    Def::Entity(
        EntityId::StadiumOfTheSacredFlameInEffect,
        &templates::damage_bonus(BONUS),
    ),
];

/// Flames at which a random basic die is created.
const DIE_AT: u8 = 2;
/// Flames at which the active character is healed, and by how much.
const HEAL_AT: u8 = 4;
const HEAL: u8 = 2;
/// Flames at which the card leaves with its bonus.
const BONUS_AT: u8 = 6;
/// "deals +1 DMG".
const BONUS: u8 = 1;

static ENTITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_after_skill(|cx, me, e| {
        if e.player == cx.player {
            flame(cx, me);
        }
    })
    .on_after_technique(|cx, me, &p| {
        if p == cx.player {
            flame(cx, me);
        }
    });

/// One more Flame of Contest, and what it reaches.
fn flame(cx: &mut Cx, me: &mut Status) {
    me.usage = me.usage.saturating_add(1);
    match me.usage {
        DIE_AT => cx.gain_distinct_elements(1),
        HEAL_AT => cx.heal_active(HEAL),
        BONUS_AT => {
            cx.attach_active(EntityId::StadiumOfTheSacredFlameInEffect);
            cx.dispose = true;
        }
        _ => {}
    }
}
