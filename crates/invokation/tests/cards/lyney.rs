//! Lyney (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn lyney() -> Setup {
    setup(
        ["Lyney", "Xingqiu", "Nahida"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Card Force Translocation: "Deals 2 Physical DMG."
#[test]
fn card_force_translocation_deals_2_physical() {
    let mut g = lyney().build();
    g.act("p1 skill Card Force Translocation");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Prop Arrow (a Normal Attack, 3 Pyro): "Deals 2 Pyro DMG, summons a Grin-Malkin Hat, and
/// gains 1 stack of Prop Surplus. If this character has at least 6 HP, then they deal 1
/// Piercing DMG to themself."
#[test]
fn prop_arrow_summons_the_hat_gains_a_stack_and_pierces_lyney_from_6_hp() {
    let mut g = lyney().dice(P1, &[("Omni", 16)]).build();
    g.act("p1 skill Prop Arrow");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.summon(P1, EntityId::GrinMalkinHat).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, EntityId::PropSurplus).unwrap().usage, 1);
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    // Again: the Hat stacks to 2, Prop Surplus to 2.
    g.act("p2 end").act("p1 skill Prop Arrow");
    assert_eq!(g.summon(P1, EntityId::GrinMalkinHat).unwrap().usage, 2);
    assert_eq!(g.status(P1, 0, EntityId::PropSurplus).unwrap().usage, 2);
    assert_eq!(g.hp(P1, 0), 10 - 2);
    // The Hat stays at 2; at 5 HP Lyney takes nothing.
    let mut g = lyney()
        .hp(P1, 0, 5)
        .summon(P1, json!({"name": "Grin-Malkin Hat", "usage": 2}))
        .build();
    g.act("p1 skill Prop Arrow");
    assert_eq!(g.summon(P1, EntityId::GrinMalkinHat).unwrap().usage, 2);
    assert_eq!(g.hp(P1, 0), 5);
}

/// Grin-Malkin Hat: "End Phase: Deal 1 Pyro DMG. Usage(s): 1".
#[test]
fn grin_malkin_hat_deals_1_pyro_in_the_end_phase() {
    let mut g = lyney()
        .summon(P1, json!("Grin-Malkin Hat"))
        .set("config", json!({"all_omni": true}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert!(g.summon(P1, EntityId::GrinMalkinHat).is_none());
}

/// Bewildering Lights: "Deals 3 Pyro DMG." Prop Surplus: "When this character uses
/// Bewildering Lights: +1 DMG for each Prop Surplus stack. After the skill is finalized,
/// consume all Prop Surplus, healing 1 HP for this character per stack." (At most 3.)
#[test]
fn bewildering_lights_spends_prop_surplus_for_damage_and_healing() {
    let mut g = lyney()
        .hp(P1, 0, 4)
        .status(P1, 0, json!({"name": "Prop Surplus", "usage": 3}))
        .build();
    g.act("p1 skill Bewildering Lights");
    assert_eq!(g.hp(P2, 0), 12 - (3 + 3));
    assert_eq!(g.hp(P1, 0), 4 + 3);
    assert!(g.status(P1, 0, EntityId::PropSurplus).is_none());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    // Without Prop Surplus: 3.
    let mut g = lyney().build();
    g.act("p1 skill Bewildering Lights");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    // At 3 stacks, another stack keeps 3.
    let mut g = lyney()
        .status(P1, 0, json!({"name": "Prop Surplus", "usage": 3}))
        .build();
    g.act("p1 skill Prop Arrow");
    assert_eq!(g.status(P1, 0, EntityId::PropSurplus).unwrap().usage, 3);
}

/// Wondrous Trick: Miracle Parade (3 Pyro, 2 energy): "Deals 3 Pyro DMG, summons 1
/// Grin-Malkin Hat, and gains 1 stack of Prop Surplus." (No Piercing DMG to himself.)
#[test]
fn miracle_parade_summons_the_hat_and_gains_a_stack() {
    let mut g = lyney().energy(P1, 0, 2).build();
    g.act("p1 skill Elemental Burst");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.summon(P1, EntityId::GrinMalkinHat).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, EntityId::PropSurplus).unwrap().usage, 1);
    assert_eq!(g.hp(P1, 0), 10);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Conclusive Ovation (3 Pyro): "When your active character is Lyney, equip this card. After
/// Lyney equips this card, immediately use Prop Arrow. When Lyney is on the field and has
/// this card equipped, the DMG dealt by Lyney and your Grin-Malkin Hat will deal +2 DMG to
/// characters affected by Pyro. (Once per Round)"
#[test]
fn conclusive_ovation_adds_two_against_pyro_once_per_round() {
    let mut g = lyney()
        .hand(P1, "Conclusive Ovation")
        .dice(P1, &[("Omni", 16)])
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 play Conclusive Ovation");
    // Prop Arrow on a target without Pyro: 2.
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert!(g.status(P1, 0, EntityId::ConclusiveOvation).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P1, 0), 10 - 1);
    // Now the target has Pyro: 2 + 2.
    g.act("p2 end").act("p1 skill Card Force Translocation");
    assert_eq!(g.hp(P2, 0), 12 - 2 - 4);
    // Once per round: 2 only.
    g.act("p1 skill Card Force Translocation");
    assert_eq!(g.hp(P2, 0), 12 - 2 - 4 - 2);
    // The Hat Prop Arrow summoned strikes in this round's End Phase: 1, no bonus left.
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 12 - 2 - 4 - 2 - 1);
}

/// The Hat's damage gets Conclusive Ovation's +2 too (a new round's first boost).
#[test]
fn conclusive_ovation_boosts_the_hat() {
    let mut g = lyney()
        .status(P1, 0, json!("Conclusive Ovation"))
        .summon(P1, json!("Grin-Malkin Hat"))
        .aura(P2, 0, &["Pyro"])
        .set("config", json!({"all_omni": true}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - (1 + 2));
}
