//! Matsutake Meat Rolls (Food, 2 same). 6.5.0 text: "治疗目标角色2点，3回合内的结束阶段再治疗此
//! 角色1点。" (Heal the target character for 2 HP; at the End Phase of the next 3 rounds, heal
//! this character for 1 HP again.)
//!
//! Like the other healing foods, only an injured character can eat it before 6.1 (Mondstadt
//! Hash Brown's rule). As in the reference (GI-TCG), "Matsutake Meat Rolls (In Effect)" counts
//! its three heals as usages (the facts' "Usage(s): 3"), one each End Phase, and has no
//! duration.

use super::mondstadt_hash_brown::edible;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MatsutakeMeatRolls, &CARD),
    Def::Entity(EntityId::MatsutakeMeatRollsInEffect, &IN_EFFECT),
];

/// HP healed when eaten.
const HEAL: u8 = 2;
/// HP healed at each End Phase.
const END_PHASE_HEAL: u8 = 1;

static CARD: CardDef = CardDef::on_character(|cx| {
    cx.heal_target(HEAL);
    cx.attach_target(EntityId::MatsutakeMeatRollsInEffect);
})
.when(edible);

/// Matsutake Meat Rolls (In Effect): End Phase: heal the character for 1 HP, a usage each.
static IN_EFFECT: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    if let Some(c) = cx.character() {
        cx.heal(c, END_PHASE_HEAL);
        cx.spend_after(me);
    }
});
