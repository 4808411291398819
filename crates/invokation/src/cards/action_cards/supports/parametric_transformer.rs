//! Parametric Transformer (Item): "When either side uses a Skill: If Elemental DMG was
//! dealt, this card gains 1 Qualitative Progress. / If this card has gained 3 Qualitative
//! Progress, then discard this card and create 3 different Basic Elemental Dice."
//!
//! As in the 6.5.0 text ("双方角色使用技能后") and the reference (GI-TCG): after a skill of
//! either side whose effects dealt Elemental damage (to anyone). The three elements are
//! random, each set equally likely (a chance event).

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::chance::ChanceRequest;
use crate::command::{listen, Command, Event};
use crate::state::Status;

/// "If this card has gained 3 Qualitative Progress".
const PROGRESS: u8 = 3;
/// "create 3 different Basic Elemental Dice".
const DICE: u8 = 3;

/// The card: placed in the support zone by the engine.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The support: `usage` counts its Qualitative Progress.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::AfterSkill {
        elemental: true, ..
    }) = hook
    {
        me.usage = me.usage.saturating_add(1);
        if me.usage >= PROGRESS {
            cx.dispose = true;
            cx.push(Command::Chance(ChanceRequest::DistinctElements {
                player: cx.owner,
                count: DICE,
            }));
        }
    }
}
