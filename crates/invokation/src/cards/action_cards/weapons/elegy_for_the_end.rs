//! Elegy for the End (Bow, 3 same): "The character deals +1 DMG. After the character uses an
//! Elemental Burst: Create Millennial Movement: Farewell Song. (Your character deals +1 DMG,
//! Duration (Rounds): 2)"
//!
//! Farewell Song boosts the damage any character of its side deals (not spread by a
//! reaction; Piercing damage is never boosted), as the reference (GI-TCG); a second one
//! refreshes its duration.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ElegyForTheEnd, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::ElegyForTheEnd, &ENTITY),
    Def::Entity(EntityId::MillennialMovementFarewellSong, &FAREWELL_SONG),
];

/// Farewell Song's bonus.
const SONG_BONUS: i32 = 1;

static ENTITY: EntityDef = templates::damage_bonus(1)
    // The facts give the equipment the song's duration: the weapon itself has none.
    .init(0, NO_DURATION)
    .on_after_skill(|cx, _, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player && e.character == c && e.kind == SkillKind::Burst {
            cx.combat_status(EntityId::MillennialMovementFarewellSong);
        }
    });

/// Millennial Movement: Farewell Song: "Your character deals +1 DMG." (duration from the
/// facts).
static FAREWELL_SONG: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    if d.dealt_directly_by_side(cx.player) {
        d.amount += SONG_BONUS;
    }
});
