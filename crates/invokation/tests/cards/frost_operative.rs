//! Frost Operative (6.5.0): 11 HP, 2 energy; Bond of Life.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Player};
use serde_json::json;

fn operative() -> Setup {
    setup(
        ["Frost Operative", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

fn bond(g: &Game, p: Player, c: usize) -> u8 {
    g.status(p, c, EntityId::BondOfLife).map_or(0, |s| s.usage)
}

/// Swift Point: "Deals 2 Physical DMG." (1 Cryo, 2 Unaligned). Blood-Bonded Shadow: "After
/// this character uses a Skill: Attach Bond of Life to the opponent's active character with
/// Usage(s) equal to (this Skill's finalized DMG total -2)": 2 - 2 = 0, no bond.
#[test]
fn swift_point_deals_2_physical_and_no_bond() {
    let mut g = operative().build();
    g.act("p1 skill Swift Point");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert!(g.status(P2, 0, EntityId::BondOfLife).is_none());
    assert_eq!(g.ch(P1, 0).hp, 11);
}

/// Frosty Interjection: "Deals 3 Cryo DMG." (3 Cryo): the bond is 3 - 2 = 1; a second one
/// adds up (Bond of Life: "Can stack, no stack limit"); a finalized damage raised by a
/// reaction counts (Melt: 3 + 2 = 5, bond 3).
#[test]
fn frosty_interjection_deals_3_cryo_and_attaches_bond_by_final_damage() {
    let mut g = operative().dice(P1, &[("Omni", 16)]).build();
    g.act("p1 skill Frosty Interjection");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(bond(&g, P2, 0), 1);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end").act("p1 skill Frosty Interjection");
    assert_eq!(bond(&g, P2, 0), 2, "1 more");
    let mut g = operative().aura(P2, 0, &["Pyro"]).build();
    g.act("p1 skill Frosty Interjection");
    assert_eq!(g.hp(P2, 0), 12 - 5, "Melt: 3 + 2");
    assert_eq!(bond(&g, P2, 0), 3, "5 - 2");
}

/// Thorny Onslaught: "Deals 5 Cryo DMG. Attaches Onslaught Stance to this character." (3
/// Cryo, 2 energy): bond 5 - 2 = 3; "(Max 5 stacks)": a Melted burst (7) attaches 5, not 7.
#[test]
fn thorny_onslaught_deals_5_cryo_and_attaches_onslaught_stance() {
    let mut g = operative().energy(P1, 0, 2).build();
    g.act("p1 skill Thorny Onslaught");
    assert_eq!(g.hp(P2, 0), 12 - 5);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(bond(&g, P2, 0), 3);
    let stance = g.status(P1, 0, EntityId::OnslaughtStance).unwrap();
    assert_eq!(stance.duration, 2);
    let mut g = operative().energy(P1, 0, 2).aura(P2, 0, &["Pyro"]).build();
    g.act("p1 skill Thorny Onslaught");
    assert_eq!(g.hp(P2, 0), 12 - 7, "Melt: 5 + 2");
    assert_eq!(bond(&g, P2, 0), 5, "at most 5 at a time");
}

/// The bond counts the damage after shields (the finalized damage the target takes): a
/// Melted Frosty Interjection (5) on a 2-point Crystallize shield is 3 taken, bond 1.
#[test]
fn bond_counts_the_damage_after_shields() {
    let mut g = operative()
        .aura(P2, 0, &["Pyro"])
        .combat(P2, json!({"name": "Crystallize", "usage": 2}))
        .build();
    g.act("p1 skill Frosty Interjection");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(bond(&g, P2, 0), 1);
}

/// Onslaught Stance: "End Phase: Deals 1 Piercing DMG to all opposing characters affected
/// by Bond of Life. Duration (Rounds): 2".
#[test]
fn onslaught_stance_pierces_every_bound_opponent_for_two_end_phases() {
    let mut g = operative()
        .set("config", json!({"all_omni": true}))
        .status(P1, 0, json!("Onslaught Stance"))
        .status(P2, 2, json!({"name": "Bond of Life", "usage": 1}))
        .build();
    g.end_round();
    assert_eq!((g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)), (12, 10, 10 - 1));
    assert_eq!(
        g.status(P1, 0, EntityId::OnslaughtStance).unwrap().duration,
        1
    );
    g.end_round();
    assert_eq!(g.hp(P2, 2), 10 - 2, "the second End Phase too");
    assert!(g.status(P1, 0, EntityId::OnslaughtStance).is_none());
    g.end_round();
    assert_eq!(g.hp(P2, 2), 10 - 2, "gone after 2 rounds");
}

/// Bond of Life: "When the character to which this is attached is healed: This effect will
/// be consumed once for every Usage(s) it has to negate 1 HP of healing received." Sweet
/// Madame heals 1: negated by 1 of 3 usages; Mondstadt Hash Brown heals 2: negated, and a
/// bond of 0 is gone, so the next heal restores HP.
#[test]
fn bond_of_life_negates_healing_usage_by_usage() {
    let mut g = operative()
        .hp(P2, 0, 5)
        .status(P2, 0, json!({"name": "Bond of Life", "usage": 3}))
        .hand(P2, "Sweet Madame")
        .hand(P2, "Mondstadt Hash Brown")
        .hand(P2, "Sweet Madame")
        .build();
    g.act("p1 end").act("p2 play Sweet Madame target 1");
    assert_eq!(g.hp(P2, 0), 5, "1 negated");
    assert_eq!(bond(&g, P2, 0), 2);
    let mut g2 = operative()
        .hp(P2, 0, 5)
        .status(P2, 0, json!({"name": "Bond of Life", "usage": 1}))
        .hand(P2, "Mondstadt Hash Brown")
        .build();
    g2.act("p1 end")
        .act("p2 play Mondstadt Hash Brown target 1");
    assert_eq!(g2.hp(P2, 0), 5 + 1, "1 of 2 negated");
    assert!(g2.status(P2, 0, EntityId::BondOfLife).is_none(), "used up");
}

/// Rimeflow Rapier (3 Cryo, talent): "When your active character is Frost Operative, equip
/// this card. After Frost Operative equips this card, immediately use Frosty Interjection
/// once. After your Frost Operative, who has this card equipped, triggers Blood-Bonded
/// Shadow: Causes the Bond of Life stacks the opponent's active character has to double."
#[test]
fn rimeflow_rapier_uses_frosty_interjection_and_doubles_the_bond() {
    let mut g = operative()
        .dice(P1, &[("Omni", 16)])
        .status(P2, 0, json!({"name": "Bond of Life", "usage": 2}))
        .hand(P1, "Rimeflow Rapier")
        .build();
    g.act("p1 play Rimeflow Rapier target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert!(g.status(P1, 0, EntityId::RimeflowRapier).is_some());
    assert_eq!(bond(&g, P2, 0), (2 + 1) * 2, "2 + 1, doubled");
    assert_eq!(g.energy(P1, 0), 1);
    // No bond from the skill (2 Physical): nothing triggers, nothing doubles.
    g.act("p2 end").act("p1 skill Swift Point");
    assert_eq!(bond(&g, P2, 0), 6);
}

/// "This Skill's finalized DMG" is the damage of her hit, not the Piercing damage its
/// Superconduct spreads (as the reference: differential game 41-11): 3 + 1 = 4, bond 2.
#[test]
fn bond_does_not_count_superconducts_piercing_damage() {
    let mut g = operative().aura(P2, 0, &["Electro"]).build();
    g.act("p1 skill Frosty Interjection");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert_eq!((g.hp(P2, 1), g.hp(P2, 2)), (10 - 1, 10 - 1));
    assert_eq!(bond(&g, P2, 0), 2);
}

/// Onslaught Stance strikes a bound character where its Bond of Life stands in the End Phase
/// order (with that character's statuses, before its side's summons), as the reference
/// (differential position 41-15): Xingqiu, bound at 1 HP, falls before P1's Guoba defeats
/// Noelle and P2 is asked for a new active character.
#[test]
fn onslaught_stance_strikes_where_the_bond_stands_in_the_end_phase() {
    let mut g = operative()
        .status(P2, 0, json!("Onslaught Stance"))
        .status(P1, 1, json!({"name": "Bond of Life", "usage": 1}))
        .hp(P1, 1, 1)
        .hp(P2, 0, 1)
        .summon(P1, json!({"name": "Guoba", "usage": 2}))
        .build();
    g.act("p1 end").act("p2 end");
    assert!(!g.ch(P2, 0).alive, "Guoba's 2 Pyro");
    assert_eq!(g.state.decision_of(P2), Some(DecisionKind::DeathSwap));
    assert!(!g.ch(P1, 1).alive, "the bond's strike came first");
}
