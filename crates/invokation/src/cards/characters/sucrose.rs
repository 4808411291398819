//! Sucrose: Anemo catalyst. Her skill pulls the opponent back one character; Large Wind
//! Spirit takes the element of the first Swirl its side triggers.

use crate::cards::{CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{DamageType, Element, EntityId};
use crate::reaction::Reaction;
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Large Wind Spirit's End Phase damage.
const SPIRIT_DAMAGE: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Wind Spirit Creation: base damage.
        0 => cx.base_damage(),
        // Astable Anemohypostasis Creation - 6308: damage, the target switches to the
        // previous character.
        1 => {
            cx.base_damage();
            cx.force_switch_opponent(true);
        }
        // Forbidden Creation - Isomer 75 / Type II: damage, summon Large Wind Spirit. (A
        // Swirl of this damage converts the new spirit: events wait for the skill's end.)
        2 => {
            cx.base_damage();
            cx.summon(EntityId::LargeWindSpirit_115011);
        }
        _ => {}
    }
}

/// Large Wind Spirit: End Phase, 2 Anemo damage, or of the element of the first Swirl its
/// side triggered (kept in `aux` as 1 + element index; 0 = not converted).
static LARGE_WIND_SPIRIT: EntityDef = EntityDef {
    listens: listen::END_PHASE | listen::REACTION,
    on: large_wind_spirit,
    ..EntityDef::INERT
};

fn large_wind_spirit(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::Event(Event::EndPhase) => {
            let element = match me.aux {
                0 => Element::Anemo,
                n => Element::ALL[n as usize - 1],
            };
            let dtype = DamageType::Elemental(element);
            cx.damage_active(Source::Summon(me.id), SPIRIT_DAMAGE, dtype);
            cx.spend_after(me);
        }
        Hook::Event(Event::Reaction {
            player,
            source: Source::Character(_) | Source::Summon(_),
            reaction: Reaction::Swirl(e),
        }) if *player == cx.owner && me.aux == 0 => {
            me.aux = 1 + e.index() as u8;
        }
        _ => {}
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::LargeWindSpirit_115011 => &LARGE_WIND_SPIRIT,
        _ => return None,
    })
}

/// The talent card, once implemented.
pub(super) fn card(id: crate::facts::CardId) -> Option<&'static crate::cards::CardDef> {
    let _ = id;
    None
}
