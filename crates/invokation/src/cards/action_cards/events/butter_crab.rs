//! Butter Crab (Food, 2 unaligned): "During this Round, all your characters take -2 DMG the
//! next time." A food for the whole team, as Tandoori Roast Chicken: every living character
//! that is not Satiated eats it.

use super::tandoori_roast_chicken::hungry;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ButterCrab, &CardDef::event(play)),
    Def::Entity(EntityId::ButterCrabInEffect, &IN_EFFECT),
];

/// Damage prevented the next time.
const DECREASE: i32 = 2;

fn play(cx: &mut CardCx) {
    for c in hungry(cx.state, cx.player) {
        cx.attach(c, EntityId::ButterCrabInEffect);
    }
}

/// Butter Crab (In Effect): the next damage (more than 0, not Piercing) the character takes
/// this round is decreased by 2; once.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_damage_decrease(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.hits(cx.player, c) && d.amount > 0 && me.take_usage() {
        d.amount = (d.amount - DECREASE).max(0);
    }
});
