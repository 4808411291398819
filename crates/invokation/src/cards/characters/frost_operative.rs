//! Frost Operative: Cryo Fatui. Her passive, Blood-Bonded Shadow, attaches Bond of Life to
//! the opposing active character after each of her skills (the skill's finalized damage
//! less 2, at most 5 at a time); her burst's Onslaught Stance pierces every opposing
//! character bound so in the End Phase. Her talent, Rimeflow Rapier, doubles the bond.

use crate::cards::prelude::*;
use crate::facts::skill::frost_operative::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::FrostOperative, &FROST_OPERATIVE),
    Def::Entity(EntityId::OnslaughtStance, &ONSLAUGHT_STANCE),
    // Its effect is in Blood-Bonded Shadow.
    Def::Entity(EntityId::RimeflowRapier, &EntityDef::NONE),
    Def::Card(CardId::RimeflowRapier, &RIMEFLOW_RAPIER),
];

/// Blood-Bonded Shadow: the skill's damage less this is the Bond of Life it attaches.
const BOND_LESS: u8 = 2;
/// Blood-Bonded Shadow: "(Max 5 stacks)": the most Bond of Life one skill attaches.
const BOND_MAX: u8 = 5;
/// Blood-Bonded Shadow (passive): "After this character uses a Skill: Attach Bond of Life
/// to the opponent's active character with Usage(s) equal to (this Skill's finalized DMG
/// total -2). (Max 5 stacks)". The damage her skill deals (not Piercing) is added up in her
/// own byte (`me.aux`); after the skill it becomes the bond (at most 5 at a time, added to a
/// bond already there, as the reference), and the byte starts over.
static FROST_OPERATIVE: CharacterDef = CharacterDef::new(skill).passive(
    EntityDef::new()
        .on_damaged(count_damage)
        .on_after_skill(blood_bonded_shadow),
);

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Swift Point, Frosty Interjection: base damage.
        SWIFT_POINT | FROSTY_INTERJECTION => cx.base_damage(),
        // Thorny Onslaught: damage, then Onslaught Stance on herself.
        THORNY_ONSLAUGHT => {
            cx.base_damage();
            cx.attach_self(EntityId::OnslaughtStance);
        }
        _ => {}
    }
}

/// Adds the damage her skills deal to her own byte: not the Piercing damage a Superconduct
/// of hers spreads (as the reference: its skill damage).
fn count_damage(cx: &mut Cx, me: &mut Status, e: &Damaged) {
    let Some(c) = cx.character() else { return };
    if e.from == cx.player && e.source == Source::Character(c) && e.dtype != PIERCING {
        me.aux = me.aux.saturating_add(e.amount);
    }
}

fn blood_bonded_shadow(cx: &mut Cx, me: &mut Status, e: &AfterSkill) {
    let Some(c) = cx.character() else { return };
    if e.player != cx.player || e.character != c {
        return;
    }
    let bond = me.aux.saturating_sub(BOND_LESS).min(BOND_MAX);
    me.aux = 0;
    if bond == 0 {
        return;
    }
    let opp = cx.player.other();
    let target = cx.state.active(opp) as u8;
    let zone = Zone::Character(target);
    // Rimeflow Rapier: "After your Frost Operative, who has this card equipped, triggers
    // Blood-Bonded Shadow: Causes the Bond of Life stacks the opponent's active character
    // has to double." The bond is created with what makes the total twice its new size.
    let add = if cx
        .state
        .character(cx.player, c as usize)
        .has(EntityId::RimeflowRapier)
    {
        let before = cx
            .state
            .zone(opp, zone)
            .iter()
            .find(|s| s.id == EntityId::BondOfLife)
            .map_or(0, |s| s.usage);
        before.saturating_add(bond.saturating_mul(2))
    } else {
        bond
    };
    cx.add_to(opp, zone, EntityId::BondOfLife, add);
}

/// Onslaught Stance: "End Phase: Deals 1 Piercing DMG to all opposing characters affected
/// by Bond of Life. Duration (Rounds): 2". Each bound character is struck where its Bond of
/// Life stands in the End Phase order, as the reference: the strike is Bond of Life's
/// End Phase handler (`cards::rules`), while this Stance is on an opposing character.
static ONSLAUGHT_STANCE: EntityDef = EntityDef::NONE;

/// Rimeflow Rapier (talent, 3 Cryo, Combat Action): "When your active character is Frost
/// Operative, equip this card. After Frost Operative equips this card, immediately use
/// Frosty Interjection once." Its doubling is in Blood-Bonded Shadow.
static RIMEFLOW_RAPIER: CardDef = CardDef::talent::<FROSTY_INTERJECTION>();
