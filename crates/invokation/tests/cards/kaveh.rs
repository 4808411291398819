//! Kaveh (6.5.0): 12 HP, 2 energy; Schematic Setup, Artistic Ingenuity (Burst Scan), Painted
//! Dome (Mehrak's Assistance, 2 stacks of Burst Scan), Burst Scan (discards the top card of
//! the pile for Dendro DMG while a Dendro Core or a Bountiful Core is there), The Art of
//! Budgeting (a copy of the discarded card, a Location discount).

use crate::common::*;
use invokation::{CardId, EntityId};
use serde_json::json;

const SCAN: EntityId = EntityId::BurstScan;
const MEHRAK: EntityId = EntityId::MehraksAssistance;
const CORE: EntityId = EntityId::DendroCore_116;
const IN_EFFECT: EntityId = EntityId::TheArtOfBudgetingInEffect;

/// Kaveh against Xingqiu (10 HP), Fischl, Diluc; 16 Omni dice each.
fn kaveh() -> Setup {
    setup(
        ["Kaveh", "Xingqiu", "Ganyu"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

/// Kaveh's facts: 12 HP. Schematic Setup (1 Dendro, 2 unaligned): "造成2点物理伤害。"
#[test]
fn schematic_setup_deals_two_physical() {
    let mut g = kaveh().build();
    assert_eq!(g.hp(P1, 0), 12);
    g.act("p1 skill Schematic Setup");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), Vec::<&str>::new());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Artistic Ingenuity (3 Dendro): "造成2点草元素伤害，生成迸发扫描。" Without a core, Burst
/// Scan waits (1 usage), the pile untouched.
#[test]
fn artistic_ingenuity_creates_burst_scan_that_waits_for_a_core() {
    let mut g = kaveh().deck(P1, "Paimon").build();
    g.act("p1 skill Artistic Ingenuity");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(g.combat(P1, SCAN).unwrap().usage, 1);
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 8, "no core: no discard");
    assert_eq!(g.state.player(P1).deck.len(), 1);
    assert_eq!(g.combat(P1, SCAN).unwrap().usage, 1);
}

/// Burst Scan: "双方选择行动前：如果我方场上存在草原核或丰穰之核，则使其可用次数-1，并舍弃我方
/// 牌库顶的1张卡牌。然后，造成所舍弃卡牌当前元素骰费用的草元素伤害。" Before the opponent's
/// action: the Dendro Core is used up, Paimon (3 dice) discarded from the top, 3 Dendro DMG;
/// the scan's usage spent.
#[test]
fn burst_scan_discards_the_top_card_for_its_cost() {
    let mut g = kaveh()
        .combat(P1, json!("Dendro Core"))
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .build();
    g.act("p1 skill Artistic Ingenuity");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 3, "2, then 3 before P2's action");
    assert!(g.combat(P1, CORE).is_none(), "the core's usage spent");
    assert!(g.combat(P1, SCAN).is_none(), "its one usage spent");
    assert_eq!(g.state.player(P1).deck.as_slice(), [CardId::Liben]);
    assert!(g.hand(P1).is_empty(), "discarded, not drawn");
}

/// The Bountiful Core (a summon) serves too: -1 usage (3 to 2). Liben costs 0: 0 Dendro DMG
/// (as the reference: the damage is dealt, Dendro applied).
#[test]
fn burst_scan_uses_a_bountiful_core_and_a_free_card_deals_nothing() {
    let mut g = kaveh()
        .summon(P1, json!({"name": "Bountiful Core", "usage": 3}))
        .deck(P1, "Liben")
        .build();
    g.act("p1 skill Artistic Ingenuity");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.summon(P1, EntityId::BountifulCore).unwrap().usage, 2);
    assert!(g.state.player(P1).deck.is_empty());
    assert!(g.combat(P1, SCAN).is_none());
}

/// An empty pile: nothing happens, the core and the scan stay.
#[test]
fn burst_scan_waits_on_an_empty_pile() {
    let mut g = kaveh().combat(P1, json!("Dendro Core")).build();
    g.act("p1 skill Artistic Ingenuity");
    assert_eq!(g.hp(P2, 0), 8);
    assert!(g.combat(P1, CORE).is_some());
    assert_eq!(g.combat(P1, SCAN).unwrap().usage, 1);
}

/// Painted Dome (3 Dendro, 2 energy): "造成3点草元素伤害，本角色附属梅赫拉克的助力，生成2层迸发
/// 扫描。" Burst Scan "可用次数：1（可叠加，最多叠加到3次）": 2, then 3 with the skill. Mehrak's
/// Assistance (duration 2): "角色「普通攻击」造成的伤害+1，且造成的物理伤害变为草元素伤害。 /
/// 角色普通攻击后：生成迸发扫描。" Schematic Setup then deals 2 + 1 Dendro.
#[test]
fn painted_dome_and_mehraks_assistance() {
    let mut g = kaveh().energy(P1, 0, 2).hp(P2, 0, 10).build();
    g.act("p1 skill Painted Dome");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.status(P1, 0, MEHRAK).unwrap().duration, 2);
    assert_eq!(g.combat(P1, SCAN).unwrap().usage, 2);
    g.act("p2 end").act("p1 skill Artistic Ingenuity");
    assert_eq!(g.combat(P1, SCAN).unwrap().usage, 3, "stacks to 3");
    g.act("p1 skill Schematic Setup");
    assert!(
        g.damages().iter().any(|d| d.3 == "Dendro" && d.2 == 3),
        "2 + 1, Physical to Dendro"
    );
    assert_eq!(g.hp(P2, 0), 10 - 3 - 2 - 3);
    assert_eq!(g.combat(P1, SCAN).unwrap().usage, 3, "at most 3");
}

/// The Art of Budgeting (3 Dendro): "卡维装备此牌后，立刻使用一次画则巧施。 / 装备有此牌的卡
/// 维在场，我方触发迸发扫描的效果后：将1张所舍弃卡牌的复制加入你的手牌。如果该牌为「场地」
/// 牌，则使本回合中我方下次打出「场地」时少花费2个元素骰。（每回合1次）" Liyue Harbor Wharf
/// (2 dice) discarded: 2 Dendro DMG, a copy in hand, played for 0 dice; the next scan of the
/// round gives no copy.
#[test]
fn the_art_of_budgeting_copies_the_discarded_card_once_per_round() {
    let mut g = kaveh()
        .combat(P1, json!("Dendro Core"))
        .deck(P1, "Liyue Harbor Wharf")
        .deck(P1, "Paimon")
        .hand(P1, "The Art of Budgeting")
        .build();
    g.act("p1 play The Art of Budgeting");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2, "the skill, then the Wharf's 2");
    assert_eq!(g.hand(P1), [CardId::LiyueHarborWharf], "a copy");
    assert!(g.combat(P1, IN_EFFECT).is_some());
    g.act("p2 end");
    g.act("p1 play Liyue Harbor Wharf");
    assert_eq!(g.dice_total(P1), 16 - 3, "2 less: free");
    assert!(g.combat(P1, IN_EFFECT).is_none(), "used");
}

/// Once per round: a second Burst Scan effect in the same round gives no copy.
#[test]
fn the_art_of_budgeting_is_once_per_round() {
    let mut g = kaveh()
        .combat(P1, json!("Dendro Core"))
        .summon(P1, json!({"name": "Bountiful Core", "usage": 3}))
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .hand(P1, "The Art of Budgeting")
        .build();
    g.act("p1 play The Art of Budgeting");
    assert_eq!(g.hand(P1), [CardId::Paimon], "the first copy");
    assert!(g.combat(P1, IN_EFFECT).is_none(), "not a Location");
    g.act("p2 end").act("p1 skill Artistic Ingenuity");
    assert_eq!(g.summon(P1, EntityId::BountifulCore).unwrap().usage, 2);
    assert!(g.state.player(P1).deck.is_empty(), "Liben discarded");
    assert_eq!(g.hand(P1), [CardId::Paimon], "no second copy this round");
}

/// In 4.7.0 Burst Scan dealt "所舍弃卡牌原本元素骰费用+1的草元素伤害" (the cost + 1): Paimon
/// (3 dice) deals 4.
#[test]
fn burst_scan_in_4_7_deals_the_cost_plus_one() {
    let mut g = kaveh()
        .set("version", json!("4.7.0"))
        .combat(P1, json!("Dendro Core"))
        .deck(P1, "Paimon")
        .build();
    g.act("p1 skill Artistic Ingenuity");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 4);
}

/// Central Laboratory Ruins: "我方舍弃或调和1张牌后：此牌累积1点「实验进展」。" Burst Scan's
/// discard of the pile's top card counts (as the reference: differential game 1-7):
/// `Event::PileCardDiscarded`.
#[test]
fn burst_scan_discard_counts_for_discard_triggers() {
    let mut g = kaveh()
        .combat(P1, json!("Dendro Core"))
        .support(P1, json!({"name": "Central Laboratory Ruins", "usage": 0}))
        .deck(P1, "Paimon")
        .build();
    g.act("p1 skill Artistic Ingenuity");
    assert!(g.state.player(P1).deck.is_empty());
    assert_eq!(g.state.player(P1).supports[0].usage, 1, "1 progress");
}
