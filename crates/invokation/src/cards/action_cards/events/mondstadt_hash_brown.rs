//! Mondstadt Hash Brown (Food): "Heal the target character for 2 HP." Only an injured
//! character can eat it (as in the reference, GI-TCG: a healing food needs a target missing
//! HP).

use crate::action::Target;
use crate::cards::{CardCx, CardDef, CardTarget};

/// HP healed.
const HEAL: u8 = 2;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |state, player, target| match target {
        Target::Own(c) => {
            let ch = state.character(player, c as usize);
            ch.hp < ch.max_hp
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
