//! Dawn Winery (Location): "When you perform "Switch Character": Spend 1 less Elemental Die.
//! (Max twice per Round)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::DawnWinery, &CardDef::SUPPORT),
    Def::Entity(EntityId::DawnWinery, &ENTITY),
];

/// Dice less per switch.
const LESS: u8 = 1;
/// "(Max twice per Round)".
const PER_ROUND: u8 = 2;

/// The support: `counter` counts the switches lowered this round.
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    // A switch that already costs nothing keeps the use.
    if q.player == cx.player
        && matches!(q.action, CostAction::Switch { .. })
        && me.counter < PER_ROUND
        && q.reduce_dice(LESS) > 0
    {
        me.counter += 1;
    }
});
