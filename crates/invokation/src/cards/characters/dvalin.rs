//! Dvalin: Anemo monster. Total Collapse makes the opposing characters take +2 Physical or
//! Anemo DMG; Dvalin's Cleansing prepares two more strikes on the opposing standby
//! characters; his talent, Rending Vortex, passes Total Collapse on when one is removed.

use crate::cards::prelude::*;
use crate::cards::{standby, Item};
use crate::facts::skill::dvalin::*;
use crate::facts::Version;
use crate::inline::InlineVec;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Dvalin, &CharacterDef::new(skill)),
    Def::Entity(EntityId::TotalCollapse, &TOTAL_COLLAPSE),
    Def::Entity(PERPETUAL_PREPARING, &PERPETUAL_CLEANSING_PREPARING),
    Def::Entity(ULTIMATE_PREPARING, &ULTIMATE_CLEANSING_PREPARING),
    Def::Entity(EntityId::RendingVortex, &RENDING_VORTEX_EQUIPPED),
    Def::Card(CardId::RendingVortex, &RENDING_VORTEX),
    Def::BehaviourSince(
        Item::Card(CardId::RendingVortex),
        Version::V4_4_0,
        "in 4.3 only the Total Collapse of the opposing active character passes on when it is \
         removed; from 4.4 on, that of any opposing character",
    ),
];

/// Dvalin's Sigh (125022): the preparation of Perpetual Cleansing.
const PERPETUAL_PREPARING: EntityId = EntityId::DvalinsSigh_125022;
/// Dvalin's Sigh (125023): the preparation of Ultimate Cleansing.
const ULTIMATE_PREPARING: EntityId = EntityId::DvalinsSigh_125023;
/// Total Collapse: "Physical DMG or Anemo DMG taken by the affected character increased by
/// 2."
const COLLAPSE_BONUS: i32 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        LACERATING_SLASH => cx.base_damage(),
        // "Deals 2 Anemo DMG. The target character receives Total Collapse."
        TEMPESTUOUS_BARRAGE => {
            cx.base_damage();
            cx.attach_opponent_active(EntityId::TotalCollapse);
        }
        // "Deals 2 Anemo DMG and then separately performs "Prepare Skill" for Perpetual
        // Cleansing and Ultimate Cleansing." (Perpetual first; it prepares Ultimate.)
        DVALINS_CLEANSING => {
            cx.base_damage();
            cx.attach_self(PERPETUAL_PREPARING);
        }
        // "Deals 5 Anemo DMG. Applies Total Collapse to all opposing standby characters."
        CAELESTINUM_FINALE_TERMINI => {
            cx.base_damage();
            let p = cx.player.other();
            let targets: InlineVec<u8, CHARACTERS> = standby(cx.state, p).collect();
            for &c in targets.iter() {
                cx.attach_opponent(c, EntityId::TotalCollapse);
            }
        }
        // Perpetual Cleansing (prepared): "Deals 1 Anemo DMG to the next opposing character
        // on standby. After this, Prepare Skill: Ultimate Cleansing. (If there are no
        // opposing characters on standby, deals DMG to active character instead)"
        PERPETUAL_CLEANSING => {
            let next = standby(cx.state, cx.player.other()).next();
            strike_standby(cx, next);
            cx.attach_self(ULTIMATE_PREPARING);
        }
        // Ultimate Cleansing (prepared): "Deals 2 Anemo DMG to the previous opposing
        // character on standby. (If there are no opposing characters on standby, deals DMG
        // to the active character instead)"
        ULTIMATE_CLEANSING => {
            let previous = standby(cx.state, cx.player.other()).last();
            strike_standby(cx, previous);
        }
        _ => {}
    }
}

/// Deals the skill's damage to the opposing standby character `target`, or to the active
/// one when there is none.
fn strike_standby(cx: &mut SkillCx, target: Option<u8>) {
    let f = cx.facts();
    let dtype = f.damage_type.unwrap_or(ANEMO);
    match target {
        Some(c) => cx.damage(c, dtype, f.damage),
        None => cx.damage_active(dtype, f.damage),
    }
}

/// Perpetual Cleansing (the preparation, Dvalin's Sigh).
static PERPETUAL_CLEANSING_PREPARING: EntityDef = EntityDef::new().prepares(PERPETUAL_CLEANSING);

/// Ultimate Cleansing (the preparation, Dvalin's Sigh).
static ULTIMATE_CLEANSING_PREPARING: EntityDef = EntityDef::new().prepares(ULTIMATE_CLEANSING);

/// Total Collapse: "Physical DMG or Anemo DMG taken by the affected character increased by
/// 2. Usage(s): 1" (usages from the facts; any damage of those types, whoever deals it).
/// When it is removed (used up, or with its defeated character, as the reference), it tells
/// the opposing Rending Vortex.
static TOTAL_COLLAPSE: EntityDef = EntityDef::new()
    .on_damage_taken_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if d.hits(cx.player, c) && (d.dtype == PHYSICAL || d.is(Element::Anemo)) && me.take_usage()
        {
            d.amount += COLLAPSE_BONUS;
        }
    })
    .on_discarded(|cx, _| {
        let p = cx.player.other();
        let side = cx.state.player(p);
        if let Some(c) = (0..CHARACTERS)
            .find(|&c| side.characters[c].alive && side.characters[c].has(EntityId::RendingVortex))
        {
            cx.signal_opponent(Zone::Character(c as u8), EntityId::RendingVortex);
        }
    });

/// Rending Vortex (equipped): "When your Dvalin, who has this card equipped, is on the field,
/// when Total Collapse attached to an opposing character is removed: Apply Total Collapse to
/// the next opposing standby character. (Once per Round)" (told by the Total Collapse; the
/// round's use is spent also when there is no standby character, as the reference).
static RENDING_VORTEX_EQUIPPED: EntityDef = EntityDef::new().on_signal(|cx, me| {
    if me.once_per_round() {
        if let Some(c) = standby(cx.state, cx.player.other()).next() {
            cx.attach_opponent(c, EntityId::TotalCollapse);
        }
    }
});

/// Rending Vortex (talent, Combat Action, 3 Anemo): "When your active character is Dvalin,
/// equip this card. After Dvalin equips this card, immediately use Tempestuous Barrage
/// once."
static RENDING_VORTEX: CardDef = CardDef::talent::<TEMPESTUOUS_BARRAGE>();
