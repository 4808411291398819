//! Wriothesley (6.5.0): 10 HP, 3 energy, Cryo catalyst; Chilling Penalty and Lingering
//! Icicles.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const PENALTY: EntityId = EntityId::ChillingPenalty;
const ICICLES: EntityId = EntityId::LingeringIcicles;

fn wriothesley() -> Setup {
    setup(
        ["Wriothesley", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// His card: 3 energy.
#[test]
fn his_card() {
    let g = wriothesley().build();
    assert_eq!(g.ch(P1, 0).max_energy, 3);
    assert_eq!(g.hp(P1, 0), g.ch(P1, 0).max_hp);
}

/// Forceful Fists of Frost: "Deals 1 Cryo DMG."
#[test]
fn normal_attack_deals_1_cryo() {
    let mut g = wriothesley().build();
    g.act("p1 skill Forceful Fists of Frost");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Cryo")]);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Icefang Rush: "Deals 2 Cryo DMG. This character gains Chilling Penalty." Chilling
/// Penalty at 6 HP or more: the Normal Attack costs 1 less Cryo die, deals +1, then 1
/// Piercing DMG to him; Usage(s): 2.
#[test]
fn chilling_penalty_while_healthy() {
    let mut g = wriothesley().build();
    g.act("p1 skill Icefang Rush");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Cryo")]);
    assert_eq!(g.status(P1, 0, PENALTY).unwrap().usage, 2);
    g.act("p2 end").clear_log();
    let hp = g.hp(P1, 0);
    let dice = g.dice_total(P1);
    g.act("p1 skill Forceful Fists of Frost");
    assert_eq!(g.dice_total(P1), dice - 2, "1 Cryo die less");
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 1 + 1, "Cryo"), hit(P1, 0, 1, "Piercing")]
    );
    assert_eq!(g.hp(P1, 0), hp - 1);
    assert_eq!(g.status(P1, 0, PENALTY).unwrap().usage, 1);
}

/// Chilling Penalty at 5 HP or less: full cost, +1, then heals him 2; its last usage
/// discards it.
#[test]
fn chilling_penalty_while_hurt_heals() {
    let mut g = wriothesley()
        .hp(P1, 0, 4)
        .status(P1, 0, json!({"name": "Chilling Penalty", "usage": 1}))
        .build();
    g.act("p1 skill Forceful Fists of Frost");
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Cryo")]);
    assert_eq!(g.hp(P1, 0), 6);
    assert!(g.status(P1, 0, PENALTY).is_none());
}

/// Darkgold Wolfbite: "Deals 2 Cryo DMG, creates 1 Lingering Icicles." Lingering Icicles:
/// "Before you choose an action: Deal 2 Cryo DMG. Usage(s): 1"
#[test]
fn burst_leaves_lingering_icicles() {
    let mut g = wriothesley().energy(P1, 0, 3).build();
    g.act("p1 skill Darkgold Wolfbite");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Cryo")]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.combat(P1, ICICLES).unwrap().usage, 1);
    g.clear_log().act("p2 end");
    // P1 is about to choose: the Icicles strike first.
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Cryo")]);
    assert!(g.combat(P1, ICICLES).is_none());
}

/// "When this character takes DMG or is healed 2 times in total this Round: This Skill costs
/// 1 less Elemental Die (Cost can be reduced by up to 2)." Healed by Chilling Penalty, then
/// hit by Diluc: 2 times, 1 die less.
#[test]
fn burst_costs_less_for_every_two_hits_or_heals() {
    let mut g = wriothesley()
        .energy(P1, 0, 3)
        .hp(P1, 0, 4)
        .status(P1, 0, json!({"name": "Chilling Penalty", "usage": 2}))
        .dice(P2, &[("Omni", 16)])
        .build();
    g.act("p1 skill Forceful Fists of Frost");
    assert_eq!(g.hp(P1, 0), 6, "healed (1)");
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 4, "hit (2)");
    let dice = g.dice_total(P1);
    g.act("p1 skill Darkgold Wolfbite");
    assert_eq!(g.dice_total(P1), dice - 2);
}

/// The discount is at most 2 dice: after 6 hits and heals, the Burst still costs 1 die.
#[test]
fn burst_discount_is_at_most_two() {
    let mut g = wriothesley()
        .energy(P1, 0, 3)
        .hp(P1, 0, 4)
        .status(P1, 0, json!({"name": "Chilling Penalty", "usage": 2}))
        .hand(P1, "Sweet Madame")
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .build();
    g.act("p1 skill Forceful Fists of Frost"); // healed: 1
    g.act("p2 skill Tempered Sword"); // hit: 2
    g.act("p1 skill Forceful Fists of Frost"); // healed: 3
    g.act("p2 skill Tempered Sword"); // hit: 4
    g.act("p1 play Sweet Madame target 1"); // healed: 5
    g.act("p1 skill Forceful Fists of Frost");
    g.act("p2 skill Tempered Sword"); // hit: 6
    assert_eq!(g.hp(P1, 0), 3);
    let dice = g.dice_total(P1);
    g.act("p1 skill Darkgold Wolfbite");
    assert_eq!(g.dice_total(P1), dice - 1, "3 - 2");
}

/// Terror for the Evildoers (1 Cryo, 2 unaligned): "After Wriothesley equips this card,
/// immediately use Forceful Fists of Frost once. When Wriothesley, who has this card
/// equipped, takes DMG or is healed, accumulate 1 'Penalty' point. When Wriothesley, with
/// this card equipped, uses a Skill: If there are 3 'Penalty' points, consume 3 points to
/// cause this Skill to deal +1 DMG."
#[test]
fn talent_turns_three_penalty_points_into_one_damage() {
    let mut g = wriothesley()
        .hand(P1, "Terror for the Evildoers")
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .build();
    g.act("p1 play Terror for the Evildoers target 1");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Cryo")]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.status(P1, 0, EntityId::TerrorForTheEvildoers).is_some());
    g.act("p2 skill Tempered Sword"); // 1 point
    g.act("p1 skill Icefang Rush");
    g.act("p2 skill Tempered Sword"); // 2 points
    assert_eq!(g.hp(P1, 0), 6);
    g.clear_log().act("p1 skill Forceful Fists of Frost");
    // 2 points: Chilling Penalty's +1 only; then its Piercing DMG: 3 points.
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 1 + 1, "Cryo"), hit(P1, 0, 1, "Piercing")]
    );
    g.act("p2 end").clear_log();
    g.act("p1 skill Forceful Fists of Frost");
    // 3 points spent: +1 more; at 5 HP Chilling Penalty heals him.
    assert_eq!(g.damages(), [hit(P2, 0, 1 + 1 + 1, "Cryo")]);
    assert_eq!(g.hp(P1, 0), 7);
}

/// Terror for the Evildoers played again on the Wriothesley who has it: the equipped card
/// stays as it is, Penalty points included (the reference discards the new copy:
/// differential games 23-5, 23-7, 23-8, 23-11, 23-14, 23-18); the skill is used again.
#[test]
fn talent_played_again_keeps_its_penalty_points() {
    let mut g = wriothesley()
        .hand(P1, "Terror for the Evildoers")
        .hand(P1, "Terror for the Evildoers")
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .build();
    g.act("p1 play Terror for the Evildoers target 1");
    g.act("p2 skill Tempered Sword"); // 1 point
    g.act("p1 skill Forceful Fists of Frost");
    g.act("p2 skill Tempered Sword"); // 2 points
    g.clear_log()
        .act("p1 play Terror for the Evildoers target 1");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Cryo")], "2 points: no bonus");
    g.act("p2 skill Tempered Sword"); // 3 points
    g.clear_log().act("p1 skill Forceful Fists of Frost");
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 1 + 1, "Cryo")],
        "the points were kept"
    );
}
