//! Strategize (Event): "Draw 2 cards."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::Strategize,
    &CardDef::event(|cx| cx.draw(DRAW)),
)];

/// Cards drawn.
const DRAW: u8 = 2;
