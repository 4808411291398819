//! The Boar Princess (Event, free): "本回合中，我方每有1张装备在角色身上的「装备牌」被弃置时：获得
//! 1个万能元素。（最多获得2个） / （角色被击倒时弃置装备牌，或者覆盖装备「武器」「圣遗物」或
//! 「特技」，都可以触发此效果）" (This round, each time an Equipment card equipped on one of your
//! characters is discarded: gain 1 Omni Element (at most 2). / (A character's equipment
//! discarded when it is defeated, or a Weapon, Artifact or Technique replaced, triggers it.))
//!
//! The Boar Princess (Active), a combat status for the round with 2 usages (the facts), one
//! spent per Omni die, answers [`crate::command::Event::EquipmentDiscarded`] of its side
//! (`EntityDef::on_equipment_discarded`): an equipment card replaced, or lost with its
//! defeated character (a talent too: an Equipment card). Equipment returned to the hand or
//! moved to another character is not discarded.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TheBoarPrincess, &CARD),
    Def::Entity(EntityId::TheBoarPrincessActive, &ACTIVE),
];

/// "获得1个万能元素".
const OMNI: u8 = 1;

/// The status for the round ("本回合中"), with its usages from the facts.
static CARD: CardDef = CardDef::event(|cx| {
    let id = EntityId::TheBoarPrincessActive;
    let usage = id
        .facts(cx.state.version())
        .and_then(|f| f.usage)
        .unwrap_or(0);
    let p = cx.player;
    cx.add_to(p, Zone::Combat, id, usage);
});

static ACTIVE: EntityDef = EntityDef::new()
    .this_round()
    .on_equipment_discarded(|cx, me, e| {
        if e.player == cx.player && me.take_usage() {
            cx.gain_omni(OMNI);
        }
    });
