//! Instructor's Cap (Artifact): "After the character triggers an Elemental Reaction: Create
//! 1 Elemental Die that matches this Character's Elemental Type. (Max 3 times per Round)"
//!
//! As the reference (GI-TCG) does, it is checked after each of the character's skills: one
//! die when the skill's effects triggered any reaction of its side, however many.

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::dice::Die;
use crate::state::Status;

/// "(Max 3 times per Round)".
const PER_ROUND: u8 = 3;

/// The card: equipped on one of the player's characters.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The equipment: `counter` counts the dice created this round.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::Event(Event::AfterSkill {
        player,
        character,
        reaction: true,
        ..
    }) = hook
    {
        if *player == cx.owner && *character == c && me.counter < PER_ROUND {
            let element = cx.state.character_facts(cx.owner, c as usize).element;
            if let Some(e) = element {
                me.counter += 1;
                cx.push(Command::Dice {
                    player: cx.owner,
                    face: Die::of(e),
                    n: 1,
                });
            }
        }
    }
}
