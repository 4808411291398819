//! Kid Kujirai (Companion): "When the Action Phase begins: Create 1 Omni Element. Then if
//! your opponent's Support Zone is not full, transfer this card to your opponent's Support
//! Zone."
//!
//! Transferred, it enters the end of the opponent's zone and is the opponent's from then on
//! (it gives its die to them when the next Action Phase begins, not in the one that moved
//! it: the listeners of an event are those in play when it began). Moved, it is not
//! discarded (Jeht does not count it).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::KidKujirai, &CardDef::SUPPORT),
    Def::Entity(EntityId::KidKujirai, &ENTITY),
];

/// Omni dice created.
const OMNI: u8 = 1;

/// The support.
static ENTITY: EntityDef = EntityDef::new().on_action_phase_start(|cx, _| {
    cx.gain_omni(OMNI);
    let opponent = cx.player.other();
    let full = cx.state.player(opponent).supports.len() >= cx.state.config().max_supports as usize;
    if !full {
        cx.moved_away(opponent, Zone::Supports, EntityId::KidKujirai, 0);
    }
});
