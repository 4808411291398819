//! Rhythm of the Great Dream (Event, free): "The next time you play a Weapon or Artifact
//! card: Spend 1 less Elemental Die."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::RhythmOfTheGreatDream,
        &CardDef::event(|cx| cx.combat_status(EntityId::RhythmOfTheGreatDreamInEffect)),
    ),
    Def::Entity(EntityId::RhythmOfTheGreatDreamInEffect, &IN_EFFECT),
];

/// Dice taken off the next Weapon or Artifact card.
const DISCOUNT: u8 = 1;

/// Weapon or Artifact card tags.
const EQUIPMENT: u32 = card_tag::WEAPON | card_tag::ARTIFACT;

/// Rhythm of the Great Dream (In Effect): the next Weapon or Artifact card that costs dice
/// costs 1 less; once, with no time limit.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, NO_DURATION).on_cost(|cx, me, q| {
    let CostAction::Card(card) = q.action else {
        return;
    };
    let equipment = card
        .facts(cx.state.version())
        .is_some_and(|f| f.tags & EQUIPMENT != 0);
    if q.player == cx.player && equipment && me.usage > 0 && q.reduce_dice(DISCOUNT) > 0 {
        me.usage -= 1;
    }
});
