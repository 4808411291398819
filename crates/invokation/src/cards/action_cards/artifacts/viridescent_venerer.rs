//! Viridescent Venerer (Artifact): "When you play a Talent card or a Character uses a Skill: Spend 1
//! less Anemo Die. (Once per Round) / Roll Phase: 2 of the starting Elemental Dice you roll
//! are always guaranteed to be Anemo."
//!
//! (The elemental artifacts' template, `templates::elemental_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ViridescentVenerer, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::ViridescentVenerer,
        &templates::elemental_artifact(Element::Anemo),
    ),
];
