//! Xiangling: Pyro polearm. Guoba (End Phase summon) and Pyronado (Pyro damage after each
//! of her side's skills). Her talent, Crossfire, makes Guoba Attack deal damage too.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, CharacterId, DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Guoba's End Phase damage.
const GUOBA_DAMAGE: u8 = 2;
/// Pyronado's damage after a skill.
const PYRONADO_DAMAGE: u8 = 2;
/// Position of Guoba Attack in Xiangling's skill list.
const GUOBA_ATTACK: u8 = 1;
/// Position of Pyronado (the burst) in Xiangling's skill list.
const PYRONADO_SKILL: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Dough-Fu: base damage.
        0 => cx.base_damage(),
        // Guoba Attack: summons Guoba; with Crossfire equipped, Xiangling also deals the
        // skill's 1 Pyro damage (the damage in the facts belongs to the talent).
        GUOBA_ATTACK => {
            let me = cx.state.character(cx.player, cx.character as usize);
            if me.has(EntityId::Crossfire) {
                cx.base_damage();
            }
            cx.summon(EntityId::Guoba);
        }
        // Pyronado: damage, then the Pyronado combat status.
        PYRONADO_SKILL => {
            cx.base_damage();
            cx.add_combat_status(EntityId::Pyronado);
        }
        _ => {}
    }
}

/// Guoba: "End Phase: Deal 2 Pyro DMG. Usage(s): 2".
static GUOBA: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: guoba,
    ..EntityDef::INERT
};

fn guoba(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let pyro = DamageType::Elemental(Element::Pyro);
        cx.damage_active(Source::Summon(me.id), GUOBA_DAMAGE, pyro);
        cx.spend_after(me);
    }
}

/// Pyronado: "After your character uses a Skill: Deal 2 Pyro DMG. Usage(s): 2". The burst
/// that creates it does not set it off (nor does a later Pyronado burst), as in the
/// reference implementation.
static PYRONADO: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on: pyronado,
    ..EntityDef::INERT
};

fn pyronado(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::AfterSkill {
        player,
        character,
        skill,
        ..
    }) = hook
    {
        let own_burst = *skill == PYRONADO_SKILL
            && cx.state.character(*player, *character as usize).id == CharacterId::Xiangling;
        if *player == cx.owner && !own_burst && me.usage > 0 {
            let pyro = DamageType::Elemental(Element::Pyro);
            cx.damage_active(Source::Entity(me.id), PYRONADO_DAMAGE, pyro);
            cx.spend_after(me);
        }
    }
}

/// Crossfire (talent, Combat Action): "When your active character is Xiangling, equip this
/// card. After Xiangling equips this card, immediately use Guoba Attack once. When your
/// Xiangling, who has this card equipped, uses Guoba Attack, she will also deal 1 Pyro
/// DMG."
static CROSSFIRE: CardDef = CardDef::talent::<GUOBA_ATTACK>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Guoba => &GUOBA,
        EntityId::Pyronado => &PYRONADO,
        EntityId::Crossfire => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::Crossfire => &CROSSFIRE,
        _ => return None,
    })
}
