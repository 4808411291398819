//! Dawn Winery (Location): "When you perform "Switch Character": Spend 1 less Elemental Die.
//! (Max twice per Round)"

use crate::cards::{CardDef, CardTarget, CostAction, Cx, EntityDef, Hook};
use crate::command::listen;
use crate::state::Status;

/// Dice less per switch.
const LESS: u8 = 1;
/// "(Max twice per Round)".
const PER_ROUND: u8 = 2;

/// The card: placed in the support zone by the engine.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The support: `counter` counts the switches lowered this round.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::COST,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Cost(q) = hook {
        // A switch that already costs nothing keeps the use.
        if q.player == cx.owner
            && matches!(q.action, CostAction::Switch { .. })
            && me.counter < PER_ROUND
            && q.reduce_dice(LESS) > 0
        {
            me.counter += 1;
        }
    }
}
