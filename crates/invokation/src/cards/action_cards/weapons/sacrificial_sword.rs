//! Sacrificial Sword (Sword): "The character deals +1 DMG. After the character uses an
//! Elemental Skill: Create 1 Elemental Die of the same Elemental Type as this character.
//! (Once per Round)"

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{dmg, listen, Command, Event};
use crate::dice::Die;
use crate::facts::SkillKind;
use crate::state::Status;

/// Bonus damage.
const BONUS: i32 = 1;

/// The card: equipped on a sword user (the engine checks the weapon type).
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The equipment.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD | listen::AFTER_SKILL,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    match hook {
        // Not on damage spread by a Swirl (as the reference does).
        Hook::DamageAdd(d) if d.dealt_by(cx.owner, c) && d.cmd.flags & dmg::SPREAD == 0 => {
            d.amount += BONUS
        }
        Hook::Event(Event::AfterSkill {
            player,
            character,
            kind: SkillKind::Elemental,
            ..
        }) if *player == cx.owner && *character == c && me.counter == 0 => {
            me.counter = 1;
            let element = cx.state.character_facts(cx.owner, c as usize).element;
            if let Some(e) = element {
                cx.push(Command::Dice {
                    player: cx.owner,
                    face: Die::of(e),
                    n: 1,
                });
            }
        }
        _ => {}
    }
}
