//! NRE (Item): "When played: Draw 1 random Food Event Card from your deck. / When you play a
//! Food Event Card: Draw 1 random Food Event Card from your deck (once per Round)."
//!
//! The random draw is a chance event among the Food cards of the pile (none: nothing).

use crate::cards::{CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command, Event};
use crate::facts::card_tag;
use crate::state::Status;

/// The card: placed in the support zone by the engine; then a random Food card.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play: |cx: &mut CardCx| {
        cx.push(Command::DrawTagged {
            player: cx.player,
            tags: card_tag::FOOD,
        })
    },
};

/// The support: `counter` is 1 once it drew for a Food card this round.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::CARD_PLAYED,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::CardPlayed { player, card }) = hook {
        let food = card
            .facts(cx.state.version())
            .is_some_and(|f| f.tags & card_tag::FOOD != 0);
        if *player == cx.owner && food && me.counter == 0 {
            me.counter = 1;
            cx.push(Command::DrawTagged {
                player: cx.owner,
                tags: card_tag::FOOD,
            });
        }
    }
}
