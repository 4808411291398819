//! Starsigns (Event): "Your current Active Character gains 1 Energy." Playable only when it
//! is not at full energy (as in the reference, GI-TCG).

use crate::cards::{CardCx, CardDef, CardTarget};
use crate::command::Command;

/// Energy gained.
const ENERGY: u8 = 1;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, player, _| {
        let ch = state.player(player).active_character();
        ch.energy < ch.max_energy
    },
    play: |cx: &mut CardCx| {
        let active = cx.state.active(cx.player) as u8;
        cx.push(Command::Energy {
            player: cx.player,
            character: active,
            n: ENERGY,
        })
    },
};
