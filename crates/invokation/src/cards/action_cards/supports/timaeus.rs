//! Timaeus (Companion): "When played: This card comes with 2 Transmutation Materials. If
//! your deck originally includes at least 6 Artifact cards, draw 1 random Artifact card from
//! your deck. / End Phase: This card gains 1 Transmutation Material. / When playing an
//! Artifact card: If possible, spend Transmutation Materials equal to the total cost of the
//! Artifact and equip this Artifact for free. (Once per Round)"
//!
//! The draw came with 4.3. The materials pay what the Artifact still costs after every
//! other reduction ([`templates::pay_in_full`]).

use crate::cards::deck_trait;
use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Timaeus, &CardDef::SUPPORT.effect(enter)),
    Def::Entity(EntityId::Timaeus, &ENTITY),
];

/// Transmutation Materials it comes with.
const MATERIALS: u8 = 2;

/// "If your deck originally includes at least 6 Artifact cards, draw 1 random Artifact card
/// from your deck" (from 4.3).
fn enter(cx: &mut CardCx) {
    let deck = cx.state.player(cx.player).flags.deck;
    if cx.state.version() >= Version::V4_3_0 && deck & deck_trait::SIX_ARTIFACTS != 0 {
        cx.draw_tagged(card_tag::ARTIFACT);
    }
}

/// The support: `usage` counts its Transmutation Materials (it stays at 0), `counter` is 1
/// once it paid this round.
static ENTITY: EntityDef = EntityDef::new()
    .init(MATERIALS, NO_DURATION)
    .keep_at_zero()
    .on_end_phase(|_, me| me.usage = me.usage.saturating_add(1))
    .on_cost_rest(|cx, me, q| templates::pay_in_full(cx, me, q, card_tag::ARTIFACT));
