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
        2 => {
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

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::StoneStele => &STONE_STELE,
        EntityId::JadeShield => &JADE_SHIELD,
        EntityId::Petrification => &PETRIFICATION,
        _ => return None,
    })
}

pub(super) fn card(_id: CardId) -> Option<&'static CardDef> {
    None
}
