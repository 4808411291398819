//! Toss-Up (Event): "Select any Elemental Dice to reroll. Can reroll 2 times." With no
//! dice there is nothing to select: it cannot be played then (as the reference, GI-TCG).

use crate::cards::{CardCx, CardDef, CardTarget};
use crate::command::Command;

/// Rerolls.
const REROLLS: u8 = 2;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, player, _| state.player(player).dice.total() > 0,
    play: |cx: &mut CardCx| {
        cx.push(Command::Reroll {
            player: cx.player,
            times: REROLLS,
        })
    },
};
