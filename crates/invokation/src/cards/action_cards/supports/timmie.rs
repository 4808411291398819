//! Timmie (Companion): "Triggers automatically once per Round: This card gains 1 Pigeon. When
//! this card gains 3 Pigeons, discard this card, then draw 1 card and create Omni Element
//! ×1."
//!
//! As in the game and the reference (GI-TCG), Timmie enters with 1 Pigeon and gains one when
//! each Action Phase begins: the third comes at the start of the second round after it was
//! played.

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::dice::Die;
use crate::state::{Status, NO_DURATION};

/// Pigeons it enters with.
const START: u8 = 1;
/// "When this card gains 3 Pigeons".
const PIGEONS: u8 = 3;
/// Cards drawn then.
const DRAW: u8 = 1;
/// Omni dice created then.
const OMNI: u8 = 1;

/// The card: placed in the support zone by the engine.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The support: `usage` counts its Pigeons.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::ACTION_PHASE_START,
    on,
    init: Some((START, NO_DURATION)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::ActionPhaseStart) = hook {
        me.usage = me.usage.saturating_add(1);
        if me.usage >= PIGEONS {
            cx.dispose = true;
            cx.push(Command::Draw {
                player: cx.owner,
                n: DRAW,
            });
            cx.push(Command::Dice {
                player: cx.owner,
                face: Die::Omni,
                n: OMNI,
            });
        }
    }
}
