//! Leave It to Me! (Event): "The next time you perform "Switch Character": This switch will
//! be considered a Fast Action instead of a Combat Action." Playable only with a character on
//! standby to switch to (as in the reference, GI-TCG).

use crate::cards::{CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command};
use crate::facts::EntityId;
use crate::state::{Status, Zone};

/// The card: Leave It to Me! (In Effect) on the player's side.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, player, _| state.player(player).alive_from_active().count() > 1,
    play: |cx: &mut CardCx| {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Combat,
            id: EntityId::LeaveItToMeInEffect,
            usage: 0,
        })
    },
};

/// Leave It to Me! (In Effect): the next Switch Character action that is not already a fast
/// action becomes one; once, with no time limit.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::SWITCH_SPEED,
    on,
    init: Some((1, crate::state::NO_DURATION)),
    ..EntityDef::INERT
};

fn on(_cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::SwitchSpeed(q) = hook {
        if !q.fast && me.usage > 0 {
            q.fast = true;
            me.usage -= 1;
        }
    }
}
