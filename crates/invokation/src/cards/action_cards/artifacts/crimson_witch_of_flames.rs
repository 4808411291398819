//! Crimson Witch of Flames (Artifact): "When you play a Talent card or a Character uses a Skill: Spend 1
//! less Pyro Die. (Once per Round) / Roll Phase: 2 of the starting Elemental Dice you roll
//! are always guaranteed to be Pyro."
//!
//! (The elemental artifacts' template, `templates::elemental_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::CrimsonWitchOfFlames, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::CrimsonWitchOfFlames,
        &templates::elemental_artifact(Element::Pyro),
    ),
];
