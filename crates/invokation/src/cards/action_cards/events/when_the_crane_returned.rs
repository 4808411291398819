//! When the Crane Returned (Event, 1 same): "The next time you use a Skill: Switch your next
//! character in to be the active character." Playable only with a character on standby (as
//! the reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::WhenTheCraneReturned, &CARD),
    Def::Entity(EntityId::WhenTheCraneReturnedInEffect, &IN_EFFECT),
];

static CARD: CardDef =
    CardDef::event(|cx| cx.combat_status(EntityId::WhenTheCraneReturnedInEffect))
        .when(|state, player, _| state.player(player).alive_from_active().count() > 1);

/// When the Crane Returned (In Effect): after the next skill of its side, the next living
/// character is switched in (a forced switch); once, with no time limit.
static IN_EFFECT: EntityDef = EntityDef::new()
    .init(1, NO_DURATION)
    .on_after_skill(|cx, me, e| {
        if e.player == cx.player && me.take_usage() {
            cx.force_switch(cx.player, false);
        }
    });
