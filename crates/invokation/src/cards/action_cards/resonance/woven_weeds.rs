//! Elemental Resonance: Woven Weeds (Event, free): "Create 1 Dendro Die." (Two Dendro characters
//! in the deck.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceWovenWeeds,
    &CardDef::event(|cx| cx.gain_dice(Die::Dendro, 1)),
)];
