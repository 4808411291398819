//! Tenshukaku (Location): "When the Action Phase begins: If you have 5 different kinds of
//! Elemental Die, create 1 Omni Element."
//!
//! Each Omni die counts as a kind of its own (as the reference counts them).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Tenshukaku, &CardDef::SUPPORT),
    Def::Entity(EntityId::Tenshukaku, &ENTITY),
];

/// "5 different kinds".
const KINDS: u32 = 5;
/// Omni dice created.
const OMNI: u8 = 1;

/// The support.
static ENTITY: EntityDef = EntityDef::new().on_action_phase_start(|cx, _| {
    let dice = cx.state.player(cx.player).dice;
    let elements = Die::ALL[1..].iter().filter(|&&d| dice.count(d) > 0).count() as u32;
    if dice.count(Die::Omni) as u32 + elements >= KINDS {
        cx.gain_omni(OMNI);
    }
});
