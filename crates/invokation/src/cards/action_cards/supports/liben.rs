//! Liben (Companion): "End Phase: Collect your unused Elemental Dice (Max 1 of each
//! Elemental Type). / When Action Phase begins: If this card has collected 3 Elemental
//! Dice, draw 2 cards and create Omni Element ×2, then discard this card."
//!
//! Which dice, as the reference (GI-TCG) collects them: one of each element, the elements
//! the player has most of first (ties in the game's order: Cryo, Hydro, Pyro, Electro, Geo,
//! Dendro, Anemo), then Omni dice (each counts as a type of its own), until 3 are collected
//! in all. Collected dice leave the player's dice.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Liben, &CardDef::SUPPORT),
    Def::Entity(EntityId::Liben, &ENTITY),
];

/// "If this card has collected 3 Elemental Dice".
const TARGET: u8 = 3;
/// Cards drawn then.
const DRAW: u8 = 2;
/// Omni dice created then.
const OMNI: u8 = 2;

/// The support: `usage` counts the dice collected.
static ENTITY: EntityDef = EntityDef::new()
    .on_end_phase(|cx, me| {
        let want = TARGET.saturating_sub(me.usage);
        let taken = collect(&cx.state.player(cx.player).dice, want);
        if !taken.is_empty() {
            me.usage += taken.total() as u8;
            cx.remove_dice(taken);
        }
    })
    .on_action_phase_start(|cx, me| {
        if me.usage >= TARGET {
            cx.dispose = true;
            cx.draw(DRAW);
            cx.gain_omni(OMNI);
        }
    });

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
