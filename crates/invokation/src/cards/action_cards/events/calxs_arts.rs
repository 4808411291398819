//! Calx's Arts (Event): "Shift 1 Energy from at most 2 of your characters on standby to your
//! active character."
//!
//! As in the reference (GI-TCG): playable only when a character on standby has energy and the
//! active character is not at full energy; every character on standby (at most 2) with energy
//! loses 1, and the active character gains what they lost, up to its maximum.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::CalxsArts, &CARD)];

/// Energy taken from each character on standby.
const SHIFT: u8 = 1;
/// Characters on standby it takes energy from, at most.
const MAX_FROM: usize = 2;

static CARD: CardDef = CardDef::event(play).when(|state, player, _| {
    let ps = state.player(player);
    let active = ps.active_character();
    let standby_energy = ps
        .alive_from_active()
        .skip(1)
        .any(|c| ps.characters[c].energy > 0);
    standby_energy && active.energy < active.max_energy
});

fn play(cx: &mut CardCx) {
    let ps = cx.state.player(cx.player);
    let mut gained = 0;
    for c in ps.alive_from_active().skip(1).take(MAX_FROM) {
        let lost = ps.characters[c].energy.min(SHIFT);
        if lost > 0 {
            gained += lost;
            cx.lose_energy(c as u8, lost);
        }
    }
    cx.energy(ps.active, gained);
}
