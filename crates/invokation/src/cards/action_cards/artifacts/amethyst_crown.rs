//! Amethyst Crown (Artifact, free; from 6.0.0). 6.5.0 text: "敌方受到伤害后：如果此伤害是草元素
//! 伤害或发生了草元素相关反应，则累积1枚「花冠水晶」。（最多叠加到2） / 行动阶段开始时：如果
//! 「花冠水晶」数量为2，则本回合内下次我方引发元素反应时伤害额外+2。" (After an opposing
//! character takes DMG: if it was Dendro DMG or a Dendro-related reaction happened, gain 1
//! Crown Crystal, at most 2. When the Action Phase begins: with 2 Crown Crystals, the next
//! damage of your side that triggers a reaction this round +2.)
//!
//! The Crown Crystals are the artifact's usage count (kept, not consumed); the +2 is
//! "Amethyst Crown (In Effect)", a combat status for the round (as the reference, GI-TCG).
//! Before 6.0.0 the card generated dice instead: newest behaviour only.

use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::AmethystCrown, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::AmethystCrown, &ENTITY),
    Def::Entity(EntityId::AmethystCrownInEffect, &IN_EFFECT),
    Def::BehaviourSince(
        Item::Card(CardId::AmethystCrown),
        Version::V6_0_0,
        "Crown Crystals (at most 2) from any Dendro damage or Dendro-related reaction on the \
         opponent; with 2, the next reaction damage of the round +2 (before: while its \
         character was active, a random basic die when the crystals reached the hand size, \
         at most 2 a round)",
    ),
];

/// "(at most 2)", and the count the bonus needs.
const CRYSTALS: u8 = 2;
/// "+2".
const BONUS: i32 = 2;

static ENTITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_damaged(|cx, me, e| {
        if dendro_hit(cx, e) && me.usage < CRYSTALS {
            me.usage += 1;
        }
    })
    .on_action_phase_start(|cx, me| {
        if me.usage == CRYSTALS {
            cx.combat_status(EntityId::AmethystCrownInEffect);
        }
    });

/// Whether `e` is damage to the opposing side that is Dendro or comes with a Dendro-related
/// reaction (Amethyst Crown, Flower of Paradise Lost).
pub(super) fn dendro_hit(cx: &Cx, e: &crate::command::Damaged) -> bool {
    e.player != cx.player
        && (e.dtype == DamageType::Elemental(Element::Dendro)
            || e.reaction.is_some_and(|r| r.involves(Element::Dendro)))
}

/// Amethyst Crown (In Effect), this round: the next damage of the side that triggers a
/// reaction +2.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_damage_add(|cx, _, d| {
    if d.cmd.from == cx.player && d.reaction.is_some() {
        d.amount += BONUS;
        cx.dispose = true;
    }
});
