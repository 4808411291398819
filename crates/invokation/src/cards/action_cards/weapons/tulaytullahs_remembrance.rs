//! Tulaytullah's Remembrance (Catalyst, 3 same). 6.5.0 text: "角色造成的伤害+1。 / 角色进行重
//! 击时：少花费1个无色元素。（每回合最多触发2次）" (The character deals +1 DMG. When the character
//! uses a Charged Attack: spend 1 less Unaligned Element. (Twice per Round))
//!
//! A Charged Attack is a Normal Attack while its player's dice total is even; as the
//! reference, a cost without an unaligned die to lower keeps the round's uses.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TulaytullahsRemembrance, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::TulaytullahsRemembrance, &ENTITY),
];

/// "The character deals +1 DMG."
const BONUS: u8 = 1;
/// Cheaper Charged Attacks per round.
const PER_ROUND: u8 = 2;

static ENTITY: EntityDef = templates::damage_bonus(BONUS).on_cost_unaligned(|cx, me, q| {
    let Some(c) = cx.character() else { return };
    if q.is_charged_attack_of(cx.state, cx.player, c)
        && me.counter < PER_ROUND
        && q.reduce_unaligned()
    {
        me.counter += 1;
    }
});
