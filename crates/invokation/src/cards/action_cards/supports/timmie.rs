//! Timmie (Companion): "Triggers automatically once per Round: This card gains 1 Pigeon. When
//! this card gains 3 Pigeons, discard this card, then draw 1 card and create Omni Element
//! ×1."
//!
//! As in the game and the reference (GI-TCG), Timmie enters with 1 Pigeon and gains one when
//! each Action Phase begins: the third comes at the start of the second round after it was
//! played.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Timmie, &CardDef::SUPPORT),
    Def::Entity(EntityId::Timmie, &ENTITY),
];

/// Pigeons it enters with.
const START: u8 = 1;
/// "When this card gains 3 Pigeons".
const PIGEONS: u8 = 3;
/// Cards drawn then.
const DRAW: u8 = 1;
/// Omni dice created then.
const OMNI: u8 = 1;

/// The support: `usage` counts its Pigeons.
static ENTITY: EntityDef = EntityDef::new()
    .init(START, NO_DURATION)
    .on_action_phase_start(|cx, me| {
        if progress(cx, me, PIGEONS) {
            cx.draw(DRAW);
            cx.gain_omni(OMNI);
        }
    });

/// A support that counts its progress in its usages (Pigeons, Qualitative Progress): adds
/// one; at `goal`, asks for the support to be discarded and returns true (its payout
/// follows).
fn progress(cx: &mut Cx, me: &mut Status, goal: u8) -> bool {
    me.usage = me.usage.saturating_add(1);
    let done = me.usage >= goal;
    if done {
        cx.dispose = true;
    }
    done
}
