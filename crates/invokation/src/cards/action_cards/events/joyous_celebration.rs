//! Joyous Celebration (Arcane Legend): "Your active character must be one of the following
//! elemental types to play this card: Cryo/Hydro/Pyro/Electro/Dendro. The element
//! corresponding to your active character's Elemental Type will be applied to all your
//! characters affected by elements."
//!
//! As in the reference (GI-TCG): the characters on standby first (from the active one on),
//! then the active character; each application may react, without damage.

use crate::cards::prelude::*;
use crate::state::Aura;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::JoyousCelebration, &CARD)];

static CARD: CardDef =
    CardDef::event(play).when(|state, player, _| element(state, player).is_some());

/// The active character's element, if it is one that applies.
fn element(state: &GameState, player: Player) -> Option<Element> {
    let c = state.active(player);
    state
        .character_facts(player, c)
        .element
        .filter(|&e| Aura::of(e) != Aura::None)
}

fn play(cx: &mut CardCx) {
    let Some(element) = element(cx.state, cx.player) else {
        return;
    };
    let ps = cx.state.player(cx.player);
    let standby_then_active = ps
        .alive_from_active()
        .skip(1)
        .chain(std::iter::once(ps.active as usize));
    for c in standby_then_active {
        if ps.characters[c].alive && ps.characters[c].aura != Aura::None {
            cx.apply(cx.player, c as u8, element);
        }
    }
}
