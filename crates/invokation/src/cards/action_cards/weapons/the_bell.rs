//! The Bell (Claymore, 3 same): "The character deals +1 DMG. After the character uses a
//! skill: Gives 1 Shield point to your active character. (Once per Round, stacks up to 2
//! points)"
//!
//! As in the reference (GI-TCG), the shield is a combat status ("Rebellious Shield",
//! 1 point from its facts, stacking to 2) that protects the active character.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TheBell, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::TheBell, &ENTITY),
    Def::Entity(EntityId::RebelliousShield, &templates::SHIELD),
];

static ENTITY: EntityDef = templates::damage_bonus(1)
    // The facts give the equipment the shield's points: the weapon itself has no usages.
    .init(0, NO_DURATION)
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player && e.character == c && me.once_per_round() {
            cx.combat_status(EntityId::RebelliousShield);
        }
    });
