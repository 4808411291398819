//! Paimon (Companion): "When the Action Phase begins: Create 2 Omni Element. Usage(s): 2"

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::dice::Die;
use crate::state::Status;

/// Omni dice each Action Phase.
const OMNI: u8 = 2;

/// The card: placed in the support zone by the engine.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The support.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::ACTION_PHASE_START,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::ActionPhaseStart) = hook {
        cx.push(Command::Dice {
            player: cx.owner,
            face: Die::Omni,
            n: OMNI,
        });
        cx.spend_after(me);
    }
}
