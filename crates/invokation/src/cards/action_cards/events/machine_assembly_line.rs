//! Machine Assembly Line (Event). 6.5.0 text (since 6.3.0): "对我方「出战角色」造成1点物理伤害。
//! 从牌组中随机抽取1张「圣遗物」牌。" (Deal 1 Physical DMG to your active character. Draw a
//! random Artifact card from your deck.)
//!
//! Before 6.3.0 it was another card (Battle-Readiness gathered by a character's damage and
//! heals, paid for a Weapon or Artifact): only the newest behaviour is implemented
//! (`Def::BehaviourSince`). The damage is the side's own ([`Act::damage_own`]).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MachineAssemblyLine, &CARD),
    Def::BehaviourSince(
        crate::cards::Item::Card(CardId::MachineAssemblyLine),
        Version::V6_3_0,
        "1 Physical DMG to your active character and a random Artifact card drawn from the \
         deck (before: Battle-Readiness gathered by a character's damage and heals, paid \
         for a Weapon or Artifact)",
    ),
];

/// "造成1点物理伤害".
const DAMAGE: u8 = 1;

static CARD: CardDef = CardDef::event(|cx| {
    let active = cx.state.active(cx.player) as u8;
    cx.damage_own(active, PHYSICAL, DAMAGE);
    cx.draw_tagged(card_tag::ARTIFACT);
});
