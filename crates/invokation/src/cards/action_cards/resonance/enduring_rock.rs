//! Elemental Resonance: Enduring Rock (Event, 1 Geo). 6.5.0 text: "为我方出战角色提供3点护盾。"
//! (Provide 3 Shield points to your active character.) (Two Geo characters in the deck.)
//!
//! As in the reference (GI-TCG), the shield is a combat status ("Shield", 303162) that
//! protects the active character; its points come from the entity's facts (3).

use crate::cards::reactions::shield_on_active;
use crate::cards::{CardCx, CardDef, CardTarget, EntityDef};
use crate::command::{listen, Command};
use crate::facts::EntityId;
use crate::state::Zone;

/// The shield's combat status.
pub(super) const SHIELD: EntityId = EntityId::Shield_303162;

/// The card: creates the shield.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |cx: &mut CardCx| {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Combat,
            id: SHIELD,
            usage: 0,
        })
    },
};

/// The shield: absorbs damage to the active character with its points.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on: shield_on_active,
    ..EntityDef::INERT
};
