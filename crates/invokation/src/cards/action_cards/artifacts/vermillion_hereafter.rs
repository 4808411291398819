//! Vermillion Hereafter (Artifact): "When you play a Talent card or a Character uses a Normal
//! Attack: Spend 1 less Elemental Die. (Once per Round) / After a character is switched to
//! the active character: During this Round, character deals +1 Normal Attack DMG."
//!
//! The first half is `templates::skill_discount_artifact`'s. Switched in (by the action, an
//! effect, or chosen after a defeat), the character gains Vermillion Hereafter (In Effect):
//! "During this Round, the character's Normal Attacks deal +1 DMG." (a status of this round,
//! as the reference keeps it; gained again, it stays one status: +1, not +2).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::VermillionHereafter, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::VermillionHereafter, &ENTITY),
    Def::Entity(EntityId::VermillionHereafterInEffect, &IN_EFFECT),
];

/// "+1 Normal Attack DMG".
const BONUS: i32 = 1;

static ENTITY: EntityDef =
    templates::skill_discount_artifact(SkillKind::Normal).on_switched(|cx, _, e| {
        if e.player == cx.player && Some(e.to) == cx.character() {
            cx.attach(e.to, EntityId::VermillionHereafterInEffect);
        }
    });

static IN_EFFECT: EntityDef = EntityDef::new().this_round().on_damage_add(|cx, _, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_directly_by(cx.player, c) && d.is_normal_attack() {
        d.amount += BONUS;
    }
});
