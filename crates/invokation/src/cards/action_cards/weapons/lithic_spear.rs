//! Lithic Spear (Polearm, 3 same): "The character deals +1 DMG. When played: For each of
//! your party members from Liyue, grant 1 point of Shield to the character to which this is
//! attached. (Max 3 points)"
//!
//! As in the reference (GI-TCG): the shield is a status of the character ("Lithic Guard"),
//! defeated Liyue characters count too, and without any Liyue character there is none; a
//! second Lithic Spear adds its points to the Lithic Guard already there, up to 3.

use crate::cards::prelude::*;
use crate::facts::tag;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::LithicSpear, &CARD),
    // The facts give the equipment the shield's points: the weapon itself has no usages.
    Def::Entity(
        EntityId::LithicSpear,
        &templates::damage_bonus(1).init(0, NO_DURATION),
    ),
    Def::Entity(EntityId::LithicGuard, &templates::CHARACTER_SHIELD),
];

/// Most Shield points.
const MAX_POINTS: u8 = 3;

/// Equipped (by the engine), then the shield.
static CARD: CardDef = CardDef::on_character(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    let liyue = (0..CHARACTERS)
        .filter(|&i| cx.state.character_facts(cx.player, i).tags & tag::LIYUE != 0)
        .count() as u8;
    if liyue > 0 {
        // A Lithic Guard already there (an earlier Lithic Spear) stacks up to 3, as the
        // reference adds shield points up to the limit.
        let p = cx.player;
        let had = cx
            .state
            .character(p, c as usize)
            .status(EntityId::LithicGuard)
            .map_or(0, |s| s.usage);
        let points = (had + liyue).min(MAX_POINTS).max(had);
        cx.add_to(p, Zone::Character(c), EntityId::LithicGuard, points);
    }
});
