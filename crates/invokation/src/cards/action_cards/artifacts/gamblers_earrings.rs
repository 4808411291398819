//! Gambler's Earrings (Artifact): "After an opposing character is defeated: If the character
//! this card is attached to is the active character, create Omni Element ×2. (Can happen 3
//! times per match)"
//!
//! The three uses are the entity's usages; spent, it stays equipped (as in the reference,
//! GI-TCG: it keeps the artifact slot).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::GamblersEarrings, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::GamblersEarrings, &ENTITY),
];

/// Omni dice per defeat: "create Omni Element ×2".
const OMNI: u8 = 2;
/// "(Can happen 3 times per match)" (the facts give no usages).
const USES: u8 = 3;

static ENTITY: EntityDef = EntityDef::new()
    .init(USES, NO_DURATION)
    .keep_at_zero()
    .on_defeated(|cx, me, e| {
        if e.player != cx.player && cx.on_active() && me.take_usage() {
            cx.gain_omni(OMNI);
        }
    });
