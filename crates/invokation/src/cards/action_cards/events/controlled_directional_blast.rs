//! Controlled Directional Blast (Event, 1 same). 6.5.0 text: "对方支援区和召唤物区的卡牌数量总和
//! 至少为4时，才能打出：双方所有召唤物的可用次数-1。" (Playable only when the opponent has at
//! least 4 cards in their Support Zone and Summon Zone together: every Summon of both sides
//! loses 1 Usage.) A summon at 0 usages leaves; one without usages is not touched (as the
//! reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::ControlledDirectionalBlast, &CARD)];

/// "at least 4 cards in their Support Zone and Summon Zone together".
const AT_LEAST: usize = 4;

static CARD: CardDef = CardDef::event(|cx| {
    for p in [cx.player, cx.player.other()] {
        for s in cx.state.player(p).summons.iter() {
            if cx
                .state
                .entity_facts(s.id)
                .is_some_and(|f| f.usage.is_some())
            {
                cx.spend(p, Zone::Summons, s, 1);
            }
        }
    }
})
.when(|state, player, _| {
    let opp = state.player(player.other());
    opp.supports.len() + opp.summons.len() >= AT_LEAST
});
