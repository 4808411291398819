//! Elemental Resonance: Woven Flames (Event, free): "Create 1 Pyro Die." (Two Pyro characters
//! in the deck.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceWovenFlames,
    &CardDef::event(|cx| cx.gain_dice(Die::Pyro, 1)),
)];
