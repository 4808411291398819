//! Lyresong (Event, free). 6.5.0 text (since 4.8.0): "将一个我方角色所装备的「圣遗物」返回手牌。 /
//! 本回合中，我方下次打出「圣遗物」手牌时：少花费1个元素骰。如果打出此牌前我方未打出过其他行动牌，
//! 则改为少花费2个元素骰。" (Return an Artifact equipped by one of your characters to your
//! hand. / This round, the next time you play an Artifact card: spend 1 less Elemental Die;
//! if you had played no other Action Card before this one, 2 less instead.)
//!
//! Played on a character with an Artifact equipped: the artifact returns to the hand (not
//! discarded). The discount is a combat status for the round: Lyresong (In Effect) 303224 (2
//! less) or 303232 (1 less). "Before this card" is this round (the player's action cards
//! played this round, [`crate::state::PlayerFlags::cards_played`], this one included).
//! Before 4.8.0 the discount was always 2 (the 4.2.0 text: "少花费2个元素骰"): the version
//! is followed (`action_cards::events::lyresong_before_4_8_always_lowers_two`).

use super::master_of_weaponry::equipped;
use super::where_is_the_unseen_razor::{next_card_discount, return_equipment};
use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Lyresong, &CARD),
    Def::Entity(EntityId::LyresongInEffect_303224, &TWO_LESS),
    Def::Entity(EntityId::LyresongInEffect_303232, &ONE_LESS),
];

/// "改为少花费2个元素骰".
const FIRST_CARD_DISCOUNT: u8 = 2;
/// "少花费1个元素骰".
const DISCOUNT: u8 = 1;
/// The version from which a card played after others lowers 1 die only.
const ONE_LESS_SINCE: Version = Version::V4_8_0;

static CARD: CardDef = CardDef::on_character(|cx| {
    return_equipment(cx, card_tag::ARTIFACT);
    let first = cx.state.player(cx.player).flags.cards_played <= 1;
    let id = if first || cx.state.version() < ONE_LESS_SINCE {
        EntityId::LyresongInEffect_303224
    } else {
        EntityId::LyresongInEffect_303232
    };
    cx.combat_status(id);
})
.when(|state, player, target| match target {
    Target::Own(c) => equipped(state, player, c, card_tag::ARTIFACT).is_some(),
    _ => false,
});

static TWO_LESS: EntityDef = EntityDef::new().init(1, 1).on_cost(|cx, me, q| {
    next_card_discount(cx, me, q, card_tag::ARTIFACT, FIRST_CARD_DISCOUNT);
});

static ONE_LESS: EntityDef = EntityDef::new().init(1, 1).on_cost(|cx, me, q| {
    next_card_discount(cx, me, q, card_tag::ARTIFACT, DISCOUNT);
});
