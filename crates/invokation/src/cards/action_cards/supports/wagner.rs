//! Wagner (Companion): "When played: This card comes with 2 Forging Billets. If your deck
//! originally includes at least 3 different Weapon cards, draw 1 random Weapon card from
//! your deck. / End Phase: This card gains 1 Forging Billet. / When playing a Weapon card:
//! If possible, spend Forging Billets equal to the total cost of the Weapon and equip this
//! Weapon for free. (Once per Round)"
//!
//! The draw came with 4.3. The billets pay what the Weapon still costs after every other
//! reduction ([`templates::pay_in_full`]).

use crate::cards::deck_trait;
use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Wagner, &CardDef::SUPPORT.effect(enter)),
    Def::Entity(EntityId::Wagner, &ENTITY),
];

/// Forging Billets it comes with.
const BILLETS: u8 = 2;

/// "If your deck originally includes at least 3 different Weapon cards, draw 1 random
/// Weapon card from your deck" (from 4.3).
fn enter(cx: &mut CardCx) {
    let deck = cx.state.player(cx.player).flags.deck;
    if cx.state.version() >= Version::V4_3_0 && deck & deck_trait::THREE_WEAPONS != 0 {
        cx.draw_tagged(card_tag::WEAPON);
    }
}

/// The support: `usage` counts its Forging Billets (it stays at 0), `counter` is 1 once it
/// paid this round.
static ENTITY: EntityDef = EntityDef::new()
    .init(BILLETS, NO_DURATION)
    .keep_at_zero()
    .on_end_phase(|_, me| me.usage = me.usage.saturating_add(1))
    .on_cost_rest(|cx, me, q| templates::pay_in_full(cx, me, q, card_tag::WEAPON));
