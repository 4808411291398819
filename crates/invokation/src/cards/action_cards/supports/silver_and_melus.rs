//! Silver and Melus (Companion): "This card will record the number of types of Elemental
//! DMG opposing characters have taken during this match as points of Attendant's
//! Attentiveness. (Max 4 points) / End Phase: If you have at least 3 Attendant's
//! Attentiveness points, discard this card and draw cards equal to the amount of
//! Attendant's Attentiveness points."
//!
//! The points count the opponent's match record
//! ([`crate::state::PlayerFlags::elements_taken`]: Elemental DMG taken before the card came
//! counts too; not Physical or Piercing), shown as its usages: set as it enters and after
//! each damage an opposing character takes.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SilverAndMelus, &CardDef::SUPPORT),
    Def::Entity(EntityId::SilverAndMelus, &ENTITY),
];

/// "(Max 4 points)".
const MAX: u8 = 4;
/// "at least 3".
const NEEDED: u8 = 3;

/// Its side's Attendant's Attentiveness points.
fn points(cx: &Cx) -> u8 {
    let taken = cx.state.player(cx.player.other()).flags.elements_taken;
    (taken.count_ones() as u8).min(MAX)
}

/// The support: `usage` shows its points.
static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_card_played(|cx, me, e| {
        // Entering, it shows the record so far; one already in play (set up in a
        // scenario) keeps the points it was given until the record changes.
        if templates::is_own_entry(cx, me, e, CardId::SilverAndMelus) {
            me.usage = points(cx);
        }
    })
    .on_damaged(|cx, me, e| {
        if e.player != cx.player {
            me.usage = points(cx);
        }
    })
    .on_end_phase(|cx, me| {
        if me.usage >= NEEDED {
            cx.draw(me.usage);
            cx.dispose = true;
        }
    });
