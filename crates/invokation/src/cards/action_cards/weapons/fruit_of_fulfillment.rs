//! Fruit of Fulfillment (Catalyst, 3 unaligned): "The character deals +1 DMG. When played:
//! Draw 2 cards." (Equipped by the engine, then the cards are drawn; into a full hand they
//! are discarded, as every draw.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FruitOfFulfillment, &CARD),
    Def::Entity(EntityId::FruitOfFulfillment, &templates::damage_bonus(1)),
];

/// Cards drawn when it is played.
const DRAW: u8 = 2;

static CARD: CardDef = CardDef::on_character(|cx| cx.draw(DRAW));
