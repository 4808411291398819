//! Dunyarzad (Companion): "When playing a Companion Support Card: Spend 1 less Elemental
//! Die. (Once per Round) / After playing a Companion Support Card: Draw 1 random Companion
//! Support Card from your deck. (Once per match)"
//!
//! The draw (from 4.1 on, when the second sentence came) is the once-per-match use its usage
//! counts (as the reference keeps it); playing Dunyarzad itself does not set it off, a later
//! Companion does (also another Dunyarzad), and the use is spent even when no Companion is
//! left in the deck.

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Dunyarzad, &CardDef::SUPPORT),
    Def::Entity(EntityId::Dunyarzad, &ENTITY),
];

/// Dice less.
const LESS: u8 = 1;
/// "(Once per match)": the draw's one use.
const DRAWS: u8 = 1;

/// The support: `counter` is 1 once the cost was lowered this round; `usage` is the
/// once-per-match draw left.
static ENTITY: EntityDef = EntityDef::new()
    .init(DRAWS, NO_DURATION)
    .keep_at_zero()
    .on_cost(|cx, me, q| {
        if templates::is_card_tagged(cx, q, card_tag::COMPANION) {
            me.once_per_round_if(|| q.reduce_dice(LESS) > 0);
        }
    })
    .on_card_played(|cx, me, e| {
        if templates::is_own_entry(cx, me, e, CardId::Dunyarzad) {
            return;
        }
        if templates::played_tagged(cx, e, card_tag::COMPANION)
            && cx.state.version() >= Version::V4_1_0
            && me.take_usage()
        {
            cx.draw_tagged(card_tag::COMPANION);
        }
    });
