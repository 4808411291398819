//! Razor: Electro claymore. Lightning Fang gives him The Wolf Within (Electro damage after
//! his Normal Attacks and Elemental Skills); his talent, Awakening, charges an Electro
//! teammate after Claw and Thunder.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId, SkillKind};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Claw and Thunder in Razor's skill list.
const CLAW_AND_THUNDER: u8 = 1;
/// The Wolf Within's damage.
const WOLF_DAMAGE: u8 = 2;
/// Awakening: energy given.
const AWAKENING_ENERGY: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Steel Fang, Claw and Thunder: base damage.
        0 | CLAW_AND_THUNDER => cx.base_damage(),
        // Lightning Fang: damage, then The Wolf Within on Razor.
        2 => {
            cx.base_damage();
            cx.add_status(EntityId::TheWolfWithin);
        }
        _ => {}
    }
}

/// The Wolf Within: "After the character to which this is attached uses a Normal Attack or
/// an Elemental Skill: Deal 2 Electro DMG. Duration (Rounds): 2" (duration from the
/// facts).
static WOLF_WITHIN: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on: wolf_within,
    ..EntityDef::INERT
};

fn wolf_within(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::AfterSkill {
        player,
        character,
        kind: SkillKind::Normal | SkillKind::Elemental,
        ..
    }) = hook
    {
        if *player == cx.owner && Some(*character) == cx.character() {
            let electro = DamageType::Elemental(Element::Electro);
            cx.damage_active(Source::Entity(me.id), WOLF_DAMAGE, electro);
        }
    }
}

/// Awakening, equipped: "After Razor, who has this card equipped, uses Claw and Thunder: 1
/// of your Electro characters gains 1 Energy. (Once per Round, active character first)".
/// Only a living Electro character without full energy can take it (as in the reference);
/// after the active one, the others by position from it. The skill's own energy comes
/// first.
static AWAKENING_EQUIPPED: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on: awakening,
    ..EntityDef::INERT
};

fn awakening(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::AfterSkill {
        player,
        character,
        skill: CLAW_AND_THUNDER,
        ..
    }) = hook
    {
        if *player != cx.owner || Some(*character) != cx.character() || me.counter != 0 {
            return;
        }
        me.counter = 1;
        let ps = cx.state.player(cx.owner);
        let taker = ps.alive_from_active().find(|&c| {
            let ch = &ps.characters[c];
            ch.energy < ch.max_energy
                && cx.state.character_facts(cx.owner, c).element == Some(Element::Electro)
        });
        if let Some(c) = taker {
            cx.push(Command::Energy {
                player: cx.owner,
                character: c as u8,
                n: AWAKENING_ENERGY,
            });
        }
    }
}

/// Awakening (talent, Combat Action, 3 Electro): "When your active character is Razor,
/// equip this card. After Razor equips this card, immediately use Claw and Thunder once."
static AWAKENING: CardDef = CardDef::talent::<CLAW_AND_THUNDER>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::TheWolfWithin => &WOLF_WITHIN,
        EntityId::Awakening => &AWAKENING_EQUIPPED,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::Awakening => &AWAKENING,
        _ => return None,
    })
}
