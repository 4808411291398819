//! Xudong (Companion): "When playing a Food Event Card: Spend 2 less Elemental Dice. (Once
//! per Round)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Xudong, &CardDef::SUPPORT),
    Def::Entity(EntityId::Xudong, &ENTITY),
];

/// Dice less.
const LESS: u8 = 2;

/// The support: `counter` is 1 once used this round (a Food card that costs nothing keeps
/// the use).
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if templates::is_card_tagged(cx, q, card_tag::FOOD) {
        me.once_per_round_if(|| q.reduce_dice(LESS) > 0);
    }
});
