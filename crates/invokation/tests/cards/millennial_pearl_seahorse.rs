//! Millennial Pearl Seahorse (6.5.0): 8 HP, 2 energy; Fontemer Pearl, Resonant Coral Orb,
//! Pearl Solidification.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const PEARL: EntityId = EntityId::FontemerPearl_124032;

fn seahorse() -> Setup {
    setup(
        ["Millennial Pearl Seahorse", "Fischl", "Xingqiu"],
        ["Diluc", "Fischl", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
}

fn pearl(g: &Game) -> Option<u8> {
    g.status(P1, 0, PEARL).map(|s| s.usage)
}

/// Pearl Armor (passive): "When the battle begins, attach Fontemer Pearl to this character."
/// Usage(s): 2.
#[test]
fn the_passive_attaches_a_pearl_when_the_battle_begins() {
    let s = battle_start(
        ["Millennial Pearl Seahorse", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    assert_eq!(s.character(P1, 0).status(PEARL).unwrap().usage, 2);
}

/// Tail Sweep: "Deals 2 Physical DMG."
#[test]
fn tail_sweep_deals_2_physical() {
    let mut g = seahorse().build();
    g.act("p1 skill Tail Sweep");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Swirling School of Fish: "Deals 3 Electro DMG. If this character has Fontemer Pearl
/// attached, that Usage(s) +1. (Once per Round)"
#[test]
fn swirling_school_of_fish_adds_a_pearl_usage_once_per_round() {
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .build();
    g.act("p1 skill Swirling School of Fish");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(pearl(&g), Some(3), "beyond its 2");
    g.act("p2 end");
    g.act("p1 skill Swirling School of Fish");
    assert_eq!(pearl(&g), Some(3), "once per round");
    // Without a Pearl: only the damage.
    let mut g = seahorse().no_statuses(P1, 0).build();
    g.act("p1 skill Swirling School of Fish");
    assert_eq!(pearl(&g), None);
}

/// Fontemer Hoarthunder: "Deals 1 Electro DMG, attaches Fontemer Pearl to this character, and
/// summons 1 Resonant Coral Orb." Resonant Coral Orb: "End Phase: Deal 1 Electro DMG.
/// Usage(s): 2"
#[test]
fn fontemer_hoarthunder_attaches_a_pearl_and_summons_the_orb() {
    let mut g = seahorse().energy(P1, 0, 2).build();
    g.act("p1 skill Fontemer Hoarthunder");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(pearl(&g), Some(2));
    assert_eq!(g.summon(P1, EntityId::ResonantCoralOrb).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 0);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1);
    assert_eq!(g.summon(P1, EntityId::ResonantCoralOrb).unwrap().usage, 1);
}

/// Fontemer Pearl: "When the character to which this is attached takes DMG: Negate 1 DMG.
/// Usage(s): 2" Each hit spends a usage; at 0 it leaves.
#[test]
fn the_pearl_negates_1_per_hit_and_leaves_after_2() {
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 8 - (2 - 1));
    assert_eq!(pearl(&g), Some(1));
    g.act("p1 end");
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 8 - 1 - 1);
    assert_eq!(pearl(&g), None, "used up");
}

/// "Once per Round, Usage(s) will not be used when negating DMG from Summons": the first
/// summon hit of a round is free, the second spends a usage; a new round frees it again.
#[test]
fn the_pearl_negates_a_summons_damage_for_free_once_per_round() {
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .summon(P2, json!({"name": "Oz", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P1, 0), 8, "Oz's 1 Electro negated");
    assert_eq!(pearl(&g), Some(2), "free");
    g.end_round();
    assert_eq!(g.hp(P1, 0), 8);
    assert_eq!(pearl(&g), Some(2), "free again in a new round");
    // Twice in one round: the second spends.
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .summon(P2, json!({"name": "Oz", "usage": 2}))
        .summon(P2, json!({"name": "Resonant Coral Orb", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P1, 0), 8, "both negated");
    assert_eq!(pearl(&g), Some(1), "the second spent a usage");
}

/// Fontemer Pearl: "When you declare the end of your Round: If the character to which this is
/// attached is the active character, draw 1 card."
#[test]
fn the_pearl_draws_when_its_side_ends_the_round_with_it_active() {
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 end");
    assert_eq!(g.hand(P1).len(), 1);
    // Not active: nothing.
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .active(P1, 1)
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 end");
    assert!(g.hand(P1).is_empty());
    // The opponent's end: nothing.
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .set("to_act", json!(2))
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p2 end");
    assert!(g.hand(P1).is_empty());
}

/// Pearl Solidification (talent, 0 dice, not a Combat Action): "Can only be played if your
/// active character is Millennial Pearl Seahorse: When played, Millennial Pearl Seahorse will
/// have Fontemer Pearl with 1 Usage(s) attached to them. If they already have Fontemer Pearl
/// attached, Usage(s) +1 instead."
#[test]
fn pearl_solidification_attaches_a_1_usage_pearl_or_adds_1() {
    let mut g = seahorse()
        .no_statuses(P1, 0)
        .hand(P1, "Pearl Solidification")
        .build();
    g.act("p1 play Pearl Solidification");
    assert!(g.status(P1, 0, EntityId::PearlSolidification).is_some());
    assert_eq!(pearl(&g), Some(1));
    assert_eq!(g.dice_total(P1), 16);
    assert_eq!(g.active(P1), 0, "P1 still acts: not a Combat Action");
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .hand(P1, "Pearl Solidification")
        .build();
    g.act("p1 play Pearl Solidification");
    assert_eq!(pearl(&g), Some(3));
    // Only while the Seahorse is active.
    let mut g = seahorse()
        .active(P1, 1)
        .hand(P1, "Pearl Solidification")
        .build();
    assert!(g.try_act("p1 play Pearl Solidification target 1").is_err());
}

/// Pearl Solidification: "When the Fontemer Pearl attached to Millennial Pearl Seahorse
/// negates DMG from Summons, change to Usage(s) not being consumed twice per Round."
#[test]
fn with_the_talent_two_summon_hits_a_round_are_free() {
    let mut g = seahorse()
        .status(P1, 0, json!({"name": "Fontemer Pearl", "usage": 2}))
        .status(P1, 0, json!("Pearl Solidification"))
        .summon(P2, json!({"name": "Oz", "usage": 2}))
        .summon(P2, json!({"name": "Resonant Coral Orb", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P1, 0), 8);
    assert_eq!(pearl(&g), Some(2), "both free");
}
