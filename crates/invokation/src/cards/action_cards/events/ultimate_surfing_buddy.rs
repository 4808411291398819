//! Ultimate Surfing Buddy! (Event, free). 6.5.0 text: "战斗行动：双方场上至少存在合计2个
//! 「召唤物」时，才能打出，随机触发我方和敌方各1个「召唤物」的「结束阶段」效果。" (Combat
//! Action: Can only be played when there are at least a total of 2 Summons on the field (both
//! sides' Summons count): randomly triggers the End Phase effect of one of your Summons and of
//! one of the opponent's.)
//!
//! Yours first, then the opponent's (as the reference); a side without summons triggers
//! nothing. Each effect spends its summon's usage as in the End Phase
//! ([`Act::trigger_end_phase_random`]). It is a Combat Action from 6.3.0 (the facts' tag).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::UltimateSurfingBuddy, &CARD)];

/// "at least a total of 2 Summons on the field".
const SUMMONS: usize = 2;

static CARD: CardDef = CardDef::event(|cx| {
    let me = cx.player;
    cx.trigger_end_phase_random(me);
    cx.trigger_end_phase_random(me.other());
})
.when(|state, p, _| {
    state.player(p).summons.len() + state.player(p.other()).summons.len() >= SUMMONS
});
