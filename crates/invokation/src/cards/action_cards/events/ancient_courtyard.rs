//! Ancient Courtyard (Arcane Legend): "You must have a character who has already equipped a
//! Weapon or Artifact: The next time you play a Weapon or Artifact card in this Round: Spend 2
//! less Elemental Dice." (One Arcane Legend per match and its place in the starting hand are
//! the engine's.)

use crate::cards::{CardCx, CardDef, CardTarget, CostAction, Cx, EntityDef, Hook};
use crate::command::{listen, Command};
use crate::facts::{card_tag, CardId, EntityId};
use crate::player::Player;
use crate::state::{GameState, Status, Zone};

/// Dice taken off the next Weapon or Artifact card.
const DISCOUNT: u8 = 2;

/// Weapon or Artifact card tags.
const EQUIPMENT: u32 = card_tag::WEAPON | card_tag::ARTIFACT;

/// The card: Ancient Courtyard (In Effect) on the player's side.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, player, _| has_weapon_or_artifact(state, player),
    play: |cx: &mut CardCx| {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Combat,
            id: EntityId::AncientCourtyardInEffect,
            usage: 0,
        })
    },
};

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
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::COST,
    on,
    init: Some((1, 1)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Cost(q) = hook {
        let CostAction::Card(card) = q.action else {
            return;
        };
        let equipment = card
            .facts(cx.state.version())
            .is_some_and(|f| f.tags & EQUIPMENT != 0);
        if q.player == cx.owner && equipment && me.usage > 0 && q.reduce_dice(DISCOUNT) > 0 {
            me.usage -= 1;
        }
    }
}
