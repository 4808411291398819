//! Tighnari (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

/// Tighnari with an odd number of dice (7), so his first Normal Attack is not charged.
fn tighnari() -> Setup {
    setup(
        ["Tighnari", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
}

/// Khanda Barrier-Buster: "Deals 2 Physical DMG."
#[test]
fn khanda_barrier_buster_deals_2_physical() {
    let mut g = tighnari().dice(P1, &[("Omni", 7)]).build();
    g.act("p1 skill Khanda Barrier-Buster");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.dice_total(P1), 7 - 3);
}

/// Vijnana-Phala Mine: "Deals 2 Dendro DMG. This character gains Vijnana Suffusion."
/// Vijnana Suffusion: "Usage(s): 2".
#[test]
fn vijnana_phala_mine_deals_2_dendro_and_gives_vijnana_suffusion() {
    let mut g = tighnari().build();
    g.act("p1 skill Vijnana-Phala Mine");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(
        g.status(P1, 0, EntityId::VijnanaSuffusion).unwrap().usage,
        2
    );
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Vijnana Suffusion: "When the character to which this is attached uses a Charged Attack:
/// Their Physical DMG dealt will be converted to Dendro DMG and after the Skill DMG is
/// finalized, summon 1 Clusterbloom Arrow." Clusterbloom Arrow: "End Phase: Deal 1 Dendro
/// DMG. Usage(s): 1 (Can stack. Max 2 stacks.)"
#[test]
fn charged_attacks_with_vijnana_suffusion_are_dendro_and_summon_arrows() {
    let mut g = tighnari()
        .status(P1, 0, json!({"name": "Vijnana Suffusion", "usage": 2}))
        .dice(P1, &[("Omni", 12)])
        .build();
    g.act("p1 skill Khanda Barrier-Buster");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Dendro"], "charged (12 dice): Dendro");
    assert_eq!(g.summon(P1, EntityId::ClusterbloomArrow).unwrap().usage, 1);
    assert_eq!(
        g.status(P1, 0, EntityId::VijnanaSuffusion).unwrap().usage,
        1
    );
    g.act("p2 end");
    // 9 dice: not charged.
    g.act("p1 skill Khanda Barrier-Buster");
    assert_eq!(g.summon(P1, EntityId::ClusterbloomArrow).unwrap().usage, 1);
    assert_eq!(
        g.status(P1, 0, EntityId::VijnanaSuffusion).unwrap().usage,
        1
    );
    // 6 dice: charged again; the Arrow stacks to 2 and the Suffusion is used up.
    g.act("p1 skill Khanda Barrier-Buster");
    assert_eq!(g.summon(P1, EntityId::ClusterbloomArrow).unwrap().usage, 2);
    assert!(g.status(P1, 0, EntityId::VijnanaSuffusion).is_none());
    g.clear_log();
    g.act("p1 end");
    assert_eq!(
        g.damages()[0],
        (P2, 0, 1, "Dendro".to_string()),
        "the Arrow strikes"
    );
}

/// Fashioner's Tanglevine Shaft: "Deals 4 Dendro DMG, deals 1 Piercing DMG to all opposing
/// characters on standby."
#[test]
fn tanglevine_shaft_deals_4_dendro_and_1_piercing_to_standby() {
    let mut g = tighnari().energy(P1, 0, 2).build();
    g.act("p1 skill Fashioner's Tanglevine Shaft");
    assert_eq!(
        [g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)],
        [10 - 4, 10 - 1, 12 - 1]
    );
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Keen Sight: "After Tighnari equips this card, immediately use Vijnana-Phala Mine once.
/// When your Tighnari, who has this card equipped, is affected by Vijnana Suffusion, the
/// character's Charged Attack costs 1 less Unaligned Element." Costs 4 Dendro (6.5.0).
#[test]
fn keen_sight_makes_charged_attacks_with_suffusion_cheaper() {
    let mut g = tighnari()
        .dice(P1, &[("Omni", 12)])
        .hand(P1, "Keen Sight")
        .build();
    g.act("p1 play Keen Sight");
    assert_eq!(g.dice_total(P1), 12 - 4);
    assert!(g.status(P1, 0, EntityId::VijnanaSuffusion).is_some());
    g.act("p2 end");
    // 8 dice: charged, 1 Dendro + 1 unaligned.
    g.act("p1 skill Khanda Barrier-Buster");
    assert_eq!(g.dice_total(P1), 8 - 2);
    // 6 dice: charged again.
    g.act("p1 skill Khanda Barrier-Buster");
    assert_eq!(g.dice_total(P1), 6 - 2);
    // No Suffusion left: full price.
    g.act("p1 skill Khanda Barrier-Buster");
    assert_eq!(g.dice_total(P1), 4 - 3);
}

/// Not charged (odd dice): Keen Sight does not lower the Normal Attack.
#[test]
fn keen_sight_does_not_lower_an_uncharged_attack() {
    let mut g = tighnari()
        .status(P1, 0, json!("Vijnana Suffusion"))
        .status(P1, 0, json!("Keen Sight"))
        .dice(P1, &[("Omni", 7)])
        .build();
    g.act("p1 skill Khanda Barrier-Buster");
    assert_eq!(g.dice_total(P1), 7 - 3);
}
