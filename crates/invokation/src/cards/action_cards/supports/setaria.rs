//! Setaria (Companion), from 4.7: "After either player performs any action, if you have 0
//! cards in your hand: Draw 1 card. / Usage(s): 3"
//!
//! Any action: a skill, a card, a switch, Elemental Tuning, a Technique, the end of a
//! round ([`EntityDef::on_after_action`], once the action's effects have resolved). Its
//! own card's play is one: Setaria played from a hand left empty draws at once (as the
//! reference). Before 4.7 only the player's own actions counted ("after you perform any
//! action").

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Setaria, &CardDef::SUPPORT),
    Def::Entity(EntityId::Setaria, &ENTITY),
];

/// Cards drawn.
const DRAW: u8 = 1;

/// The support (usages from the facts).
static ENTITY: EntityDef = EntityDef::new().on_after_action(|cx, me, p| {
    let either = cx.state.version() >= Version::V4_7_0;
    if (either || *p == cx.player) && cx.state.player(cx.player).hand.is_empty() {
        cx.draw(DRAW);
        cx.spend_after(me);
    }
});
