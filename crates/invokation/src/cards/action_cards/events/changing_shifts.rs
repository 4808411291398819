//! Changing Shifts (Event): "The next time you perform "Switch Character": Spend 1 less
//! Elemental Die." Playable only with a character on standby to switch to (as in the
//! reference, GI-TCG).

use crate::cards::{CardCx, CardDef, CardTarget, CostAction, Cx, EntityDef, Hook};
use crate::command::{listen, Command};
use crate::facts::EntityId;
use crate::state::{Status, Zone};

/// Dice taken off the next switch.
const DISCOUNT: u8 = 1;

/// The card: Changing Shifts (In Effect) on the player's side.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, player, _| state.player(player).alive_from_active().count() > 1,
    play: |cx: &mut CardCx| {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Combat,
            id: EntityId::ChangingShiftsInEffect,
            usage: 0,
        })
    },
};

/// Changing Shifts (In Effect): the next Switch Character action that costs dice costs 1
/// less; once, with no time limit.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::COST,
    on,
    init: Some((1, crate::state::NO_DURATION)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Cost(q) = hook {
        if q.player == cx.owner
            && matches!(q.action, CostAction::Switch { .. })
            && me.usage > 0
            && q.reduce_dice(DISCOUNT) > 0
        {
            me.usage -= 1;
        }
    }
}
