//! Quick Knit (Event, 1 same): "Choose one Summon on your side and grant it +1 Usage(s)."
//! No limit bounds the new usages (as the reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::QuickKnit,
    &CardDef::new(CardTarget::OwnSummon).effect(play),
)];

/// Usages granted.
const MORE: u8 = 1;

fn play(cx: &mut CardCx) {
    let Target::Summon(i) = cx.target else { return };
    let Some(summon) = cx.state.player(cx.player).summons.get(i as usize).copied() else {
        return;
    };
    cx.gain_usage(cx.player, Zone::Summons, &summon, MORE);
}
