//! A Thousand Floating Dreams (Catalyst, 3 same): "The character deals +1 DMG. When your
//! character triggers an Elemental Reaction: Deal +1 DMG. (Twice per Round)"
//!
//! As in the reference (GI-TCG): the second bonus goes to damage of any character of its
//! side (not spread by a reaction; Piercing damage is never boosted) that triggers a
//! reaction, the first two such damages in the round.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::AThousandFloatingDreams, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::AThousandFloatingDreams, &ENTITY),
];

/// The character's bonus.
const BONUS: i32 = 1;
/// The bonus of a reaction's damage.
const REACTION_BONUS: i32 = 1;
/// Reaction bonuses per round.
const PER_ROUND: u8 = 2;

static ENTITY: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    if cx
        .character()
        .is_some_and(|c| d.dealt_directly_by(cx.player, c))
    {
        d.amount += BONUS;
    }
    if d.dealt_directly_by_side(cx.player) && d.reaction.is_some() && me.per_round(PER_ROUND) {
        d.amount += REACTION_BONUS;
    }
});
