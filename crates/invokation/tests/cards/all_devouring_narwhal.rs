//! All-Devouring Narwhal (6.5.0): 6 HP, 2 energy; Shattering Waves, Starfall Shower (+1 per
//! 3 extra Max HP, at most +3; the costliest card discarded), Ravaging Devourer (Dark
//! Shadow), Insatiable Appetite (Deep Devourer's Domain: discarded and tuned hand cards are
//! devoured, every 3 give extra Max HP when the round ends: Anomalous Anatomy); Lightless
//! Feeding.

use crate::common::*;
use invokation::{CardId, EntityId};
use serde_json::json;

const DOMAIN: EntityId = EntityId::DeepDevourersDomain;
const ANATOMY: EntityId = EntityId::AnomalousAnatomy;
const SHADOW: EntityId = EntityId::DarkShadow;

/// The Narwhal, Xingqiu and Ganyu against Xingqiu (10 HP), Fischl, Diluc; 10 Omni and 6
/// Pyro dice each (Pyro to tune); the Domain in play (as the battle's start makes it).
fn narwhal() -> Setup {
    setup(
        ["All-Devouring Narwhal", "Xingqiu", "Ganyu"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 10), ("Pyro", 6)])
    .dice(P2, &[("Omni", 10), ("Pyro", 6)])
    .combat(P1, json!("Deep Devourer's Domain"))
}

/// Insatiable Appetite (passive): "战斗开始时，生成深噬之域。"
#[test]
fn the_battle_begins_with_the_domain() {
    let s = battle_start(
        ["All-Devouring Narwhal", "Xingqiu", "Ganyu"],
        ["Xingqiu", "Fischl", "Diluc"],
    );
    assert!(s.player(P1).combat_status(DOMAIN).is_some());
    assert!(s.player(P2).combat_status(DOMAIN).is_none());
    assert_eq!(s.character(P1, 0).max_hp, 6);
}

/// Shattering Waves (1 Hydro, 2 unaligned): "造成2点物理伤害。"
#[test]
fn shattering_waves_deals_two_physical() {
    let mut g = narwhal().build();
    g.act("p1 skill Shattering Waves");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Starfall Shower (3 Hydro): "造成1点水元素伤害...然后舍弃1张当前元素骰费用最高的手牌。"
/// 1 Hydro; Paimon (3) is discarded, Strategize (1) stays; the discard is devoured.
#[test]
fn starfall_shower_deals_one_and_discards_the_costliest_card() {
    let mut g = narwhal().hand(P1, "Strategize").hand(P1, "Paimon").build();
    g.act("p1 skill Starfall Shower");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(g.hand(P1), [CardId::Strategize]);
    assert_eq!(g.combat(P1, DOMAIN).unwrap().usage & 0b11, 1, "1 devoured");
}

/// "此角色每有3点无尽食欲提供的额外最大生命，此伤害+1（最多+3）": 7 extra Max HP: +2; 12: +3
/// at most.
#[test]
fn starfall_shower_grows_with_the_extra_max_hp() {
    let mut g = narwhal()
        .status(P1, 0, json!({"name": "Anomalous Anatomy", "usage": 7}))
        .build();
    g.act("p1 skill Starfall Shower");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    let mut g = narwhal()
        .status(P1, 0, json!({"name": "Anomalous Anatomy", "usage": 12}))
        .build();
    g.act("p1 skill Starfall Shower");
    assert_eq!(g.hp(P2, 0), 10 - 4);
}

/// The cap follows the version: "最多+5" in 4.7.0, "最多+4" in 4.8.0 (15 extra Max HP: 1 + 5,
/// 1 + 4).
#[test]
fn starfall_showers_cap_follows_the_version() {
    for (version, dealt) in [("4.7.0", 6), ("4.8.0", 5), ("5.0.0", 4)] {
        let mut g = narwhal()
            .set("version", json!(version))
            .status(P1, 0, json!({"name": "Anomalous Anatomy", "usage": 15}))
            .build();
        g.act("p1 skill Starfall Shower");
        assert_eq!(g.hp(P2, 0), 10 - dealt, "{version}");
    }
}

/// Deep Devourer's Domain: "每吞噬3张牌：吞星之鲸在回合结束时获得1点额外最大生命；如果其中
/// 存在当前元素骰费用相同的牌，则额外获得1点；如果3张均相同，再额外获得1点。" Three tuned cards
/// of three costs (Paimon 3, Tubby 2, Strategize 1): 1 extra Max HP when the round ends (the
/// Narwhal's Max HP 7, healed by 1), Anomalous Anatomy 1.
#[test]
fn three_cards_of_three_costs_give_one_max_hp_when_the_round_ends() {
    let mut g = narwhal()
        .hp(P1, 0, 4)
        .hand(P1, "Paimon")
        .hand(P1, "Tubby")
        .hand(P1, "Strategize")
        .build();
    g.act("p1 tune Paimon")
        .act("p1 tune Tubby")
        .act("p1 tune Strategize");
    assert_eq!(g.ch(P1, 0).max_hp, 6, "not before the round ends");
    g.end_round();
    assert_eq!(g.ch(P1, 0).max_hp, 7);
    assert_eq!(g.hp(P1, 0), 5);
    assert_eq!(g.status(P1, 0, ANATOMY).unwrap().usage, 1);
}

/// Two of the same cost: 2; three of the same cost: 3; the stacks add up (5).
#[test]
fn equal_costs_give_more_and_the_stacks_add_up() {
    let mut g = narwhal()
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .hand(P1, "Strategize")
        .hand(P1, "Liben")
        .hand(P1, "Liben")
        .hand(P1, "Liben")
        .build();
    g.act("p1 tune Paimon")
        .act("p1 tune Strategize")
        .act("p1 tune Paimon");
    g.act("p1 tune Liben")
        .act("p1 tune Liben")
        .act("p1 tune Liben");
    g.end_round();
    assert_eq!(g.ch(P1, 0).max_hp, 6 + 2 + 3);
    assert_eq!(g.hp(P1, 0), 6 + 5);
    assert_eq!(g.status(P1, 0, ANATOMY).unwrap().usage, 5);
}

/// The opponent's discards and tunes are not devoured; two cards of a group wait across
/// rounds.
#[test]
fn only_its_sides_cards_are_devoured_and_a_group_waits() {
    let mut g = narwhal()
        .hand(P2, "Paimon")
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .build();
    g.act("p1 tune Paimon").act("p1 end").act("p2 tune Paimon");
    g.act("p2 end");
    assert_eq!(g.ch(P1, 0).max_hp, 6);
    assert_eq!(g.combat(P1, DOMAIN).unwrap().usage & 0b11, 1);
}

/// Ravaging Devourer (3 Hydro, 2 energy): "造成1点水元素伤害，对敌方所有后台角色造成1点穿透伤
/// 害。召唤黑色幻影。" Dark Shadow: "入场时：获得我方已吞噬卡牌中最高当前元素骰费用的「攻击
/// 力」，获得该费用的已吞噬卡牌数量的可用次数。结束阶段：造成此牌「攻击力」值的雷元素伤害。"
/// Devoured Paimon, Paimon, Tubby: Attack 3, 2 usages; the End Phase deals 3 Electro (4 with
/// Electro-Charged).
#[test]
fn the_burst_summons_a_dark_shadow_of_the_costliest_devoured() {
    let mut g = narwhal()
        .energy(P1, 0, 2)
        .hand(P1, "Paimon")
        .hand(P1, "Tubby")
        .hand(P1, "Paimon")
        .build();
    g.act("p1 tune Paimon")
        .act("p1 tune Tubby")
        .act("p1 tune Paimon");
    g.act("p1 skill Ravaging Devourer");
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)], [9, 9, 9]);
    let shadow = g.summon(P1, SHADOW).unwrap();
    assert_eq!((shadow.usage, shadow.aux), (2, 3));
    g.clear_log();
    g.end_round();
    // 3 Electro, +1 of Electro-Charged on the Hydro the Burst left.
    assert!(
        g.damages().contains(&hit(P2, 0, 4, "Electro")),
        "{:?}",
        g.damages()
    );
    assert_eq!(g.summon(P1, SHADOW).unwrap().usage, 1);
}

/// With nothing devoured there is no Dark Shadow.
#[test]
fn nothing_devoured_no_dark_shadow() {
    let mut g = narwhal().energy(P1, 0, 2).build();
    g.act("p1 skill Ravaging Devourer");
    assert!(g.summon(P1, SHADOW).is_none());
}

/// Dark Shadow: "我方出战角色受到伤害时：抵消1点伤害，然后此牌可用次数-2。" Three Paimon
/// devoured (3 usages): Diluc's 2 Physical becomes 1, 1 usage left; the next hit uses it up.
#[test]
fn dark_shadow_decreases_damage_to_the_active_character() {
    let mut g = narwhal()
        .energy(P1, 0, 2)
        .active(P2, 2)
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .build();
    g.act("p1 tune Paimon")
        .act("p1 tune Paimon")
        .act("p1 tune Paimon");
    g.act("p1 skill Ravaging Devourer");
    assert_eq!(g.summon(P1, SHADOW).unwrap().usage, 3);
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 6 - 1);
    assert_eq!(g.summon(P1, SHADOW).unwrap().usage, 1);
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 5 - 1);
    assert!(g.summon(P1, SHADOW).is_none());
}

/// Lightless Feeding (talent, 4 Hydro): "装备有此牌的吞星之鲸使用迸落星雨舍弃1张手牌后：治
/// 疗此角色，其数值等同于所舍弃手牌的当前元素骰费用。（每回合1次）" Equipping it uses Starfall
/// Shower: Paimon (3) discarded, the Narwhal healed 3; the next Starfall Shower this round
/// heals nothing.
#[test]
fn lightless_feeding_heals_by_the_discarded_cost_once_per_round() {
    let mut g = narwhal()
        .hp(P1, 0, 1)
        .hand(P1, "Lightless Feeding")
        .hand(P1, "Paimon")
        .hand(P1, "Tubby")
        .build();
    g.act("p1 play Lightless Feeding target 1");
    assert!(g.ch(P1, 0).has(EntityId::LightlessFeeding));
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.hand(P1), [CardId::Tubby]);
    assert_eq!(g.hp(P1, 0), 1 + 3);
    g.act("p2 end").act("p1 skill Starfall Shower");
    assert!(g.hand(P1).is_empty());
    assert_eq!(g.hp(P1, 0), 4, "once per round");
}

/// The heal answers the discard, after the skill's damage and its defeats: when that damage
/// wins the game, there is no heal (as the reference).
#[test]
fn lightless_feeding_heals_nothing_after_the_winning_hit() {
    let mut g = narwhal()
        .hp(P1, 0, 1)
        .hp(P2, 0, 1)
        .hp(P2, 1, 0)
        .hp(P2, 2, 0)
        .hand(P1, "Lightless Feeding")
        .hand(P1, "Paimon")
        .build();
    g.act("p1 play Lightless Feeding target 1");
    assert!(!g.ch(P2, 0).alive);
    assert!(g.state.outcome().is_some(), "P1 won");
    assert_eq!(g.hp(P1, 0), 1, "no heal");
}

/// The extra Max HP comes when the round ends, after the End Phase: a Narwhal that an
/// End Phase summon defeats gets none (the reference gives it in the End Phase: a deliberate
/// difference, tools/differential/differences.json).
#[test]
fn the_extra_max_hp_comes_after_the_end_phase() {
    let mut g = narwhal()
        .hp(P1, 0, 2)
        .summon(P2, json!({"name": "Guoba", "usage": 2}))
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .hand(P1, "Paimon")
        .build();
    g.act("p1 tune Paimon")
        .act("p1 tune Paimon")
        .act("p1 tune Paimon");
    g.end_round();
    assert!(
        !g.ch(P1, 0).alive,
        "defeated by Guoba's 2 Pyro in the End Phase"
    );
    g.act("p1 choose 2");
    assert_eq!(g.state.round(), 2, "the round ended");
    assert!(g.state.player(P1).combat_status(DOMAIN).is_some());
    assert_eq!(g.ch(P1, 0).max_hp, 6, "no extra Max HP");
}
