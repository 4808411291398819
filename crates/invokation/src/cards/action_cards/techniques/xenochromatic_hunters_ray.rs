//! Xenochromatic Hunter's Ray (Technique): "Technique: Fontemer Water Blades (2 unaligned):
//! Deals 2 Physical DMG. Usage(s): 2."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    // Equipped by the engine.
    Def::Card(CardId::XenochromaticHuntersRay, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::XenochromaticHuntersRay, &ENTITY),
];

/// Damage of Fontemer Water Blades.
const DAMAGE: u8 = 2;

/// The Technique. Its damage is not the character's ("damage dealt by using a Technique is
/// not considered damage dealt by the character"): the entity deals it.
static ENTITY: EntityDef = EntityDef::new()
    .deals(PHYSICAL, DAMAGE)
    .on_technique(templates::strike_and_spend);
