//! Covenant of Rock (Arcane Legend): "Can only be played when you have 0 Elemental Dice left:
//! Generate 2 different basic Elemental Dice." (At random, each pair of the seven elements
//! equally likely, as in the reference, GI-TCG.)

use crate::cards::prelude::*;
use crate::chance::ChanceRequest;
use crate::command::Command;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::CovenantOfRock, &CARD)];

/// Different basic Elemental Dice generated.
const DICE: u8 = 2;

static CARD: CardDef = CardDef::event(|cx| gain_distinct_elements(cx, DICE))
    .when(|state, player, _| state.player(player).dice.is_empty());

/// The side gains `count` different basic Elemental Dice, at random (a chance event). (No
/// verb of `Act` says it yet.)
fn gain_distinct_elements(cx: &mut impl Act, count: u8) {
    let player = cx.side();
    cx.push(Command::Chance(ChanceRequest::DistinctElements {
        player,
        count,
    }));
}
