//! Atea (Companion, 1 same). 6.5.0 text: "我方使用「特技」时：少花费1个元素骰。（每回合1次）"
//! (When your side uses a Technique: spend 1 less Elemental Die. Once per Round.) A
//! Technique that costs no dice keeps the round's use.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Atea, &CardDef::SUPPORT),
    Def::Entity(EntityId::Atea, &ENTITY),
];

static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if q.player == cx.player && q.action == CostAction::Technique {
        me.once_per_round_if(|| q.reduce_dice(1) > 0);
    }
});
