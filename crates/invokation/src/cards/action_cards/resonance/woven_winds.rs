//! Elemental Resonance: Woven Winds (Event, free): "Create 1 Anemo Die." (Two Anemo characters
//! in the deck.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceWovenWinds,
    &CardDef::event(|cx| cx.gain_dice(Die::Anemo, 1)),
)];
