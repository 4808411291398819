//! Guardian's Oath (Event, 4 same): "Destroy all Summons. (Affects both you and your
//! opponent!)" The player's summons first, then the opponent's.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::GuardiansOath, &CardDef::event(play))];

fn play(cx: &mut CardCx) {
    for p in [cx.player, cx.player.other()] {
        let summons = cx.state.player(p).summons;
        for s in summons.iter() {
            cx.remove_from(p, Zone::Summons, s.id);
        }
    }
}
