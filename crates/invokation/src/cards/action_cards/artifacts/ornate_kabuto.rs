//! Ornate Kabuto (Artifact): "After another character of yours uses an Elemental Burst: The
//! character to which this is attached gains 1 Energy."
//!
//! No limit per round (the text names none); at full energy nothing is gained.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::OrnateKabuto, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::OrnateKabuto, &ENTITY),
];

/// "Gains 1 Energy".
const ENERGY: u8 = 1;

static ENTITY: EntityDef = EntityDef::new().on_after_skill(energy_after_another_burst);

/// "After another character of yours uses an Elemental Burst: the character to which this is
/// attached gains 1 Energy" (Ornate Kabuto, Emblem of Severed Fate).
pub(super) fn energy_after_another_burst(cx: &mut Cx, _me: &mut Status, e: &AfterSkill) {
    let Some(c) = cx.character() else { return };
    if e.player == cx.player && e.character != c && e.kind == SkillKind::Burst {
        cx.energy(c, ENERGY);
    }
}
