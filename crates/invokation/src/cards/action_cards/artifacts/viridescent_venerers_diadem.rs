//! Viridescent Venerer's Diadem (Artifact): "When you play a Talent card or a Character uses a Skill: Spend 1
//! less Anemo Die. (Once per Round)"
//!
//! (The elemental artifacts' template without a roll, `templates::elemental_cost_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ViridescentVenerersDiadem, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::ViridescentVenerersDiadem,
        &templates::elemental_cost_artifact(Element::Anemo),
    ),
];
