//! Paimon (Companion): "When the Action Phase begins: Create 2 Omni Element. Usage(s): 2"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Paimon, &CardDef::SUPPORT),
    Def::Entity(EntityId::Paimon, &templates::action_phase_omni(2)),
];
