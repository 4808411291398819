//! Grand Narukami Shrine (Location), from 6.0: "After your character uses a Skill: If your
//! Elemental Dice total is odd, create 1 Omni Element. (Twice per Round)"
//!
//! Before 6.0: "Triggers automatically once per Round: Create 1 random Basic Elemental Die.
//! / Usage(s): 3": as the reference plays it, once when it enters (it hears its own card
//! played) and once as each later Action Phase begins, a usage each time (usages from the
//! facts); the die is a random basic element (a chance event).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::GrandNarukamiShrine, &CardDef::SUPPORT),
    Def::Entity(EntityId::GrandNarukamiShrine, &ENTITY),
];

/// "(Twice per Round)".
const PER_ROUND: u8 = 2;
/// Omni dice created.
const OMNI: u8 = 1;

/// Whether the game's version plays the 6.0 card.
fn reworked(cx: &Cx) -> bool {
    cx.state.version() >= Version::V6_0_0
}

/// The support: `counter` counts this round's Omni dice (6.0 on); before 6.0 `usage` is
/// from the facts and `aux` is 1 once it has given its die on entering.
static ENTITY: EntityDef = EntityDef::new()
    .on_after_skill(|cx, me, e| {
        let odd = cx.state.player(cx.player).dice.total() % 2 == 1;
        if reworked(cx) && e.player == cx.player && odd && me.per_round(PER_ROUND) {
            cx.gain_omni(OMNI);
        }
    })
    .on_card_played(|cx, me, _| {
        // The first card it hears played is its own (it enters before that event).
        if !reworked(cx) && me.aux == 0 {
            me.aux = 1;
            cx.gain_distinct_elements(1);
            cx.spend_after(me);
        }
    })
    .on_action_phase_start(|cx, me| {
        if !reworked(cx) {
            cx.gain_distinct_elements(1);
            cx.spend_after(me);
        }
    });
