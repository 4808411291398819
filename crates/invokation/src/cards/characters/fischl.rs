//! Fischl: Electro bow. Oz (End Phase summon) and a burst with piercing to standby.

use crate::cards::{CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Piercing damage of Midnight Phantasmagoria to each opposing standby character.
const BURST_PIERCE: u8 = 2;
/// Oz's End Phase damage.
const OZ_DAMAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Bolts of Downfall: base damage.
        0 => cx.base_damage(),
        // Nightrider: damage, summon Oz.
        1 => {
            cx.base_damage();
            cx.summon(EntityId::Oz_114011);
        }
        // Midnight Phantasmagoria: damage, piercing to standby.
        2 => {
            cx.base_damage();
            cx.damage_standby(BURST_PIERCE, DamageType::Piercing);
        }
        _ => {}
    }
}

/// Oz: End Phase, 1 Electro damage.
static OZ: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: oz,
    ..EntityDef::INERT
};

fn oz(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let electro = DamageType::Elemental(Element::Electro);
        cx.damage_active(Source::Summon(me.id), OZ_DAMAGE, electro);
        cx.spend_after(me);
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Oz_114011 => &OZ,
        _ => return None,
    })
}

/// The talent card, once implemented.
pub(super) fn card(id: crate::facts::CardId) -> Option<&'static crate::cards::CardDef> {
    let _ = id;
    None
}
