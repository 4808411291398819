//! Fresh Wind of Freedom (Arcane Legend): "In this Round, when an opposing character is
//! defeated during your Action, you can continue to act again when that Action ends. /
//! Usage(s): 1"
//!
//! The defeat counts during its side's turn in the Action Phase, while the opponent has not
//! declared the end of their round (once they have, its side acts on anyway and the usage is
//! kept), as the reference; the defeat may come from a fast action (a card), and then the
//! next combat action is the one after which its side acts again (`Act::act_again`).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FreshWindOfFreedom, &CARD),
    Def::Entity(EntityId::FreshWindOfFreedomInEffect, &IN_EFFECT),
];

/// The card: Fresh Wind of Freedom (In Effect) on the player's side.
static CARD: CardDef = CardDef::event(|cx| cx.combat_status(EntityId::FreshWindOfFreedomInEffect));

/// "Usage(s): 1".
const USES: u8 = 1;

/// Fresh Wind of Freedom (In Effect): this round, the first opposing character defeated in
/// its side's turn gives its side another action.
static IN_EFFECT: EntityDef = EntityDef::new().init(USES, 1).on_defeated(|cx, me, e| {
    let state = cx.state;
    let in_turn = state.phase() == crate::state::Phase::Action
        && state.globals().current == cx.player
        && !state.player(cx.player.other()).flags.declared_end;
    if e.player != cx.player && in_turn && me.take_usage() {
        cx.act_again();
    }
});
