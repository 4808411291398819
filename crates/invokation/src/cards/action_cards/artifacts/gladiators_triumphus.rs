//! Gladiator's Triumphus (Artifact, free). 6.5.0 text: "角色使用「普通攻击」时：如果我方手牌数量
//! 不多于2，则少消耗1个元素骰。（每回合1次）" (When the character uses a Normal Attack: if you
//! have no more than 2 cards in hand, spend 1 less Elemental Die. Once per Round.) A cost
//! with no dice to lower keeps the round's use.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::GladiatorsTriumphus, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::GladiatorsTriumphus, &ENTITY),
];

/// "no more than 2 cards in hand".
const HAND_AT_MOST: usize = 2;

static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    let Some(c) = cx.character() else { return };
    if q.is_skill_of(cx.player, c, Some(SkillKind::Normal))
        && cx.state.player(cx.player).hand.len() <= HAND_AT_MOST
    {
        me.once_per_round_if(|| q.reduce_dice(1) > 0);
    }
});
