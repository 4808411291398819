//! Liyue Harbor Wharf (Location): "End Phase: Draw 2 cards. Usage(s): 2"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    // Placed in the support zone by the engine (usages from the facts).
    Def::Card(CardId::LiyueHarborWharf, &CardDef::SUPPORT),
    Def::Entity(EntityId::LiyueHarborWharf, &ENTITY),
];

/// Cards drawn each End Phase.
const DRAW: u8 = 2;

/// The support.
static ENTITY: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    cx.draw(DRAW);
    cx.spend_after(me);
});
