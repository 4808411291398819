//! Falls and Fortune (Event): "我方至少剩余8个元素骰，且对方未宣布结束时，才能打出：本回合中，双方
//! 牌手进行「切换角色」行动时需要额外花费1个元素骰。" (Can only be played when you have at least 8
//! Elemental Dice left and your opponent has not ended their round: this round, both players
//! spend 1 more die for the Switch Character action.)
//!
//! Falls and Fortune (In Effect), a combat status of the player's side for the round, raises
//! the Switch Character action of its side ([`EntityDef::on_cost_unaligned`]) and of the
//! opposing side ([`EntityDef::on_opponent_cost`]) by 1 unaligned die. The dice are counted
//! before paying for the card (it cost 1 die before 4.8.0).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FallsAndFortune, &CARD),
    Def::Entity(EntityId::FallsAndFortuneInEffect, &IN_EFFECT),
];

/// "至少剩余8个元素骰".
pub(super) const MIN_DICE: u32 = 8;
/// "额外花费1个元素骰".
const EXTRA: u8 = 1;

static CARD: CardDef = CardDef::event(|cx| cx.combat_status(EntityId::FallsAndFortuneInEffect))
    .when(|state, player, _| eight_dice_and_opponent_playing(state, player));

/// "我方至少剩余8个元素骰，且对方未宣布结束时" (Falls and Fortune, Pankration!).
pub(super) fn eight_dice_and_opponent_playing(state: &GameState, player: Player) -> bool {
    state.player(player).dice.total() >= MIN_DICE
        && !state.player(player.other()).flags.declared_end
}

static IN_EFFECT: EntityDef = EntityDef::new()
    .this_round()
    .on_cost_unaligned(raise_switch)
    .on_opponent_cost(raise_switch);

fn raise_switch(_cx: &mut Cx, _me: &mut Status, q: &mut CostQuery) {
    if matches!(q.action, CostAction::Switch { .. }) {
        q.cost.unaligned += EXTRA;
    }
}
