//! Blessing of the Divine Relic's Installation (Event, free): "Shift 1 Artifact Card that has
//! been equipped to one of your characters to another one of your characters, and reset the
//! "usages per Round" limit on its effects." Two targets, as Master of Weaponry: the
//! character whose artifact moves, then the one it moves to (an artifact that one had is
//! discarded); before 4.1 the per-round limit was not reset.

use super::master_of_weaponry::{equipped, shift};
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::BlessingOfTheDivineRelicsInstallation,
    &CARD,
)];

static CARD: CardDef = CardDef::new(CardTarget::OwnPair)
    .effect(|cx| shift(cx, card_tag::ARTIFACT))
    .when(|state, player, target| match target {
        Target::Pair(a, _) => equipped(state, player, a, card_tag::ARTIFACT).is_some(),
        _ => false,
    });
