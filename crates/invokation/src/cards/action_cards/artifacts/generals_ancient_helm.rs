//! General's Ancient Helm (Artifact): "When Action Phase begins: The character to which this
//! is attached gains Unmovable Mountain that provides 2 Shield points."
//!
//! Unmovable Mountain: "Provides 2 Shield to protect the equipped character." (points from
//! the facts). Gained again while the character still has it, it is refreshed to its full
//! points (the engine's rule for an entity created again).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::GeneralsAncientHelm, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::GeneralsAncientHelm, &ENTITY),
    Def::Entity(EntityId::UnmovableMountain, &templates::CHARACTER_SHIELD),
];

/// The artifact itself has no usages (its facts' "2 Shield points" are Unmovable Mountain's).
static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .on_action_phase_start(unmovable_mountain);

/// "When Action Phase begins: the character to which this is attached gains Unmovable
/// Mountain" (General's Ancient Helm, Tenacity of the Millelith).
pub(super) fn unmovable_mountain(cx: &mut Cx, _me: &mut Status) {
    if let Some(c) = cx.character() {
        cx.attach(c, EntityId::UnmovableMountain);
    }
}
