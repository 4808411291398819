//! Dori: Electro claymore. After-Sales Service Rounds (an End Phase summon) and the Jinni,
//! which heals her side's active character and gives it energy in the End Phase. Her talent,
//! Discretionary Supplement, makes the Jinni heal the wounded and charge the empty more.

use crate::cards::prelude::*;
use crate::facts::skill::dori::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Dori, &CharacterDef::new(skill)),
    Def::Entity(EntityId::AfterSalesServiceRounds, &SERVICE_ROUNDS),
    Def::Entity(EntityId::Jinni_114102, &JINNI),
    Def::Entity(EntityId::Jinni_114103, &JINNI_TALENT),
    // Its effect is in Alcazarzaray's Exactitude (the Jinni it summons).
    Def::Entity(EntityId::DiscretionarySupplement, &EntityDef::NONE),
    Def::Card(CardId::DiscretionarySupplement, &DISCRETIONARY_SUPPLEMENT),
];

/// Jinni: "heal your active character for 2 HP".
const JINNI_HEAL: u8 = 2;
/// Jinni: "that character gains 1 Energy".
const JINNI_ENERGY: u8 = 1;
/// Discretionary Supplement: "heals 1 more HP when healing characters with no more than 6
/// HP".
const WOUNDED_HP: u8 = 6;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        MARVELOUS_SWORD_DANCE_MODIFIED => cx.base_damage(),
        // "Deals 2 Electro DMG, summons 1 After-Sales Service Rounds."
        SPIRIT_WARDING_LAMP_TROUBLESHOOTER_CANNON => {
            cx.base_damage();
            cx.summon(EntityId::AfterSalesServiceRounds);
        }
        // "Deals 1 Electro DMG, summons 1 Jinni." With the talent equipped, the talent's
        // Jinni (114103); the two versions exclude each other, as in the reference.
        ALCAZARZARAYS_EXACTITUDE => {
            cx.base_damage();
            cx.create_version(
                Zone::Summons,
                EntityId::DiscretionarySupplement,
                EntityId::Jinni_114102,
                EntityId::Jinni_114103,
            );
        }
        _ => {}
    }
}

/// After-Sales Service Rounds: "End Phase: Deal 1 Electro DMG. Usage(s): 1".
static SERVICE_ROUNDS: EntityDef = templates::summon(ELECTRO, 1);

/// Jinni: "End Phase: Heal your active character for 2 HP and that character gains 1
/// Energy. Usage(s): 2".
static JINNI: EntityDef = EntityDef::new().on_end_phase(|cx, me| jinni(cx, me, false));

/// The Jinni summoned by Dori with Discretionary Supplement equipped: "heals 1 more HP when
/// healing characters with no more than 6 HP, and increases the amount of Energy gained by
/// characters with no Energy by 1". Both are judged on the active character before the
/// heal (as the reference).
static JINNI_TALENT: EntityDef = EntityDef::new().on_end_phase(|cx, me| jinni(cx, me, true));

fn jinni(cx: &mut Cx, me: &mut Status, talent: bool) {
    let c = cx.state.active(cx.player);
    let ch = cx.state.character(cx.player, c);
    let (mut heal, mut energy) = (JINNI_HEAL, JINNI_ENERGY);
    if talent && ch.hp <= WOUNDED_HP {
        heal += 1;
    }
    if talent && ch.energy == 0 {
        energy += 1;
    }
    cx.heal(c as u8, heal);
    cx.energy(c as u8, energy);
    cx.spend_after(me);
}

/// Discretionary Supplement (talent, Combat Action, 3 Electro and 2 Energy): "When your
/// active character is Dori, equip this card. After Dori equips this card, immediately use
/// Alcazarzaray's Exactitude once. The Jinni summoned by your Dori who has this card
/// equipped heals 1 more HP when healing characters with no more than 6 HP, and increases
/// the amount of Energy gained by characters with no Energy by 1 when Energy is gained."
static DISCRETIONARY_SUPPLEMENT: CardDef = CardDef::talent::<ALCAZARZARAYS_EXACTITUDE>();
