//! Abyssal Summons (Event, 2 same): "Summon 1 Random Hilichurl Summon!" (The deck rule, 2
//! Monster characters, is the deck's.) One of the four, each equally likely among those not
//! already on the player's side (all four when every one is there), as the reference: a
//! random draw of summons (`Act::summon_random`; a chance request when more than one is
//! possible).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::AbyssalSummons, &CardDef::event(play)),
    Def::Entity(EntityId::CryoHilichurlShooter, &CRYO_SHOOTER),
    Def::Entity(EntityId::HydroSamachurl, &SAMACHURL),
    Def::Entity(EntityId::HilichurlBerserker, &BERSERKER),
    Def::Entity(EntityId::ElectroHilichurlShooter, &ELECTRO_SHOOTER),
];

/// The Hilichurl summons.
const HILICHURLS: [EntityId; 4] = [
    EntityId::CryoHilichurlShooter,
    EntityId::HydroSamachurl,
    EntityId::HilichurlBerserker,
    EntityId::ElectroHilichurlShooter,
];

fn play(cx: &mut CardCx) {
    let kinds = HILICHURLS.len() as u8;
    cx.summon_random(&HILICHURLS, kinds, 1);
}

/// Damage each deals in the End Phase.
const DAMAGE: u8 = 1;

/// Cryo Hilichurl Shooter: "End Phase: Deal 1 Cryo DMG. Usage(s): 2".
static CRYO_SHOOTER: EntityDef = templates::summon(CRYO, DAMAGE);
/// Hydro Samachurl: "End Phase: Deal 1 Hydro DMG. Usage(s): 2".
static SAMACHURL: EntityDef = templates::summon(HYDRO, DAMAGE);
/// Hilichurl Berserker: "End Phase: Deal 1 Pyro DMG. Usage(s): 2".
static BERSERKER: EntityDef = templates::summon(PYRO, DAMAGE);
/// Electro Hilichurl Shooter: "End Phase: Deal 1 Electro DMG. Usage(s): 2".
static ELECTRO_SHOOTER: EntityDef = templates::summon(ELECTRO, DAMAGE);
