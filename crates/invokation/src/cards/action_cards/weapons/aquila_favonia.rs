//! Aquila Favonia (Sword, 3 same): "The character deals +1 DMG. After the opposing character
//! uses a Skill: If the character with this attached is the active character, heal this
//! character for 1 HP. (Max twice per Round)"
//!
//! As in the reference (GI-TCG), a use is counted whenever the condition holds, also when
//! the character is at full HP.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::AquilaFavonia, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::AquilaFavonia, &ENTITY),
];

/// HP healed.
const HEAL: u8 = 1;
/// Heals per round.
const PER_ROUND: u8 = 2;

static ENTITY: EntityDef = templates::damage_bonus(1).on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player != cx.player && cx.on_active() && me.per_round(PER_ROUND) {
        cx.heal(c, HEAL);
    }
});
