//! Knights of Favonius Library (Location): "When played: Select any Elemental Dice to
//! reroll. Roll Phase: Gain another chance to reroll."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::KnightsOfFavoniusLibrary,
        // Placed in the support zone by the engine; then a reroll.
        &CardDef::SUPPORT.effect(|cx| cx.reroll(1)),
    ),
    Def::Entity(EntityId::KnightsOfFavoniusLibrary, &ENTITY),
];

/// The support: one more reroll in each Roll Phase.
static ENTITY: EntityDef = EntityDef::new().on_roll(|cx, _, q| {
    if q.player == cx.player {
        q.rerolls += 1;
    }
});
