//! Vanarana (Location): "End Phase: Collect up to 2 unused Elemental Dice. / When the Action
//! Phase begins: Reclaim the dice you collected using this card."
//!
//! Which dice, as the reference collects them: the elements the player has most of first
//! (ties in the game's order: Cryo, Hydro, Pyro, Electro, Geo, Dendro, Anemo), two of one
//! element if it has two, Omni dice last. Collected dice leave the player's dice; they
//! come back as the next Action Phase begins (up to the dice limit).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Vanarana, &CardDef::SUPPORT),
    Def::Entity(EntityId::Vanarana, &ENTITY),
];

/// "Collect up to 2".
const MOST: u8 = 2;

/// The support: `usage` counts the dice it holds, `aux` holds their faces (the first in
/// the low four bits, the second in the high four). It stays at 0 dice.
static ENTITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_end_phase(|cx, me| {
        let dice = cx.state.player(cx.player).dice;
        let mut faces = [Die::Omni; Die::NUM];
        faces.copy_from_slice(&Die::ALL);
        faces.sort_unstable_by_key(|&d| {
            (
                d == Die::Omni,
                std::cmp::Reverse(dice.count(d)),
                d.tie_order(),
            )
        });
        let mut taken = Dice::EMPTY;
        let mut held = [Die::Omni; MOST as usize];
        let mut n = 0;
        for d in faces {
            while n < MOST && taken.count(d) < dice.count(d) {
                taken.0[d.index()] += 1;
                held[n as usize] = d;
                n += 1;
            }
        }
        me.usage = n;
        me.aux = held[0] as u8 | (held[1] as u8) << 4;
        if n > 0 {
            cx.remove_dice(taken);
        }
    })
    .on_action_phase_start(|cx, me| {
        for i in 0..me.usage.min(MOST) {
            cx.gain_dice(Die::ALL[(me.aux >> (4 * i) & 0xF) as usize], 1);
        }
        me.usage = 0;
    });
