//! Gambler's Earrings (Artifact): "After an opposing character is defeated: If the character
//! this card is attached to is the active character, create Omni Element ×2. (Can happen 3
//! times per match)"
//!
//! The three uses are the entity's usages; spent, it stays equipped (as in the reference,
//! GI-TCG: it keeps the artifact slot).

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::dice::Die;
use crate::state::{Status, NO_DURATION};

/// Omni dice per defeat: "create Omni Element ×2".
const OMNI: u8 = 2;
/// "(Can happen 3 times per match)" (the facts give no usages).
const USES: u8 = 3;

/// The card: equipped on one of the player's characters.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The equipment: `usage` counts the uses left in the match.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::DEFEATED,
    on,
    init: Some((USES, NO_DURATION)),
    keep_at_zero: true,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::Event(Event::Defeated { player, .. }) = hook {
        if *player != cx.owner && me.usage > 0 && cx.state.active(cx.owner) == c as usize {
            me.usage -= 1;
            cx.push(Command::Dice {
                player: cx.owner,
                face: Die::Omni,
                n: OMNI,
            });
        }
    }
}
