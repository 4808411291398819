//! Wind and Freedom (Event): "During this Round, after one of your characters uses a Skill:
//! Switch your next character in to be the active character." (The Chinese text says "this
//! Round", 本回合; the English one "this turn".) The deck rule (2 Mondstadt characters) is
//! checked by the deck. Playable only with a character on standby (as in the reference,
//! GI-TCG).

use crate::cards::{CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::facts::EntityId;
use crate::state::{Status, Zone};

/// The card: Wind and Freedom (In Effect) on the player's side.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, player, _| state.player(player).alive_from_active().count() > 1,
    play: |cx: &mut CardCx| {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Combat,
            id: EntityId::WindAndFreedomInEffect,
            usage: 0,
        })
    },
};

/// Wind and Freedom (In Effect): this round, after each skill of its side, the next living
/// character is switched in (a forced switch, not the Switch Character action).
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on,
    init: Some((0, 1)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::AfterSkill { player, .. }) = hook {
        if *player == cx.owner {
            cx.push(Command::ForceSwitch {
                player: cx.owner,
                backward: false,
            });
        }
    }
}
