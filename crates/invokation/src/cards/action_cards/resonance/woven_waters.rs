//! Elemental Resonance: Woven Waters (Event, free): "Create 1 Hydro Die." (Two Hydro characters
//! in the deck.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceWovenWaters,
    &CardDef::event(|cx| cx.gain_dice(Die::Hydro, 1)),
)];
