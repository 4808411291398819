//! Toss-Up (Event): "Select any Elemental Dice to reroll. Can reroll 2 times."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::TossUp,
    &CardDef::event(|cx| cx.reroll(REROLLS)),
)];

/// Rerolls.
const REROLLS: u8 = 2;
