//! Gandharva Ville (Location): "Before you choose your action, when the number of Elemental
//! Dice you have is 0: Create 1 Omni Element. (Once per Round) / Usage(s): 3"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::GandharvaVille, &CardDef::SUPPORT),
    Def::Entity(EntityId::GandharvaVille, &ENTITY),
];

/// Omni dice created.
const OMNI: u8 = 1;

/// The support (usages from the facts): `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_before_action(|cx, me, p| {
    if *p == cx.player && cx.state.player(cx.player).dice.total() == 0 && me.once_per_round() {
        cx.gain_omni(OMNI);
        cx.spend_after(me);
    }
});
