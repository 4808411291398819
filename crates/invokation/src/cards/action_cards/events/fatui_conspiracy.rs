//! Fatui Conspiracy (Event, 2 same): "Create 1 Fatui Ambusher of a random type on the
//! opponent's field." (The deck rule, 2 Fatui characters, is the deck's.) One of the four,
//! each equally likely among those not already on the opponent's side (all four when every
//! one is there), as the reference: a random draw (`Act::create_random`, as summons are
//! drawn; a chance request when more than one is possible).
//!
//! The Ambushers: "After a character on whose side of the field this card is on uses a
//! Skill: Deals 1 <element> DMG to the active character on that side. (Once per round)
//! Usage(s): 2". The damage is its own side's (an entity of that side hurting its own
//! character): the bonuses of the player who created it for damage to the opponent
//! (Catalyzing Field) do not apply, as the reference.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FatuiConspiracy, &CardDef::event(play)),
    Def::Entity(EntityId::FatuiAmbusherCryoCicinMage, &CICIN_MAGE),
    Def::Entity(EntityId::FatuiAmbusherMirrorMaiden, &MIRROR_MAIDEN),
    Def::Entity(EntityId::FatuiAmbusherPyroslingerBracer, &PYROSLINGER),
    Def::Entity(EntityId::FatuiAmbusherElectrohammerVanguard, &ELECTROHAMMER),
];

/// The Fatui Ambushers.
const AMBUSHERS: [EntityId; 4] = [
    EntityId::FatuiAmbusherCryoCicinMage,
    EntityId::FatuiAmbusherMirrorMaiden,
    EntityId::FatuiAmbusherPyroslingerBracer,
    EntityId::FatuiAmbusherElectrohammerVanguard,
];

fn play(cx: &mut CardCx) {
    let kinds = AMBUSHERS.len() as u8;
    cx.create_random(cx.player.other(), Zone::Combat, &AMBUSHERS, kinds, 1);
}

/// Damage an Ambusher deals.
const DAMAGE: u8 = 1;

const fn ambusher(dtype: DamageType) -> EntityDef {
    EntityDef::new().deals(dtype, DAMAGE).on_after_skill(ambush)
}

/// After a skill of its side, once per round: its damage to its side's active character,
/// spending a usage.
fn ambush(cx: &mut Cx, me: &mut Status, e: &AfterSkill) {
    if e.player != cx.player || me.usage == 0 || !me.once_per_round() {
        return;
    }
    let Some((dtype, amount)) = cx.def.deals else {
        return;
    };
    let active = cx.state.active(cx.player) as u8;
    cx.damage_own(active, dtype, amount);
    cx.spend_after(me);
}

static CICIN_MAGE: EntityDef = ambusher(CRYO);
static MIRROR_MAIDEN: EntityDef = ambusher(HYDRO);
static PYROSLINGER: EntityDef = ambusher(PYRO);
static ELECTROHAMMER: EntityDef = ambusher(ELECTRO);
