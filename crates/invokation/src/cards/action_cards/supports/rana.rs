//! Rana (Companion): "After your character uses an Elemental Skill: Create 1 Elemental Die
//! of the same Type as your next off-field character. (Once per Round)"
//!
//! The next off-field character is the next living one after the active character (as it
//! is once the skill is done), by position; with no other character alive nothing happens
//! and the round's use is kept (as the reference).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Rana, &CardDef::SUPPORT),
    Def::Entity(EntityId::Rana, &ENTITY),
];

/// The support: `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    if e.player != cx.player || e.kind != SkillKind::Elemental {
        return;
    }
    let Some(next) = crate::cards::standby(cx.state, cx.player).next() else {
        return;
    };
    let version = cx.state.version();
    let element = cx
        .state
        .character(cx.player, next as usize)
        .id
        .facts(version)
        .and_then(|f| f.element);
    if let Some(element) = element {
        if me.once_per_round() {
            cx.gain_dice(Die::of(element), 1);
        }
    }
});
