//! Elemental Resonance: Impetuous Winds (Event, 1 Anemo). 6.5.0 text: "我方下次执行「切换
//! 角色」行动时：将此次切换视为「快速行动」而非「战斗行动」，并且少花费1个元素骰。 / 我方下次
//! 触发扩散反应时对目标以外的所有敌方角色造成的伤害+1。" (The next time you take the Switch
//! Character action: it is a Fast Action instead of a Combat Action, and costs 1 Elemental
//! Die less. The next time you trigger Swirl, the damage to every opposing character other
//! than the target is +1.) (Two Anemo characters in the deck.)
//!
//! As in the reference (GI-TCG), three combat statuses, each spent on its own: the cheaper
//! switch on the next Switch Character action that still costs dice; the fast switch on the
//! next one that is not already fast; the Swirl bonus on the spread damage of the player's
//! next Swirl (discarded once that Swirl has resolved). None of them expires.

use crate::cards::prelude::*;
use crate::reaction::Reaction;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ElementalResonanceImpetuousWinds, &CARD),
    Def::Entity(CHEAPER_SWITCH, &CHEAPER),
    Def::Entity(SWIRL_BONUS, &SWIRL),
    Def::Entity(FAST_SWITCH, &FAST),
];

/// Impetuous Winds (In Effect): the next switch costs 1 die less.
const CHEAPER_SWITCH: EntityId = EntityId::ElementalResonanceImpetuousWindsInEffect_303133;
/// Impetuous Winds (In Effect): the next Swirl's spread damage +1.
const SWIRL_BONUS: EntityId = EntityId::ElementalResonanceImpetuousWindsInEffect_303134;
/// Impetuous Winds (In Effect): the next switch is a fast action.
const FAST_SWITCH: EntityId = EntityId::ElementalResonanceImpetuousWindsInEffect_303136;

/// Dice the next switch costs less.
const SWITCH_DISCOUNT: u8 = 1;
/// Bonus to each spread damage of the next Swirl.
const SWIRL_SPREAD_BONUS: i32 = 1;

/// The card: the three combat statuses, in the reference's order.
static CARD: CardDef = CardDef::event(|cx| {
    for id in [CHEAPER_SWITCH, SWIRL_BONUS, FAST_SWITCH] {
        cx.combat_status(id);
    }
});

/// The cheaper switch.
static CHEAPER: EntityDef = EntityDef::new().on_cost(|cx, _, q| {
    if q.player == cx.player && matches!(q.action, CostAction::Switch { .. }) && q.cost.dice() > 0 {
        q.reduce_dice(SWITCH_DISCOUNT);
        cx.dispose = true;
    }
});

/// The fast switch.
static FAST: EntityDef = EntityDef::new().on_switch_speed(|cx, _, q| {
    if !q.fast {
        q.fast = true;
        cx.dispose = true;
    }
});

/// The Swirl bonus.
static SWIRL: EntityDef = EntityDef::new()
    .on_damage_add(|cx, _, d| {
        // Swirl's spread damage is the only elemental spread damage (the others are
        // Piercing, which is never boosted).
        if d.cmd.from == cx.player && d.cmd.to != cx.player && d.cmd.flags & dmg::SPREAD != 0 {
            d.amount += SWIRL_SPREAD_BONUS;
        }
    })
    .on_reaction(|cx, _, e| {
        if e.player == cx.player && matches!(e.reaction, Reaction::Swirl(_)) {
            cx.dispose = true;
        }
    });
