//! Mondstadt Hash Brown (Food): "Heal the target character for 2 HP." Before 6.1 only an
//! injured character can eat it; from 6.1 on a healing food may target a character at full
//! HP too (as the reference, GI-TCG, from its data version 6.1.0 on).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::MondstadtHashBrown, &CARD)];

/// HP healed.
const HEAL: u8 = 2;

static CARD: CardDef = CardDef::on_character(|cx| cx.heal_target(HEAL)).when(edible);

/// Whether the target is one of the player's characters missing HP (or, from 6.1 on, any
/// of the player's characters).
pub(super) fn edible(state: &GameState, player: Player, target: Target) -> bool {
    match target {
        Target::Own(c) => {
            let ch = state.character(player, c as usize);
            ch.hp < ch.max_hp || state.version() >= Version::V6_1_0
        }
        _ => false,
    }
}
