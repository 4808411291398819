//! Covenant of Rock (Arcane Legend): "Can only be played when you have 0 Elemental Dice left:
//! Generate 2 different basic Elemental Dice." (At random, each pair of the seven elements
//! equally likely, as in the reference, GI-TCG.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::CovenantOfRock, &CARD)];

/// Different basic Elemental Dice generated.
const DICE: u8 = 2;

static CARD: CardDef = CardDef::event(|cx| cx.gain_distinct_elements(DICE))
    .when(|state, player, _| state.player(player).dice.is_empty());
