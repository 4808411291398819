//! Eremite Teatime (Event): "If you have multiple characters of the same Elemental Type,
//! then choose 1 Location card from 3 to add to your Hand; if you have multiple characters
//! that use the same type of weapon, then choose 1 Item card from 3 to add to your Hand; if
//! you have characters that belong to the same faction, then choose 1 Food card from 3 to
//! add to your Hand."
//!
//! 如果我方存在相同元素类型的角色，则从3张「场地」中挑选1张加入手牌；如果我方存在相同武器
//! 类型的角色，则从3张「道具」中挑选1张加入手牌；如果我方存在相同所属势力的角色，则从3张
//! 「料理」中挑选1张加入手牌。
//!
//! Each condition met is one "choose 1 of 3" ([`Act::select_card_drawn`]), in that order.
//! The characters counted are all three, defeated ones too, as the reference counts them
//! (docs/rules.md, "Choosing one card among several").

use crate::cards::prelude::*;
use crate::facts::tag;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::EremiteTeatime, &CardDef::event(play))];

/// Cards offered for each condition met.
const OFFERED: usize = 3;

/// The faction (所属势力) tags of a character: every tag but the Arkhe.
const FACTIONS: u32 = tag::MONDSTADT
    | tag::LIYUE
    | tag::INAZUMA
    | tag::SUMERU
    | tag::FONTAINE
    | tag::NATLAN
    | tag::SNEZHNAYA
    | tag::NODKRAI
    | tag::COSMIC_CALAMITY
    | tag::FATUI
    | tag::HILICHURL
    | tag::MONSTER
    | tag::EREMITE
    | tag::SACRED;

fn play(cx: &mut CardCx) {
    let facts = (0..CHARACTERS).map(|c| cx.state.character_facts(cx.player, c));
    let elements: Vec<_> = facts.clone().map(|f| f.element).collect();
    let weapons: Vec<_> = facts.clone().map(|f| f.weapon).collect();
    let factions: Vec<u32> = facts.map(|f| f.tags & FACTIONS).collect();
    let repeated = |same: &dyn Fn(usize, usize) -> bool| {
        (0..CHARACTERS).any(|a| (a + 1..CHARACTERS).any(|b| same(a, b)))
    };
    if repeated(&|a, b| elements[a] == elements[b]) {
        cx.select_card_drawn(&[card_tag::LOCATION; OFFERED]);
    }
    if repeated(&|a, b| weapons[a] == weapons[b]) {
        cx.select_card_drawn(&[card_tag::ITEM; OFFERED]);
    }
    if repeated(&|a, b| factions[a] & factions[b] != 0) {
        cx.select_card_drawn(&[card_tag::FOOD; OFFERED]);
    }
}
