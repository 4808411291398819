//! NRE (Item): "When played: Draw 1 random Food Event Card from your deck. / When you play a
//! Food Event Card: Draw 1 random Food Event Card from your deck (once per Round)."
//!
//! The random draw is a chance event among the Food cards of the pile (none: nothing).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::NRE,
        // Placed in the support zone by the engine; then a random Food card.
        &CardDef::SUPPORT.effect(|cx| cx.draw_tagged(card_tag::FOOD)),
    ),
    Def::Entity(EntityId::NRE, &ENTITY),
];

/// The support: `counter` is 1 once it drew for a Food card this round.
static ENTITY: EntityDef = EntityDef::new().on_card_played(|cx, me, e| {
    let food = e
        .card
        .facts(cx.state.version())
        .is_some_and(|f| f.tags & card_tag::FOOD != 0);
    if e.player == cx.player && food && me.once_per_round() {
        cx.draw_tagged(card_tag::FOOD);
    }
});
