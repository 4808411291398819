//! Mona: Hydro catalyst. Her passive makes one switch a round a fast action; Reflection
//! absorbs damage and stays when used up; Illusory Bubble doubles a skill's damage.

use crate::cards::{CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{DamageType, Element, EntityId};
use crate::state::Status;

/// Illusory Torrent (passive): "When you perform Switch Character while Mona is your active
/// character: this switch is considered a Fast Action instead of a Combat Action. (Once per
/// Round)"
pub(super) static DEF: CharacterDef = CharacterDef {
    skill,
    listens: listen::SWITCH_SPEED,
    on: illusory_torrent,
};

/// Reflection's End Phase damage.
const REFLECTION_DAMAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Ripple of Fate: base damage.
        0 => cx.base_damage(),
        // Mirror Reflection of Doom: damage, summon Reflection.
        1 => {
            cx.base_damage();
            cx.summon(EntityId::Reflection);
        }
        // Stellaris Phantasm: damage, Illusory Bubble.
        2 => {
            cx.base_damage();
            cx.add_combat_status(EntityId::IllusoryBubble);
        }
        _ => {}
    }
}

fn illusory_torrent(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let (Hook::SwitchSpeed(q), Some(c)) = (hook, cx.character()) {
        if q.from == c && !q.fast && me.counter == 0 {
            q.fast = true;
            me.counter = 1;
        }
    }
}

/// Reflection: damage to the active character is reduced by 1 (1 usage; stays at 0); End
/// Phase: discarded, dealing 1 Hydro damage.
static REFLECTION: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE | listen::END_PHASE,
    on: reflection,
    keep_at_zero: true,
    ..EntityDef::INERT
};

fn reflection(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::DamageDecrease(d) if d.target_active && d.amount > 0 && me.usage > 0 => {
            d.amount -= 1;
            me.usage -= 1;
        }
        Hook::Event(Event::EndPhase) => {
            let hydro = DamageType::Elemental(Element::Hydro);
            cx.damage_active(Source::Summon(me.id), REFLECTION_DAMAGE, hydro);
            cx.dispose = true;
        }
        _ => {}
    }
}

/// Illusory Bubble: the next damage its side deals with a skill is doubled; then it is
/// discarded.
static ILLUSORY_BUBBLE: EntityDef = EntityDef {
    listens: listen::DAMAGE_MUL,
    on: illusory_bubble,
    ..EntityDef::INERT
};

fn illusory_bubble(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::DamageMul(d) = hook {
        if d.cmd.from == cx.owner && d.cmd.skill.is_some() {
            d.mul *= 2;
            cx.dispose = true;
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Reflection => &REFLECTION,
        EntityId::IllusoryBubble => &ILLUSORY_BUBBLE,
        _ => return None,
    })
}

/// The talent card, once implemented.
pub(super) fn card(id: crate::facts::CardId) -> Option<&'static crate::cards::CardDef> {
    let _ = id;
    None
}
