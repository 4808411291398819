//! Portable Power Saw (Claymore, 2 same): Prospector's Drill's effect for a claymore, with
//! Stoic's Symbols for Solidarity (see [`super::prospectors_drill`]).

use super::prospectors_drill::HAND_SHIELD;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::PortablePowerSaw, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::PortablePowerSaw, &HAND_SHIELD),
];
