//! The Legend of Vennessa (Event, 3 same): "Create 4 basic Elemental Dice of different
//! types." (At random, each set of 4 of the 7 elements equally likely: a chance request.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::TheLegendOfVennessa,
    &CardDef::event(|cx| cx.gain_distinct_elements(DICE)),
)];

/// Different basic Elemental Dice created.
const DICE: u8 = 4;
