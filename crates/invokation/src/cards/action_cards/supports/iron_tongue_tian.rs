//! Iron Tongue Tian (Companion): "End Phase: One of your characters without maximum Energy
//! gains 1 Energy. (Active Character prioritized) / Usage(s): 2"
//!
//! The character is the first without full energy from the active one onwards, by
//! position. As the reference does, a usage is spent in every End Phase, also when every
//! character has full energy.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::IronTongueTian, &CardDef::SUPPORT),
    Def::Entity(EntityId::IronTongueTian, &ENTITY),
];

/// Energy given.
const ENERGY: u8 = 1;

/// The support (usages from the facts).
static ENTITY: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let ps = cx.state.player(cx.player);
    let first = ps.alive_from_active().find(|&c| {
        let ch = &ps.characters[c];
        ch.energy < ch.max_energy
    });
    if let Some(c) = first {
        cx.energy(c as u8, ENERGY);
    }
    cx.spend_after(me);
});
