//! Adeptus' Temptation (Food, 2 unaligned): "During this Round, the target character's next
//! Elemental Burst deals +3 DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::AdeptusTemptation,
        &CardDef::on_character(|cx| cx.attach_target(EntityId::AdeptusTemptationInEffect)),
    ),
    Def::Entity(EntityId::AdeptusTemptationInEffect, &IN_EFFECT),
];

/// Bonus to the next Elemental Burst.
const BONUS: i32 = 3;

/// Adeptus' Temptation (In Effect): once, this round.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.cmd.skill == Some(SkillKind::Burst) && me.take_usage() {
        d.amount += BONUS;
    }
});
