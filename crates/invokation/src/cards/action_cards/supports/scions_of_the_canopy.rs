//! "Scions of the Canopy" (Location, free). 6.5.0 text: "我方打出名称不存在于本局最初牌组的牌时：
//! 如果打出的牌当前元素骰费用不低于此牌的「极限运动点」，则生成1个随机基础元素骰，然后此牌累积1个
//! 「极限运动点」。" (When you play a card whose name is not in this match's initial deck: if
//! the card's current Elemental Dice cost is not less than this card's Daredevil points,
//! create 1 random basic Elemental Die, then this card gains 1 Daredevil point.) Before
//! 6.4.0 the card's original cost (原本元素骰费用) was compared.
//!
//! The Daredevil points are the support's usages, 1 when it enters (the reference's
//! `point`). The current cost is the dice paid for the card (after its modifiers:
//! [`crate::command::CardPlayed::dice`]); the original cost its printed dice. The reference
//! (GI-TCG) compares the original cost in every version (docs/rules.md). Scions of the
//! Canopy hears its own card played (free: 0 dice, never enough).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ScionsOfTheCanopy, &CardDef::SUPPORT),
    Def::Entity(EntityId::ScionsOfTheCanopy, &ENTITY),
];

/// Daredevil points when it enters.
const START: u8 = 1;

static ENTITY: EntityDef = EntityDef::new()
    .init(START, NO_DURATION)
    .on_card_played(|cx, me, e| {
        let side = cx.state.player(cx.player);
        if e.player != cx.player || side.in_initial_deck(e.card) {
            return;
        }
        let version = cx.state.version();
        let cost = if version >= Version::V6_4_0 {
            e.dice
        } else {
            e.card.facts(version).map_or(0, |f| f.cost.dice())
        };
        if cost >= me.usage {
            cx.gain_distinct_elements(1);
            me.usage = me.usage.saturating_add(1);
        }
    });
