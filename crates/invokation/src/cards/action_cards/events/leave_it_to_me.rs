//! Leave It to Me! (Event): "The next time you perform "Switch Character": This switch will
//! be considered a Fast Action instead of a Combat Action." Playable only with a character on
//! standby to switch to (as in the reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::LeaveItToMe, &CARD),
    Def::Entity(EntityId::LeaveItToMeInEffect, &IN_EFFECT),
];

/// The card: Leave It to Me! (In Effect) on the player's side.
static CARD: CardDef = CardDef::event(|cx| cx.combat_status(EntityId::LeaveItToMeInEffect))
    .when(|state, player, _| state.player(player).alive_from_active().count() > 1);

/// Leave It to Me! (In Effect): the next Switch Character action that is not already a fast
/// action becomes one; once, with no time limit.
static IN_EFFECT: EntityDef = EntityDef::new()
    .init(1, NO_DURATION)
    .on_switch_speed(|_, me, q| {
        if !q.fast && me.take_usage() {
            q.fast = true;
        }
    });
