//! Lucky Dog's Silver Circlet (Artifact): "After the character uses an Elemental Skill: Heal
//! self for 2 HP. (Once per Round)"
//!
//! The round's use is spent at full HP too (the heal does nothing), as the reference does.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::LuckyDogsSilverCirclet, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::LuckyDogsSilverCirclet, &ENTITY),
];

/// "Heal self for 2 HP".
const HEAL: u8 = 2;

static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    let mine = e.player == cx.player && e.character == c;
    if mine && e.kind == SkillKind::Elemental && me.once_per_round() {
        cx.heal(c, HEAL);
    }
});
