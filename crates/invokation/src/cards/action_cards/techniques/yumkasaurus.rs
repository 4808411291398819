//! Yumkasaurus (Technique): "Technique: Artful Grapple (2 same): Deals 1 Physical DMG, steals
//! 1 of the opponent's cards with the highest current Elemental Dice cost, then the opponent
//! draws 1 card. If your hand has no more than 2 cards, this Technique costs 1 less Elemental
//! Die. Usage(s): 2."
//!
//! 特技：钩物巧技：造成1点物理伤害，窃取1张当前元素骰费用最高的对方手牌，然后对手抓1张牌。
//! 如果我方手牌数不多于2，此特技少花费1个元素骰。可用次数：2。
//!
//! The card's cost is its printed dice (as the reference's, which adds nothing else in 6.5.0),
//! random among equals (a chance request: [`Act::steal_costliest`]); the stolen card is seen
//! by both players, and is discarded from a full hand. Damage first, then the steal, then the
//! opponent's draw, as the reference.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    // Equipped by the engine.
    Def::Card(CardId::Yumkasaurus, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::Yumkasaurus, &ENTITY),
];

/// Damage of Artful Grapple.
const DAMAGE: u8 = 1;
/// Cards the opponent draws.
const DRAW: u8 = 1;
/// "If your hand has no more than 2 cards".
const SMALL_HAND: usize = 2;
/// "costs 1 less Elemental Die".
const DISCOUNT: u8 = 1;

/// The Technique. Its damage is not the character's: the entity deals it.
static ENTITY: EntityDef = EntityDef::new()
    .deals(PHYSICAL, DAMAGE)
    .on_technique(artful_grapple)
    .on_cost(|cx, _, q| {
        if q.player == cx.player
            && q.action == CostAction::Technique
            && cx.on_active()
            && cx.state.player(cx.player).hand.len() <= SMALL_HAND
        {
            q.reduce_dice(DISCOUNT);
        }
    });

fn artful_grapple(cx: &mut Cx, me: &mut Status) {
    cx.strike();
    cx.steal_costliest();
    let opponent = cx.player.other();
    cx.draw_for(opponent, DRAW);
    cx.spend_after(me);
}
