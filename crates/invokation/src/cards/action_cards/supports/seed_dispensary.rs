//! Seed Dispensary (Item), from 6.4: "When you play a Support card whose current cost is at
//! least 2 Elemental Dice: Spend 1 less Elemental Die. (Once per Round) / Usage(s): 2"
//!
//! From 4.6 to 6.4 the Support card's original cost (as printed) had to be at least 2;
//! before 4.6 it was "an Equipment or Support card whose original cost is 1". The current
//! cost is the dice the card costs when this reduction runs (docs/rules.md "Cost
//! modifiers").

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SeedDispensary, &CardDef::SUPPORT),
    Def::Entity(EntityId::SeedDispensary, &ENTITY),
];

/// "At least 2" (from 4.6).
const LEAST: u8 = 2;
/// "Original cost is 1" (before 4.6).
const ONE: u8 = 1;
/// Dice less.
const LESS: u8 = 1;

/// Whether the card played may be lowered in the game's version.
fn fits(cx: &Cx, q: &CostQuery) -> bool {
    if cx.state.version() >= Version::V4_6_0 {
        templates::is_card_tagged(
            cx,
            q,
            card_tag::COMPANION | card_tag::LOCATION | card_tag::ITEM,
        ) && templates::card_cost_at_least(cx, q, LEAST, Version::V6_4_0)
    } else {
        let CostAction::Card(card) = q.action else {
            return false;
        };
        q.player == cx.player
            && card
                .facts(cx.state.version())
                .is_some_and(|f| f.kind != crate::facts::CardKind::Event && f.cost.dice() == ONE)
    }
}

/// The support (usages from the facts): `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if fits(cx, q) && me.once_per_round_if(|| q.reduce_dice(LESS) > 0) {
        me.take_usage();
    }
});
