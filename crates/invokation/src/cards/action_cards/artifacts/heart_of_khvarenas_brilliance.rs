//! Heart of Khvarena's Brilliance (Artifact): "角色受到伤害后：如果所附属角色为「出战角色」，则
//! 抓1张牌。（每回合1次）" (After the character takes DMG: If the character to which this is
//! attached is the active character, draw 1 card. (Once per Round))
//!
//! Damage a shield absorbed whole is damage taken (Tenacity of the Millelith's reading); on
//! standby the round's use is kept.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::HeartOfKhvarenasBrilliance, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::HeartOfKhvarenasBrilliance, &ENTITY),
];

/// "Draw 1 card".
const DRAW: u8 = 1;

static ENTITY: EntityDef = EntityDef::new().on_damaged(|cx, me, e| {
    if active_and_hit(cx, e) && me.once_per_round() {
        cx.draw(DRAW);
    }
});

/// Whether `e` is damage taken by the equipped character while it is its side's active
/// character (Heart of Khvarena's Brilliance, Vourukasha's Glow).
pub(super) fn active_and_hit(cx: &Cx, e: &Damaged) -> bool {
    cx.character() == Some(e.character) && e.player == cx.player && cx.on_active()
}
