//! Mondstadt Hash Brown (Food): "Heal the target character for 2 HP." Before 6.1 only an
//! injured character can eat it; from 6.1 on a healing food may target a character at full
//! HP too (as the reference, GI-TCG, from its data version 6.1.0 on).

use crate::action::Target;
use crate::cards::{CardCx, CardDef, CardTarget};
use crate::facts::Version;

/// HP healed.
const HEAL: u8 = 2;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |state, player, target| match target {
        Target::Own(c) => {
            let ch = state.character(player, c as usize);
            ch.hp < ch.max_hp || state.version() >= Version::V6_1_0
        }
        _ => false,
    },
    play,
};

fn play(cx: &mut CardCx) {
    if let Some(c) = cx.target_character() {
        cx.heal(c, HEAL);
    }
}
