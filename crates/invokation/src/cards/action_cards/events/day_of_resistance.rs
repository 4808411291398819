//! Day of Resistance: Moment of Shattered Dreams (Arcane Legend). 6.5.0 text: "本回合中，目标我方
//! 角色受到的伤害-1。（最多生效4次）" (During this round, the target character takes -1 DMG. Max 4
//! times.) The reduction is "Day of Resistance: Moment of Shattered Dreams (In Effect)", a
//! status for the round with 4 usages (from the facts), each spent on damage it lowers.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::DayOfResistanceMomentOfShatteredDreams,
        &CardDef::on_character(|cx| {
            cx.attach_target(EntityId::DayOfResistanceMomentOfShatteredDreamsInEffect)
        }),
    ),
    Def::Entity(
        EntityId::DayOfResistanceMomentOfShatteredDreamsInEffect,
        &IN_EFFECT,
    ),
];

/// "(Max 4 times)" (the facts' usages too).
const TIMES: u8 = 4;

/// Day of Resistance (In Effect): its character takes 1 less damage, 4 times, this round.
static IN_EFFECT: EntityDef = EntityDef::new()
    .init(TIMES, 1)
    .on_damage_decrease(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if d.hits(cx.player, c) && d.amount > 0 && me.take_usage() {
            d.amount -= 1;
        }
    });
