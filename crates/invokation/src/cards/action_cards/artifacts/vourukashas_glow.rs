//! Vourukasha's Glow (Artifact). 6.5.0 text (since 4.4.0): "角色受到伤害后：如果所附属角色为
//! 「出战角色」，则抓1张牌，并且在本回合结束阶段中治疗所附属角色1点。（每回合1次）" (After the
//! character takes DMG: If the character to which this is attached is the active character,
//! draw 1 card, and heal the character for 1 HP in this round's End Phase. (Once per Round))
//!
//! Before 4.4.0 the heal was an effect of its own: "结束阶段：治疗所附属角色1点。" (End Phase:
//! heal the attached character for 1 HP), every round. The version is followed
//! (`action_cards::artifacts::vourukashas_glow_before_4_4_heals_every_end_phase`).
//!
//! A draw leaves a heal owed (`aux`), paid at the next End Phase effects of the artifact: a
//! draw in this round's Action Phase is healed in this End Phase; a draw from damage taken in
//! the End Phase after the artifact's turn there waits for the next round's End Phase (as the
//! reference keeps it: differential game 31010-22).

use super::heart_of_khvarenas_brilliance::active_and_hit;
use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::VourukashasGlow, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::VourukashasGlow, &ENTITY),
];

/// "Draw 1 card".
const DRAW: u8 = 1;
/// "Heal the attached character for 1 HP".
const HEAL: u8 = 1;
/// The version that made the heal follow the draw.
const HEAL_AFTER_DRAW_SINCE: Version = Version::V4_4_0;

static ENTITY: EntityDef = EntityDef::new()
    .on_damaged(|cx, me, e| {
        if active_and_hit(cx, e) && me.once_per_round() {
            cx.draw(DRAW);
            me.aux = 1;
        }
    })
    .on_end_phase(|cx, me| {
        let Some(c) = cx.character() else { return };
        if cx.state.version() < HEAL_AFTER_DRAW_SINCE || me.aux > 0 {
            me.aux = 0;
            cx.heal(c, HEAL);
        }
    });
