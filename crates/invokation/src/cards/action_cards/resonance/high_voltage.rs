//! Elemental Resonance: High Voltage (Event, 1 Electro). 6.5.0 text: "我方出战角色和下一名
//! 充能未满的角色获得1点充能。" (Your active character and the next character without full
//! Energy gain 1 Energy.) (Two Electro characters in the deck.)
//!
//! As in the reference (GI-TCG): it can be played only while one of the player's characters
//! is missing Energy; the active character gains 1 (if not full), and so does the first
//! character on standby without full Energy, counting on from the active one.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceHighVoltage,
    &CardDef::event(play).when(|state, p, _| {
        state
            .player(p)
            .characters
            .iter()
            .any(|ch| ch.alive && ch.energy < ch.max_energy)
    }),
)];

/// Energy each of the two characters gains.
const ENERGY: u8 = 1;

fn play(cx: &mut CardCx) {
    let state = cx.state;
    let ps = state.player(cx.player);
    let active = ps.active as usize;
    let next = ps.alive_from_active().find(|&c| {
        let ch = &ps.characters[c];
        c != active && ch.energy < ch.max_energy
    });
    for c in std::iter::once(active).chain(next) {
        cx.energy(c as u8, ENERGY);
    }
}
