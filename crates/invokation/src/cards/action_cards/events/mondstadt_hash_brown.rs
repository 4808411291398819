//! Mondstadt Hash Brown (Food): "Heal the target character for 2 HP." Only an injured
//! character can eat it (as in the reference, GI-TCG: a healing food needs a target missing
//! HP).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::MondstadtHashBrown, &CARD)];

/// HP healed.
const HEAL: u8 = 2;

static CARD: CardDef = CardDef::on_character(|cx| cx.heal_target(HEAL)).when(injured);

/// Whether the target is one of the player's characters missing HP.
fn injured(state: &GameState, player: Player, target: Target) -> bool {
    match target {
        Target::Own(c) => {
            let ch = state.character(player, c as usize);
            ch.hp < ch.max_hp
        }
        _ => false,
    }
}
