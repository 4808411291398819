//! Adventurer's Bandana (Artifact): "After the character uses a Normal Attack: Heal self for
//! 1 HP. (Max 3 times per Round)"
//!
//! A use is counted at full HP too (the heal does nothing), as the reference counts it.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::AdventurersBandana, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::AdventurersBandana, &ENTITY),
];

/// "Heal self for 1 HP".
const HEAL: u8 = 1;
/// "(Max 3 times per Round)".
const PER_ROUND: u8 = 3;

static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    let mine = e.player == cx.player && e.character == c;
    if mine && e.kind == SkillKind::Normal && me.per_round(PER_ROUND) {
        cx.heal(c, HEAL);
    }
});
