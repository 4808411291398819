//! Fish and Chips (Food, 2 unaligned). 6.5.0 text: "本回合中，所有我方角色下次使用技能时少花费1
//! 个元素骰。" (During this round, each of your characters' next skill costs 1 less Elemental
//! Die.)
//!
//! A food for the whole team (as Tandoori Roast Chicken): every living character that is not
//! Satiated eats it and gets "Fish and Chips (Active)", this round, once: the character's
//! next skill that still costs dice costs 1 die less (of any kind: "same" dice first, then
//! matching, then unaligned, as the reference deducts).

use super::tandoori_roast_chicken::hungry;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FishAndChips, &CardDef::event(play)),
    Def::Entity(EntityId::FishAndChipsActive, &ACTIVE),
];

/// Dice the next skill costs less.
const DISCOUNT: u8 = 1;

fn play(cx: &mut CardCx) {
    for c in hungry(cx.state, cx.player) {
        cx.attach(c, EntityId::FishAndChipsActive);
    }
}

/// Fish and Chips (Active): the character's next skill costs 1 die less; once, this round.
static ACTIVE: EntityDef = EntityDef::new().init(1, 1).on_cost(|cx, me, q| {
    let Some(c) = cx.character() else { return };
    if q.is_skill_of(cx.player, c, None) && q.cost.dice() > 0 && me.take_usage() {
        q.reduce_dice(DISCOUNT);
    }
});
