//! Toss-Up (Event): "Select any Elemental Dice to reroll. Can reroll 2 times."

use crate::cards::{CardCx, CardDef, CardTarget};
use crate::command::Command;

/// Rerolls.
const REROLLS: u8 = 2;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |cx: &mut CardCx| {
        cx.push(Command::Reroll {
            player: cx.player,
            times: REROLLS,
        })
    },
};
