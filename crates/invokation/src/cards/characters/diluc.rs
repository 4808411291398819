//! Diluc: Pyro claymore. Searing Onslaught hits harder on its third use in a round; Dawn
//! infuses his Physical damage with Pyro.

use crate::cards::{CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::listen;
use crate::facts::{DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Searing Onslaught's bonus on its third use in a round.
const THIRD_USE_BONUS: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Tempered Sword: base damage.
        0 => cx.base_damage(),
        // Searing Onslaught: base damage, +2 on the third use this round.
        1 => {
            let bonus = if cx.uses_this_round() == 3 {
                THIRD_USE_BONUS
            } else {
                0
            };
            cx.base_damage_plus(bonus);
        }
        // Dawn: damage, then Pyro Infusion on Diluc.
        2 => {
            cx.base_damage();
            cx.add_status(EntityId::PyroInfusion);
        }
        _ => {}
    }
}

/// Pyro Infusion: the character's Physical damage becomes Pyro (duration from the facts).
static PYRO_INFUSION: EntityDef = EntityDef {
    listens: listen::DAMAGE_TYPE,
    on: pyro_infusion,
    ..EntityDef::INERT
};

fn pyro_infusion(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::DamageType(d) = hook {
        let mine = cx.character().is_some_and(|c| d.dealt_by(cx.owner, c));
        if mine && d.dtype == DamageType::Physical {
            d.dtype = DamageType::Elemental(Element::Pyro);
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::PyroInfusion => &PYRO_INFUSION,
        _ => return None,
    })
}

/// The talent card, once implemented.
pub(super) fn card(id: crate::facts::CardId) -> Option<&'static crate::cards::CardDef> {
    let _ = id;
    None
}
