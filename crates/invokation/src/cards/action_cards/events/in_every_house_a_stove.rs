//! In Every House a Stove (Arcane Legend), from 4.7: "When this card is played in the first
//! Round: If your deck initially contains at least 2 different Talent cards, draw 1 Talent
//! Card. / When this card is played in the second Round or later: Draw a number of cards
//! equal to the current Round number minus 1. (Up to 4 cards can be drawn in this way)"
//!
//! In round 1 it can be played only with 2 different Talent cards in the deck the player
//! began with (as the reference: otherwise it would do nothing); the Talent card drawn is
//! one of those in the deck at random (a chance request). Before 4.7 it draws the round number minus 1
//! (4.4: "我方抓当前的回合数-1数量的牌"), and before 4.4 the round number, up to 4 (4.2).

use crate::cards::deck_trait;
use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::InEveryHouseAStove, &CARD)];

/// "(Up to 4 cards can be drawn in this way)".
const MAX_DRAW: u8 = 4;

static CARD: CardDef = CardDef::event(|cx| {
    let (version, round) = (cx.state.version(), cx.state.round());
    if version >= Version::V4_7_0 && round == 1 {
        cx.draw_tagged(card_tag::TALENT);
    } else if version >= Version::V4_4_0 {
        cx.draw(round.saturating_sub(1).min(MAX_DRAW));
    } else {
        cx.draw(round.min(MAX_DRAW));
    }
})
.when(|state, player, _| {
    state.version() < Version::V4_7_0
        || state.round() != 1
        || state.player(player).flags.deck & deck_trait::TWO_TALENTS != 0
});
