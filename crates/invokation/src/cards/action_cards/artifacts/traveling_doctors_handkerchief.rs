//! Traveling Doctor's Handkerchief (Artifact): "After the character uses an Elemental Burst:
//! Heal all your characters for 1 HP. (Once per Round)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TravelingDoctorsHandkerchief, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::TravelingDoctorsHandkerchief, &ENTITY),
];

/// "Heal all your characters for 1 HP".
const HEAL: u8 = 1;

static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let mine = e.player == cx.player && Some(e.character) == cx.character();
    if mine && e.kind == SkillKind::Burst && me.once_per_round() {
        cx.heal_all(HEAL);
    }
});
