//! Sumeru City (Location): "When you play a Talent card or your character uses a Skill: If
//! you do not have more Elemental Dice than cards in your hand, spend 1 less Elemental Die.
//! (Once per Round)"
//!
//! Dice and cards as they are when the cost is paid: the dice before paying, the hand with
//! the Talent card being played still in it (as the reference counts them).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SumeruCity, &CardDef::SUPPORT),
    Def::Entity(EntityId::SumeruCity, &ENTITY),
];

/// Dice less.
const LESS: u8 = 1;

/// The support: `counter` is 1 once used this round (a cost without dice keeps the use).
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    let skill = q.player == cx.player && matches!(q.action, CostAction::Skill { .. });
    let talent = templates::is_card_tagged(cx, q, card_tag::TALENT);
    let ps = cx.state.player(cx.player);
    if (skill || talent) && ps.dice.total() <= ps.hand.len() as u32 {
        me.once_per_round_if(|| q.reduce_dice(LESS) > 0);
    }
});
