//! Flowing Rings (Artifact): "角色使用「普通攻击」后：抓1张牌。（每回合1次）" (After the character
//! uses a Normal Attack: Draw 1 card. (Once per Round))

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FlowingRings, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::FlowingRings, &ENTITY),
];

static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    if own_normal_attack(cx, e) && me.once_per_round() {
        cx.draw(DRAW);
    }
});

/// "Draw 1 card".
pub(super) const DRAW: u8 = 1;

/// Whether `e` is a Normal Attack of the equipped character (Flowing Rings, Echoes of an
/// Offering).
pub(super) fn own_normal_attack(cx: &Cx, e: &AfterSkill) -> bool {
    cx.character() == Some(e.character) && e.player == cx.player && e.kind == SkillKind::Normal
}
