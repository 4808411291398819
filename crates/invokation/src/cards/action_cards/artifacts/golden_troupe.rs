//! Golden Troupe's Reward (Artifact, free) and Golden Troupe (Artifact, 2 same). 6.5.0 texts:
//! "结束阶段：如果所附属角色在后台，则此牌累积1点「报酬」。（最多累积2点） / 对角色打出「天赋」
//! 或角色使用「元素战技」时：此牌每有1点「报酬」，就将其消耗，以少花费1个元素骰。" and the same
//! with 2 points a time, at most 4. (End Phase: if the character is on standby, this card
//! gains 1 (2) Reward, at most 2 (4). When a Talent card is played on the character or it
//! uses an Elemental Skill: each Reward is consumed to spend 1 Elemental Die less.)
//!
//! The Reward is the artifact's usage count (it stays at 0); the dice lowered are of any
//! kind, as many as there are Rewards and dice to pay (as the reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::GoldenTroupesReward, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::GoldenTroupesReward, &REWARD),
    Def::Card(CardId::GoldenTroupe, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::GoldenTroupe, &TROUPE),
];

/// Golden Troupe's Reward: 1 Reward a time, at most 2.
static REWARD: EntityDef = troupe(1);
/// Golden Troupe: 2 Rewards a time, at most 4.
static TROUPE: EntityDef = troupe(2);

/// The artifact: `gain` Rewards (its usages) in each End Phase its character spends on
/// standby, up to twice `gain` (both cards hold two End Phases' worth); spent on its
/// Elemental Skill or a Talent card played on it.
const fn troupe(gain: u8) -> EntityDef {
    EntityDef::new()
        .amount(gain)
        .keep_at_zero()
        .on_end_phase(reward)
        .on_cost(pay)
}

/// End Phase: Rewards while the character is on standby.
fn reward(cx: &mut Cx, me: &mut Status) {
    let Some(c) = cx.character() else { return };
    let gain = cx.def.amount;
    if cx.state.active(cx.player) != c as usize {
        me.usage = me.usage.saturating_add(gain).min(2 * gain);
    }
}

/// Each Reward lowers the Elemental Skill's or Talent card's cost by a die.
fn pay(cx: &mut Cx, me: &mut Status, q: &mut CostQuery) {
    let Some(c) = cx.character() else { return };
    let mine = q.is_skill_of(cx.player, c, Some(SkillKind::Elemental))
        || templates::is_talent_of(cx, c, q.action);
    if q.player == cx.player && mine && me.usage > 0 {
        let lowered = q.reduce_dice(me.usage);
        me.usage -= lowered;
    }
}
