//! Exile's Circlet (Artifact): "After the character uses an Elemental Burst: All your
//! characters on standby gain 1 Energy. (Once per Round)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ExilesCirclet, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::ExilesCirclet, &ENTITY),
];

/// Energy each character on standby gains.
const ENERGY: u8 = 1;

static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let mine = Some(e.character) == cx.character() && e.player == cx.player;
    if mine && e.kind == SkillKind::Burst && me.once_per_round() {
        let active = cx.state.active(cx.player) as u8;
        for c in (0..CHARACTERS as u8).filter(|&c| c != active) {
            if cx.state.character(cx.player, c as usize).alive {
                cx.energy(c, ENERGY);
            }
        }
    }
});
