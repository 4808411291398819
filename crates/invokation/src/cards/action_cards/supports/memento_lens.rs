//! Memento Lens (Item): "When you play a Weapon/Artifact/Location/Companion card: If you have
//! played a card with the same name previously during this match, spend 2 less Elemental
//! Dice to play it. (Once per Round) / Usage(s): 2"
//!
//! "Previously during this match" reads the side's match record of the cards it played
//! (`PlayerState::played`), kept from the first card of the match, also before the Lens is
//! in play; the card being played is recorded once paid for. Its last usage spent, it is
//! discarded.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MementoLens, &CardDef::SUPPORT),
    Def::Entity(EntityId::MementoLens, &ENTITY),
];

/// Dice less.
const LESS: u8 = 2;

/// Weapon, Artifact, Location or Companion cards.
const KINDS: u32 = card_tag::WEAPON | card_tag::ARTIFACT | card_tag::LOCATION | card_tag::COMPANION;

/// Whether the card `q` pays for is one of the kinds and was played before by its side.
fn played_before(cx: &Cx, q: &CostQuery) -> bool {
    let CostAction::Card(card) = q.action else {
        return false;
    };
    templates::is_card_tagged(cx, q, KINDS) && cx.state.player(cx.player).has_played(card)
}

/// The item (usages from the facts): `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if played_before(cx, q) && me.once_per_round_if(|| q.reduce_dice(LESS) > 0) {
        me.take_usage();
    }
});
