//! Sashimi Platter (Food, 1 same): "Before this Round ends, the target character's Normal
//! Attacks deal +1 DMG."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::SashimiPlatter,
        &CardDef::on_character(|cx| cx.attach_target(EntityId::SashimiPlatterInEffect)),
    ),
    Def::Entity(EntityId::SashimiPlatterInEffect, &IN_EFFECT),
];

/// Bonus to each Normal Attack.
const BONUS: i32 = 1;

/// Sashimi Platter (In Effect): every Normal Attack of the character this round.
static IN_EFFECT: EntityDef = EntityDef::new().this_round().on_damage_add(|cx, _, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_by(cx.player, c) && d.is_normal_attack() {
        d.amount += BONUS;
    }
});
