//! Send Off (Event): "Choose one Summon on the opposing side and cause it to lose 2
//! Usage(s)." A summon at 0 usages is discarded, unless its text keeps it; a summon without
//! usages is unaffected (as in the reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::SendOff,
    &CardDef::new(CardTarget::OpponentSummon).effect(play),
)];

/// Usages lost.
const LOSE: u8 = 2;

fn play(cx: &mut CardCx) {
    let Target::Summon(i) = cx.target else { return };
    let opponent = cx.player.other();
    let Some(summon) = cx.state.player(opponent).summons.get(i as usize).copied() else {
        return;
    };
    if summon.usage > 0 {
        cx.spend(opponent, Zone::Summons, &summon, LOSE);
    }
}
