//! Kusava (Item, 1 same). 6.5.0 text: "行动阶段开始时：舍弃最多2张当前元素骰费用最高的手牌，每舍弃
//! 1张，此牌就累积1点「记忆和梦」。（最多2点） / 我方角色使用技能时：如果我方本回合未打出过行动
//! 牌，则消耗1点「记忆和梦」，以使此技能少花费1个元素骰。" (When the Action Phase begins: discard
//! up to 2 of your hand's cards with the highest Elemental Dice cost, gaining 1 Memory and
//! Dream per card, at most 2. When your character uses a Skill: if you have played no Action
//! Card this round, consume 1 Memory and Dream to spend 1 less Elemental Die.)
//!
//! The points are the support's usage count (from 0). It discards only as many cards as it
//! lacks points (as the reference): each one of the costliest at random among equals
//! ([`Act::discard_costliest`]).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Kusava, &CardDef::SUPPORT),
    Def::Entity(EntityId::Kusava, &ENTITY),
];

/// "(at most 2)".
const MAX: u8 = 2;

static ENTITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_action_phase_start(|cx, me| {
        let hand = cx.state.player(cx.player).hand.len() as u8;
        let n = MAX.saturating_sub(me.usage).min(hand);
        for _ in 0..n {
            cx.discard_costliest();
        }
        me.usage += n;
    })
    .on_cost(|cx, me, q| {
        if q.player == cx.player
            && matches!(q.action, CostAction::Skill { .. })
            && cx.state.player(cx.player).flags.cards_played == 0
            && me.usage > 0
            && q.reduce_dice(1) > 0
        {
            me.usage -= 1;
        }
    });
