//! Knights of Favonius Library (Location): "When played: Select any Elemental Dice to
//! reroll. Roll Phase: Gain another chance to reroll."

use crate::cards::{CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command};
use crate::state::Status;

/// The card: placed in the support zone by the engine; then a reroll.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |cx: &mut CardCx| {
        cx.push(Command::Reroll {
            player: cx.player,
            times: 1,
        })
    },
};

/// The support: one more reroll in each Roll Phase.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::ROLL,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::Roll(q) = hook {
        if q.player == cx.owner {
            q.rerolls += 1;
        }
    }
}
