//! Bennett: Pyro sword. Fantastic Voyage creates Inspiration Field: skill damage +2 while
//! the user has at least 7 HP, and a heal of 2 after a skill for a user at 6 HP or less.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Inspiration Field: "If this character has at least 7 HP, deal +2 additional DMG".
const FIELD_MIN_HP: u8 = 7;
/// Inspiration Field's damage bonus.
const FIELD_BONUS: i32 = 2;
/// Inspiration Field: "if this character's HP is not greater than 6, heal ...".
const FIELD_HEAL_MAX_HP: u8 = 6;
/// Inspiration Field's heal.
const FIELD_HEAL: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Strike of Fortune: "Deals 2 Physical DMG."
        // Passion Overload: "Deals 3 Pyro DMG."
        0 | 1 => cx.base_damage(),
        // Fantastic Voyage: "Deals 2 Pyro DMG, creates 1 Inspiration Field." (The field is
        // created after the damage: the burst itself gets no bonus.)
        2 => {
            cx.base_damage();
            cx.add_combat_status(EntityId::InspirationField_113031);
        }
        _ => {}
    }
}

/// Inspiration Field: "When your character uses a Skill: If this character has at least 7
/// HP, deal +2 additional DMG for this instance. After the Skill DMG is finalized, if this
/// character's HP is not greater than 6, heal this character for 2 HP. Duration (Rounds):
/// 2" (duration from the facts).
///
/// As the reference does: the bonus goes to every damage a character of its side deals
/// with a skill (not to reaction spread damage), checking the HP of the character dealing
/// it when the damage is dealt; the heal checks the user's HP once the skill has resolved.
static INSPIRATION_FIELD: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD | listen::AFTER_SKILL,
    on: inspiration_field,
    ..EntityDef::INERT
};

fn inspiration_field(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::DamageAdd(d) if d.cmd.from == cx.owner && d.cmd.skill.is_some() => {
            if let Source::Character(c) = d.cmd.source {
                if cx.state.character(cx.owner, c as usize).hp >= FIELD_MIN_HP {
                    d.amount += FIELD_BONUS;
                }
            }
        }
        Hook::Event(Event::AfterSkill {
            player, character, ..
        }) if *player == cx.owner => {
            let user = cx.state.character(cx.owner, *character as usize);
            if user.alive && user.hp <= FIELD_HEAL_MAX_HP {
                cx.push(Command::Heal {
                    player: cx.owner,
                    character: *character,
                    amount: FIELD_HEAL,
                });
            }
        }
        _ => {}
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::InspirationField_113031 => &INSPIRATION_FIELD,
        _ => return None,
    })
}

pub(super) fn card(_id: CardId) -> Option<&'static CardDef> {
    None
}
