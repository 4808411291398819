//! Flowing Purity (Catalyst, 1 same). 6.5.0 text: "入场时和回合结束时：角色附属1层生命之契。 /
//! 双方选择行动前：所附属角色如果未附属生命之契，则生成1个随机基础元素骰，并且角色下次造成的伤害
//! +1。（每回合1次）" (When played and when the Round ends: the character gains 1 Bond of Life.
//! Before either side chooses an action: if the character has no Bond of Life, create 1
//! random basic Elemental Die, and the character's next damage +1. Once per Round.)
//!
//! Bond of Life accumulates (1 more each time). "When the Round ends" is the weapon's turn in
//! the End Phase (`EntityDef::on_end_phase`), as the reference (which keeps its "round end"
//! event for other cards): a death swap in the End Phase sees it. The random die is one of
//! the 7 basic elements, each equally likely (a chance request); the +1 is Flowing Purity
//! (In Effect), a status of the character used up by its next skill's damage (as the
//! reference).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FlowingPurity, &CARD),
    Def::Entity(EntityId::FlowingPurity, &WEAPON),
    Def::Entity(EntityId::FlowingPurityInEffect, &IN_EFFECT),
];

/// "生成1个随机基础元素骰".
const DICE: u8 = 1;
/// "角色下次造成的伤害+1".
const BONUS: i32 = 1;

/// Equipped (by the engine), then 1 Bond of Life on the character.
static CARD: CardDef = CardDef::on_character(|cx| cx.attach_target(EntityId::BondOfLife));

static WEAPON: EntityDef = EntityDef::new()
    .on_end_phase(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::BondOfLife);
        }
    })
    .on_before_action(|cx, me, _| {
        let Some(c) = cx.character() else { return };
        if !cx
            .state
            .character(cx.player, c as usize)
            .has(EntityId::BondOfLife)
            && me.once_per_round()
        {
            cx.gain_distinct_elements(DICE);
            cx.attach(c, EntityId::FlowingPurityInEffect);
        }
    });

/// Flowing Purity (In Effect): the character's next skill damage +1; then it is discarded
/// (1 usage, as the reference shows it).
static IN_EFFECT: EntityDef = EntityDef::new()
    .init(1, NO_DURATION)
    .on_damage_add(|cx, _, d| {
        if cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
            && d.is_skill()
        {
            d.amount += BONUS;
            cx.dispose = true;
        }
    });
