//! Changing Shifts (Event): "The next time you perform "Switch Character": Spend 1 less
//! Elemental Die." Playable only with a character on standby to switch to (as in the
//! reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ChangingShifts, &CARD),
    Def::Entity(EntityId::ChangingShiftsInEffect, &IN_EFFECT),
];

/// Dice taken off the next switch.
const DISCOUNT: u8 = 1;

/// The card: Changing Shifts (In Effect) on the player's side.
static CARD: CardDef = CardDef::event(|cx| cx.combat_status(EntityId::ChangingShiftsInEffect))
    .when(|state, player, _| state.player(player).alive_from_active().count() > 1);

/// Changing Shifts (In Effect): the next Switch Character action that costs dice costs 1
/// less; once, with no time limit.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, NO_DURATION).on_cost(|cx, me, q| {
    if q.player == cx.player
        && matches!(q.action, CostAction::Switch { .. })
        && me.usage > 0
        && q.reduce_dice(DISCOUNT) > 0
    {
        me.usage -= 1;
    }
});
