//! Mushroom Pizza (Food, 1 same): "Heal the target character for 1 HP. For the next two
//! Rounds, heal this character for 1 HP again at the End Phase." Before 6.1 only an
//! injured character can eat it (as Mondstadt Hash Brown; the reference's healing foods
//! agree).
//!
//! Mushroom Pizza (In Effect) lasts the two rounds of the card's text ("两回合内": the facts'
//! "Usage(s): 2", one End Phase heal each), as the reference counts it: it ends with the
//! second round, as every duration does (so a choice asked in the middle of an End Phase
//! sees the same state in both).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MushroomPizza, &CARD),
    Def::Entity(EntityId::MushroomPizzaInEffect, &IN_EFFECT),
];

/// HP healed when eaten, and at each End Phase.
const HEAL: u8 = 1;

static CARD: CardDef = CardDef::on_character(|cx| {
    cx.heal_target(HEAL);
    cx.attach_target(EntityId::MushroomPizzaInEffect);
})
.when(edible);

/// Whether the target is one of the player's characters missing HP (or, from 6.1 on, any
/// of the player's characters).
fn edible(state: &GameState, player: Player, target: Target) -> bool {
    match target {
        Target::Own(c) => {
            let ch = state.character(player, c as usize);
            ch.hp < ch.max_hp || state.version() >= Version::V6_1_0
        }
        _ => false,
    }
}

/// Rounds the heal lasts: "For the next two Rounds".
const ROUNDS: u8 = 2;

/// Mushroom Pizza (In Effect): End Phase: heal the character for 1 HP; for two rounds.
static IN_EFFECT: EntityDef = EntityDef::new().init(0, ROUNDS).on_end_phase(|cx, _| {
    if let Some(c) = cx.character() {
        cx.heal(c, HEAL);
    }
});
