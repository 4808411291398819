//! Engulfing Lightning (Polearm, 3 same): "The character deals +1 DMG. Triggers automatically
//! once per Round: If the character to which this is attached does not have Energy, they
//! will gain 1 Energy."
//!
//! As in the reference (GI-TCG), it triggers when the Action Phase begins and also when the
//! card is played (each time it is played): a character at 0 Energy gains 1.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::EngulfingLightning, &CARD),
    Def::Entity(EntityId::EngulfingLightning, &ENTITY),
];

/// Energy gained by a character without any.
const ENERGY: u8 = 1;

/// Equipped (by the engine), then the first trigger.
static CARD: CardDef = CardDef::on_character(|cx| {
    if let Some(c) = cx.target_character() {
        if cx.state.character(cx.player, c as usize).energy == 0 {
            cx.energy(c, ENERGY);
        }
    }
});

static ENTITY: EntityDef = templates::damage_bonus(1).on_action_phase_start(|cx, _| {
    if let Some(c) = cx.character() {
        if cx.state.character(cx.player, c as usize).energy == 0 {
            cx.energy(c, ENERGY);
        }
    }
});
