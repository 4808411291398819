//! Katheryne (Companion): "When you perform "Switch Character": This switch is considered a
//! Fast Action instead of a Combat Action. (Once per Round)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Katheryne, &CardDef::SUPPORT),
    Def::Entity(EntityId::Katheryne, &ENTITY),
];

/// The support: `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_switch_speed(|_, me, q| {
    // Asked of the switching side's entities only; an effect before it (e.g. Mona's
    // passive) may already have made the switch fast, and then this use is kept.
    if !q.fast && me.once_per_round() {
        q.fast = true;
    }
});
