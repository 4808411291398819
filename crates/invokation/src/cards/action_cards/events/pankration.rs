//! Pankration! (Event, free): "我方至少剩余8个元素骰，且对方未宣布结束时，才能打出：本回合中一位
//! 牌手先宣布结束时，未宣布结束的牌手抓2张牌。" (Can only be played when you have at least 8
//! Elemental Dice left and your opponent has not ended their round: this round, when a player
//! declares the end of their round first, the player who has not draws 2 cards.)
//!
//! Pankration! (In Effect), a combat status of the player's side with 1 usage and no duration
//! (as the reference keeps it), answers the first declaration of either side, then leaves;
//! unused, it leaves in the End Phase ("本回合中").

use super::falls_and_fortune::eight_dice_and_opponent_playing;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Pankration, &CARD),
    Def::Entity(EntityId::PankrationInEffect, &IN_EFFECT),
];

/// "抓2张牌".
const DRAW: u8 = 2;

static CARD: CardDef = CardDef::event(|cx| cx.combat_status(EntityId::PankrationInEffect))
    .when(|state, player, _| eight_dice_and_opponent_playing(state, player));

static IN_EFFECT: EntityDef = EntityDef::new()
    .init(1, NO_DURATION)
    .on_end_phase(|cx, _| cx.dispose = true)
    .on_declared_end(|cx, _me, &p| {
        let other = p.other();
        if !cx.state.player(other).flags.declared_end {
            cx.draw_for(other, DRAW);
        }
        cx.dispose = true;
    });
