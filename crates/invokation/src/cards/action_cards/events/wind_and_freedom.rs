//! Wind and Freedom (Event): "During this Round, after one of your characters uses a Skill:
//! Switch your next character in to be the active character." (The Chinese text says "this
//! Round", 本回合; the English one "this turn".) The deck rule (2 Mondstadt characters) is
//! checked by the deck. Playable only with a character on standby (as in the reference,
//! GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::WindAndFreedom, &CARD),
    Def::Entity(EntityId::WindAndFreedomInEffect, &IN_EFFECT),
];

/// The card: Wind and Freedom (In Effect) on the player's side.
static CARD: CardDef = CardDef::event(|cx| cx.combat_status(EntityId::WindAndFreedomInEffect))
    .when(|state, player, _| state.player(player).alive_from_active().count() > 1);

/// Wind and Freedom (In Effect): this round, after each skill of its side, the next living
/// character is switched in (a forced switch, not the Switch Character action).
static IN_EFFECT: EntityDef = EntityDef::new().this_round().on_after_skill(|cx, _, e| {
    if e.player == cx.player {
        cx.force_switch(cx.player, false);
    }
});
