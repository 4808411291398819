//! Exile's Circlet (Artifact): "After the character uses an Elemental Burst: All your
//! characters on standby gain 1 Energy. (Once per Round)"

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::facts::SkillKind;
use crate::state::{Status, CHARACTERS};

/// Energy each character on standby gains.
const ENERGY: u8 = 1;

/// The card: equipped on one of the player's characters.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The equipment: `counter` is 1 once used this round.
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
        kind: SkillKind::Burst,
        ..
    }) = hook
    {
        if *player == cx.owner && *character == c && me.counter == 0 {
            me.counter = 1;
            let active = cx.state.active(cx.owner);
            for other in (0..CHARACTERS).filter(|&o| o != active) {
                if cx.state.character(cx.owner, other).alive {
                    cx.push(Command::Energy {
                        player: cx.owner,
                        character: other as u8,
                        n: ENERGY,
                    });
                }
            }
        }
    }
}
