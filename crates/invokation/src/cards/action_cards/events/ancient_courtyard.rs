//! Ancient Courtyard (Arcane Legend): "You must have a character who has already equipped a
//! Weapon or Artifact: The next time you play a Weapon or Artifact card in this Round: Spend 2
//! less Elemental Dice." (One Arcane Legend per match and its place in the starting hand are
//! the engine's.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::AncientCourtyard, &CARD),
    Def::Entity(EntityId::AncientCourtyardInEffect, &IN_EFFECT),
];

/// Dice taken off the next Weapon or Artifact card.
const DISCOUNT: u8 = 2;

/// Weapon or Artifact card tags.
const EQUIPMENT: u32 = card_tag::WEAPON | card_tag::ARTIFACT;

/// The card: Ancient Courtyard (In Effect) on the player's side.
static CARD: CardDef = CardDef::event(|cx| cx.combat_status(EntityId::AncientCourtyardInEffect))
    .when(|state, player, _| has_weapon_or_artifact(state, player));

/// Whether a living character of `player` has a Weapon or an Artifact equipped.
fn has_weapon_or_artifact(state: &GameState, player: Player) -> bool {
    let v = state.version();
    state
        .player(player)
        .characters
        .iter()
        .filter(|ch| ch.alive)
        .flat_map(|ch| ch.statuses.iter())
        .any(|s| {
            CardId::from_official_id(s.id.official_id())
                .and_then(|card| card.facts(v))
                .is_some_and(|f| f.tags & EQUIPMENT != 0)
        })
}

/// Ancient Courtyard (In Effect): the next Weapon or Artifact card played this round that
/// costs dice costs 2 less; once.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_cost(|cx, me, q| {
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
