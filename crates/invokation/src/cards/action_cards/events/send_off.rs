//! Send Off (Event): "Choose one Summon on the opposing side and cause it to lose 2
//! Usage(s)." A summon at 0 usages is discarded, unless its text keeps it; a summon without
//! usages is unaffected (as in the reference, GI-TCG).

use crate::cards::prelude::*;
use crate::command::Command;

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
        spend(cx, opponent, Zone::Summons, &summon, LOSE);
    }
}

/// Spends `n` usages of `player`'s entity `s` in `zone` (discarding it at 0, unless it stays
/// at 0). (No verb of `Act` says it yet: `Cx::spend_after` spends the handler's own entity.)
fn spend(cx: &mut impl Act, player: Player, zone: Zone, s: &Status, n: u8) {
    cx.push(Command::Spend {
        player,
        zone,
        id: s.id,
        stamp: s.stamp,
        n,
    });
}
