//! Sangonomiya Shrine (Location): "End Phase: Heal all your characters for 1 HP. /
//! Usage(s): 2"
//!
//! With every living character at full HP nothing happens and no usage is spent (as the
//! reference).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SangonomiyaShrine, &CardDef::SUPPORT),
    Def::Entity(EntityId::SangonomiyaShrine, &ENTITY),
];

/// HP healed.
const HEAL: u8 = 1;

/// The support (usages from the facts).
static ENTITY: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let injured = cx
        .state
        .player(cx.player)
        .characters
        .iter()
        .any(|ch| ch.alive && ch.hp < ch.max_hp);
    if injured {
        cx.heal_all(HEAL);
        cx.spend_after(me);
    }
});
