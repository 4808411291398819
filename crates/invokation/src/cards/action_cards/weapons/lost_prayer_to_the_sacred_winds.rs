//! Lost Prayer to the Sacred Winds (Catalyst, 3 same). 6.5.0 text: "此牌每有1点「伤害加成」，
//! 角色造成的伤害+1。 / 结束阶段：此牌累积1点「伤害加成」。（最多累积到2点）" (For each point of
//! "Bonus DMG" this card has, the character deals +1 DMG. End Phase: this card gains 1 point
//! of "Bonus DMG". (Max 2 points))
//!
//! The points are the weapon's usages (0 when it is played; the reference's `extraDamage`);
//! they boost the character's damage that is not spread by a reaction, as every weapon's
//! bonus (Piercing damage is never boosted).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::LostPrayerToTheSacredWinds, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::LostPrayerToTheSacredWinds, &ENTITY),
];

/// Most "Bonus DMG" points.
const MAX_POINTS: u8 = 2;

static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .on_damage_add(|cx, me, d| {
        if cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
        {
            d.amount += me.usage as i32;
        }
    })
    .on_end_phase(|_, me| {
        if me.usage < MAX_POINTS {
            me.usage += 1;
        }
    });
