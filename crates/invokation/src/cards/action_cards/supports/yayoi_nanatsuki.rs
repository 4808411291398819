//! Yayoi Nanatsuki (Companion), from 4.6: "When playing an Artifact card: Spend 1 less
//! Elemental Die. If two of your characters on the field already have an equipped Artifact,
//! you additionally spend 1 less Elemental Die. (Once per Round)"
//!
//! Before 4.6: "... for each of your characters already equipped with an Artifact, you
//! spend 1 less Elemental Die" (as Master Zhang for Weapons). Characters are counted among
//! those alive (a defeated character's equipment is discarded).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::YayoiNanatsuki, &CardDef::SUPPORT),
    Def::Entity(EntityId::YayoiNanatsuki, &ENTITY),
];

/// Dice less for the card itself.
const LESS: u8 = 1;
/// "If two of your characters ... already have an equipped Artifact" (from 4.6).
const TWO: u8 = 2;

/// The support: `counter` is 1 once used this round (an Artifact that costs nothing keeps
/// the use).
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    if !templates::is_card_tagged(cx, q, card_tag::ARTIFACT) {
        return;
    }
    let equipped = templates::count_equipped(cx.state, cx.player, card_tag::ARTIFACT);
    let more = if cx.state.version() >= Version::V4_6_0 {
        u8::from(equipped >= TWO)
    } else {
        equipped
    };
    me.once_per_round_if(|| q.reduce_dice(LESS + more) > 0);
});
