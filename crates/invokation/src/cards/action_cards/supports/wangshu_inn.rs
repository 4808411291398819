//! Wangshu Inn (Location): "End Phase: Heal the most injured character on standby for 2 HP.
//! / Usage(s): 2"
//!
//! The character missing the most HP among the living ones on standby (ties: the first
//! from the active one onwards, by position). With nobody on standby injured nothing
//! happens and no usage is spent (as the reference).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::WangshuInn, &CardDef::SUPPORT),
    Def::Entity(EntityId::WangshuInn, &ENTITY),
];

/// HP healed.
const HEAL: u8 = 2;

/// The support (usages from the facts).
static ENTITY: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let ps = cx.state.player(cx.player);
    let missing = |c: u8| {
        let ch = &ps.characters[c as usize];
        ch.max_hp - ch.hp
    };
    // The first of the most injured (strictly more than those before it).
    let mut most: Option<u8> = None;
    for c in crate::cards::standby(cx.state, cx.player) {
        if missing(c) > most.map_or(0, missing) {
            most = Some(c);
        }
    }
    if let Some(c) = most {
        cx.heal(c, HEAL);
        cx.spend_after(me);
    }
});
