//! Seirai Island (Location, 1 same). 6.5.0 text: "任意阵营的角色受到治疗后：使该角色附属悠远雷
//! 暴。（结束阶段受到2点穿透伤害，可用1次） / 持续回合：2" (After a character of either side is
//! healed: attach Distant Storm to it (End Phase: it takes 2 Piercing DMG; 1 usage).
//! Duration (Rounds): 2, from the facts.) Distant Storm's damage is its own, to its own
//! side's character.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SeiraiIsland, &CardDef::SUPPORT),
    Def::Entity(EntityId::SeiraiIsland, &ENTITY),
    Def::Entity(EntityId::DistantStorm, &DISTANT_STORM),
];

/// Distant Storm: "Deal 2 Piercing DMG".
const STORM: u8 = 2;

static ENTITY: EntityDef = EntityDef::new().on_healed(|cx, _, e| {
    if e.player == cx.player {
        cx.attach(e.character, EntityId::DistantStorm);
    } else {
        cx.attach_opponent(e.character, EntityId::DistantStorm);
    }
});

/// Distant Storm (status): End Phase: 2 Piercing DMG to its character, spending its usage.
static DISTANT_STORM: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let Some(c) = cx.character() else { return };
    cx.damage_own(c, DamageType::Piercing, STORM);
    cx.spend_after(me);
});
