//! Jadeplume Terrorshroom (6.5.0): 12 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn jadeplume(stacks: u8) -> Setup {
    setup(
        ["Jadeplume Terrorshroom", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .status(P1, 0, json!({"name": "Radical Vitality", "usage": stacks}))
}

fn stacks(g: &Game) -> u8 {
    g.status(P1, 0, EntityId::RadicalVitality).unwrap().usage
}

/// Majestic Dance: "Deals 2 Physical DMG." (Physical adds no stack.)
#[test]
fn majestic_dance_deals_2_physical_and_adds_no_stack() {
    let mut g = jadeplume(0).build();
    g.act("p1 skill Majestic Dance");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(stacks(&g), 0);
}

/// Volatile Spore Cloud: "Deals 3 Dendro DMG." Radical Vitality: "After this character
/// deals or takes Elemental DMG: Gain 1 stack of Radical Vitality. (Max 3 stacks)"
#[test]
fn volatile_spore_cloud_deals_3_dendro_and_adds_a_stack() {
    let mut g = jadeplume(0).build();
    g.act("p1 skill Volatile Spore Cloud");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(stacks(&g), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    // Taking Elemental damage adds one too (Sucrose's Anemo), at most 3.
    let mut g = jadeplume(2).active(P2, 1).set("to_act", json!(2)).build();
    g.act("p2 skill Wind Spirit Creation");
    assert_eq!(stacks(&g), 3);
}

/// Stacks stop at 3.
#[test]
fn radical_vitality_stops_at_3() {
    let mut g = jadeplume(3).build();
    g.act("p1 skill Volatile Spore Cloud");
    assert_eq!(stacks(&g), 3);
}

/// Feather Spreading: "Deals 4 Dendro DMG, then consumes all Radical Vitality stacks. For
/// each stack consumed, this instance deals +1 DMG." (Its own Dendro damage then adds a
/// stack.)
#[test]
fn feather_spreading_spends_the_stacks_for_damage() {
    let mut g = jadeplume(3).energy(P1, 0, 2).build();
    g.act("p1 skill Feather Spreading");
    assert_eq!(g.hp(P2, 0), 10 - 4 - 3);
    assert_eq!(
        stacks(&g),
        1,
        "consumed, then 1 for the burst's Dendro damage"
    );
    assert_eq!(g.energy(P1, 0), 0);
}

/// "End Phase: If Radical Vitality stacks reach the maximum limit, they will be cleared and
/// the character will lose all Energy."
#[test]
fn at_the_limit_the_end_phase_clears_the_stacks_and_the_energy() {
    let mut g = jadeplume(3).energy(P1, 0, 1).build();
    g.end_round();
    assert_eq!(stacks(&g), 0);
    assert_eq!(g.energy(P1, 0), 0);
    let mut g = jadeplume(2).energy(P1, 0, 1).build();
    g.end_round();
    assert_eq!(stacks(&g), 2);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Proliferating Spores: "After Jadeplume Terrorshroom equips this card, immediately use
/// Volatile Spore Cloud once. Your Jadeplume Terrorshroom, who has this card equipped, can
/// accumulate 1 more stack of Radical Vitality." Costs 3 Dendro.
#[test]
fn proliferating_spores_raises_the_limit_to_4() {
    let mut g = jadeplume(3).hand(P1, "Proliferating Spores").build();
    g.act("p1 play Proliferating Spores");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(stacks(&g), 4);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.end_round();
    assert_eq!(stacks(&g), 0, "4 is the limit with the talent");
}

/// Radical Vitality (passive): "When the battle begins, this character gains Radical
/// Vitality."
#[test]
fn the_passive_gives_radical_vitality_when_the_battle_begins() {
    let s = battle_start(
        ["Jadeplume Terrorshroom", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    assert!(s.character(P1, 0).has(EntityId::RadicalVitality));
}
