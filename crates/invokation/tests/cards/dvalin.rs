//! Dvalin (6.5.0): 10 HP, 2 energy; Total Collapse, Dvalin's Cleansing's prepared skills,
//! Rending Vortex.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

fn dvalin() -> Setup {
    setup(
        ["Dvalin", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
}

fn collapse(g: &Game, c: usize) -> Option<u8> {
    g.status(P2, c, EntityId::TotalCollapse).map(|s| s.usage)
}

/// Lacerating Slash: "Deals 2 Physical DMG."
#[test]
fn lacerating_slash_deals_2_physical() {
    let mut g = dvalin().build();
    g.act("p1 skill Lacerating Slash");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Tempestuous Barrage: "Deals 2 Anemo DMG. The target character receives Total Collapse."
/// Total Collapse: "Physical DMG or Anemo DMG taken by the affected character increased by
/// 2. Usage(s): 1"
#[test]
fn tempestuous_barrage_applies_total_collapse_used_by_the_next_physical_hit() {
    let mut g = dvalin().build();
    g.act("p1 skill Tempestuous Barrage");
    assert_eq!(g.hp(P2, 0), 10 - 2, "no +2 on the damage that applies it");
    assert_eq!(collapse(&g, 0), Some(1));
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    g.act("p1 skill Lacerating Slash");
    assert_eq!(g.hp(P2, 0), 10 - 2 - (2 + 2));
    assert_eq!(collapse(&g, 0), None, "used up");
}

/// Total Collapse adds to Anemo damage too, from anyone, and not to other elements.
#[test]
fn total_collapse_adds_to_anemo_not_to_electro() {
    let mut g = dvalin()
        .status(P2, 0, json!("Total Collapse"))
        .active(P1, 1)
        .build();
    g.act("p1 skill Nightrider");
    assert_eq!(g.hp(P2, 0), 10 - 1, "Electro: no +2");
    assert_eq!(collapse(&g, 0), Some(1));
    let mut g = dvalin().status(P2, 0, json!("Total Collapse")).build();
    g.act("p1 skill Tempestuous Barrage");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2);
    assert_eq!(collapse(&g, 0), Some(1), "used up, then applied again");
}

/// Dvalin's Cleansing (5 Anemo): "Deals 2 Anemo DMG and then separately performs "Prepare
/// Skill" for Perpetual Cleansing and Ultimate Cleansing." Perpetual Cleansing: "Deals 1
/// Anemo DMG to the next opposing character on standby. After this, Prepare Skill: Ultimate
/// Cleansing." Ultimate Cleansing: "Deals 2 Anemo DMG to the previous opposing character on
/// standby."
#[test]
fn dvalins_cleansing_prepares_perpetual_then_ultimate_cleansing() {
    let mut g = dvalin().build();
    g.act("p1 skill Dvalin's Cleansing");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 5);
    assert_eq!(g.energy(P1, 0), 1);
    assert!(g.status(P1, 0, EntityId::DvalinsSigh_125022).is_some());
    g.act("p2 skill Tempered Sword");
    // P1's turn: Perpetual Cleansing, to the next standby character (Sucrose).
    assert_eq!(g.hp(P2, 1), 10 - 1);
    assert!(g.status(P1, 0, EntityId::DvalinsSigh_125022).is_none());
    assert!(g.status(P1, 0, EntityId::DvalinsSigh_125023).is_some());
    assert!(matches!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::Action
        }
    ));
    g.act("p2 skill Tempered Sword");
    // Ultimate Cleansing, to the previous standby character (Noelle).
    assert_eq!(g.hp(P2, 2), 12 - 2);
    assert!(g.status(P1, 0, EntityId::DvalinsSigh_125023).is_none());
    assert_eq!(g.energy(P1, 0), 1, "prepared skills give no energy");
    assert_eq!(g.dice_total(P1), 16 - 5);
}

/// "(If there are no opposing characters on standby, deals DMG to the active character
/// instead)"; with one standby character, it is both the next and the previous one.
#[test]
fn the_cleansings_hit_the_active_character_without_standby_ones() {
    let mut g = dvalin().hp(P2, 1, 0).hp(P2, 2, 0).build();
    g.act("p1 skill Dvalin's Cleansing");
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 1 - 2);
    let mut g = dvalin().hp(P2, 1, 0).build();
    g.act("p1 skill Dvalin's Cleansing");
    g.act("p2 end");
    assert_eq!(g.hp(P2, 2), 12 - 1 - 2, "Noelle is next and previous");
}

/// Caelestinum Finale Termini: "Deals 5 Anemo DMG. Applies Total Collapse to all opposing
/// standby characters."
#[test]
fn the_burst_applies_total_collapse_to_the_standby_characters() {
    let mut g = dvalin().energy(P1, 0, 2).build();
    g.act("p1 skill Caelestinum Finale Termini");
    assert_eq!(g.hp(P2, 0), 10 - 5);
    assert_eq!(collapse(&g, 0), None);
    assert_eq!(collapse(&g, 1), Some(1));
    assert_eq!(collapse(&g, 2), Some(1));
    assert_eq!(g.dice_total(P1), 16 - 4);
    assert_eq!(g.energy(P1, 0), 0);
}

/// Rending Vortex (talent, 3 Anemo): "After Dvalin equips this card, immediately use
/// Tempestuous Barrage once. When your Dvalin, who has this card equipped, is on the field,
/// when Total Collapse attached to an opposing character is removed: Apply Total Collapse to
/// the next opposing standby character. (Once per Round)"
#[test]
fn rending_vortex_passes_total_collapse_on_once_per_round() {
    let mut g = dvalin().hand(P1, "Rending Vortex").build();
    g.act("p1 play Rending Vortex");
    assert!(g.status(P1, 0, EntityId::RendingVortex).is_some());
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(collapse(&g, 0), Some(1));
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    g.act("p1 skill Lacerating Slash");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 4);
    assert_eq!(collapse(&g, 0), None);
    assert_eq!(
        collapse(&g, 1),
        Some(1),
        "passed on to the next standby character"
    );
    // Once per round: Sucrose's removed Collapse is not passed on again.
    g.act("p1 skill Dvalin's Cleansing");
    g.act("p1 skill Lacerating Slash");
    // Perpetual Cleansing came first (the prepared skill), hitting Sucrose with +2.
    assert_eq!(g.hp(P2, 1), 10 - (1 + 2));
    assert_eq!(collapse(&g, 1), None);
    assert_eq!(collapse(&g, 2), None, "once per round");
}

/// Rending Vortex also passes on a Total Collapse removed with its defeated character (as the
/// reference: the status is disposed of at the defeat).
#[test]
fn rending_vortex_passes_on_the_collapse_of_a_defeated_character() {
    let mut g = dvalin()
        .status(P1, 0, json!("Rending Vortex"))
        .status(P2, 0, json!("Total Collapse"))
        .hp(P2, 0, 3)
        .build();
    g.act("p1 skill Lacerating Slash");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(collapse(&g, 1), Some(1));
}
