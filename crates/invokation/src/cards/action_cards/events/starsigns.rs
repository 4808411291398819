//! Starsigns (Event): "Your current Active Character gains 1 Energy." Playable only when it
//! is not at full energy (as in the reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::Starsigns, &CARD)];

/// Energy gained.
const ENERGY: u8 = 1;

static CARD: CardDef = CardDef::event(|cx| {
    let active = cx.state.active(cx.player) as u8;
    cx.energy(active, ENERGY);
})
.when(|state, player, _| {
    let ch = state.player(player).active_character();
    ch.energy < ch.max_energy
});
