//! Diluc: Pyro claymore. Searing Onslaught hits harder on its third use in a round; Dawn
//! infuses his Physical damage with Pyro. His talent, Flowing Flame, makes the second and
//! third Searing Onslaught of a round cheaper.

use crate::cards::{CardDef, CharacterDef, CostAction, Cx, EntityDef, Hook, SkillCx};
use crate::command::listen;
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Searing Onslaught's bonus on its third use in a round.
const THIRD_USE_BONUS: u8 = 2;
/// Position of Searing Onslaught in Diluc's skill list.
const SEARING_ONSLAUGHT: u8 = 1;

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

/// Flowing Flame (talent, Combat Action): "When your active character is Diluc, equip this
/// card. After Diluc equips this card, immediately use Searing Onslaught once. When your
/// Diluc, who has this card equipped, uses Searing Onslaught for the second and third times
/// in one Round, spend 1 less Pyro Die."
static FLOWING_FLAME: CardDef = CardDef::talent::<SEARING_ONSLAUGHT>();

/// Flowing Flame equipped: Searing Onslaught costs 1 Pyro less when it has been used once
/// or twice this round (a use through the card counts, as in the reference).
static FLOWING_FLAME_EQUIPPED: EntityDef = EntityDef {
    listens: listen::COST,
    on: flowing_flame,
    ..EntityDef::INERT
};

fn flowing_flame(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    let (Hook::Cost(q), Some(c)) = (hook, cx.character()) else {
        return;
    };
    let CostAction::Skill {
        character, skill, ..
    } = q.action
    else {
        return;
    };
    let uses = cx.state.character(cx.owner, c as usize).skill_uses[SEARING_ONSLAUGHT as usize];
    if q.player == cx.owner && character == c && skill == SEARING_ONSLAUGHT && matches!(uses, 1 | 2)
    {
        q.reduce_element(Element::Pyro);
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::PyroInfusion => &PYRO_INFUSION,
        EntityId::FlowingFlame => &FLOWING_FLAME_EQUIPPED,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::FlowingFlame => &FLOWING_FLAME,
        _ => return None,
    })
}
