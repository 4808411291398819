//! Katheryne (Companion): "When you perform "Switch Character": This switch is considered a
//! Fast Action instead of a Combat Action. (Once per Round)"

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::listen;
use crate::state::Status;

/// The card: placed in the support zone by the engine.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The support: `counter` is 1 once used this round.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::SWITCH_SPEED,
    on,
    ..EntityDef::INERT
};

fn on(_cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    // Asked of the switching side's entities only; an effect before it (e.g. Mona's
    // passive) may already have made the switch fast, and then this use is kept.
    if let Hook::SwitchSpeed(q) = hook {
        if !q.fast && me.counter == 0 {
            q.fast = true;
            me.counter = 1;
        }
    }
}
