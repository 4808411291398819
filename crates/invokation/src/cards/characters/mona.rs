//! Mona: Hydro catalyst. Her passive makes one switch a round a fast action; Reflection
//! absorbs damage and stays when used up; Illusory Bubble doubles a skill's damage. Her
//! talent, Prophecy of Submersion, boosts her side's Hydro-related reactions while she is
//! active.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
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
/// Prophecy of Submersion: "the Hydro-Related Reactions you trigger deal +2 additional DMG".
const TALENT_REACTION_BONUS: i32 = 2;
/// Position of Stellaris Phantasm in Mona's skill list.
const STELLARIS_PHANTASM: u8 = 2;

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

/// Prophecy of Submersion (talent, Combat Action, 3 Hydro and 3 Energy): "When your active
/// character is Mona, equip this card. When Mona equips this card, immediately use
/// Stellaris Phantasm once. When your Mona, who has this card equipped, is the active
/// character, the Hydro-Related Reactions you trigger deal +2 additional DMG."
static PROPHECY_OF_SUBMERSION: CardDef = CardDef::talent::<STELLARIS_PHANTASM>();

/// Prophecy of Submersion equipped: while its character is active, damage its side deals
/// that triggers a reaction involving Hydro (Vaporize, Frozen, Electro-Charged, Bloom, Swirl
/// or Crystallize of Hydro) is +2, whoever deals it (as in the reference).
static PROPHECY_EQUIPPED: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on: prophecy_of_submersion,
    ..EntityDef::INERT
};

fn prophecy_of_submersion(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::DamageAdd(d), Some(c)) = (hook, cx.character()) {
        let active = cx.state.active(cx.owner) == c as usize;
        if active
            && d.cmd.from == cx.owner
            && d.reaction.is_some_and(|r| r.involves(Element::Hydro))
        {
            d.amount += TALENT_REACTION_BONUS;
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Reflection => &REFLECTION,
        EntityId::IllusoryBubble => &ILLUSORY_BUBBLE,
        EntityId::ProphecyOfSubmersion => &PROPHECY_EQUIPPED,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::ProphecyOfSubmersion => &PROPHECY_OF_SUBMERSION,
        _ => return None,
    })
}
