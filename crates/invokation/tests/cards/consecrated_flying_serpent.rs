//! Consecrated Flying Serpent (6.5.0): 10 HP, 2 energy; Whirling Tail, Swirling Squall (a
//! draw), Scattershot Vortex (every Energy Block discarded, each 2 doubling the damage),
//! Immortal Remnants: Anemo (6 Energy Blocks spread through the pile when the battle
//! begins); Bonecruncher's Energy Block: Accumulated; Deathly Cyclone.

use crate::common::*;
use invokation::{CardId, Die, EntityId};

const BLOCK: CardId = CardId::BonecrunchersEnergyBlock;
const IN_EFFECT: EntityId = EntityId::DeathlyCycloneInEffect;

/// The Serpent, Xingqiu and Ganyu against Xingqiu (10 HP), Fischl, Diluc; 16 Omni dice each.
fn serpent() -> Setup {
    setup(
        ["Consecrated Flying Serpent", "Xingqiu", "Ganyu"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

fn count(cards: &[CardId], card: CardId) -> usize {
    cards.iter().filter(|&&c| c == card).count()
}

/// Whirling Tail (1 Anemo, 2 unaligned): "造成2点物理伤害。"
#[test]
fn whirling_tail_deals_two_physical() {
    let mut g = serpent().build();
    g.act("p1 skill Whirling Tail");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Swirling Squall (3 Anemo): "造成3点风元素伤害，抓1张牌。"
#[test]
fn swirling_squall_deals_three_anemo_and_draws() {
    let mut g = serpent().deck(P1, "Paimon").deck(P1, "Liben").build();
    g.act("p1 skill Swirling Squall");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.hand(P1), [CardId::Paimon]);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Scattershot Vortex (3 Anemo, 2 energy): "造成2点风元素伤害，舍弃手牌中所有的噬骸能量块，每舍
/// 弃2张，此次伤害翻倍1次。" Five held: all discarded, 2 doublings: 2 × 4 = 8; the Accumulated
/// status is used up by the damage.
#[test]
fn scattershot_vortex_doubles_once_per_two_blocks() {
    let mut s = serpent().energy(P1, 0, 2).hand(P1, "Strategize");
    for _ in 0..5 {
        s = s.hand(P1, "Bonecruncher's Energy Block");
    }
    let mut g = s.build();
    g.act("p1 skill Scattershot Vortex");
    assert_eq!(g.hp(P2, 0), 10 - 8);
    assert_eq!(g.hand(P1), [CardId::Strategize], "all discarded");
    assert!(g
        .status(P1, 0, EntityId::BonecrunchersEnergyBlockAccumulated)
        .is_none());
    assert_eq!(g.energy(P1, 0), 0);
}

/// One held: discarded, no doubling (2); none: 2.
#[test]
fn scattershot_vortex_with_fewer_than_two_blocks_deals_two() {
    let mut g = serpent()
        .energy(P1, 0, 2)
        .hand(P1, "Bonecruncher's Energy Block")
        .build();
    g.act("p1 skill Scattershot Vortex");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.hand(P1).is_empty());
    let mut g = serpent().energy(P1, 0, 2).build();
    g.act("p1 skill Scattershot Vortex");
    assert_eq!(g.hp(P2, 0), 10 - 2);
}

/// The doubling is the Burst's own hit's: a Swirl of Electro on Xingqiu with 2 blocks: 2 × 2
/// = 4 to him, the spread 1 Electro to each standby character not doubled (the status is
/// used up by the first hit).
#[test]
fn scattershot_vortex_doubles_its_hit_not_the_swirl() {
    let mut g = serpent()
        .energy(P1, 0, 2)
        .aura(P2, 0, &["Electro"])
        .hand(P1, "Bonecruncher's Energy Block")
        .hand(P1, "Bonecruncher's Energy Block")
        .build();
    g.act("p1 skill Scattershot Vortex");
    assert_eq!(
        [g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)],
        [10 - 4, 10 - 1, 10 - 1]
    );
}

/// Immortal Remnants: Anemo (passive): "战斗开始时，生成6张噬骸能量块，均匀放入牌库。" From the
/// start of a game with an empty pile: the 6 Energy Blocks are the pile.
#[test]
fn the_passive_spreads_six_blocks_when_the_battle_begins() {
    let s = battle_start(
        ["Consecrated Flying Serpent", "Xingqiu", "Ganyu"],
        ["Xingqiu", "Fischl", "Diluc"],
    );
    let pile: Vec<CardId> = s.player(P1).deck.to_vec();
    assert_eq!(pile, [BLOCK; 6]);
    assert!(s.player(P2).deck.is_empty());
}

/// Deathly Cyclone (talent, 1 Anemo): "入场时：生成1张噬骸能量块，置入我方手牌。装备有此牌的圣
/// 骸飞蛇在场，我方打出噬骸能量块后：本回合中，我方下次切换角色后生成1个出战角色类型的元素骰。"
/// Equipped from the bench: an Energy Block in hand; played (an Anemo die? no: Xingqiu is
/// active, a Hydro die), then the next switch, to Ganyu, gives a Cryo die; the one after
/// nothing.
#[test]
fn deathly_cyclone_gives_a_die_at_the_next_switch() {
    let mut g = serpent().active(P1, 1).hand(P1, "Deathly Cyclone").build();
    g.act("p1 play Deathly Cyclone target 1");
    assert!(g.ch(P1, 0).has(EntityId::DeathlyCyclone));
    assert_eq!(g.hand(P1), [BLOCK]);
    g.act("p1 play Bonecruncher's Energy Block");
    assert_eq!(g.dice(P1).count(Die::Hydro), 1);
    let effect = g.combat(P1, IN_EFFECT).unwrap();
    assert_eq!(effect.duration, 1, "this round");
    g.act("p1 switch 3");
    assert_eq!(g.dice(P1).count(Die::Cryo), 1);
    assert!(g.combat(P1, IN_EFFECT).is_none());
    g.act("p2 end").act("p1 switch 1");
    assert_eq!(g.dice(P1).count(Die::Anemo), 0);
}

/// The effect lasts the round only.
#[test]
fn deathly_cyclones_effect_ends_with_the_round() {
    let mut g = serpent().hand(P1, "Deathly Cyclone").build();
    g.act("p1 play Deathly Cyclone target 1");
    g.act("p1 play Bonecruncher's Energy Block");
    assert!(g.combat(P1, IN_EFFECT).is_some());
    assert_eq!(count(&g.hand(P1), BLOCK), 0);
    g.end_round();
    assert!(g.combat(P1, IN_EFFECT).is_none());
}
