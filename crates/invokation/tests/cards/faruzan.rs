//! Faruzan (6.5.0): 10 HP, 2 energy; Manifest Gale, Pressurized Collapse, Dazzling
//! Polyhedron, The Wondrous Path of Truth.

use crate::common::*;
use invokation::{Die, EntityId};
use serde_json::json;

const GALE: EntityId = EntityId::ManifestGale;
const COLLAPSE: EntityId = EntityId::PressurizedCollapse;
const POLYHEDRON: EntityId = EntityId::DazzlingPolyhedron_115093;
const POLYHEDRON_TALENT: EntityId = EntityId::DazzlingPolyhedron_115096;

/// Faruzan against Noelle (12 HP), Fischl, Diluc; 16 Omni dice; P2 has ended its round.
fn faruzan() -> Setup {
    setup(
        ["Faruzan", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
}

/// Wind Realm of Nasamjnin (3 Anemo): "Deals 3 Anemo DMG, this character gains Manifest
/// Gale."
#[test]
fn wind_realm_deals_3_anemo_and_gives_manifest_gale() {
    let mut g = faruzan().build();
    g.act("p1 skill Wind Realm of Nasamjnin");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.status(P1, 0, GALE).unwrap().usage, 1);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Manifest Gale: "When the character to which this is attached uses a Charged Attack:
/// Spend 1 less Unaligned Element. The Physical DMG dealt will be converted to Anemo DMG,
/// and the target character gains Pressurized Collapse. Usage(s): 1". A Charged Attack (16
/// dice, even) costs 2 and deals 2 Anemo; the next one is Physical again at full cost.
#[test]
fn manifest_gale_makes_a_charged_attack_cheaper_and_anemo() {
    let mut g = faruzan().status(P1, 0, json!("Manifest Gale")).build();
    g.act("p1 skill Parthian Shot");
    assert_eq!(g.dice_total(P1), 16 - 2);
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert!(g.status(P1, 0, GALE).is_none(), "used up");
    assert_eq!(g.status(P2, 0, COLLAPSE).unwrap().usage, 1);
    g.act("p1 skill Parthian Shot");
    assert_eq!(g.dice_total(P1), 14 - 3);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.aura(P2, 0).is_empty());
}

/// A Normal Attack that is not a Charged Attack (odd dice) keeps Manifest Gale and pays in
/// full.
#[test]
fn manifest_gale_waits_for_a_charged_attack() {
    let mut g = faruzan()
        .dice(P1, &[("Omni", 15)])
        .status(P1, 0, json!("Manifest Gale"))
        .build();
    g.act("p1 skill Parthian Shot");
    assert_eq!(g.dice_total(P1), 15 - 3);
    assert_eq!(g.status(P1, 0, GALE).unwrap().usage, 1);
    assert!(g.status(P2, 0, COLLAPSE).is_none());
}

/// Pressurized Collapse: "End Phase: Switch the character to which this is attached to be
/// the active character. Usage(s): 1 (Only one of this status can exist on the field at
/// once.)" A new one on Noelle discards Fischl's; in the End Phase Noelle stays active.
/// Fischl's own switches her in.
#[test]
fn pressurized_collapse_switches_its_character_in_at_the_end_phase() {
    let mut g = faruzan()
        .status(P2, 1, json!("Pressurized Collapse"))
        .build();
    g.end_round();
    assert_eq!(g.active(P2), 1);
    assert!(g.status(P2, 1, COLLAPSE).is_none());

    let mut g = faruzan()
        .status(P2, 1, json!("Pressurized Collapse"))
        .status(P1, 0, json!("Manifest Gale"))
        .build();
    g.act("p1 skill Parthian Shot");
    assert!(g.status(P2, 1, COLLAPSE).is_none(), "one on the field");
    assert!(g.status(P2, 0, COLLAPSE).is_some());
    g.end_round();
    assert_eq!(g.active(P2), 0);
}

/// The Wind's Secret Ways (3 Anemo, 2 energy): "Deals 1 Anemo DMG, summons Dazzling
/// Polyhedron." Dazzling Polyhedron: "End Phase: Deal 1 Anemo DMG. Usage(s): 3. When this
/// Summon is on the field: Opposing characters take +1 Anemo DMG." Its own damage too;
/// not Physical damage.
#[test]
fn dazzling_polyhedron_adds_1_to_anemo_damage() {
    let mut g = faruzan().energy(P1, 0, 2).build();
    g.act("p1 skill The Wind's Secret Ways");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.summon(P1, POLYHEDRON).unwrap().usage, 3);
    assert_eq!(g.energy(P1, 0), 0);
    g.act("p1 skill Wind Realm of Nasamjnin");
    assert_eq!(g.hp(P2, 0), 11 - 4);
    // 10 dice: a Charged Attack, made Anemo by the skill's Manifest Gale: 2 + 1.
    g.act("p1 skill Parthian Shot");
    assert_eq!(g.hp(P2, 0), 7 - 3);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 4 - 2, "its own 1 Anemo, +1");
    assert_eq!(g.summon(P1, POLYHEDRON).unwrap().usage, 2);
}

/// The Wondrous Path of Truth (3 Anemo, 2 energy): "Dazzling Polyhedron created by Faruzan
/// with this card equipped will create 1 Anemo Die when it enters the field and when the
/// Action Phase begins."
#[test]
fn the_wondrous_path_of_truth_polyhedron_gives_anemo_dice() {
    let mut g = faruzan()
        .set("config", json!({"all_omni": true}))
        .energy(P1, 0, 2)
        .hand(P1, "The Wondrous Path of Truth")
        .build();
    g.act("p1 play The Wondrous Path of Truth target 1");
    assert!(g.status(P1, 0, EntityId::TheWondrousPathOfTruth).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.summon(P1, POLYHEDRON_TALENT).unwrap().usage, 3);
    assert!(g.summon(P1, POLYHEDRON).is_none());
    assert_eq!(g.dice_total(P1), 16 - 3 + 1);
    assert_eq!(g.dice(P1).count(Die::Anemo), 1);
    g.end_round();
    // The Roll Phase's 8 Omni dice, then the Action Phase's Anemo die.
    assert_eq!(g.dice(P1).count(Die::Anemo), 1);
    assert_eq!(g.dice_total(P1), 8 + 1);
}

/// Dazzling Polyhedron's bonus is for Anemo damage only: a Physical Normal Attack deals 2.
#[test]
fn dazzling_polyhedron_does_not_add_to_physical_damage() {
    let mut g = faruzan()
        .dice(P1, &[("Omni", 15)])
        .summon(P1, json!("Dazzling Polyhedron"))
        .build();
    g.act("p1 skill Parthian Shot");
    assert_eq!(g.hp(P2, 0), 12 - 2);
}
