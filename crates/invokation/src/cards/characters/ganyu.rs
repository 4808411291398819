//! Ganyu: Cryo bow. Ice Lotus (damage reduction), Frostflake Arrow (piercing to standby),
//! Sacred Cryo Pearl (summon).

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Piercing damage of Frostflake Arrow to each opposing character on standby.
const FROSTFLAKE_PIERCE: u8 = 2;
/// With Undivided Heart, once Frostflake Arrow has been used in the match.
const TALENT_PIERCE: u8 = 3;
/// Position of Frostflake Arrow in Ganyu's skill list.
const FROSTFLAKE_ARROW: u8 = 2;
/// Piercing damage of Celestial Shower to each opposing character on standby.
const SHOWER_PIERCE: u8 = 1;
/// Sacred Cryo Pearl's End Phase damage (Cryo to the active, Piercing to standby).
const PEARL_DAMAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Liutian Archery: base damage.
        0 => cx.base_damage(),
        // Trail of the Qilin: damage, then Ice Lotus.
        1 => {
            cx.base_damage();
            cx.add_combat_status(EntityId::IceLotus);
        }
        // Frostflake Arrow: damage, and piercing to every opposing standby character (3 with
        // Undivided Heart once the skill has been used before in the match).
        2 => {
            cx.base_damage();
            let me = cx.state.character(cx.player, cx.character as usize);
            let pierce = if me.has(EntityId::UndividedHeart) && cx.used_before() {
                TALENT_PIERCE
            } else {
                FROSTFLAKE_PIERCE
            };
            cx.damage_standby(pierce, DamageType::Piercing);
        }
        // Celestial Shower: damage, piercing to standby, summon Sacred Cryo Pearl.
        3 => {
            cx.base_damage();
            cx.damage_standby(SHOWER_PIERCE, DamageType::Piercing);
            cx.summon(EntityId::SacredCryoPearl);
        }
        _ => {}
    }
}

/// Ice Lotus: damage to the active character is reduced by 1 (usages from the facts).
static ICE_LOTUS: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on: ice_lotus,
    ..EntityDef::INERT
};

fn ice_lotus(_cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::DamageDecrease(d) = hook {
        if d.target_active && d.amount > 0 && me.usage > 0 {
            d.amount -= 1;
            me.usage -= 1;
        }
    }
}

/// Sacred Cryo Pearl: End Phase, 1 Cryo to the active and 1 Piercing to each standby.
static SACRED_CRYO_PEARL: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: sacred_cryo_pearl,
    ..EntityDef::INERT
};

fn sacred_cryo_pearl(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let src = Source::Summon(me.id);
        cx.damage_active(src, PEARL_DAMAGE, DamageType::Elemental(Element::Cryo));
        cx.damage_standby(src, PEARL_DAMAGE, DamageType::Piercing);
        cx.spend_after(me);
    }
}

/// Undivided Heart (talent, Combat Action): "When your active character is Ganyu, equip
/// this card. After Ganyu equips this card, immediately use Frostflake Arrow once. When
/// Ganyu with this card uses Frostflake Arrow: if this Skill has been used previously in
/// this match, the Piercing DMG dealt to all opposing characters on standby is changed to
/// 3."
pub(super) static UNDIVIDED_HEART: CardDef = CardDef::talent::<FROSTFLAKE_ARROW>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::IceLotus => &ICE_LOTUS,
        EntityId::SacredCryoPearl => &SACRED_CRYO_PEARL,
        EntityId::UndividedHeart => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::UndividedHeart => &UNDIVIDED_HEART,
        _ => return None,
    })
}
