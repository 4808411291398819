//! Vicious Ancient Battle (Arcane Legend). 6.5.0 text: "敌方出战角色失去1点充能。" (The opposing
//! active character loses 1 Energy.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::ViciousAncientBattle,
    &CardDef::event(|cx| {
        let active = cx.state.active(cx.player.other()) as u8;
        cx.lose_energy_opponent(active, ENERGY);
    }),
)];

/// "loses 1 Energy".
const ENERGY: u8 = 1;
