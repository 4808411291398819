//! The Bestest Travel Companion! (Event, 2 unaligned): "Create 2 Omni Element." (Before
//! 4.8 the text read "convert the dice spent into 2 Omni Element": the same effect, 2 Omni
//! dice whatever was paid, as the reference implements every version.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::TheBestestTravelCompanion,
    &CardDef::event(|cx| cx.gain_omni(OMNI)),
)];

/// Omni dice created.
const OMNI: u8 = 2;
