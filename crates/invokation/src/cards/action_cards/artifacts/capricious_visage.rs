//! Capricious Visage (Artifact): "When you play a Talent card or a Character uses an
//! Elemental Skill: Spend 1 less Elemental Die. (Once per Round)"
//!
//! (The template of the artifacts that lower one kind of skill,
//! `templates::skill_discount_artifact`.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::CapriciousVisage, &CardDef::EQUIPMENT),
    Def::Entity(
        EntityId::CapriciousVisage,
        &templates::skill_discount_artifact(SkillKind::Elemental),
    ),
];
