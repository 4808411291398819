//! Entities the rules themselves create: Satiated (a food was eaten this round), the
//! cooldown of revival cards, Bond of Life and Shield (what the cards that create them share). They
//! only last (usages and duration from the facts); Bond of Life's effect is the engine's
//! (a heal of its character spends it first: `engine::heal`), and it is where Frost
//! Operative's Onslaught Stance strikes.

use crate::cards::prelude::*;

/// Every file's definitions (this one's only).
pub(super) static FILES: &[(&str, &[Def])] = &[("rules.rs", DEFS)];

static DEFS: &[Def] = &[
    Def::Entity(EntityId::Satiated, &EntityDef::THIS_ROUND),
    Def::Entity(EntityId::ReviveOnCooldown, &EntityDef::THIS_ROUND),
    // Bond of Life: "When the character to which this is attached is healed: This effect
    // will be consumed once for every Usage(s) it has to negate 1 HP of healing received.
    // (Cannot negate revives or healing caused by redistribution of HP) Usage(s): 1 (Can
    // stack, no stack limit)."
    Def::Entity(EntityId::BondOfLife, &BOND_OF_LIFE),
    // Shield: "为我方出战角色提供1点护盾。（可叠加，没有上限）" (1 Shield point for the active
    // character; stacks without limit): the shield point "I'd Rather Lose Money Myself..."
    // creates.
    Def::Entity(EntityId::Shield_203, &SHIELD),
];

/// Shield: a combat status of shield points (1 from the facts) that add up when created
/// again.
static SHIELD: EntityDef = templates::SHIELD.accumulates();

/// Bond of Life: its usages add up when attached again; a heal spends them (engine).
///
/// Frost Operative's Onslaught Stance ("End Phase: Deals 1 Piercing DMG to all opposing
/// characters affected by Bond of Life") strikes each bound character where its Bond of
/// Life stands in the End Phase order (with that character's statuses), not where the
/// Stance stands, as the reference resolves it (differential position 41-15): the bond's
/// End Phase handler, while a living opposing character has the Stance.
static BOND_OF_LIFE: EntityDef = EntityDef::new().accumulates().on_end_phase(|cx, _| {
    let Some(c) = cx.character() else { return };
    let opp = cx.state.player(cx.player.other());
    let stance = opp
        .characters
        .iter()
        .any(|ch| ch.alive && ch.has(EntityId::OnslaughtStance));
    if stance {
        cx.damage_own(c, PIERCING, ONSLAUGHT_PIERCE);
    }
});

/// Onslaught Stance's damage to each character bound by Bond of Life.
const ONSLAUGHT_PIERCE: u8 = 1;
