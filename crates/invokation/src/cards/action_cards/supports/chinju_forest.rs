//! Chinju Forest (Location), from 6.0: "Before you choose your action: If your Elemental
//! Dice total is even, your characters' Normal Attacks cost 1 less Unaligned Element. /
//! Usage(s): 4"
//!
//! As the reference plays it: a Normal Attack while the dice total (before paying) is even,
//! that is a Charged Attack, costs 1 less unaligned die, spending a usage (usages from the
//! facts); a cost without unaligned dice is not lowered.
//!
//! Before 6.0: "When the Action Phase begins: If you do not start first, create 1 Elemental
//! Die of your active character's element. / Usage(s): 3".

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ChinjuForest, &CardDef::SUPPORT),
    Def::Entity(EntityId::ChinjuForest, &ENTITY),
];

/// Whether the game's version plays the 6.0 card.
fn reworked(cx: &Cx) -> bool {
    cx.state.version() >= Version::V6_0_0
}

/// The support (usages from the facts).
static ENTITY: EntityDef = EntityDef::new()
    .on_cost_unaligned(|cx, me, q| {
        let c = cx.state.active(cx.player) as u8;
        if reworked(cx) && q.is_charged_attack_of(cx.state, cx.player, c) && q.reduce_unaligned() {
            me.take_usage();
        }
    })
    .on_action_phase_start(|cx, me| {
        if reworked(cx) || cx.state.globals().first == cx.player {
            return;
        }
        let version = cx.state.version();
        let ch = cx.state.player(cx.player).active_character();
        if let Some(element) = ch.id.facts(version).and_then(|f| f.element) {
            cx.gain_dice(Die::of(element), 1);
            cx.spend_after(me);
        }
    });
