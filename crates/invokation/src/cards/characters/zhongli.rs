//! Zhongli: Geo polearm. Stone Stele (summon), Jade Shield (combat-status shield) and
//! Petrification (the target cannot use skills until the end of the round).

use crate::cards::{
    reactions::shield_on_active, CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx,
};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::{Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Stone Stele: "End Phase: Deal 1 Geo DMG."
const STELE_DAMAGE: u8 = 1;
/// Position of Dominus Lapidis: Striking Stone in Zhongli's skill list.
const STRIKING_STONE: u8 = 2;
/// Dominance of Earth: "has at least 7 HP".
const TALENT_MIN_HP: u8 = 7;
/// Dominance of Earth: "+1" DMG.
const TALENT_BONUS: i32 = 1;
/// Dominance of Earth: "(3 times per Round)" (6.5.0 text: 每回合3次).
const TALENT_PER_ROUND: u8 = 3;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Rain of Stone: "Deals 2 Physical DMG."
        0 => cx.base_damage(),
        // Dominus Lapidis: "Deals 1 Geo DMG, summons 1 Stone Stele."
        1 => {
            cx.base_damage();
            cx.summon(EntityId::StoneStele);
        }
        // Dominus Lapidis: Striking Stone: "Deals 3 Geo DMG, summons 1 Stone Stele, creates
        // 1 Jade Shield."
        STRIKING_STONE => {
            cx.base_damage();
            cx.summon(EntityId::StoneStele);
            cx.add_combat_status(EntityId::JadeShield);
        }
        // Planet Befall: "Deals 4 Geo DMG. The target character receives Petrification."
        3 => {
            cx.base_damage();
            let to = cx.player.other();
            let target = cx.state.active(to) as u8;
            cx.push(Command::Add {
                player: to,
                zone: Zone::Character(target),
                id: EntityId::Petrification,
                usage: 0,
            });
        }
        _ => {}
    }
}

/// Stone Stele: "End Phase: Deal 1 Geo DMG. Usage(s): 2" (usages from the facts).
static STONE_STELE: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: stone_stele,
    ..EntityDef::INERT
};

fn stone_stele(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let geo = DamageType::Elemental(Element::Geo);
        cx.damage_active(Source::Summon(me.id), STELE_DAMAGE, geo);
        cx.spend_after(me);
    }
}

/// Jade Shield: "Grants 2 Shield points to your active character." (points from the facts)
static JADE_SHIELD: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on: shield_on_active,
    ..EntityDef::INERT
};

/// Petrification: "Character cannot use Skills. (Lasts until the end of this Round)"
static PETRIFICATION: EntityDef = EntityDef {
    blocks_skills: true,
    // "Lasts until the end of this Round": removed when durations tick.
    init: Some((0, 1)),
    ..EntityDef::INERT
};

/// Dominance of Earth (talent, Combat Action, 5 Geo): "When your active character is
/// Zhongli, equip this card. After Zhongli equips this card, immediately use Dominus
/// Lapidis: Striking Stone once. When your Zhongli, who has this card equipped, has at least
/// 7 HP, the DMG dealt by Zhongli and the Geo DMG from your Summons +1. (3 times per
/// Round)"
static DOMINANCE_OF_EARTH: CardDef = CardDef::talent::<STRIKING_STONE>();

/// Dominance of Earth, equipped: +1 to each damage Zhongli deals and to each Geo damage of
/// a summon of his side, while he has at least 7 HP when the damage is dealt; three times
/// per round (as in the reference, an additive bonus; Piercing damage is never boosted).
static DOMINANCE_OF_EARTH_EQUIPPED: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on: dominance_of_earth,
    ..EntityDef::INERT
};

fn dominance_of_earth(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::DamageAdd(d) = hook {
        let geo_summon = matches!(d.cmd.source, Source::Summon(_))
            && d.dtype == DamageType::Elemental(Element::Geo);
        let mine = d.cmd.from == cx.owner && (d.dealt_by(cx.owner, c) || geo_summon);
        let hp = cx.state.character(cx.owner, c as usize).hp;
        if mine && hp >= TALENT_MIN_HP && me.counter < TALENT_PER_ROUND {
            me.counter += 1;
            d.amount += TALENT_BONUS;
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::StoneStele => &STONE_STELE,
        EntityId::JadeShield => &JADE_SHIELD,
        EntityId::Petrification => &PETRIFICATION,
        EntityId::DominanceOfEarth => &DOMINANCE_OF_EARTH_EQUIPPED,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::DominanceOfEarth => &DOMINANCE_OF_EARTH,
        _ => return None,
    })
}
