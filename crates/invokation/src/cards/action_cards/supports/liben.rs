//! Liben (Companion): "End Phase: Collect your unused Elemental Dice (Max 1 of each
//! Elemental Type). / When Action Phase begins: If this card has collected 3 Elemental
//! Dice, draw 2 cards and create Omni Element ×2, then discard this card."
//!
//! Which dice, as the reference (GI-TCG) collects them: one of each element, the elements
//! the player has most of first (ties in the game's order: Cryo, Hydro, Pyro, Electro, Geo,
//! Dendro, Anemo), then Omni dice (each counts as a type of its own), until 3 are collected
//! in all. Collected dice leave the player's dice.

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::dice::{Dice, Die};
use crate::state::Status;

/// "If this card has collected 3 Elemental Dice".
const TARGET: u8 = 3;
/// Cards drawn then.
const DRAW: u8 = 2;
/// Omni dice created then.
const OMNI: u8 = 2;

/// The card: placed in the support zone by the engine.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The support: `usage` counts the dice collected.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::END_PHASE | listen::ACTION_PHASE_START,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::Event(Event::EndPhase) => {
            let want = TARGET.saturating_sub(me.usage);
            let taken = collect(&cx.state.player(cx.owner).dice, want);
            if !taken.is_empty() {
                me.usage += taken.total() as u8;
                cx.push(Command::RemoveDice {
                    player: cx.owner,
                    dice: taken,
                });
            }
        }
        Hook::Event(Event::ActionPhaseStart) if me.usage >= TARGET => {
            cx.dispose = true;
            cx.push(Command::Draw {
                player: cx.owner,
                n: DRAW,
            });
            cx.push(Command::Dice {
                player: cx.owner,
                face: Die::Omni,
                n: OMNI,
            });
        }
        _ => {}
    }
}

/// Up to `want` of `dice`: one of each element (most numerous first), then Omni dice.
fn collect(dice: &Dice, want: u8) -> Dice {
    let mut faces = [Die::Omni; Die::NUM - 1];
    faces.copy_from_slice(&Die::ALL[1..]);
    faces.sort_unstable_by_key(|&d| (std::cmp::Reverse(dice.count(d)), d.tie_order()));
    let mut taken = Dice::EMPTY;
    let mut left = want;
    for d in faces.into_iter().filter(|&d| dice.count(d) > 0) {
        if left == 0 {
            break;
        }
        taken.0[d.index()] = 1;
        left -= 1;
    }
    taken.0[Die::Omni.index()] = left.min(dice.count(Die::Omni));
    taken
}
