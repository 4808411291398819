//! Yelan (6.5.0): 11 HP, 3 energy.

use crate::common::*;
use invokation::{CharacterId, EntityId};
use serde_json::json;

fn yelan() -> Setup {
    setup(
        ["Yelan", "Xingqiu", "Nahida"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Yelan has 11 HP at 6.5.0 (the facts) and starts with Breakthrough at 1 stack: "(Passive)
/// When the battle begins, this character gains Breakthrough. This state starts with 1
/// Breakthrough stack."
#[test]
fn yelan_starts_with_one_breakthrough_stack() {
    let s = battle_start(
        ["Yelan", "Xingqiu", "Nahida"],
        ["Noelle", "Diluc", "Sucrose"],
    );
    let ch = s.character(P1, 0);
    assert_eq!(ch.id, CharacterId::Yelan);
    assert_eq!((ch.hp, ch.max_hp), (11, 11));
    assert_eq!(ch.status(EntityId::Breakthrough).unwrap().usage, 1);
}

/// Stealthy Bowshot: "Deals 2 Physical DMG." With 1 Breakthrough stack it stays Physical and
/// draws nothing.
#[test]
fn stealthy_bowshot_stays_physical_below_two_stacks() {
    let mut g = yelan().deck(P1, "Strategize").build();
    g.act("p1 skill Stealthy Bowshot");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert!(g.aura(P2, 0).is_empty());
    assert!(g.hand(P1).is_empty());
    assert_eq!(g.status(P1, 0, EntityId::Breakthrough).unwrap().usage, 1);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Lingering Lifeline: "Deals 3 Hydro DMG. This character gains 2 Breakthrough stacks." (at
/// most 3). Then Breakthrough: "When the character to which this is attached uses a Normal
/// Attack: If Breakthrough has at least 2 stacks, consume 2 Breakthrough stacks to convert
/// Physical DMG dealt into Hydro DMG and draw 1 card."
#[test]
fn lingering_lifeline_adds_two_stacks_and_the_next_normal_attack_is_hydro() {
    let mut g = yelan()
        .deck(P1, "Strategize")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Lingering Lifeline");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(
        g.status(P1, 0, EntityId::Breakthrough).unwrap().usage,
        3,
        "1 + 2"
    );
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end").act("p1 skill Stealthy Bowshot");
    assert_eq!(g.hp(P2, 0), 12 - 3 - 2);
    assert_eq!(g.aura(P2, 0), ["Hydro"], "Hydro DMG");
    assert_eq!(g.status(P1, 0, EntityId::Breakthrough).unwrap().usage, 1);
    assert_eq!(g.hand(P1), [invokation::CardId::Strategize]);
    // Once more: 1 stack, Physical again.
    g.act("p1 skill Stealthy Bowshot");
    assert_eq!(g.hp(P2, 0), 12 - 3 - 2 - 2);
    assert_eq!(g.status(P1, 0, EntityId::Breakthrough).unwrap().usage, 1);
    // Already at 3, Lingering Lifeline keeps it at 3.
    let mut g = yelan()
        .no_statuses(P1, 0)
        .status(P1, 0, json!({"name": "Breakthrough", "usage": 2}))
        .build();
    g.act("p1 skill Lingering Lifeline");
    assert_eq!(g.status(P1, 0, EntityId::Breakthrough).unwrap().usage, 3);
}

/// Breakthrough: "End Phase: Gain 1 Breakthrough stack ... a maximum of 3 stacks."
#[test]
fn breakthrough_gains_a_stack_each_end_phase_up_to_three() {
    let mut g = yelan().set("config", json!({"all_omni": true})).build();
    g.end_round();
    assert_eq!(g.status(P1, 0, EntityId::Breakthrough).unwrap().usage, 2);
    g.end_round();
    assert_eq!(g.status(P1, 0, EntityId::Breakthrough).unwrap().usage, 3);
    g.end_round();
    assert_eq!(g.status(P1, 0, EntityId::Breakthrough).unwrap().usage, 3);
}

/// Depth-Clarion Dice: "Deals 3 Hydro DMG, creates 1 Exquisite Throw." Exquisite Throw:
/// "After your character uses a Normal Attack: Deal 1 Hydro DMG. Duration (Rounds): 2" (any
/// character of the side; not after other skills).
#[test]
fn exquisite_throw_strikes_after_each_normal_attack_for_two_rounds() {
    let mut g = yelan()
        .energy(P1, 0, 3)
        .dice(P1, &[("Omni", 16)])
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Elemental Burst");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.combat(P1, EntityId::ExquisiteThrow).unwrap().duration, 2);
    g.act("p2 end").act("p1 switch 2");
    g.clear_log().act("p1 skill Guhua Style");
    let dmg: Vec<(u8, String)> = g.damages().into_iter().map(|d| (d.2, d.3)).collect();
    assert_eq!(dmg, [(2, "Physical".into()), (1, "Hydro".into())]);
    g.clear_log().act("p1 skill Fatal Rainscreen");
    assert_eq!(g.damages().len(), 1, "not after an Elemental Skill");
    g.end_round();
    assert_eq!(g.combat(P1, EntityId::ExquisiteThrow).unwrap().duration, 1);
    g.end_round();
    assert!(g.combat(P1, EntityId::ExquisiteThrow).is_none());
}

/// Before 4.7 Exquisite Throw dealt 2 Hydro DMG (and the burst 1: its facts).
#[test]
fn exquisite_throw_dealt_two_before_4_7() {
    let mut g = yelan()
        .set("version", json!("4.6.0"))
        .energy(P1, 0, 3)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Elemental Burst");
    let dmg: Vec<u8> = g.damages().into_iter().map(|d| d.2).collect();
    assert_eq!(dmg, [1]);
    g.act("p2 end").clear_log().act("p1 skill Stealthy Bowshot");
    let dmg: Vec<u8> = g.damages().into_iter().map(|d| d.2).collect();
    assert_eq!(dmg, [2, 2]);
}

/// Turn Control (3 Hydro): "When your active character is Yelan, equip this card. After
/// Yelan equips this card, immediately use Lingering Lifeline once. Roll Phase: If Yelan,
/// who has this card equipped, is on the field, 1 Elemental Dice will be rolled as Omni
/// Element for each Elemental Type in your party. (Max 3)"
#[test]
fn turn_control_fixes_an_omni_die_per_element() {
    let mut g = yelan().hand(P1, "Turn Control").build();
    g.act("p1 play Turn Control");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert!(g.status(P1, 0, EntityId::TurnControl).is_some());
    assert_eq!(g.status(P1, 0, EntityId::Breakthrough).unwrap().usage, 3);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    // Hydro (Yelan, Xingqiu) and Dendro: 2 Omni dice at least in the next roll.
    g.end_round();
    assert!(g.dice(P1).0[invokation::Die::Omni.index()] >= 2);
    // Three elements or more: 3 (a seed whose plain roll has no Omni die shows exactly 3).
    let mut g = setup(["Yelan", "Diluc", "Nahida"], ["Noelle", "Diluc", "Sucrose"])
        .hand(P1, "Turn Control")
        .build();
    g.act("p1 play Turn Control");
    g.end_round();
    assert!(g.dice(P1).0[invokation::Die::Omni.index()] >= 3);
}
