//! Nilou (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

/// Nilou with two Dendro characters (a party of Hydro and Dendro only).
fn nilou() -> Setup {
    setup(
        ["Nilou", "Nahida", "Collei"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Dance of Samser: "Deals 2 Physical DMG." 1 Hydro + 2 unaligned; 1 energy.
#[test]
fn dance_of_samser_deals_2_physical() {
    let mut g = nilou().build();
    g.act("p1 skill Dance of Samser");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Dance of Haftkarsvar: "Deals 3 Hydro DMG, if the party includes Hydro Characters and
/// Dendro Characters and characters from no other Elements, create 1 Golden Chalice's
/// Bounty." 3 Hydro dice; 1 energy.
#[test]
fn dance_of_haftkarsvar_creates_the_chalice_for_hydro_and_dendro_only() {
    let mut g = nilou().build();
    g.act("p1 skill Dance of Haftkarsvar");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert!(g.combat(P1, EntityId::GoldenChalicesBounty).is_some());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);

    // A Pyro character in the party: no Golden Chalice's Bounty.
    let mut g = setup(["Nilou", "Nahida", "Diluc"], ["Noelle", "Diluc", "Sucrose"]).build();
    g.act("p1 skill Dance of Haftkarsvar");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert!(g.combat(P1, EntityId::GoldenChalicesBounty).is_none());

    // Hydro only (no Dendro): none either.
    let mut g = setup(
        ["Nilou", "Xingqiu", "Barbara"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .build();
    g.act("p1 skill Dance of Haftkarsvar");
    assert!(g.combat(P1, EntityId::GoldenChalicesBounty).is_none());
}

/// Golden Chalice's Bounty: "After opponent's characters are affected by the Bloom
/// reaction: Your team no longer generates Dendro Core, but instead summons Bountiful Core."
/// The Bloom's +1 stays; a second Bloom stacks the Core (1 usage each, at most 3).
#[test]
fn golden_chalice_turns_bloom_into_bountiful_core() {
    let mut g = nilou()
        .combat(P1, json!("Golden Chalice's Bounty"))
        .aura(P2, 0, &["Dendro"])
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Dance of Haftkarsvar");
    assert_eq!(g.hp(P2, 0), 12 - (3 + 1), "Bloom: +1");
    assert!(g.combat(P1, EntityId::DendroCore_116).is_none());
    assert_eq!(g.summon(P1, EntityId::BountifulCore).unwrap().usage, 1);
    assert!(
        g.combat(P1, EntityId::GoldenChalicesBounty).is_some(),
        "stays"
    );
    // Another Bloom, by another character (Collei's Dendro on Nilou's Hydro).
    g.act("p2 end").act("p1 skill Dance of Haftkarsvar");
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    g.act("p1 switch 3").act("p1 skill Floral Brush");
    assert_eq!(g.summon(P1, EntityId::BountifulCore).unwrap().usage, 2);
    assert!(g.combat(P1, EntityId::DendroCore_116).is_none());
}

/// Without Golden Chalice's Bounty a Bloom creates Dendro Core as usual; the opponent's
/// Chalice does not change a Bloom on the opponent's own characters' opponents (ours).
#[test]
fn without_the_chalice_bloom_creates_dendro_core() {
    let mut g = setup(["Nilou", "Nahida", "Diluc"], ["Noelle", "Diluc", "Sucrose"])
        .aura(P2, 0, &["Dendro"])
        .build();
    g.act("p1 skill Dance of Haftkarsvar");
    assert!(g.combat(P1, EntityId::DendroCore_116).is_some());
    assert!(g.summon(P1, EntityId::BountifulCore).is_none());
    // The Chalice on the reacting character's side does nothing.
    let mut g = setup(["Nilou", "Nahida", "Diluc"], ["Noelle", "Diluc", "Sucrose"])
        .combat(P2, json!("Golden Chalice's Bounty"))
        .aura(P2, 0, &["Dendro"])
        .build();
    g.act("p1 skill Dance of Haftkarsvar");
    assert!(g.combat(P1, EntityId::DendroCore_116).is_some());
    assert!(g.summon(P2, EntityId::BountifulCore).is_none());
}

/// Bountiful Core: "End Phase: Deal 2 Dendro DMG / Usage(s): 1 (Can stack, max 3 stacks) /
/// When you declare the end of your Round: If this summon has at least 2 Usage(s)
/// remaining, deal 2 Dendro DMG. (Consumes Usage(s))"
#[test]
fn bountiful_core_strikes_at_round_end_with_two_usages_and_in_the_end_phase() {
    let mut g = nilou()
        .summon(P1, json!({"name": "Bountiful Core", "usage": 3}))
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 12 - 2, "declaring the end: 3 usages");
    assert_eq!(g.summon(P1, EntityId::BountifulCore).unwrap().usage, 2);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    // The opponent's declaration does not set it off.
    g.act("p2 end");
    // End Phase: 2 more, 1 usage left.
    assert_eq!(g.hp(P2, 0), 12 - 2 - 2);
    assert_eq!(g.summon(P1, EntityId::BountifulCore).unwrap().usage, 1);
    // With 1 usage, declaring the end does nothing; the End Phase uses it up.
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 2 - 2 - 2);
    assert!(g.summon(P1, EntityId::BountifulCore).is_none());
}

/// The Starry Skies Their Flowers Rain (3 Hydro): "When your active character is Nilou, equip
/// this card. After Nilou equips this card, immediately use Dance of Haftkarsvar. When there
/// is Nilou on the field who has this card equipped, the damage dealt by your Bountiful Core
/// is increased by 1."
#[test]
fn talent_uses_the_skill_and_gives_bountiful_core_plus_one() {
    let mut g = nilou()
        .hand(P1, "The Starry Skies Their Flowers Rain")
        .summon(P1, json!({"name": "Bountiful Core", "usage": 2}))
        .build();
    g.act("p1 play The Starry Skies Their Flowers Rain");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert!(g
        .status(P1, 0, EntityId::TheStarrySkiesTheirFlowersRain)
        .is_some());
    assert!(g.combat(P1, EntityId::GoldenChalicesBounty).is_some());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end").clear_log().act("p1 end");
    // Declaring the end: 2 + 1 Dendro on the Hydro aura, a Bloom (+1) which the Chalice
    // turns into another Bountiful Core usage; then the End Phase: 2 + 1 again.
    let dendro: Vec<u8> = g
        .damages()
        .into_iter()
        .filter(|d| d.3 == "Dendro")
        .map(|d| d.2)
        .collect();
    assert_eq!(dendro, [3 + 1, 3]);
    assert_eq!(g.hp(P2, 0), 12 - 3 - 4 - 3);
    assert_eq!(
        g.summon(P1, EntityId::BountifulCore).unwrap().usage,
        2 - 1 + 1 - 1
    );
}

/// Dance of Abzendegi: "Deals 2 Hydro DMG. The target character and the next one receive
/// Lingering Aeon." Lingering Aeon: "End Phase: Deal 2 Hydro DMG to affected character.
/// Usage(s): 1". 3 Hydro + 2 energy.
#[test]
fn burst_leaves_lingering_aeon_on_the_target_and_the_next() {
    let mut g = nilou()
        .energy(P1, 0, 2)
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Dance of Abzendegi: Distant Dreams, Listening Spring");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.status(P2, 0, EntityId::LingeringAeon).unwrap().usage, 1);
    assert!(g.status(P2, 1, EntityId::LingeringAeon).is_some());
    assert!(g.status(P2, 2, EntityId::LingeringAeon).is_none());
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 2 - 2);
    assert_eq!(g.hp(P2, 1), 10 - 2);
    assert_eq!(g.hp(P2, 2), 10);
    assert!(g.status(P2, 0, EntityId::LingeringAeon).is_none());
    assert!(g.status(P2, 1, EntityId::LingeringAeon).is_none());
}

/// Before 5.6 the burst gives Lingering Aeon to its target only, and it deals 3.
#[test]
fn lingering_aeon_before_5_6() {
    let mut g = nilou()
        .energy(P1, 0, 2)
        .set("version", json!("5.5.0"))
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Dance of Abzendegi: Distant Dreams, Listening Spring");
    assert!(g.status(P2, 0, EntityId::LingeringAeon).is_some());
    assert!(g.status(P2, 1, EntityId::LingeringAeon).is_none());
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 2 - 3);
    assert_eq!(g.hp(P2, 1), 10);
}
