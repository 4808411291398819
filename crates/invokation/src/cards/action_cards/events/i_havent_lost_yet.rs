//! I Haven't Lost Yet! (Event): "Only playable if one of your characters is defeated this
//! Round: Create Omni Element ×1 and your current active character gains 1 Energy. (Only one
//! copy of I Haven't Lost Yet! can be played each round.)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::IHaventLostYet, &CARD),
    Def::Entity(EntityId::IHaventLostYetOnCooldown, &EntityDef::THIS_ROUND),
];

/// Omni dice created.
const OMNI: u8 = 1;
/// Energy the active character gains.
const ENERGY: u8 = 1;

/// The card: playable after a defeat on the player's side this round, once a round (the
/// combat status I Haven't Lost Yet! (On Cooldown) marks the round).
static CARD: CardDef = CardDef::event(play).when(|state, player, _| {
    let ps = state.player(player);
    ps.flags.defeated_this_round
        && ps
            .combat_status(EntityId::IHaventLostYetOnCooldown)
            .is_none()
});

fn play(cx: &mut CardCx) {
    let active = cx.state.active(cx.player) as u8;
    cx.gain_omni(OMNI);
    cx.energy(active, ENERGY);
    cx.combat_status(EntityId::IHaventLostYetOnCooldown);
}
