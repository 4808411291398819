//! I Haven't Lost Yet! (Event): "Only playable if one of your characters is defeated this
//! Round: Create Omni Element ×1 and your current active character gains 1 Energy. (Only one
//! copy of I Haven't Lost Yet! can be played each round.)"

use crate::cards::{CardCx, CardDef, CardTarget, EntityDef};
use crate::command::Command;
use crate::dice::Die;
use crate::facts::EntityId;
use crate::state::Zone;

/// Omni dice created.
const OMNI: u8 = 1;
/// Energy the active character gains.
const ENERGY: u8 = 1;

/// The card: playable after a defeat on the player's side this round, once a round (the
/// combat status I Haven't Lost Yet! (On Cooldown) marks the round).
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, player, _| {
        let ps = state.player(player);
        ps.flags.defeated_this_round
            && ps
                .combat_status(EntityId::IHaventLostYetOnCooldown)
                .is_none()
    },
    play,
};

fn play(cx: &mut CardCx) {
    let active = cx.state.active(cx.player) as u8;
    cx.push(Command::Dice {
        player: cx.player,
        face: Die::Omni,
        n: OMNI,
    });
    cx.push(Command::Energy {
        player: cx.player,
        character: active,
        n: ENERGY,
    });
    cx.push(Command::Add {
        player: cx.player,
        zone: Zone::Combat,
        id: EntityId::IHaventLostYetOnCooldown,
        usage: 0,
    });
}

/// I Haven't Lost Yet! (On Cooldown): lasts this round.
pub(super) static COOLDOWN: EntityDef = EntityDef::TIMER;
