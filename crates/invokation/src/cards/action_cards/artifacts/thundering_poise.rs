//! Thundering Poise (Artifact): "When you play a Talent card or a Character uses a Normal
//! Attack: Spend 1 less Elemental Die. (Once per Round)"
//!
//! (The template of the artifacts that lower one kind of skill,
//! `templates::skill_discount_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ThunderingPoise, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::ThunderingPoise,
        &templates::skill_discount_artifact(SkillKind::Normal),
    ),
];
