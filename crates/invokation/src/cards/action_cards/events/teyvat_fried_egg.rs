//! Teyvat Fried Egg (Food): "Revive the target character and heal them for 1 HP." At most
//! one revival by food per round (Revive on cooldown).

use crate::cards::{CardCx, CardDef, CardTarget};
use crate::command::Command;

/// HP the character comes back with.
const HEAL: u8 = 1;

pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnDefeated,
    playable: |_, _, _| true,
    play,
};

fn play(cx: &mut CardCx) {
    if let Some(c) = cx.target_character() {
        cx.push(Command::Revive {
            player: cx.player,
            character: c,
            hp: HEAL,
        });
    }
}
