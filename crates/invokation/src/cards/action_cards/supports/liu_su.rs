//! Liu Su (Companion): "After you switch to a character that lacks Energy: Your active
//! character gains 1 Energy. (Once per Round) / Usage(s): 2"
//!
//! Any switch of the player's side counts (the Switch Character action, a forced switch, the
//! choice after a defeat), as in the reference; "lacks Energy" is having none.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::LiuSu, &CardDef::SUPPORT),
    Def::Entity(EntityId::LiuSu, &ENTITY),
];

/// Energy given.
const ENERGY: u8 = 1;

/// The support (usages from the facts): `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_switched(|cx, me, e| {
    let to = cx.state.character(cx.player, e.to as usize);
    if e.player == cx.player && to.energy == 0 && me.once_per_round() {
        let active = cx.state.active(cx.player) as u8;
        cx.energy(active, ENERGY);
        cx.spend_after(me);
    }
});
