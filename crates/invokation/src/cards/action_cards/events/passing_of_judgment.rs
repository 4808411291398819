//! Passing of Judgment (Arcane Legend), 6.5.0 text (since 6.4.0): "本回合中，敌方下次打出事件牌
//! 后：赋予敌方手牌中所有事件牌无效化。 / 本回合中，敌方舍弃手牌后：将敌方手牌中2张当前元素骰费
//! 用最高的卡牌置入牌组底。" (This round, after the opponent next plays an Event card: every
//! Event card in the opponent's hand is voided. This round, after the opponent discards a
//! card from their hand: the 2 cards of their hand that cost the most dice now go to the
//! bottom of their deck.)
//!
//! Its status is on the opponent's side. The voiding happens once ("next"), on the Event
//! cards in hand at that moment (a voided card played takes no effect: `PlayerFlags::voided`);
//! the cards go to the bottom after every discard of the round. Before 6.4.0 it voided the
//! next 3 Event cards the opponent played this round: only the newest behaviour is
//! implemented (`Def::BehaviourSince`).

use crate::cards::prelude::*;
use crate::facts::{CardKind, Version};

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::PassingOfJudgment, &CARD),
    Def::Entity(EntityId::PassingOfJudgmentInEffect, &IN_EFFECT),
    Def::BehaviourSince(
        crate::cards::Item::Card(CardId::PassingOfJudgment),
        Version::V6_4_0,
        "after the opponent's next Event card, the Event cards in their hand are voided; after \
         each discard, their 2 costliest hand cards go to the bottom of their deck (before: the \
         opponent's next 3 Event cards this round take no effect)",
    ),
];

/// "2张当前元素骰费用最高的卡牌".
const TO_BOTTOM: u8 = 2;

/// The card: Passing of Judgment (In Effect) on the opponent's side.
static CARD: CardDef =
    CardDef::event(|cx| cx.opponent_combat_status(EntityId::PassingOfJudgmentInEffect));

/// Passing of Judgment (In Effect), on the side it judges, this round: `aux` is 1 once it has
/// voided that side's Event cards.
static IN_EFFECT: EntityDef = EntityDef::new()
    .this_round()
    .on_card_played(|cx, me, e| {
        let event = e
            .card
            .facts(cx.state.version())
            .is_some_and(|f| f.kind == CardKind::Event);
        if e.player == cx.player && event && me.aux == 0 {
            me.aux = 1;
            cx.void_events(cx.player);
        }
    })
    .on_card_discarded(|cx, _, e| {
        if e.player == cx.player {
            cx.costliest_to_deck_bottom(cx.player, TO_BOTTOM);
        }
    });
