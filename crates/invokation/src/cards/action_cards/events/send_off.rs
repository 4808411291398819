//! Send Off (Event): "Choose one Summon on the opposing side and cause it to lose 2
//! Usage(s)." A summon at 0 usages is discarded, unless its text keeps it; a summon without
//! usages is unaffected (as in the reference, GI-TCG).

use crate::action::Target;
use crate::cards::{CardCx, CardDef, CardTarget};
use crate::command::Command;
use crate::state::Zone;

/// Usages lost.
const LOSE: u8 = 2;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OpponentSummon,
    playable: |_, _, _| true,
    play,
};

fn play(cx: &mut CardCx) {
    let Target::Summon(i) = cx.target else { return };
    let opponent = cx.player.other();
    let Some(summon) = cx.state.player(opponent).summons.get(i as usize).copied() else {
        return;
    };
    if summon.usage > 0 {
        cx.push(Command::Spend {
            player: opponent,
            zone: Zone::Summons,
            id: summon.id,
            stamp: summon.stamp,
            n: LOSE,
        });
    }
}
