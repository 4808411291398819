//! Heart of Depth (Artifact): "When you play a Talent card or a Character uses a Skill: Spend 1
//! less Hydro Die. (Once per Round) / Roll Phase: 2 of the starting Elemental Dice you roll
//! are always guaranteed to be Hydro."
//!
//! (The elemental artifacts' template, `templates::elemental_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::HeartOfDepth, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::HeartOfDepth,
        &templates::elemental_artifact(Element::Hydro),
    ),
];
