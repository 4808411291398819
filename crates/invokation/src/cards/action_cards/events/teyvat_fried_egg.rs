//! Teyvat Fried Egg (Food): "Revive the target character and heal them for 1 HP." At most
//! one revival by food per round (Revive on cooldown).

use crate::cards::prelude::*;
use crate::command::Command;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::TeyvatFriedEgg,
    &CardDef::new(CardTarget::OwnDefeated).effect(|cx| {
        if let Some(c) = cx.target_character() {
            revive(cx, c, HEAL);
        }
    }),
)];

/// HP the character comes back with.
const HEAL: u8 = 1;

/// Revives one of the side's defeated characters with `hp` HP. (No verb of `Act` says it
/// yet.)
fn revive(cx: &mut impl Act, c: u8, hp: u8) {
    let player = cx.side();
    cx.push(Command::Revive {
        player,
        character: c,
        hp,
    });
}
