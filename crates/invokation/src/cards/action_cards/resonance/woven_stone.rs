//! Elemental Resonance: Woven Stone (Event, free): "Create 1 Geo Die." (Two Geo characters
//! in the deck.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceWovenStone,
    &CardDef::event(|cx| cx.gain_dice(Die::Geo, 1)),
)];
