//! Cashflow Supervision (Catalyst, 2 same). 6.5.0 text: "角色受到伤害或治疗后：使角色本回合中下一
//! 次「普通攻击」少花费1个无色元素，且造成的伤害+1。（每回合至多2次）" (After the character takes
//! DMG or is healed: its next Normal Attack this round costs 1 less Unaligned Element and
//! deals +1 DMG. Max 2 times per Round.)
//!
//! As in the reference (GI-TCG): the effect is a status of the character, "Cashflow
//! Supervision (In Effect)", this round; it is given only while the character has none
//! (each giving counts toward the 2 a round). Its discount lowers every Normal Attack of the
//! character while it lasts; the +1 of the first Normal Attack's damage uses it up.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::CashflowSupervision, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::CashflowSupervision, &WEAPON),
    Def::Entity(EntityId::CashflowSupervisionInEffect, &IN_EFFECT),
];

/// "(Max 2 times per Round)".
const PER_ROUND: u8 = 2;
/// "deals +1 DMG".
const BONUS: i32 = 1;

/// The weapon: after its character takes damage or is healed, the In Effect status.
static WEAPON: EntityDef = EntityDef::new()
    .on_damaged(|cx, me, e| give(cx, me, e.player, e.character))
    .on_healed(|cx, me, e| give(cx, me, e.player, e.character));

fn give(cx: &mut Cx, me: &mut Status, p: Player, c: u8) {
    let Some(own) = cx.character() else { return };
    if p == cx.player
        && c == own
        && !cx
            .state
            .character(p, c as usize)
            .has(EntityId::CashflowSupervisionInEffect)
        && me.per_round(PER_ROUND)
    {
        cx.attach(own, EntityId::CashflowSupervisionInEffect);
    }
}

/// Cashflow Supervision (In Effect), this round: the character's Normal Attacks cost 1
/// unaligned die less; the first one's damage +1 uses it up.
static IN_EFFECT: EntityDef = EntityDef::new()
    .init(1, 1)
    .on_cost_unaligned(|cx, _, q| {
        if cx
            .character()
            .is_some_and(|c| q.is_skill_of(cx.player, c, Some(SkillKind::Normal)))
        {
            q.reduce_unaligned();
        }
    })
    .on_damage_add(|cx, _, d| {
        if cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
            && d.is_normal_attack()
        {
            d.amount += BONUS;
            cx.dispose = true;
        }
    });
