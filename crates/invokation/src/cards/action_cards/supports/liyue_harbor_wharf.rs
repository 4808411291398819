//! Liyue Harbor Wharf (Location): "End Phase: Draw 2 cards. Usage(s): 2"

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::state::Status;

/// Cards drawn each End Phase.
const DRAW: u8 = 2;

/// The card: placed in the support zone by the engine (usages from the facts).
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The support.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        cx.push(Command::Draw {
            player: cx.owner,
            n: DRAW,
        });
        cx.spend_after(me);
    }
}
