//! Strategize (Event): "Draw 2 cards."

use crate::cards::{CardCx, CardDef, CardTarget};
use crate::command::Command;

/// Cards drawn.
const DRAW: u8 = 2;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |cx: &mut CardCx| {
        cx.push(Command::Draw {
            player: cx.player,
            n: DRAW,
        })
    },
};
