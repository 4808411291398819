//! Golden House (Location), from 6.4: "When you play a Weapon or Artifact card whose
//! current cost is at least 3 Elemental Dice: Spend 1 less Elemental Die. (Once per Round)
//! / Usage(s): 2"
//!
//! Before 6.4 the card's original cost (as printed) had to be at least 3. The current cost
//! is the dice the card costs when this reduction runs (after the raises and the reductions
//! of one element; docs/rules.md "Cost modifiers").

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::GoldenHouse, &CardDef::SUPPORT),
    Def::Entity(EntityId::GoldenHouse, &ENTITY),
];

/// "At least 3".
const LEAST: u8 = 3;
/// Dice less.
const LESS: u8 = 1;

/// The support (usages from the facts): `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if !templates::is_card_tagged(cx, q, card_tag::WEAPON | card_tag::ARTIFACT) {
        return;
    }
    if templates::card_cost_at_least(cx, q, LEAST, Version::V6_4_0)
        && me.once_per_round_if(|| q.reduce_dice(LESS) > 0)
    {
        me.take_usage();
    }
});
