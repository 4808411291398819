//! Covenant of Rock (Arcane Legend): "Can only be played when you have 0 Elemental Dice left:
//! Generate 2 different basic Elemental Dice." (At random, each pair of the seven elements
//! equally likely, as in the reference, GI-TCG.)

use crate::cards::{CardCx, CardDef, CardTarget};
use crate::chance::ChanceRequest;
use crate::command::Command;

/// Different basic Elemental Dice generated.
const DICE: u8 = 2;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, player, _| state.player(player).dice.is_empty(),
    play: |cx: &mut CardCx| {
        cx.push(Command::Chance(ChanceRequest::DistinctElements {
            player: cx.player,
            count: DICE,
        }))
    },
};
