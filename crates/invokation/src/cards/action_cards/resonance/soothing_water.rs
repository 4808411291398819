//! Elemental Resonance: Soothing Water (Event, 1 Hydro). 6.5.0 text: "治疗我方出战角色2点。
//! 然后，治疗所有我方后台角色1点。" (Heal your active character for 2 HP. Then heal all your
//! characters on standby for 1 HP.) (Two Hydro characters in the deck.)
//!
//! As in the reference (GI-TCG), it can be played only while one of the player's characters
//! is missing HP.

use crate::action::Target;
use crate::cards::{CardCx, CardDef, CardTarget};
use crate::player::Player;
use crate::state::GameState;

/// HP healed on the active character.
const ACTIVE_HEAL: u8 = 2;
/// HP healed on each character on standby.
const STANDBY_HEAL: u8 = 1;

/// The card.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable,
    play,
};

fn playable(state: &GameState, p: Player, _: Target) -> bool {
    state
        .player(p)
        .characters
        .iter()
        .any(|ch| ch.alive && ch.hp < ch.max_hp)
}

fn play(cx: &mut CardCx) {
    let state = cx.state;
    let ps = state.player(cx.player);
    let active = ps.active as usize;
    cx.heal(active as u8, ACTIVE_HEAL);
    for c in ps.alive_from_active().filter(|&c| c != active) {
        cx.heal(c as u8, STANDBY_HEAL);
    }
}
