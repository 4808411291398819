//! Weeping Willow of the Lake (Location): "End Phase: If your Hand has no more than 2
//! cards, draw 2 cards. / Usage(s): 2"
//!
//! The hand is counted as the support's End Phase effect runs (before the End Phase's own
//! draw); a usage is spent only when it draws.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::WeepingWillowOfTheLake, &CardDef::SUPPORT),
    Def::Entity(EntityId::WeepingWillowOfTheLake, &ENTITY),
];

/// "No more than 2 cards".
const MOST: usize = 2;
/// Cards drawn.
const DRAW: u8 = 2;

/// The support (usages from the facts).
static ENTITY: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    if cx.state.player(cx.player).hand.len() <= MOST {
        cx.draw(DRAW);
        cx.spend_after(me);
    }
});
