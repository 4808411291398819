//! Prospector's Drill (Polearm, 2 same) and Portable Power Saw (Claymore, 2 same). 6.5.0
//! texts: "所附属角色受到伤害时：如可能，舍弃1张当前元素骰费用最高的手牌，以抵消1点伤害，然后累积
//! 1点「团结」（「坚忍标记」）。（每回合1次） / 角色造成伤害时：如果此牌已有「团结」，则消耗所有
//! 「团结」，使此伤害+1，并且每消耗1点「团结」就抓1张牌。" (When the character takes DMG: if
//! possible, discard 1 card of your hand with the highest Elemental Dice cost to negate 1
//! DMG, then gain 1 Solidarity (Stoic's Symbol). Once per Round. When the character deals
//! DMG: with Solidarity, consume it all: this DMG +1, and draw 1 card per point consumed.)
//!
//! The points are the weapon's usage count (from 0). The card discarded is one of those that
//! cost the most dice as printed, at random among equals ([`Act::discard_costliest`], as the
//! reference). In 4.8 the Drill negated twice a round (a number of its text then).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ProspectorsDrill, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::ProspectorsDrill, &HAND_SHIELD),
];

/// "this DMG +1".
const BONUS: i32 = 1;

/// The weapon of both cards (Portable Power Saw's file declares it for the saw).
pub(super) static HAND_SHIELD: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_damage_decrease(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if d.hits(cx.player, c)
            && d.amount > 0
            && !cx.state.player(cx.player).hand.is_empty()
            && me.per_round(negations_per_round(cx.state, me.id))
        {
            d.amount -= 1;
            cx.discard_costliest();
            me.usage = me.usage.saturating_add(1);
        }
    })
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_directly_by(cx.player, c) && me.usage > 0 {
            d.amount += BONUS;
            cx.draw(me.usage);
            me.usage = 0;
        }
    });

/// Negations a round: once ("(Once per Round)"), twice for the Drill in 4.8 ("(每回合最多触发
/// 2次)").
fn negations_per_round(state: &GameState, id: EntityId) -> u8 {
    if id == EntityId::ProspectorsDrill && state.version() < Version::V5_0_0 {
        2
    } else {
        1
    }
}
