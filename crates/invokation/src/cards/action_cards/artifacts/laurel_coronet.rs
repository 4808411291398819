//! Laurel Coronet (Artifact): "When you play a Talent card or a Character uses a Skill: Spend 1
//! less Dendro Die. (Once per Round)"
//!
//! (The elemental artifacts' template without a roll, `templates::elemental_cost_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::LaurelCoronet, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::LaurelCoronet,
        &templates::elemental_cost_artifact(Element::Dendro),
    ),
];
