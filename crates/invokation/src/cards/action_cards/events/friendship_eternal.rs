//! Friendship Eternal (Event, 2 same): "Players with less than 4 cards in their hand draw
//! cards until their hand has 4 cards in it." The player first (its hand without this card),
//! then the opponent.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::FriendshipEternal, &CardDef::event(play))];

/// The hand size both players draw up to.
const UP_TO: usize = 4;

fn play(cx: &mut CardCx) {
    for p in [cx.player, cx.player.other()] {
        let n = UP_TO.saturating_sub(cx.state.player(p).hand.len());
        if n > 0 {
            cx.draw_for(p, n as u8);
        }
    }
}
