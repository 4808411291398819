//! Conductor's Top Hat (Artifact, 1 same). 6.5.0 text (since 6.4.0): "我方切换到所附属角色后：
//! 舍弃1张当前元素骰费用最高的手牌，将2个元素骰转换为万能元素，并使角色下次使用技能或打出「天
//! 赋」时少花费1个元素骰。（每回合1次）" (After you switch to the character to which this is
//! attached: discard 1 card of your hand with the highest Elemental Dice cost, convert 2
//! Elemental Dice into Omni Element, and the character's next Skill or Talent card costs 1
//! less Elemental Die. Once per Round.)
//!
//! As the reference: it takes effect only with a card in hand (an empty hand keeps the
//! round's use); the card discarded is one of the costliest at random
//! (`Act::discard_costliest`: the printed cost, which no card changes in hand, so the 5.1
//! "original" and the 6.4 "current" cost read the same); the dice converted are the least
//! useful ones (`Act::convert_to_omni`); the discount is Conductor's Top Hat (In Effect), a
//! status of the character until its next Skill or Talent card that costs dice.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ConductorsTopHat, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::ConductorsTopHat, &ENTITY),
    Def::Entity(EntityId::ConductorsTopHatInEffect, &IN_EFFECT),
];

/// "将2个元素骰转换为万能元素".
const CONVERTED: u8 = 2;
/// "少花费1个元素骰".
const DISCOUNT: u8 = 1;

static ENTITY: EntityDef = EntityDef::new().on_switched(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player
        && e.to == c
        && !cx.state.player(cx.player).hand.is_empty()
        && me.once_per_round()
    {
        cx.discard_costliest();
        cx.convert_to_omni(CONVERTED);
        cx.attach(c, EntityId::ConductorsTopHatInEffect);
    }
});

/// Conductor's Top Hat (In Effect): the character's next Skill or Talent card costs 1
/// Elemental Die less; then it is discarded.
static IN_EFFECT: EntityDef = EntityDef::new().on_cost(|cx, _, q| {
    let Some(c) = cx.character() else { return };
    if q.player == cx.player
        && q.cost.dice() > 0
        && (q.is_skill_of(cx.player, c, None) || templates::is_talent_of(cx, c, q.action))
    {
        q.reduce_dice(DISCOUNT);
        cx.dispose = true;
    }
});
