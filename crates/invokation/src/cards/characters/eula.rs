//! Eula: Cryo claymore. Icetide Vortex gives her Grimheart, which the next Icetide Vortex
//! spends for +3; her burst summons Lightfall Sword, which gathers Zeal stacks from her
//! Normal Attacks and Elemental Skills (she gains no energy meanwhile) and strikes with
//! them in the End Phase. Her talent, Wellspring of War-Lust, adds a stack to Icetide
//! Vortex's.

use crate::cards::prelude::*;
use crate::facts::skill::eula::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Eula, &CharacterDef::new(skill)),
    Def::Entity(EntityId::Grimheart, &GRIMHEART),
    Def::Entity(EntityId::LightfallSword, &LIGHTFALL_SWORD),
    // Its effect is in Lightfall Sword.
    Def::Entity(EntityId::WellspringOfWarLust, &EntityDef::NONE),
    Def::Card(CardId::WellspringOfWarLust, &WELLSPRING_OF_WAR_LUST),
];

/// Lightfall Sword: "This card will accumulate 2 Zeal stacks".
const ZEAL_PER_SKILL: u8 = 2;
/// Wellspring of War-Lust: "accumulate 1 additional Zeal stack" on Icetide Vortex.
const TALENT_ZEAL: u8 = 1;

/// Grimheart's bonus to Icetide Vortex: "DMG +3" (+2 before 3.8.0).
fn grimheart_bonus(v: Version) -> i32 {
    if v >= Version::V3_8_0 {
        3
    } else {
        2
    }
}

/// Lightfall Sword's End Phase damage before Zeal: "deal 4 Physical DMG" (2 before 3.8.0, 3
/// before 6.5.0).
fn lightfall_damage(v: Version) -> u8 {
    if v >= Version::V6_5_0 {
        4
    } else if v >= Version::V3_8_0 {
        3
    } else {
        2
    }
}

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Favonius Bladework - Edel: "Deals 2 Physical DMG."
        FAVONIUS_BLADEWORK_EDEL => {
            cx.base_damage();
            gain_energy_unless_sword(cx);
        }
        // Icetide Vortex: "Deals 2 Cryo DMG. If this character has not yet gained Grimheart,
        // they will gain Grimheart." (With Grimheart, the hit spends it for +3 and she does
        // not gain it again.)
        ICETIDE_VORTEX => {
            let had = cx.has(EntityId::Grimheart);
            cx.base_damage();
            if !had {
                cx.attach_self(EntityId::Grimheart);
            }
            gain_energy_unless_sword(cx);
        }
        // Glacial Illumination: "Deals 2 Cryo DMG, summons 1 Lightfall Sword."
        GLACIAL_ILLUMINATION => {
            cx.base_damage();
            cx.summon(EntityId::LightfallSword);
        }
        _ => {}
    }
}

/// Lightfall Sword: "When Eula uses a Normal Attack or Elemental Skill: ... but Eula will
/// not gain Energy": while a Lightfall Sword of her side is on the field she gains none;
/// otherwise she gains her 1 energy as part of the skill (as the reference: also when the
/// skill's damage ends the game).
fn gain_energy_unless_sword(cx: &mut SkillCx) {
    cx.no_energy();
    let sword = cx
        .state
        .player(cx.player)
        .summon(EntityId::LightfallSword)
        .is_some();
    if !sword {
        let c = cx.character;
        cx.energy(c, 1);
    }
}

/// Grimheart: "After the character to which this is attached uses Icetide Vortex: Remove
/// this status, DMG +3 for this instance." (+2 before 3.8.0.) Icetide Vortex is Eula's
/// Elemental Skill; the status is discarded with the hit it boosts.
static GRIMHEART: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    let mine = cx
        .character()
        .is_some_and(|c| d.dealt_directly_by(cx.player, c));
    if mine && d.cmd.skill == Some(SkillKind::Elemental) {
        d.amount += grimheart_bonus(cx.state.version());
        cx.dispose = true;
    }
});

/// Lightfall Sword: "When Eula uses a Normal Attack or Elemental Skill: This card will
/// accumulate 2 Zeal stacks, but Eula will not gain Energy. End Phase: Discard this card and
/// deal 4 Physical DMG. Each Zeal stack adds 1 DMG to this damage instance. (Effects on this
/// card's Usage(s) will apply to Zeal stacks.)" Zeal stacks are its usages: it starts with
/// none and stays at 0. Any Eula of its side counts; with Wellspring of War-Lust equipped,
/// her Icetide Vortex adds 3. (Her not gaining energy is in her skills.)
static LIGHTFALL_SWORD: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_after_skill(|cx, me, e| {
        let eula = cx.state.character(e.player, e.character as usize);
        if e.player != cx.player || eula.id != CharacterId::Eula {
            return;
        }
        match e.skill {
            FAVONIUS_BLADEWORK_EDEL => me.usage = me.usage.saturating_add(ZEAL_PER_SKILL),
            ICETIDE_VORTEX => {
                let talent = if eula.has(EntityId::WellspringOfWarLust) {
                    TALENT_ZEAL
                } else {
                    0
                };
                me.usage = me.usage.saturating_add(ZEAL_PER_SKILL + talent);
            }
            _ => {}
        }
    })
    .on_end_phase(|cx, me| {
        let amount = lightfall_damage(cx.state.version()).saturating_add(me.usage);
        cx.damage_active(PHYSICAL, amount);
        cx.dispose = true;
    });

/// Wellspring of War-Lust (talent, Combat Action, 3 Cryo and 2 Energy): "When your active
/// character is Eula, equip this card. After Eula equips this card, immediately use Glacial
/// Illumination once. When Eula uses Icetide Vortex with this card equipped: Generate 1
/// additional Zeal stack for Lightfall Sword." (The energy comes from Eula.)
static WELLSPRING_OF_WAR_LUST: CardDef = CardDef::talent::<GLACIAL_ILLUMINATION>();
