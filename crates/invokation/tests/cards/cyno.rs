//! Cyno (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn cyno(level: u8) -> Setup {
    setup(
        ["Cyno", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .status(
        P1,
        0,
        json!({"name": "Pactsworn Pathclearer", "usage": level}),
    )
}

fn level(g: &Game) -> u8 {
    g.status(P1, 0, EntityId::PactswornPathclearer)
        .unwrap()
        .usage
}

/// Invoker's Spear: "Deals 2 Physical DMG." (Indwelling 0: Physical stays.)
#[test]
fn invokers_spear_deals_2_physical_below_level_2() {
    let mut g = cyno(1).build();
    g.act("p1 skill Invoker's Spear");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(level(&g), 1, "a Normal Attack leaves the level");
}

/// Pactsworn Pathclearer: "If equal to or greater than 2: Physical DMG dealt is converted to
/// Electro DMG".
#[test]
fn level_2_converts_physical_to_electro() {
    let mut g = cyno(2).build();
    g.act("p1 skill Invoker's Spear");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
}

/// "If equal to or greater than 4: DMG dealt +2."
#[test]
fn level_4_adds_2_damage() {
    let mut g = cyno(4).build();
    g.act("p1 skill Invoker's Spear");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
}

/// Secret Rite: Chasmic Soulfarer: "Deals 3 Electro DMG. / Pactsworn Pathclearer's
/// Indwelling Level +1." The damage sees the level before the skill (3 → no bonus).
#[test]
fn chasmic_soulfarer_deals_3_electro_then_raises_the_level() {
    let mut g = cyno(3).build();
    g.act("p1 skill Secret Rite: Chasmic Soulfarer");
    assert_eq!(g.hp(P2, 0), 10 - 3, "level 3 when dealt: no +2");
    assert_eq!(level(&g), 4);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Sacred Rite: Wolf's Swiftness: "Deals 4 Electro DMG. / Pactsworn Pathclearer's
/// Indwelling Level +2." Costs 4 Electro and 2 energy.
#[test]
fn wolfs_swiftness_deals_4_electro_and_raises_the_level_by_2() {
    let mut g = cyno(4).energy(P1, 0, 2).build();
    g.act("p1 skill Sacred Rite: Wolf's Swiftness");
    assert_eq!(g.hp(P2, 0), 10 - 4 - 2);
    assert_eq!(level(&g), 6);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 4);
}

/// "End Phase: Gain 1 level of Indwelling. If Indwelling Level is at least 8, decrease the
/// Indwelling level by 6."
#[test]
fn the_end_phase_raises_the_level_and_wraps_at_8() {
    let mut g = cyno(6).build();
    g.end_round();
    assert_eq!(level(&g), 7);
    g.end_round();
    assert_eq!(level(&g), 2, "8 - 6");
    let mut g = cyno(0).energy(P1, 0, 2).build();
    g.act("p1 skill Sacred Rite: Wolf's Swiftness");
    g.act("p2 end").act("p1 end");
    assert_eq!(level(&g), 3, "2 from the burst, 1 from the End Phase");
}

/// Lawful Enforcer: "When the battle begins, this character gains Pactsworn Pathclearer."
/// (Level 0.)
#[test]
fn lawful_enforcer_gives_pathclearer_when_the_battle_begins() {
    let s = battle_start(
        ["Cyno", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    let p = s.character(P1, 0).status(EntityId::PactswornPathclearer);
    assert_eq!(p.map(|p| p.usage), Some(0));
}

/// Featherfall Judgment: "After Cyno equips this card, immediately use Secret Rite: Chasmic
/// Soulfarer once. When your Cyno, who has this card equipped, uses Secret Rite: Chasmic
/// Soulfarer while having at least 2 levels of Pactsworn Pathclearer's Indwelling effect,
/// DMG dealt by Secret Rite: Chasmic Soulfarer +1. (Max twice per Round)" Costs 3 Electro.
#[test]
fn featherfall_judgment_adds_1_at_level_2_twice_per_round() {
    let mut g = cyno(2).hand(P1, "Featherfall Judgment").build();
    g.act("p1 play Featherfall Judgment");
    assert_eq!(g.hp(P2, 0), 10 - 3 - 1, "level 2: +1");
    assert_eq!(level(&g), 3);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    g.act("p1 skill Secret Rite: Chasmic Soulfarer");
    assert_eq!(g.hp(P2, 0), 10 - 4 - 4, "level 3: +1 again");
    g.act("p1 skill Secret Rite: Chasmic Soulfarer");
    assert_eq!(
        g.damages().last().unwrap().2,
        3 + 2,
        "level 4: +2 of the level, no third talent +1"
    );
}

/// The talent's +1 needs level 2 when the damage is dealt.
#[test]
fn featherfall_judgment_does_nothing_below_level_2() {
    let mut g = cyno(1).hand(P1, "Featherfall Judgment").build();
    g.act("p1 play Featherfall Judgment");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(level(&g), 2);
}

/// Lawful Enforcer answers a revival as the battle's start (the reference's passive names
/// both): revived by Teyvat Fried Egg, Cyno gains a new Pactsworn Pathclearer.
#[test]
fn a_revived_cyno_gets_pactsworn_pathclearer_again() {
    let mut g = setup(
        ["Fischl", "Cyno", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .hp(P1, 1, 0)
    .hand(P1, "Teyvat Fried Egg")
    .build();
    assert!(!g.ch(P1, 1).alive);
    assert!(g.status(P1, 1, EntityId::PactswornPathclearer).is_none());
    g.act("p1 play Teyvat Fried Egg target 2");
    assert!(g.ch(P1, 1).alive);
    assert_eq!(g.hp(P1, 1), 1, "revived with 1 HP");
    let s = g.status(P1, 1, EntityId::PactswornPathclearer);
    assert_eq!(s.map(|s| s.usage), Some(0), "a new one, at level 0");
}
