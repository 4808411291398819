//! Lotus Flower Crisp (Food): "During this Round, the target character takes -3 DMG the next
//! time."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::LotusFlowerCrisp,
        &CardDef::on_character(|cx| cx.attach_target(EntityId::LotusFlowerCrispInEffect)),
    ),
    Def::Entity(EntityId::LotusFlowerCrispInEffect, &IN_EFFECT),
];

/// Damage prevented the next time.
const DECREASE: i32 = 3;

/// Lotus Flower Crisp (In Effect): the next damage (more than 0, not Piercing) the character
/// takes this round is decreased by 3; once.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_damage_decrease(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.hits(cx.player, c) && d.amount > 0 && me.take_usage() {
        d.amount = (d.amount - DECREASE).max(0);
    }
});
