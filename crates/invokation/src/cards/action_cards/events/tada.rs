//! Tada! (Event, free). 6.5.0 text: "对我方出战角色造成1点物理伤害。本回合的结束阶段时：抓1张
//! 牌。" (Deal 1 Physical DMG to your active character. Draw 1 card in the End Phase of this
//! Round.) The draw is "Tada! (In Effect)", a combat status with 1 usage that draws in the
//! End Phase (as the reference, GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Tada, &CARD),
    Def::Entity(EntityId::TadaInEffect, &IN_EFFECT),
];

/// "Deal 1 Physical DMG to your active character."
const DAMAGE: u8 = 1;
/// "Draw 1 card".
const DRAW: u8 = 1;

static CARD: CardDef = CardDef::event(|cx| {
    let active = cx.state.active(cx.player) as u8;
    cx.damage_own(active, PHYSICAL, DAMAGE);
    cx.combat_status(EntityId::TadaInEffect);
});

/// Tada! (In Effect): draws 1 card in the End Phase, spending its usage.
static IN_EFFECT: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    cx.draw(DRAW);
    cx.spend_after(me);
});
