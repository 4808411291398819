//! Jueyun Guoba (Food): "During this Round, the target character's next Normal Attack deals
//! +1 DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::JueyunGuoba,
        &CardDef::on_character(|cx| cx.attach_target(EntityId::JueyunGuobaInEffect)),
    ),
    Def::Entity(EntityId::JueyunGuobaInEffect, &IN_EFFECT),
];

/// Bonus to the next Normal Attack.
const BONUS: i32 = 1;

/// Jueyun Guoba (In Effect): once, this round ("next", "during this Round").
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.is_normal_attack() && me.take_usage() {
        d.amount += BONUS;
    }
});
