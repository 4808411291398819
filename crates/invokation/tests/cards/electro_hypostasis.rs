//! Electro Hypostasis (6.5.0): 8 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

fn hypostasis() -> Setup {
    setup(
        ["Electro Hypostasis", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
}

/// Electro Crystal Projection: "Deals 1 Electro DMG."
#[test]
fn electro_crystal_projection_deals_1_electro() {
    let mut g = hypostasis().build();
    g.act("p1 skill Electro Crystal Projection");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
}

/// Rock-Paper-Scissors Combo: "Deals 2 Electro DMG and then separately performs "Prepare
/// Skill" for Rock-Paper-Scissors Combo: Scissors and Rock-Paper-Scissors Combo: Paper."
/// Scissors: "Deals 2 Electro DMG. Then, perform "Prepare Skill" for Rock-Paper-Scissors
/// Combo: Paper." Paper: "Deals 3 Electro DMG." Costs 5 Electro; the prepared skills are
/// used in place of the next two actions, without energy.
#[test]
fn rock_paper_scissors_prepares_scissors_then_paper() {
    let mut g = hypostasis().build();
    g.act("p1 skill Rock-Paper-Scissors Combo");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 5);
    assert_eq!(g.energy(P1, 0), 1);
    assert!(g
        .status(P1, 0, EntityId::RockPaperScissorsComboScissors)
        .is_some());
    g.act("p2 skill Tempered Sword");
    // P1's turn: Scissors instead of an action.
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2);
    assert!(g
        .status(P1, 0, EntityId::RockPaperScissorsComboScissors)
        .is_none());
    assert!(g
        .status(P1, 0, EntityId::RockPaperScissorsComboPaper)
        .is_some());
    assert!(matches!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::Action
        }
    ));
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 3);
    assert!(g
        .status(P1, 0, EntityId::RockPaperScissorsComboPaper)
        .is_none());
    assert_eq!(g.energy(P1, 0), 1, "prepared skills give no energy");
    assert_eq!(g.dice_total(P1), 16 - 5);
}

/// When the opponent has declared the end of the round, the two prepared skills come one
/// after the other (each replaces one of P1's turns).
#[test]
fn after_the_opponent_ends_scissors_and_paper_follow_at_once() {
    let mut g = hypostasis().build();
    g.act("p1 skill Rock-Paper-Scissors Combo");
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 3);
    assert!(g
        .status(P1, 0, EntityId::RockPaperScissorsComboPaper)
        .is_none());
    assert!(matches!(
        g.state.pending(),
        Pending::Decision {
            player: P1,
            kind: DecisionKind::Action
        }
    ));
}

/// Lightning Lockdown: "Deals 2 Electro DMG, summons Chains of Warding Thunder." Chains:
/// "End Phase: Deal 1 Electro DMG. Usage(s): 2".
#[test]
fn lightning_lockdown_summons_chains_of_warding_thunder() {
    let mut g = hypostasis().energy(P1, 0, 2).build();
    g.act("p1 skill Lightning Lockdown");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(
        g.summon(P1, EntityId::ChainsOfWardingThunder)
            .unwrap()
            .usage,
        2
    );
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 2 - 1);
    assert_eq!(
        g.summon(P1, EntityId::ChainsOfWardingThunder)
            .unwrap()
            .usage,
        1
    );
}

/// Chains of Warding Thunder: "When this Summon is on the field: Your opponent will have to
/// spend 1 additional Elemental Die when performing "Switch Character." (Once per Round)"
#[test]
fn chains_make_the_opponents_first_switch_of_the_round_cost_1_more() {
    let mut g = hypostasis()
        .summon(P1, json!({"name": "Chains of Warding Thunder", "usage": 2}))
        .set("to_act", json!(2))
        .build();
    g.act("p2 switch 2");
    assert_eq!(g.dice_total(P2), 8 - 2, "1 + 1");
    g.act("p1 end");
    g.act("p2 switch 1");
    assert_eq!(g.dice_total(P2), 8 - 2 - 1, "once per round");
    // P1's own switches are not affected.
    let mut g = hypostasis()
        .summon(P1, json!({"name": "Chains of Warding Thunder", "usage": 2}))
        .build();
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 16 - 1);
}

/// Electro Crystal Core: "When the character to which this is attached would be defeated:
/// Remove this effect, ensure the character will not be defeated, and heal them to 1 HP."
#[test]
fn electro_crystal_core_saves_it_once_at_1_hp() {
    let mut g = hypostasis()
        .status(P1, 0, json!("Electro Crystal Core"))
        .hp(P1, 0, 2)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert!(g.ch(P1, 0).alive);
    assert_eq!(g.hp(P1, 0), 1);
    assert!(g
        .status(P1, 0, EntityId::ElectroCrystalCore_124014)
        .is_none());
}

/// Electro Crystal Core (passive): "When the battle begins, this character gains an Electro
/// Crystal Core."
#[test]
fn the_passive_gives_a_core_when_the_battle_begins() {
    let s = battle_start(
        ["Electro Hypostasis", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    assert!(s.character(P1, 0).has(EntityId::ElectroCrystalCore_124014));
}

/// Revived (Teyvat Fried Egg), Electro Hypostasis does not get a Core again (as the
/// reference).
#[test]
fn a_revived_hypostasis_gets_no_new_core() {
    let mut g2 = setup(
        ["Fischl", "Electro Hypostasis", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .hp(P1, 1, 0)
    .hand(P1, "Teyvat Fried Egg")
    .build();
    g2.act("p1 play Teyvat Fried Egg target 2");
    assert!(g2.ch(P1, 1).alive);
    assert!(!g2.ch(P1, 1).has(EntityId::ElectroCrystalCore_124014));
}

/// Absorbing Prism (event talent, Combat Action): "When your active character is Electro
/// Hypostasis, heal that character for 3 HP and attach the Electro Crystal Core to them."
/// Costs 2 Electro; the turn passes.
#[test]
fn absorbing_prism_heals_3_and_attaches_a_core() {
    let mut g = hypostasis()
        .hp(P1, 0, 4)
        .hand(P1, "Absorbing Prism")
        .build();
    g.act("p1 play Absorbing Prism");
    assert_eq!(g.hp(P1, 0), 4 + 3);
    assert!(g
        .status(P1, 0, EntityId::ElectroCrystalCore_124014)
        .is_some());
    assert_eq!(g.dice_total(P1), 16 - 2);
    assert!(matches!(
        g.state.pending(),
        Pending::Decision { player: P2, .. }
    ));
}

/// Absorbing Prism needs Electro Hypostasis active.
#[test]
fn absorbing_prism_needs_the_hypostasis_active() {
    let mut g = hypostasis()
        .active(P1, 1)
        .hand(P1, "Absorbing Prism")
        .build();
    assert!(g.try_act("p1 play Absorbing Prism target 1").is_err());
}
