//! Jade Chamber (Location): "Roll Phase: 2 initial Elemental Dice will be of the same
//! Elemental Type as your active character. / When the Action Phase begins: If you have no
//! more than 3 cards in your hand, discard this card and create 1 Omni Element."
//!
//! The second sentence came with 4.5: before, Jade Chamber only fixes the dice.

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::JadeChamber, &CardDef::SUPPORT),
    Def::Entity(EntityId::JadeChamber, &ENTITY),
];

/// Dice of the active character's element the roll always shows.
const FIXED: u8 = 2;
/// "If you have no more than 3 cards in your hand".
const MOST_CARDS: usize = 3;
/// Omni dice created then.
const OMNI: u8 = 1;

/// The support.
static ENTITY: EntityDef = EntityDef::new()
    .on_roll(|cx, _, q| {
        let ps = cx.state.player(cx.player);
        let version = cx.state.version();
        let element = ps
            .active_character()
            .id
            .facts(version)
            .and_then(|f| f.element);
        if let (true, Some(element)) = (q.player == cx.player, element) {
            q.fixed.0[Die::of(element).index()] += FIXED;
        }
    })
    .on_action_phase_start(|cx, _| {
        let hand = cx.state.player(cx.player).hand.len();
        if cx.state.version() >= Version::V4_5_0 && hand <= MOST_CARDS {
            cx.dispose = true;
            cx.gain_omni(OMNI);
        }
    });
