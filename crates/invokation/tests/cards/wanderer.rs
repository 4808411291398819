//! Wanderer (6.5.0): 10 HP, 3 energy, Anemo catalyst.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn wanderer() -> Setup {
    setup(
        ["Wanderer", "Xingqiu", "Noelle"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
}

fn d(c: u8, amount: u8, dtype: &str) -> (invokation::Player, u8, u8, String) {
    (P2, c, amount, dtype.to_string())
}

/// Yuuban Meigen: "Deals 1 Anemo DMG." Costs 1 Anemo and 2 unaligned; 1 energy.
#[test]
fn yuuban_meigen_deals_1_anemo() {
    let mut g = wanderer().build();
    g.act("p1 skill Yuuban Meigen");
    assert_eq!(g.damages(), [d(0, 1, "Anemo")]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Hanega: Song of the Wind: "Deals 2 Anemo DMG. This character gains Windfavored."
/// Windfavored: "Usage(s): 2".
#[test]
fn hanega_deals_2_anemo_and_gives_windfavored() {
    let mut g = wanderer().build();
    g.act("p1 skill Hanega: Song of the Wind");
    assert_eq!(g.damages(), [d(0, 2, "Anemo")]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.status(P1, 0, EntityId::Windfavored).unwrap().usage, 2);
}

/// Windfavored: "When the character to which this is attached performs a Normal Attack: DMG
/// dealt +2. If the opponent has characters on standby, then this Skill will deal damage to
/// the next opposing character on standby instead. Usage(s): 2": two Normal Attacks deal 3
/// to the next standby character (Fischl), then it is gone and the third hits the active one
/// for 1.
#[test]
fn windfavored_normal_attacks_deal_2_more_to_the_next_standby_twice() {
    let mut g = wanderer()
        .dice(P1, &[("Omni", 9)])
        .status(P1, 0, json!("Windfavored"))
        .build();
    g.act("p1 skill Yuuban Meigen");
    assert_eq!(g.damages(), [d(1, 3, "Anemo")]);
    assert_eq!(g.status(P1, 0, EntityId::Windfavored).unwrap().usage, 1);
    g.clear_log().act("p2 end").act("p1 skill Yuuban Meigen");
    assert_eq!(g.damages(), [d(1, 3, "Anemo")]);
    assert!(g.status(P1, 0, EntityId::Windfavored).is_none());
    g.clear_log().act("p1 skill Yuuban Meigen");
    assert_eq!(g.damages(), [d(0, 1, "Anemo")]);
    assert_eq!(g.hp(P2, 1), 10 - 6);
}

/// "If the opponent has characters on standby": with none left, the Normal Attack hits the
/// active character, still +2.
#[test]
fn windfavored_without_standby_opponents_hits_the_active_one() {
    let mut g = wanderer()
        .hp(P2, 1, 0)
        .hp(P2, 2, 0)
        .status(P1, 0, json!("Windfavored"))
        .build();
    g.act("p1 skill Yuuban Meigen");
    assert_eq!(g.damages(), [d(0, 3, "Anemo")]);
}

/// "the next opposing character on standby": after the active one, by position (active
/// Fischl at 1: Ganyu at 2).
#[test]
fn windfavored_hits_the_character_after_the_active_one() {
    let mut g = wanderer()
        .active(P2, 1)
        .status(P1, 0, json!("Windfavored"))
        .build();
    g.act("p1 skill Yuuban Meigen");
    assert_eq!(g.damages(), [d(2, 3, "Anemo")]);
}

/// Windfavored boosts Normal Attacks only: Hanega deals 2 and keeps its usages.
#[test]
fn windfavored_does_not_boost_other_skills() {
    let mut g = wanderer().status(P1, 0, json!("Windfavored")).build();
    g.act("p1 skill Hanega: Song of the Wind");
    assert_eq!(g.damages(), [d(0, 2, "Anemo")]);
    assert_eq!(g.status(P1, 0, EntityId::Windfavored).unwrap().usage, 2);
}

/// Kyougen: Five Ceremonial Plays: "Deals 7 Anemo DMG. If the character has Windfavored
/// attached, then remove it and increase DMG by 1." Costs 3 Anemo and 3 energy.
#[test]
fn kyougen_deals_7_or_8_removing_windfavored() {
    let mut g = wanderer().energy(P1, 0, 3).build();
    g.act("p1 skill Kyougen: Five Ceremonial Plays");
    assert_eq!(g.damages(), [d(0, 7, "Anemo")]);
    assert_eq!((g.energy(P1, 0), g.dice_total(P1)), (0, 8 - 3));
    let mut g = wanderer()
        .energy(P1, 0, 3)
        .status(P1, 0, json!("Windfavored"))
        .build();
    g.act("p1 skill Kyougen: Five Ceremonial Plays");
    assert_eq!(g.damages(), [d(0, 8, "Anemo")]);
    assert!(g.status(P1, 0, EntityId::Windfavored).is_none());
}

/// Gales of Reverie (4 Anemo, Combat Action): "After Wanderer equips this card, immediately
/// use Hanega: Song of the Wind once. When your Wanderer, who has this card equipped, is in
/// Windfavored state and after using Charged Attack: you will spend 1 less Elemental Die the
/// next time you use "Switch Character" and deal 1 Anemo DMG." A Charged Attack (8 dice:
/// even) in Windfavored state gives Descent; the switch away from Wanderer then costs
/// nothing (1 less than 1) and deals 1 Anemo to the opposing active character; Descent is
/// gone after.
#[test]
fn gales_of_reverie_charged_attack_makes_the_next_switch_cheaper_and_deal_1_anemo() {
    let mut g = wanderer().hand(P1, "Gales of Reverie").build();
    g.act("p1 play Gales of Reverie target 1");
    assert_eq!(g.damages(), [d(0, 2, "Anemo")]);
    assert_eq!(g.dice_total(P1), 8 - 4);
    assert!(g.status(P1, 0, EntityId::GalesOfReverie).is_some());
    assert_eq!(g.status(P1, 0, EntityId::Windfavored).unwrap().usage, 2);
    g.act("p2 end");
    // 4 dice: a Charged Attack.
    g.clear_log().act("p1 skill Yuuban Meigen");
    assert_eq!(g.damages(), [d(1, 3, "Anemo")]);
    assert_eq!(g.status(P1, 0, EntityId::Descent).unwrap().usage, 1);
    assert_eq!(g.dice_total(P1), 1);
    g.clear_log().act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 1, "the switch costs 1 less: nothing");
    assert_eq!(g.damages(), [d(0, 1, "Anemo")]);
    assert!(g.status(P1, 0, EntityId::Descent).is_none());
    assert_eq!(g.active(P1), 1);
}

/// Not a Charged Attack (7 dice: odd): no Descent; nor without the talent.
#[test]
fn only_a_charged_attack_with_the_talent_gives_descent() {
    let mut g = wanderer()
        .dice(P1, &[("Omni", 7)])
        .status(P1, 0, json!("Windfavored"))
        .status(P1, 0, json!("Gales of Reverie"))
        .build();
    g.act("p1 skill Yuuban Meigen");
    assert!(g.status(P1, 0, EntityId::Descent).is_none());
    let mut g = wanderer().status(P1, 0, json!("Windfavored")).build();
    g.act("p1 skill Yuuban Meigen");
    assert!(g.status(P1, 0, EntityId::Descent).is_none());
}

/// Descent lowers only a switch away from Wanderer (a switch to him pays in full), before
/// the combat statuses do (the active character's statuses come first): with Changing
/// Shifts in play, Descent takes the die and deals its damage; Changing Shifts stays.
#[test]
fn descent_takes_only_a_switch_away_from_wanderer_before_changing_shifts() {
    let mut g = wanderer()
        .active(P1, 1)
        .status(P1, 0, json!("Descent"))
        .hand(P1, "Changing Shifts")
        .build();
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 7, "a switch to Wanderer: full price");
    assert!(g.damages().is_empty());
    g.act("p2 end").act("p1 play Changing Shifts");
    g.act("p1 switch 3");
    assert_eq!(g.dice_total(P1), 7);
    assert_eq!(g.damages(), [d(0, 1, "Anemo")]);
    assert!(g.status(P1, 0, EntityId::Descent).is_none());
    assert_eq!(
        g.combat(P1, EntityId::ChangingShiftsInEffect)
            .unwrap()
            .usage,
        1
    );
}
