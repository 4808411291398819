//! Sir Arthur (Companion, free). 6.5.0 text: "我方舍弃或调和1张牌后：此牌累积1点「新闻线索」。
//! （最多累积到2点） / 结束阶段：如果此牌已累积2点「新闻线索」，则扣除2点，复制对方牌库顶的1张
//! 牌加入我方手牌。" (After you discard or tune a card: this card gains 1 News Clue, at most 2.
//! End Phase: with 2 News Clues, spend 2 and add a copy of the top card of the opponent's
//! deck to your hand.) The Clues are the support's usage count (from 0).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SirArthur, &CardDef::SUPPORT),
    Def::Entity(EntityId::SirArthur, &ENTITY),
];

/// "at most 2", and what the End Phase spends.
const CLUES: u8 = 2;

static ENTITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_card_discarded(|cx, me, e| clue(cx, me, e.player))
    .on_pile_card_discarded(|cx, me, &p| clue(cx, me, p))
    .on_card_tuned(|cx, me, e| clue(cx, me, e.player))
    .on_end_phase(|cx, me| {
        if me.usage >= CLUES {
            me.usage -= CLUES;
            // The top of a pile is its last card.
            if let Some(&card) = cx.state.player(cx.player.other()).deck.last() {
                cx.create_card(card);
            }
        }
    });

/// A card of its side discarded or tuned: one more Clue, at most 2.
fn clue(cx: &mut Cx, me: &mut Status, p: Player) {
    if p == cx.player && me.usage < CLUES {
        me.usage += 1;
    }
}
