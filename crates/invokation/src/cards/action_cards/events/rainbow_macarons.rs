//! Rainbow Macarons (Food, 2 unaligned). 6.5.0 text: "治疗目标角色1点，该角色接下来3次受到伤害
//! 后再治疗其1点。" (Heal the target character for 1 HP; the next 3 times it takes DMG, heal it
//! for 1 HP afterward.) A healing food: before 6.1 only an injured character can eat it (as
//! Mondstadt Hash Brown). The later heals are "Rainbow Macarons (In Effect)", a status with 3
//! usages (from the facts).

use super::mondstadt_hash_brown::edible;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::RainbowMacarons, &CARD),
    Def::Entity(EntityId::RainbowMacaronsInEffect, &IN_EFFECT),
];

/// "Heal the target character for 1 HP", now and after each of the next 3 hits.
const HEAL: u8 = 1;

static CARD: CardDef = CardDef::on_character(|cx| {
    cx.heal_target(HEAL);
    cx.attach_target(EntityId::RainbowMacaronsInEffect);
})
.when(edible);

/// Rainbow Macarons (In Effect): after its character takes damage, heal it for 1 HP; spends
/// a usage.
static IN_EFFECT: EntityDef = EntityDef::new().on_damaged(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && e.character == c && cx.state.character(e.player, c as usize).alive {
        cx.heal(c, HEAL);
        cx.spend_after(me);
    }
});
