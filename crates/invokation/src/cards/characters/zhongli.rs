//! Zhongli: Geo polearm. Stone Stele (summon), Jade Shield (combat-status shield) and
//! Petrification (the target cannot use skills until the end of the round).

use crate::cards::prelude::*;
use crate::facts::skill::zhongli::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Zhongli, &CharacterDef::new(skill)),
    Def::Entity(EntityId::StoneStele, &STONE_STELE),
    Def::Entity(EntityId::JadeShield, &templates::SHIELD),
    Def::Entity(EntityId::Petrification, &PETRIFICATION),
    Def::Entity(EntityId::DominanceOfEarth, &DOMINANCE_OF_EARTH_EQUIPPED),
    Def::Card(CardId::DominanceOfEarth, &DOMINANCE_OF_EARTH),
];

/// Dominance of Earth: "has at least 7 HP".
const TALENT_MIN_HP: u8 = 7;
/// Dominance of Earth: "+1" DMG.
const TALENT_BONUS: i32 = 1;
/// Dominance of Earth: "(3 times per Round)" (6.5.0 text: 每回合3次).
const TALENT_PER_ROUND: u8 = 3;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        RAIN_OF_STONE => cx.base_damage(),
        // "Deals 1 Geo DMG, summons 1 Stone Stele."
        DOMINUS_LAPIDIS => {
            cx.base_damage();
            cx.summon(EntityId::StoneStele);
        }
        // "Deals 3 Geo DMG, summons 1 Stone Stele, creates 1 Jade Shield." (Jade Shield:
        // "Grants 2 Shield points to your active character"; points from the facts.)
        DOMINUS_LAPIDIS_STRIKING_STONE => {
            cx.base_damage();
            cx.summon(EntityId::StoneStele);
            cx.combat_status(EntityId::JadeShield);
        }
        // "Deals 4 Geo DMG. The target character receives Petrification."
        PLANET_BEFALL => {
            cx.base_damage();
            cx.attach_opponent_active(EntityId::Petrification);
        }
        _ => {}
    }
}

/// Stone Stele: "End Phase: Deal 1 Geo DMG. Usage(s): 2" (usages from the facts).
static STONE_STELE: EntityDef = templates::summon(GEO, 1);

/// Petrification: "Character cannot use Skills. (Lasts until the end of this Round)"
static PETRIFICATION: EntityDef = EntityDef::new().blocks_skills().this_round();

/// Dominance of Earth (talent, Combat Action, 5 Geo): "When your active character is
/// Zhongli, equip this card. After Zhongli equips this card, immediately use Dominus
/// Lapidis: Striking Stone once. When your Zhongli, who has this card equipped, has at least
/// 7 HP, the DMG dealt by Zhongli and the Geo DMG from your Summons +1. (3 times per
/// Round)"
static DOMINANCE_OF_EARTH: CardDef = CardDef::talent::<DOMINUS_LAPIDIS_STRIKING_STONE>();

/// Dominance of Earth, equipped: +1 to each damage Zhongli deals and to each Geo damage of
/// a summon of his side, while he has at least 7 HP when the damage is dealt; three times
/// per round (as in the reference, an additive bonus; Piercing damage is never boosted).
static DOMINANCE_OF_EARTH_EQUIPPED: EntityDef = EntityDef::new().on_damage_add(dominance_of_earth);

fn dominance_of_earth(cx: &mut Cx, me: &mut Status, d: &mut DamageCalc) {
    let Some(c) = cx.character() else { return };
    let geo_summon = matches!(d.cmd.source, Source::Summon(_)) && d.is(Element::Geo);
    let mine = d.cmd.from == cx.player && (d.dealt_by(cx.player, c) || geo_summon);
    let hp = cx.state.character(cx.player, c as usize).hp;
    if mine && hp >= TALENT_MIN_HP && me.per_round(TALENT_PER_ROUND) {
        d.amount += TALENT_BONUS;
    }
}
