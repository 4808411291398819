//! Mushroom Pizza (Food, 1 same): "Heal the target character for 1 HP. For the next two
//! Rounds, heal this character for 1 HP again at the End Phase." Before 6.1 only an
//! injured character can eat it (as Mondstadt Hash Brown; the reference's healing foods
//! agree).
//!
//! Mushroom Pizza (In Effect) has 2 usages (the facts; the reference counts them as a
//! 2-round duration: the same lifetime).

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

/// Mushroom Pizza (In Effect): End Phase: heal the character for 1 HP, spending a usage.
static IN_EFFECT: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    if let Some(c) = cx.character() {
        cx.heal(c, HEAL);
    }
    cx.spend_after(me);
});
