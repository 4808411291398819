//! Where Is the Unseen Razor? (Event, free): "将一个我方角色所装备的「武器」返回手牌。 / 本回合中，
//! 我方下次打出「武器」手牌时：少花费2个元素骰。" (Return a Weapon equipped by one of your
//! characters to your hand. / This round, the next time you play a Weapon card: spend 2 less
//! Elemental Dice.)
//!
//! Played on a character with a Weapon equipped: the weapon leaves the board (not discarded:
//! returned) and its card comes back to the hand. The discount is a combat status for the
//! round, spent by the next Weapon card that costs dice (as Ancient Courtyard's).

use super::master_of_weaponry::equipped;
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::WhereIsTheUnseenRazor, &CARD),
    Def::Entity(EntityId::WhereIsTheUnseenRazorInEffect, &IN_EFFECT),
];

/// "少花费2个元素骰".
const DISCOUNT: u8 = 2;

static CARD: CardDef = CardDef::on_character(|cx| {
    return_equipment(cx, card_tag::WEAPON);
    cx.combat_status(EntityId::WhereIsTheUnseenRazorInEffect);
})
.when(|state, player, target| match target {
    Target::Own(c) => equipped(state, player, c, card_tag::WEAPON).is_some(),
    _ => false,
});

/// Returns the targeted character's equipment with `tag` to the hand (Where Is the Unseen
/// Razor?, Lyresong).
pub(super) fn return_equipment(cx: &mut CardCx, tag: u32) {
    let Some(c) = cx.target_character() else {
        return;
    };
    let Some(id) = equipped(cx.state, cx.player, c, tag) else {
        return;
    };
    cx.remove_status(c, id);
    if let Some(card) = CardId::from_official_id(id.official_id()) {
        cx.create_card(card);
    }
}

/// The next card with `tag` played this round that costs dice costs `n` less; once (Where Is
/// the Unseen Razor?, Lyresong).
pub(super) fn next_card_discount(cx: &mut Cx, me: &mut Status, q: &mut CostQuery, tag: u32, n: u8) {
    if templates::is_card_tagged(cx, q, tag) && me.usage > 0 && q.reduce_dice(n) > 0 {
        me.usage -= 1;
    }
}

static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_cost(|cx, me, q| {
    next_card_discount(cx, me, q, card_tag::WEAPON, DISCOUNT);
});
