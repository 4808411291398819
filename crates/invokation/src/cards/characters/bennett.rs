//! Bennett: Pyro sword. Fantastic Voyage creates Inspiration Field: skill damage +2 while
//! the user has at least 7 HP, and a heal of 2 after a skill for a user at 6 HP or less.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, EntityId};
use crate::state::{Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Inspiration Field: "If this character has at least 7 HP, deal +2 additional DMG".
const FIELD_MIN_HP: u8 = 7;
/// Inspiration Field's damage bonus.
const FIELD_BONUS: i32 = 2;
/// Inspiration Field: "if this character's HP is not greater than 6, heal ...".
const FIELD_HEAL_MAX_HP: u8 = 6;
/// Inspiration Field's heal.
const FIELD_HEAL: u8 = 2;
/// Position of Fantastic Voyage in Bennett's skill list.
const FANTASTIC_VOYAGE: u8 = 2;

/// Inspiration Field (the one Fantastic Voyage creates without the talent).
const FIELD: EntityId = EntityId::InspirationField_113031;
/// Inspiration Field (the one Bennett with Grand Expectation creates: the bonus has no HP
/// condition).
const FIELD_TALENT: EntityId = EntityId::InspirationField_113032;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Strike of Fortune: "Deals 2 Physical DMG."
        // Passion Overload: "Deals 3 Pyro DMG."
        0 | 1 => cx.base_damage(),
        // Fantastic Voyage: "Deals 2 Pyro DMG, creates 1 Inspiration Field." (The field is
        // created after the damage: the burst itself gets no bonus.) With Grand Expectation
        // equipped, the field is the one without the HP condition. The two fields exclude
        // each other (as in the reference): creating one discards the other.
        FANTASTIC_VOYAGE => {
            cx.base_damage();
            let me = cx.state.character(cx.player, cx.character as usize);
            let (field, other) = if me.has(EntityId::GrandExpectation) {
                (FIELD_TALENT, FIELD)
            } else {
                (FIELD, FIELD_TALENT)
            };
            if cx.state.player(cx.player).combat_status(other).is_some() {
                let player = cx.player;
                cx.push(Command::Remove {
                    player,
                    zone: Zone::Combat,
                    id: other,
                });
            }
            cx.add_combat_status(field);
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
///
/// The talent's field (113032): "When your character uses a Skill: This Skill deals +2
/// additional DMG. After the Skill DMG is finalized, if this character's HP is not greater
/// than 6, heal this character for 2 HP. Duration (Rounds): 2": the same, without the HP
/// condition on the bonus.
static INSPIRATION_FIELD: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD | listen::AFTER_SKILL,
    on: inspiration_field,
    ..EntityDef::INERT
};

fn inspiration_field(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::DamageAdd(d) if d.cmd.from == cx.owner && d.cmd.skill.is_some() => {
            if let Source::Character(c) = d.cmd.source {
                let hp = cx.state.character(cx.owner, c as usize).hp;
                if me.id == FIELD_TALENT || hp >= FIELD_MIN_HP {
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

/// Grand Expectation (talent, Combat Action, 4 Pyro and 2 Energy): "When your active
/// character is Bennett, equip this card. After Bennett equips this card, immediately use
/// Fantastic Voyage once. When your Bennett, who has this card equipped, creates an
/// Inspiration Field, its DMG Bonus is now always active and will no longer have an HP
/// restriction." (The energy comes from Bennett.)
static GRAND_EXPECTATION: CardDef = CardDef::talent::<FANTASTIC_VOYAGE>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        FIELD | FIELD_TALENT => &INSPIRATION_FIELD,
        // Its effect is in Fantastic Voyage.
        EntityId::GrandExpectation => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::GrandExpectation => &GRAND_EXPECTATION,
        _ => return None,
    })
}
