//! Shimenawa's Reminiscence (Artifact): "When you play a Talent card or a Character uses an
//! Elemental Skill: Spend 1 less Elemental Die. (Once per Round) / If the character has at
//! least 2 Energy, this character's Normal Attacks and Elemental Skills will deal +1 DMG."
//!
//! The first half is `templates::skill_discount_artifact`'s. The energy is the character's
//! when the damage is dealt (before the skill's own energy is gained).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ShimenawasReminiscence, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::ShimenawasReminiscence, &ENTITY),
];

/// "At least 2 Energy".
const MIN_ENERGY: u8 = 2;
/// "+1 DMG".
const BONUS: i32 = 1;

static ENTITY: EntityDef =
    templates::skill_discount_artifact(SkillKind::Elemental).on_damage_add(|cx, _, d| {
        let Some(c) = cx.character() else { return };
        let kind = d.cmd.skill;
        let boosted = kind == Some(SkillKind::Normal) || kind == Some(SkillKind::Elemental);
        let energy = cx.state.character(cx.player, c as usize).energy;
        if boosted && energy >= MIN_ENERGY && d.dealt_directly_by(cx.player, c) {
            d.amount += BONUS;
        }
    });
