//! Elemental Resonance: Woven Thunder (Event, free): "Create 1 Electro Die." (Two Electro characters
//! in the deck.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceWovenThunder,
    &CardDef::event(|cx| cx.gain_dice(Die::Electro, 1)),
)];
