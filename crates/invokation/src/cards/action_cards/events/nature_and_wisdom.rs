//! Nature and Wisdom (Event, 1 same): "Draw 1 card. After that, switch any cards in your
//! hand." (The deck rule, 2 Sumeru characters, is the deck's.) The switch is the starting
//! hand's redraw, asked of the player now; then the player keeps the turn (a fast action).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::NatureAndWisdom,
    &CardDef::event(|cx| {
        cx.draw(DRAW);
        cx.switch_cards();
    }),
)];

/// Cards drawn.
const DRAW: u8 = 1;
