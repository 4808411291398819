//! Noelle: Geo claymore. Full Plate (shield that halves Physical damage) and Sweeping Time
//! (cheaper, stronger, Geo-infused Normal Attacks). Her talent, I Got Your Back, heals the
//! team after her Normal Attacks while Full Plate lasts.

use crate::cards::{
    reactions::shield_on_active, CardDef, CharacterDef, CostAction, Cx, EntityDef, Hook, SkillCx,
};
use crate::command::{listen, Command, Event};
use crate::facts::{CardId, DamageType, Element, EntityId, SkillKind};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Sweeping Time's bonus to Normal Attacks.
const SWEEPING_BONUS: i32 = 2;
/// I Got Your Back: "heal all your characters for 1 HP".
const TALENT_HEAL: u8 = 1;
/// Position of Breastplate in Noelle's skill list.
const BREASTPLATE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Favonius Bladework - Maid: base damage.
        0 => cx.base_damage(),
        // Breastplate: damage, Full Plate.
        1 => {
            cx.base_damage();
            cx.add_combat_status(EntityId::FullPlate);
        }
        // Sweeping Time: damage, then the Sweeping Time status on Noelle.
        2 => {
            cx.base_damage();
            cx.add_status(EntityId::SweepingTime);
        }
        _ => {}
    }
}

/// Full Plate: shield points for the active character; while it lasts, Physical damage to
/// any character of its side is halved (rounded up).
static FULL_PLATE: EntityDef = EntityDef {
    listens: listen::DAMAGE_TAKEN_MUL | listen::DAMAGE_DECREASE,
    on: full_plate,
    ..EntityDef::INERT
};

fn full_plate(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::DamageTakenMul(d)
            if d.cmd.to == cx.owner && d.dtype == DamageType::Physical && d.amount > 0 =>
        {
            d.div *= 2;
        }
        Hook::DamageDecrease(_) => shield_on_active(cx, me, hook),
        _ => {}
    }
}

/// Sweeping Time: Normal Attacks cost 1 Geo less (once per round), deal +2, and the
/// character's Physical damage becomes Geo (duration from the facts).
static SWEEPING_TIME: EntityDef = EntityDef {
    listens: listen::COST | listen::DAMAGE_TYPE | listen::DAMAGE_ADD,
    on: sweeping_time,
    ..EntityDef::INERT
};

fn sweeping_time(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    match hook {
        Hook::Cost(q) => {
            let mine = matches!(q.action, CostAction::Skill { character, kind: SkillKind::Normal, .. } if character == c);
            if q.player == cx.owner && mine && me.counter == 0 && q.reduce_element(Element::Geo) {
                me.counter = 1;
            }
        }
        Hook::DamageType(d) if d.dealt_by(cx.owner, c) && d.dtype == DamageType::Physical => {
            d.dtype = DamageType::Elemental(Element::Geo);
        }
        Hook::DamageAdd(d) if d.dealt_by(cx.owner, c) && d.is_normal_attack() => {
            d.amount += SWEEPING_BONUS;
        }
        _ => {}
    }
}

/// I Got Your Back (talent, Combat Action): "When your active character is Noelle, equip
/// this card. After Noelle equips this card, immediately use Breastplate once. After Noelle
/// uses a Normal Attack: If this card and Full Plate are both still in play, heal all your
/// characters for 1 HP. (Once per Round)"
static I_GOT_YOUR_BACK: CardDef = CardDef::talent::<BREASTPLATE>();

/// I Got Your Back equipped: after its character's Normal Attack, while Full Plate is in
/// play, heals every character of its side by 1, once per round.
static I_GOT_YOUR_BACK_EQUIPPED: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on: i_got_your_back,
    ..EntityDef::INERT
};

fn i_got_your_back(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let (
        Hook::Event(Event::AfterSkill {
            player,
            character,
            kind: SkillKind::Normal,
            ..
        }),
        Some(c),
    ) = (hook, cx.character())
    else {
        return;
    };
    let ps = cx.state.player(cx.owner);
    if *player != cx.owner
        || *character != c
        || me.counter != 0
        || ps.combat_status(EntityId::FullPlate).is_none()
    {
        return;
    }
    me.counter = 1;
    for i in ps.alive_from_active() {
        cx.push(Command::Heal {
            player: cx.owner,
            character: i as u8,
            amount: TALENT_HEAL,
        });
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::FullPlate => &FULL_PLATE,
        EntityId::SweepingTime => &SWEEPING_TIME,
        EntityId::IGotYourBack => &I_GOT_YOUR_BACK_EQUIPPED,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::IGotYourBack => &I_GOT_YOUR_BACK,
        _ => return None,
    })
}
