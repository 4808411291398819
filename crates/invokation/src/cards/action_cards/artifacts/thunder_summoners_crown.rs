//! Thunder Summoner's Crown (Artifact): "When you play a Talent card or a Character uses a Skill: Spend 1
//! less Electro Die. (Once per Round)"
//!
//! (The elemental artifacts' template without a roll, `templates::elemental_cost_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ThunderSummonersCrown, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::ThunderSummonersCrown,
        &templates::elemental_cost_artifact(Element::Electro),
    ),
];
