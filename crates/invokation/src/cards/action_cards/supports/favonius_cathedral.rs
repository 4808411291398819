//! Favonius Cathedral (Location): "End Phase: Heal your active character for 2 HP. /
//! Usage(s): 2"
//!
//! An active character at full HP is not healed and no usage is spent (as the reference).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FavoniusCathedral, &CardDef::SUPPORT),
    Def::Entity(EntityId::FavoniusCathedral, &ENTITY),
];

/// HP healed.
const HEAL: u8 = 2;

/// The support (usages from the facts).
static ENTITY: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let ch = cx.state.player(cx.player).active_character();
    if ch.alive && ch.hp < ch.max_hp {
        cx.heal_active(HEAL);
        cx.spend_after(me);
    }
});
