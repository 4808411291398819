//! Instructor's Cap (Artifact): "After the character triggers an Elemental Reaction: Create
//! 1 Elemental Die that matches this Character's Elemental Type. (Max 3 times per Round)"
//!
//! As the reference (GI-TCG) does, it is checked after each of the character's skills: one
//! die when the skill's effects triggered any reaction of its side, however many.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::InstructorsCap, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::InstructorsCap, &ENTITY),
];

/// "(Max 3 times per Round)".
const PER_ROUND: u8 = 3;

static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player != cx.player || e.character != c || !e.reaction || me.counter >= PER_ROUND {
        return;
    }
    if let Some(element) = cx.state.character_facts(cx.player, c as usize).element {
        me.counter += 1;
        cx.gain_dice(Die::of(element), 1);
    }
});
