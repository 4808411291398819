//! Rosaria (6.5.0): 10 HP, 2 energy; Scope Out Soft Spots (stacks, a chance per stack after
//! each skill of her side), Strike Where It Hurts, Evercold Frostlance, Divine Retribution.

use crate::common::*;
use invokation::notation::parse_action;
use invokation::{CardId, ChanceOutcome, ChanceRequest, EntityId, Pending};
use serde_json::json;

const SCOPE: EntityId = EntityId::ScopeOutSoftSpots;
const STRIKE: EntityId = EntityId::StrikeWhereItHurts;
const FROSTLANCE: EntityId = EntityId::EvercoldFrostlance;

/// Rosaria against Noelle (12 HP); 16 Omni dice, every Roll Phase all Omni.
fn rosaria() -> Setup {
    setup(
        ["Rosaria", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
}

/// Applies an action without answering the chance it leads to.
fn act_to_chance(g: &mut Game, line: &str) {
    let a = parse_action(&g.state, line).unwrap();
    g.state.apply_action(a).unwrap();
}

/// The chance (in percent) of the pending Scope Out Soft Spots trial.
fn trial(g: &Game) -> u8 {
    match g.state.pending() {
        Pending::Chance(ChanceRequest::Trial {
            player,
            id,
            percent,
            ..
        }) => {
            assert_eq!((player, id), (P1, SCOPE));
            percent
        }
        other => panic!("expected a trial, got {other:?}"),
    }
}

fn stacks(g: &Game) -> Option<u8> {
    g.combat(P1, SCOPE).map(|s| s.usage)
}

fn changing_shifts(g: &Game) -> usize {
    g.hand(P1)
        .iter()
        .filter(|&&c| c == CardId::ChangingShifts)
        .count()
}

/// Ravaging Confession (3 Cryo): "Deals 1 Cryo DMG, creates 1 stack of Scope Out Soft
/// Spots." The status hears the skill that created it: a 10% chance (one stack), which
/// fails here.
#[test]
fn ravaging_confession_creates_one_stack_and_rolls_ten_percent() {
    let mut g = rosaria().build();
    act_to_chance(&mut g, "p1 skill Ravaging Confession");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(stacks(&g), Some(1));
    assert_eq!(trial(&g), 10);
    g.state.apply_chance(ChanceOutcome::Index(0)).unwrap();
    assert_eq!(stacks(&g), Some(1));
    assert!(g.combat(P1, STRIKE).is_none());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    // A second use adds a stack: 20%.
    act_to_chance(&mut g, "p2 end");
    act_to_chance(&mut g, "p1 skill Ravaging Confession");
    assert_eq!(stacks(&g), Some(2));
    assert_eq!(trial(&g), 20);
}

/// Scope Out Soft Spots: "After your characters use a Skill: For each stack of this effect,
/// there is a 10% chance of creating Strike Where It Hurts. If Strike Where It Hurts is
/// created, the number of stacks of this effect is halved. (Rounded down)" Strike Where It
/// Hurts: "When dealing Skill DMG: Remove this status and double the DMG dealt for this
/// instance." Any character of the side sets the chance off; 3 stacks halve to 1, 1 to 0
/// (the status leaves).
#[test]
fn a_success_creates_strike_where_it_hurts_and_halves_the_stacks() {
    let mut g = rosaria()
        .active(P1, 1)
        .combat(P1, json!({"name": "Scope Out Soft Spots", "usage": 3}))
        .build();
    act_to_chance(&mut g, "p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(trial(&g), 30);
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert_eq!(stacks(&g), Some(1), "3 halved, rounded down");
    assert!(g.combat(P1, STRIKE).is_some());
    // The next skill damage is doubled: 2 Physical become 4; the status is removed.
    act_to_chance(&mut g, "p2 end");
    act_to_chance(&mut g, "p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 12 - 2 - 4);
    assert!(g.combat(P1, STRIKE).is_none());
    assert_eq!(trial(&g), 10);
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert_eq!(stacks(&g), None, "1 halved is 0: the status leaves");
    assert!(g.combat(P1, STRIKE).is_some());
}

/// From 10 stacks the chance is certain: no chance request, Strike Where It Hurts at once
/// (12 stacks halve to 6).
#[test]
fn ten_stacks_or_more_always_succeed() {
    let mut g = rosaria()
        .combat(P1, json!({"name": "Scope Out Soft Spots", "usage": 12}))
        .build();
    act_to_chance(&mut g, "p1 skill Spear of the Church");
    assert!(matches!(g.state.pending(), Pending::Decision { .. }));
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(stacks(&g), Some(6));
    assert!(g.combat(P1, STRIKE).is_some());
}

/// The opposing side's skills do not set Scope Out Soft Spots off.
#[test]
fn opposing_skills_do_not_roll() {
    let mut g = rosaria()
        .combat(P1, json!({"name": "Scope Out Soft Spots", "usage": 3}))
        .dice(P2, &[("Omni", 8)])
        .build();
    act_to_chance(&mut g, "p1 end");
    act_to_chance(&mut g, "p2 skill Favonius Bladework - Maid");
    assert!(matches!(g.state.pending(), Pending::Decision { .. }));
    assert_eq!(stacks(&g), Some(3));
}

/// Strike Where It Hurts doubles only skill damage: Evercold Frostlance's End Phase damage
/// is not doubled and leaves it in place.
#[test]
fn strike_where_it_hurts_ignores_summon_damage() {
    let mut g = rosaria()
        .combat(P1, json!("Strike Where It Hurts"))
        .summon(P1, json!("Evercold Frostlance"))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert!(g.combat(P1, STRIKE).is_some());
}

/// Rites of Termination (3 Cryo, 2 energy): "Deals 1 Cryo DMG, creates 2 stacks of Scope
/// Out Soft Spots, and summons Evercold Frostlance." Evercold Frostlance: "End Phase: Deal 1
/// Cryo DMG, create 2 stacks of Scope Out Soft Spots / Usage(s): 2".
#[test]
fn rites_of_termination_and_evercold_frostlance() {
    let mut g = rosaria().energy(P1, 0, 2).build();
    act_to_chance(&mut g, "p1 skill Rites of Termination");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(stacks(&g), Some(2));
    assert_eq!(trial(&g), 20);
    g.state.apply_chance(ChanceOutcome::Index(0)).unwrap();
    assert_eq!(g.summon(P1, FROSTLANCE).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1 - 1);
    assert_eq!(stacks(&g), Some(4));
    assert_eq!(g.summon(P1, FROSTLANCE).unwrap().usage, 1);
    g.end_round();
    assert_eq!(stacks(&g), Some(6));
    assert!(g.summon(P1, FROSTLANCE).is_none(), "used up");
}

/// In 5.2.0, Ravaging Confession created 2 stacks and Evercold Frostlance 1.
#[test]
fn in_5_2_0_the_skill_creates_two_stacks_and_the_summon_one() {
    let mut g = rosaria()
        .set("version", json!("5.2.0"))
        .summon(P1, json!("Evercold Frostlance"))
        .build();
    act_to_chance(&mut g, "p1 skill Ravaging Confession");
    assert_eq!(stacks(&g), Some(2));
    assert_eq!(trial(&g), 20);
    g.state.apply_chance(ChanceOutcome::Index(0)).unwrap();
    g.end_round();
    assert_eq!(stacks(&g), Some(3));
}

/// Divine Retribution (3 Cryo): "When Rosaria, who has this card equipped, is on the field:
/// after you use Ravaging Confession, or after your side creates Strike Where It Hurts,
/// create 1 Changing Shifts in your hand. (Once per Round)" Equipping uses Ravaging
/// Confession: one card; a Strike Where It Hurts the same round gives none; the next round
/// it gives one.
#[test]
fn divine_retribution_creates_changing_shifts_once_per_round() {
    let mut g = rosaria().hand(P1, "Divine Retribution").build();
    act_to_chance(&mut g, "p1 play Divine Retribution target 1");
    assert!(g.ch(P1, 0).has(EntityId::DivineRetribution));
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(changing_shifts(&g), 1);
    assert_eq!(trial(&g), 10);
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert!(g.combat(P1, STRIKE).is_some());
    assert_eq!(changing_shifts(&g), 1, "once per round");
    g.end_round();
    if matches!(g.state.pending(), Pending::Decision { player: P2, .. }) {
        g.act("p2 end");
    }
    act_to_chance(&mut g, "p1 skill Ravaging Confession");
    assert_eq!(
        changing_shifts(&g),
        2,
        "a new round: Ravaging Confession gives one"
    );
}

/// Divine Retribution's second trigger: Strike Where It Hurts created by the chance of
/// Scope Out Soft Spots after another character's skill.
#[test]
fn divine_retribution_hears_strike_where_it_hurts() {
    let mut g = rosaria()
        .status(P1, 0, json!("Divine Retribution"))
        .active(P1, 1)
        .combat(P1, json!({"name": "Scope Out Soft Spots", "usage": 4}))
        .build();
    act_to_chance(&mut g, "p1 skill Guhua Style");
    assert_eq!(trial(&g), 40);
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert_eq!(stacks(&g), Some(2));
    assert_eq!(changing_shifts(&g), 1);
}
