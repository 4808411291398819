//! Blizzard Strayer (Artifact): "When you play a Talent card or a Character uses a Skill: Spend 1
//! less Cryo Die. (Once per Round) / Roll Phase: 2 of the starting Elemental Dice you roll
//! are always guaranteed to be Cryo."
//!
//! (The elemental artifacts' template, `templates::elemental_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::BlizzardStrayer, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::BlizzardStrayer,
        &templates::elemental_artifact(Element::Cryo),
    ),
];
