//! Saurus Crackers (Food, free). 6.5.0 text: "本回合中，目标角色下一次使用「特技」时少花费1个元
//! 素骰。" (During this round, the target character's next Technique costs 1 less Elemental
//! Die.) The discount is "Saurus Crackers (In Effect)", this round: the character's next
//! Technique that costs dice costs 1 die less (of any kind, as the reference deducts).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::SaurusCrackers,
        &CardDef::on_character(|cx| cx.attach_target(EntityId::SaurusCrackersInEffect)),
    ),
    Def::Entity(EntityId::SaurusCrackersInEffect, &IN_EFFECT),
];

/// Dice the next Technique costs less.
const DISCOUNT: u8 = 1;

/// Saurus Crackers (In Effect): the character's next Technique costs 1 die less; this round.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_cost(|cx, _, q| {
    if q.player == cx.player
        && q.action == CostAction::Technique
        && cx.on_active()
        && q.cost.dice() > 0
    {
        q.reduce_dice(DISCOUNT);
        cx.dispose = true;
    }
});
