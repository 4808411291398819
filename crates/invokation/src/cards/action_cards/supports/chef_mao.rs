//! Chef Mao (Companion): "After playing a Food Event Card: Create 1 random Basic Elemental
//! Die. (Once per Round) / After playing a Food Event Card: Draw 1 random Food Event Card
//! from your deck. (Once per match)"
//!
//! The die is a random basic element (a chance event); the draw, from 4.1 on (the second
//! sentence came with 4.1), is the once-per-match use its usage counts (as the reference
//! keeps it), and it is spent even when no Food card is left in the deck.

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ChefMao, &CardDef::SUPPORT),
    Def::Entity(EntityId::ChefMao, &ENTITY),
];

/// "(Once per match)": the draw's one use.
const DRAWS: u8 = 1;

/// The support: `counter` is 1 once the die was given this round; `usage` is the
/// once-per-match draw left.
static ENTITY: EntityDef = EntityDef::new()
    .init(DRAWS, NO_DURATION)
    .keep_at_zero()
    .on_card_played(|cx, me, e| {
        if !templates::played_tagged(cx, e, card_tag::FOOD) {
            return;
        }
        if me.once_per_round() {
            cx.gain_distinct_elements(1);
        }
        if cx.state.version() >= Version::V4_1_0 && me.take_usage() {
            cx.draw_tagged(card_tag::FOOD);
        }
    });
