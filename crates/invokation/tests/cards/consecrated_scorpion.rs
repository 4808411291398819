//! Consecrated Scorpion (6.5.0): 10 HP, 2 energy; Scorpion Strike, Stinging Spine (an
//! Energy Block among the top 2 cards), Thunderbore Blast (up to 3 Energy Blocks discarded
//! for a Thunderbore Trap), Immortal Remnants: Electro (2 Energy Blocks among the top 10 when
//! the round ends); Bonecruncher's Energy Block and its cooldown; Fatal Fulmination.

use crate::common::*;
use invokation::{CardId, ChanceRequest, EntityId, Pending};
use serde_json::json;

const BLOCK: CardId = CardId::BonecrunchersEnergyBlock;
const TRAP: EntityId = EntityId::ThunderboreTrap;
const COOLDOWN: EntityId = EntityId::BonecrunchersEnergyBlockOnCooldown;

/// The Scorpion, Xingqiu and Ganyu against Xingqiu (10 HP), Fischl, Diluc; 16 Omni dice each.
fn scorpion() -> Setup {
    setup(
        ["Consecrated Scorpion", "Xingqiu", "Ganyu"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

fn count(cards: &[CardId], card: CardId) -> usize {
    cards.iter().filter(|&&c| c == card).count()
}

/// The pile from the top.
fn pile(g: &Game, p: invokation::Player) -> Vec<CardId> {
    g.state.player(p).deck.iter().rev().copied().collect()
}

/// Scorpion Strike (1 Electro, 2 unaligned): "造成2点物理伤害。"
#[test]
fn scorpion_strike_deals_two_physical() {
    let mut g = scorpion().build();
    g.act("p1 skill Scorpion Strike");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Stinging Spine (3 Electro): "造成3点雷元素伤害。生成1张噬骸能量块，随机置入我方牌库顶部2张
/// 牌之中。" One Energy Block, placed at random among the top 2 cards (a chance request with
/// 2 places).
#[test]
fn stinging_spine_places_a_block_among_the_top_two() {
    let mut g = scorpion()
        .deck(P1, "Strategize")
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .build();
    let a = invokation::notation::parse_action(&g.state, "p1 skill Stinging Spine").unwrap();
    g.state.apply_action(a).unwrap();
    let Pending::Chance(ChanceRequest::DeckPlace { card, among, .. }) = g.state.pending() else {
        panic!("expected a place, got {:?}", g.state.pending());
    };
    assert_eq!((card, among), (BLOCK, 2));
    g.state.resolve_chance(&mut g.rng);
    let top = pile(&g, P1);
    assert_eq!(top.len(), 4);
    assert!(top[..2].contains(&BLOCK), "among the top 2: {top:?}");
    assert_eq!(&top[2..], [CardId::Paimon, CardId::Liben]);
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
}

/// Thunderbore Blast (3 Electro, 2 energy): "造成3点雷元素伤害，舍弃手牌中最多3张噬骸能量块，在
/// 对方场上生成雷锥陷阱。" Four held: 3 discarded, the Trap on the opposing side with 3
/// usages. Thunderbore Trap: "所在阵营的角色使用技能后：对所在阵营的出战角色造成2点雷元素伤害。"
/// Xingqiu's Normal Attack then costs his side 2 Electro DMG to Xingqiu and a usage.
#[test]
fn thunderbore_blast_discards_up_to_three_blocks_for_the_trap() {
    let mut s = scorpion().energy(P1, 0, 2).hand(P1, "Strategize");
    for _ in 0..4 {
        s = s.hand(P1, "Bonecruncher's Energy Block");
    }
    let mut g = s.build();
    g.act("p1 skill Thunderbore Blast");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(count(&g.hand(P1), BLOCK), 1, "at most 3 discarded");
    assert_eq!(count(&g.hand(P1), CardId::Strategize), 1);
    assert_eq!(g.combat(P2, TRAP).unwrap().usage, 3);
    assert!(g.combat(P1, TRAP).is_none());
    g.clear_log();
    g.act("p2 skill Guhua Style");
    assert_eq!(g.hp(P1, 0), 10 - 2);
    assert!(
        g.damages().contains(&hit(P2, 0, 2, "Electro")),
        "{:?}",
        g.damages()
    );
    assert_eq!(g.hp(P2, 0), 7 - 2);
    assert_eq!(g.combat(P2, TRAP).unwrap().usage, 2);
    // The Scorpion's own skills do not set it off.
    g.act("p1 skill Scorpion Strike");
    assert_eq!(g.hp(P2, 0), 5 - 2);
    assert_eq!(g.combat(P2, TRAP).unwrap().usage, 2);
}

/// With no Energy Block in hand the Burst creates no Trap; with one, a Trap of 1 usage, and
/// created again its usages add up to 3 at most ("最多叠加到3").
#[test]
fn the_traps_usages_are_the_blocks_discarded_up_to_three() {
    let mut g = scorpion().energy(P1, 0, 2).build();
    g.act("p1 skill Thunderbore Blast");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert!(g.combat(P2, TRAP).is_none());

    let mut g = scorpion()
        .energy(P1, 0, 2)
        .combat(P2, json!({"name": "Thunderbore Trap", "usage": 2}))
        .hand(P1, "Bonecruncher's Energy Block")
        .hand(P1, "Bonecruncher's Energy Block")
        .build();
    g.act("p1 skill Thunderbore Blast");
    assert_eq!(g.combat(P2, TRAP).unwrap().usage, 3, "2 + 2, at most 3");
    assert!(g.hand(P1).is_empty());
}

/// The Trap strikes once per usage and leaves at 0.
#[test]
fn the_trap_is_used_up() {
    let mut g = scorpion()
        .combat(P2, json!({"name": "Thunderbore Trap", "usage": 1}))
        .build();
    g.act("p1 end").act("p2 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.combat(P2, TRAP).is_none());
    g.act("p2 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 2);
}

/// Immortal Remnants: Electro (passive): "回合结束时，生成2张噬骸能量块，随机置入我方牌库顶部
/// 10张牌之中。" After the End Phase's draws, 2 Energy Blocks among the top 10 (each a chance
/// request of 10 places with 12 cards left); a defeated Scorpion puts none.
#[test]
fn the_passive_puts_two_blocks_among_the_top_ten_when_the_round_ends() {
    let mut s = scorpion();
    for _ in 0..14 {
        s = s.deck(P1, "Strategize");
    }
    let mut g = s.build();
    g.end_round();
    let top = pile(&g, P1);
    assert_eq!(top.len(), 14 - 2 + 2);
    assert_eq!(
        count(&top[..11], BLOCK),
        2,
        "within the top 10 (then 11): {top:?}"
    );
    assert_eq!(count(&g.hand(P1), BLOCK), 0, "after the End Phase's draws");

    let mut s = scorpion().hp(P1, 0, 0).active(P1, 1);
    for _ in 0..14 {
        s = s.deck(P1, "Strategize");
    }
    let mut g = s.build();
    g.end_round();
    assert_eq!(count(&pile(&g, P1), BLOCK), 0, "defeated: no passive");
}

/// Bonecruncher's Energy Block (free): "随机舍弃1张当前元素骰费用最高的手牌，生成1个我方出战角
/// 色类型的元素骰。（每回合最多打出1张）" The costliest card (Paimon, 3) is discarded, an Electro
/// die is created (the Scorpion active); a second Energy Block cannot be played this round
/// (the cooldown), and can the next round.
#[test]
fn the_energy_block_discards_the_costliest_card_for_a_die_once_per_round() {
    let mut g = scorpion()
        .dice(P1, &[("Omni", 2)])
        .hand(P1, "Bonecruncher's Energy Block")
        .hand(P1, "Bonecruncher's Energy Block")
        .hand(P1, "Paimon")
        .hand(P1, "Strategize")
        .build();
    g.act("p1 play Bonecruncher's Energy Block");
    assert_eq!(g.hand(P1), [BLOCK, CardId::Strategize]);
    assert_eq!(g.dice(P1).count(invokation::Die::Electro), 1);
    assert_eq!(g.dice_total(P1), 3);
    assert_eq!(g.energy(P1, 0), 0, "no energy from 4.8 on");
    assert!(g.combat(P1, COOLDOWN).is_some());
    assert!(g.try_act("p1 play Bonecruncher's Energy Block").is_err());
    g.end_round();
    g.act("p1 reroll").act("p2 reroll");
    assert!(g.combat(P1, COOLDOWN).is_none());
    g.act("p1 play Bonecruncher's Energy Block");
    assert!(!g.hand(P1).contains(&BLOCK));
}

/// The die follows the active character's element (Xingqiu: Hydro); an empty hand loses
/// nothing.
#[test]
fn the_energy_blocks_die_is_of_the_active_element() {
    let mut g = scorpion()
        .active(P1, 1)
        .dice(P1, &[])
        .hand(P1, "Bonecruncher's Energy Block")
        .build();
    g.act("p1 play Bonecruncher's Energy Block");
    assert_eq!(g.dice(P1).count(invokation::Die::Hydro), 1);
    assert_eq!(g.dice_total(P1), 1);
    assert!(g.hand(P1).is_empty());
}

/// In 4.7.0 the Energy Block also gave the active character 1 Energy if it is a
/// Consecrated Beast ("如果我方出战角色是「圣骸兽」角色，则使其获得1点充能"): the Scorpion
/// yes, Xingqiu no.
#[test]
fn the_energy_block_gave_energy_to_a_consecrated_beast_in_4_7() {
    let mut g = scorpion()
        .set("version", json!("4.7.0"))
        .hand(P1, "Bonecruncher's Energy Block")
        .build();
    g.act("p1 play Bonecruncher's Energy Block");
    assert_eq!(g.energy(P1, 0), 1);
    let mut g = scorpion()
        .set("version", json!("4.7.0"))
        .active(P1, 1)
        .hand(P1, "Bonecruncher's Energy Block")
        .build();
    g.act("p1 play Bonecruncher's Energy Block");
    assert_eq!(g.energy(P1, 1), 0);
}

/// Fatal Fulmination (talent, 1 Electro): "入场时：生成1张噬骸能量块，置入我方手牌。装备有此牌
/// 的圣骸毒蝎在场，我方打出噬骸能量块后：抓1张牌，然后生成1张噬骸能量块，随机置入我方牌库中。"
/// Equipped on the Scorpion from the bench (not a Combat Action): an Energy Block in hand;
/// played, it draws the top card and puts a new Energy Block at a random place of the pile.
#[test]
fn fatal_fulmination_draws_and_refills_the_pile_after_a_block() {
    let mut g = scorpion()
        .active(P1, 1)
        .hand(P1, "Fatal Fulmination")
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .build();
    g.act("p1 play Fatal Fulmination target 1");
    assert!(g.ch(P1, 0).has(EntityId::FatalFulmination));
    assert_eq!(g.hand(P1), [BLOCK]);
    assert_eq!(g.dice_total(P1), 16 - 1);
    assert_eq!(g.active(P1), 1, "still P1's turn, Xingqiu active");
    g.act("p1 play Bonecruncher's Energy Block");
    assert_eq!(g.hand(P1), [CardId::Paimon], "drew 1");
    let rest = pile(&g, P1);
    assert_eq!(rest.len(), 2);
    assert_eq!(count(&rest, BLOCK), 1);
    assert_eq!(g.dice(P1).count(invokation::Die::Hydro), 1);
}
