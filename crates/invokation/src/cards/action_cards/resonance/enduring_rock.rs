//! Elemental Resonance: Enduring Rock (Event, 1 Geo). 6.5.0 text: "为我方出战角色提供3点护盾。"
//! (Provide 3 Shield points to your active character.) (Two Geo characters in the deck.)
//!
//! As in the reference (GI-TCG), the shield is a combat status ("Shield", 303162) that
//! protects the active character; its points come from the entity's facts (3).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::ElementalResonanceEnduringRock,
        &CardDef::event(|cx| cx.combat_status(SHIELD)),
    ),
    Def::Entity(SHIELD, &templates::SHIELD),
];

/// The shield's combat status.
const SHIELD: EntityId = EntityId::Shield_303162;
