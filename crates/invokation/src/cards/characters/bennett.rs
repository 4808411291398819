//! Bennett: Pyro sword. Fantastic Voyage creates Inspiration Field: skill damage +2 while
//! the user has at least 7 HP, and a heal of 2 after a skill for a user at 6 HP or less.

use crate::cards::prelude::*;
use crate::facts::skill::bennett::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Bennett, &CharacterDef::new(skill)),
    Def::Entity(FIELD, &INSPIRATION_FIELD),
    Def::Entity(FIELD_TALENT, &INSPIRATION_FIELD),
    // Its effect is in Fantastic Voyage.
    Def::Entity(EntityId::GrandExpectation, &EntityDef::NONE),
    Def::Card(CardId::GrandExpectation, &GRAND_EXPECTATION),
];

/// Inspiration Field: "If this character has at least 7 HP, deal +2 additional DMG".
const FIELD_MIN_HP: u8 = 7;
/// Inspiration Field's damage bonus.
const FIELD_BONUS: i32 = 2;
/// Inspiration Field: "if this character's HP is not greater than 6, heal ...".
const FIELD_HEAL_MAX_HP: u8 = 6;
/// Inspiration Field's heal.
const FIELD_HEAL: u8 = 2;

/// Inspiration Field (the one Fantastic Voyage creates without the talent).
const FIELD: EntityId = EntityId::InspirationField_113031;
/// Inspiration Field (the one Bennett with Grand Expectation creates: the bonus has no HP
/// condition).
const FIELD_TALENT: EntityId = EntityId::InspirationField_113032;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Strike of Fortune: "Deals 2 Physical DMG."
        // Passion Overload: "Deals 3 Pyro DMG."
        STRIKE_OF_FORTUNE | PASSION_OVERLOAD => cx.base_damage(),
        // Fantastic Voyage: "Deals 2 Pyro DMG, creates 1 Inspiration Field." (The field is
        // created after the damage: the burst itself gets no bonus.) With Grand Expectation
        // equipped, the field is the one without the HP condition. The two fields exclude
        // each other (as in the reference): creating one discards the other.
        FANTASTIC_VOYAGE => {
            cx.base_damage();
            cx.create_version(
                Zone::Combat,
                EntityId::GrandExpectation,
                FIELD,
                FIELD_TALENT,
            );
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
static INSPIRATION_FIELD: EntityDef = EntityDef::new()
    .on_damage_add(|cx, me, d| {
        if d.cmd.from != cx.player || !d.is_skill() {
            return;
        }
        if let Source::Character(c) = d.cmd.source {
            let hp = cx.state.character(cx.player, c as usize).hp;
            if me.id == FIELD_TALENT || hp >= FIELD_MIN_HP {
                d.amount += FIELD_BONUS;
            }
        }
    })
    .on_after_skill(|cx, _, e| {
        if e.player != cx.player {
            return;
        }
        let user = cx.state.character(cx.player, e.character as usize);
        if user.alive && user.hp <= FIELD_HEAL_MAX_HP {
            cx.heal(e.character, FIELD_HEAL);
        }
    });

/// Grand Expectation (talent, Combat Action, 4 Pyro and 2 Energy): "When your active
/// character is Bennett, equip this card. After Bennett equips this card, immediately use
/// Fantastic Voyage once. When your Bennett, who has this card equipped, creates an
/// Inspiration Field, its DMG Bonus is now always active and will no longer have an HP
/// restriction." (The energy comes from Bennett.)
static GRAND_EXPECTATION: CardDef = CardDef::talent::<FANTASTIC_VOYAGE>();
