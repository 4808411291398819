//! Teyvat Fried Egg (Food): "Revive the target character and heal them for 1 HP." At most
//! one revival by food per round (Revive on cooldown).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::TeyvatFriedEgg,
    &CardDef::new(CardTarget::OwnDefeated).effect(|cx| {
        if let Some(c) = cx.target_character() {
            cx.revive(c, HEAL);
        }
    }),
)];

/// HP the character comes back with.
const HEAL: u8 = 1;
