//! Entities the rules themselves create: Satiated (a food was eaten this round) and the
//! cooldown of revival cards. They only last (usages and duration from the facts).

use crate::cards::prelude::*;

/// Every file's definitions (this one's only).
pub(super) static FILES: &[(&str, &[Def])] = &[("rules.rs", DEFS)];

static DEFS: &[Def] = &[
    Def::Entity(EntityId::Satiated, &EntityDef::THIS_ROUND),
    Def::Entity(EntityId::ReviveOnCooldown, &EntityDef::THIS_ROUND),
];
