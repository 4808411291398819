//! Underwater Treasure Hunt (Event). 6.5.0 text: "生成6张海底宝藏，随机地置入我方牌库中。"
//! (Create 6 Undersea Treasure and place them into your deck at random.) Each copy goes to a
//! random place of the pile (`DeckSpot::Random`: a chance request per copy).
//!
//! Undersea Treasure (the card it creates, free): "生成1个随机基础元素骰，治疗我方出战角色
//! 1点。（每个角色每回合最多受到1次来自本效果的治疗）" (Create 1 random Basic Elemental Die
//! and heal your active character for 1 HP. (Each character can receive healing from this
//! effect once per Round)). The once per round is a marker on the healed character,
//! Undersea Treasure (On CD), until the end of the round (as the reference: the die is
//! created whatever; the marker only stops the heal).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::UnderwaterTreasureHunt, &HUNT),
    Def::Card(CardId::UnderseaTreasure, &TREASURE),
    Def::Entity(EntityId::UnderseaTreasureOnCD, &EntityDef::THIS_ROUND),
];

/// "Create 6 Undersea Treasure".
const TREASURES: u8 = 6;
/// "heal your active character for 1 HP".
const HEAL: u8 = 1;

static HUNT: CardDef = CardDef::event(|cx| {
    cx.insert_into_deck(CardId::UnderseaTreasure, TREASURES, DeckSpot::Random);
});

static TREASURE: CardDef = CardDef::event(|cx| {
    cx.gain_distinct_elements(1);
    let active = cx.state.active(cx.player) as u8;
    let marked = cx
        .state
        .character(cx.player, active as usize)
        .statuses
        .iter()
        .any(|s| s.id == EntityId::UnderseaTreasureOnCD);
    if !marked {
        cx.heal(active, HEAL);
        cx.attach(active, EntityId::UnderseaTreasureOnCD);
    }
});
