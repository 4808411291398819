//! Elemental Resonance: Woven Ice (Event, free): "Create 1 Cryo Die." (Two Cryo characters
//! in the deck.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceWovenIce,
    &CardDef::event(|cx| cx.gain_dice(Die::Cryo, 1)),
)];
