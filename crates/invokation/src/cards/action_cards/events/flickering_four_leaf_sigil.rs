//! Flickering Four-Leaf Sigil (Event, free): "目标角色附属四叶印：每个回合的结束阶段，我方都切换
//! 到此角色。" (Attach Four-Leaf Sigil to the target character: in the End Phase of every
//! round, you switch to this character.)
//!
//! Four-Leaf Sigil: "结束阶段：切换到所附属角色。" (End Phase: switch to the attached
//! character: a forced switch, nothing when it is already active.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FlickeringFourLeafSigil, &CARD),
    Def::Entity(EntityId::FourLeafSigil, &SIGIL),
];

static CARD: CardDef = CardDef::on_character(|cx| cx.attach_target(EntityId::FourLeafSigil));

static SIGIL: EntityDef = EntityDef::new().on_end_phase(|cx, _| {
    if let Some(c) = cx.character() {
        if !cx.on_active() {
            cx.switch_to(c);
        }
    }
});
