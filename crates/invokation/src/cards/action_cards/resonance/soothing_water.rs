//! Elemental Resonance: Soothing Water (Event, 1 Hydro). 6.5.0 text: "治疗我方出战角色2点。
//! 然后，治疗所有我方后台角色1点。" (Heal your active character for 2 HP. Then heal all your
//! characters on standby for 1 HP.) (Two Hydro characters in the deck.)
//!
//! As in the reference (GI-TCG), it can be played only while one of the player's characters
//! is missing HP.

use crate::cards::prelude::*;
use crate::cards::standby;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ElementalResonanceSoothingWater,
    &CardDef::event(play).when(|state, p, _| {
        state
            .player(p)
            .characters
            .iter()
            .any(|ch| ch.alive && ch.hp < ch.max_hp)
    }),
)];

/// HP healed on the active character.
const ACTIVE_HEAL: u8 = 2;
/// HP healed on each character on standby.
const STANDBY_HEAL: u8 = 1;

fn play(cx: &mut CardCx) {
    cx.heal_active(ACTIVE_HEAL);
    for c in standby(cx.state, cx.player) {
        cx.heal(c, STANDBY_HEAL);
    }
}
