//! Toss-Up (Event): "Select any Elemental Dice to reroll. Can reroll 2 times." With no
//! dice there is nothing to select: it cannot be played then (as the reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::TossUp,
    &CardDef::event(|cx| cx.reroll(REROLLS))
        .when(|state, player, _| !state.player(player).dice.is_empty()),
)];

/// Rerolls.
const REROLLS: u8 = 2;
