//! Sweet Madame (Food): "Heal the target character for 1 HP."

use crate::cards::{CardCx, CardDef, CardTarget};

/// HP healed.
const HEAL: u8 = 1;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play,
};

fn play(cx: &mut CardCx) {
    if let Some(c) = cx.target_character() {
        cx.heal(c, HEAL);
    }
}
