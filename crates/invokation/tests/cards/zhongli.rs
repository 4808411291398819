//! Zhongli (6.5.0): 12 HP, 3 energy; Stone Stele, Jade Shield, Petrification.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

/// Zhongli against Diluc (10 HP; Searing Onslaught: 3 Pyro, Tempered Sword: 2 Physical).
/// Every Roll Phase gives 8 Omni dice (no rerolls), so games go on across rounds.
fn zhongli() -> Setup {
    setup(
        ["Zhongli", "Candace", "Beidou"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
}

/// Dominus Lapidis: "Deals 1 Geo DMG, summons 1 Stone Stele." Stone Stele: "Usage(s): 2".
/// Costs 3 Geo; gains 1 energy.
#[test]
fn dominus_lapidis_deals_1_geo_and_summons_stone_stele() {
    let mut g = zhongli().build();
    g.act("p1 skill Dominus Lapidis");
    assert_eq!(g.damages(), [(P2, 0, 1, "Geo".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert!(g.aura(P2, 0).is_empty(), "Geo applies nothing");
    assert_eq!(g.summon(P1, EntityId::StoneStele).unwrap().usage, 2);
    assert!(g.combat(P1, EntityId::JadeShield).is_none());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Stone Stele: "End Phase: Deal 1 Geo DMG. Usage(s): 2": 1 Geo to the opposing active
/// character in each of two End Phases, then it is discarded.
#[test]
fn stone_stele_deals_1_geo_in_two_end_phases() {
    let mut g = zhongli()
        .summon(P1, json!({"name": "Stone Stele", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!(g.damages(), [(P2, 0, 1, "Geo".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.summon(P1, EntityId::StoneStele).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(
        g.summon(P1, EntityId::StoneStele).is_none(),
        "2 usages spent"
    );
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 2);
}

/// Dominus Lapidis: Striking Stone: "Deals 3 Geo DMG, summons 1 Stone Stele, creates 1 Jade
/// Shield." Costs 5 Geo; gains 1 energy. Jade Shield: 2 Shield points. A Stone Stele already
/// there with 1 usage is back to 2.
#[test]
fn striking_stone_deals_3_geo_summons_stone_stele_and_creates_jade_shield() {
    let mut g = zhongli()
        .summon(P1, json!({"name": "Stone Stele", "usage": 1}))
        .build();
    g.act("p1 skill Dominus Lapidis: Striking Stone");
    assert_eq!(g.damages(), [(P2, 0, 3, "Geo".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.summon(P1, EntityId::StoneStele).unwrap().usage, 2);
    assert_eq!(g.combat(P1, EntityId::JadeShield).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 5);
}

/// Jade Shield: "Grants 2 Shield points to your active character." Searing Onslaught's 3
/// Pyro: 2 absorbed, 1 taken, the shield is used up; the next 3 land in full.
#[test]
fn jade_shield_absorbs_2_damage_for_the_active_character() {
    let mut g = zhongli()
        .combat(P1, json!({"name": "Jade Shield", "usage": 2}))
        .build();
    g.act("p1 end").act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 12 - 1);
    assert!(g.combat(P1, EntityId::JadeShield).is_none(), "used up");
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 12 - 1 - 3);
}

/// Jade Shield protects whoever is active ("your active character"): after a switch to
/// Candace (11 HP) it absorbs 2 of Searing Onslaught's 3 Pyro aimed at her.
#[test]
fn jade_shield_protects_the_new_active_character_after_a_switch() {
    let mut g = zhongli()
        .combat(P1, json!({"name": "Jade Shield", "usage": 2}))
        .build();
    g.act("p1 switch 2").act("p2 skill Searing Onslaught");
    assert_eq!(g.active(P1), 1);
    assert_eq!(g.hp(P1, 1), 11 - 1);
    assert!(g.combat(P1, EntityId::JadeShield).is_none());
}

/// Planet Befall: "Deals 4 Geo DMG. The target character receives Petrification." Needs 3
/// energy, costs 3 Geo. Petrification: "Character cannot use Skills. (Lasts until the end
/// of this Round)": Diluc cannot use a skill (he can still switch or end the round); in
/// round 2 it is gone and he can.
#[test]
fn planet_befall_deals_4_geo_and_petrifies_the_target_until_the_end_of_the_round() {
    let mut g = zhongli().energy(P1, 0, 3).build();
    g.act("p1 skill Planet Befall");
    assert_eq!(g.damages(), [(P2, 0, 4, "Geo".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 4);
    assert_eq!(g.energy(P1, 0), 0, "a Burst gains no energy");
    assert_eq!(g.dice_total(P1), 8 - 3);
    let petrified = g.status(P2, 0, EntityId::Petrification).unwrap();
    assert_eq!(petrified.duration, 1);
    for skill in ["Tempered Sword", "Searing Onslaught"] {
        let err = g.try_act(&format!("p2 skill {skill}")).unwrap_err();
        assert!(err.contains("cannot use skills"), "{err}");
    }
    assert!(g.status(P2, 1, EntityId::Petrification).is_none());
    g.act("p2 end").act("p1 end");
    assert_eq!(g.state.round(), 2);
    assert!(g.status(P2, 0, EntityId::Petrification).is_none());
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12 - 2);
}

/// Planet Befall needs 3 energy.
#[test]
fn planet_befall_needs_three_energy() {
    let mut g = zhongli().energy(P1, 0, 2).build();
    let err = g.try_act("p1 skill Planet Befall").unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// Petrification does not stop the petrified side's other characters: after switching
/// away from the petrified Diluc, Fischl uses her skill.
#[test]
fn petrification_only_blocks_the_character_it_is_attached_to() {
    let mut g = zhongli()
        .status(P2, 0, json!({"name": "Petrification", "duration": 1}))
        .set("to_act", json!(2))
        .build();
    assert!(g.try_act("p2 skill Tempered Sword").is_err());
    g.act("p2 switch 2");
    assert_eq!(g.active(P2), 1);
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::Action
        }
    );
    g.act("p1 end").act("p2 skill Nightrider");
    assert!(g.summon(P2, EntityId::Oz_114011).is_some());
    assert!(g.status(P2, 0, EntityId::Petrification).is_some());
}

/// A position whose Roll Phases give 8 Omni dice and no rerolls, so games go on across
/// rounds.
fn omni(p1: [&str; 3], p2: [&str; 3]) -> Setup {
    setup(p1, p2).set("config", json!({"all_omni": true}))
}

/// Dominance of Earth (Combat Action, 5 Geo): "When your active character is Zhongli, equip
/// this card. After Zhongli equips this card, immediately use Dominus Lapidis: Striking
/// Stone once. When your Zhongli, who has this card equipped, has at least 7 HP, the DMG
/// dealt by Zhongli and the Geo DMG from your Summons +1. (3 times per Round)"
#[test]
fn dominance_of_earth_uses_striking_stone_and_boosts_zhongli_and_geo_summons() {
    let mut g = omni(
        ["Zhongli", "Fischl", "Ganyu"],
        ["Kaeya", "Sucrose", "Noelle"],
    )
    .summon(P1, json!({"name": "Stone Stele", "usage": 1}))
    .summon(P1, json!({"name": "Oz", "usage": 2}))
    .hand(P1, "Dominance of Earth")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Dominance of Earth target 1");
    assert!(g.status(P1, 0, EntityId::DominanceOfEarth).is_some());
    assert_eq!(g.hp(P2, 0), 10 - 3 - 1, "Striking Stone: 3 Geo + 1");
    assert_eq!(g.dice_total(P1), 16 - 5);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.summon(P1, EntityId::StoneStele).unwrap().usage, 2);
    assert_eq!(g.combat(P1, EntityId::JadeShield).unwrap().usage, 2);
    g.clear_log().act("p1 end");
    // End Phase: Stone Stele (Geo) is boosted, Oz (Electro) is not.
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 1 + 1, "Geo".to_string()),
            (P2, 0, 1, "Electro".to_string())
        ]
    );
}

/// Dominance of Earth: three times per round, and only while Zhongli has at least 7 HP.
#[test]
fn dominance_of_earth_three_times_a_round_at_7_hp_or_more() {
    let mut g = omni(
        ["Zhongli", "Fischl", "Ganyu"],
        ["Noelle", "Sucrose", "Kaeya"],
    )
    .hp(P1, 0, 7)
    .status(P1, 0, json!("Dominance of Earth"))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    for _ in 0..4 {
        g.act("p1 skill Rain of Stone");
    }
    let amounts: Vec<u8> = g.damages().iter().map(|d| d.2).collect();
    assert_eq!(amounts, [3, 3, 3, 2], "2 Physical, +1 three times");
    // Round 2 (P2 starts): Sucrose comes in and takes the next one.
    g.act("p1 end").act("p2 switch 2");
    g.clear_log().act("p1 skill Rain of Stone");
    assert_eq!(
        g.damages(),
        [(P2, 1, 3, "Physical".to_string())],
        "a new round"
    );
    let mut g = omni(
        ["Zhongli", "Fischl", "Ganyu"],
        ["Kaeya", "Sucrose", "Noelle"],
    )
    .hp(P1, 0, 6)
    .status(P1, 0, json!("Dominance of Earth"))
    .build();
    g.act("p1 skill Rain of Stone");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())], "6 HP");
}
