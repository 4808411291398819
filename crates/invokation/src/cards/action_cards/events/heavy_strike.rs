//! Heavy Strike (Event, 1 same): "During this round, your current active character's next
//! Normal Attack deals +1 DMG. When this Normal Attack is a Charged Attack: Deal +1
//! additional DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::HeavyStrike,
        &CardDef::event(|cx| cx.attach_active(EntityId::HeavyStrikeInEffect)),
    ),
    Def::Entity(EntityId::HeavyStrikeInEffect, &IN_EFFECT),
];

/// Bonus to the next Normal Attack.
const BONUS: i32 = 1;
/// Further bonus when it is a Charged Attack.
const CHARGED_BONUS: i32 = 1;

/// Heavy Strike (In Effect): once, this round.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.is_normal_attack() && me.take_usage() {
        d.amount += BONUS;
        if d.is_charged() {
            d.amount += CHARGED_BONUS;
        }
    }
});
