//! Emperor of Fire and Iron (6.5.0): 5 HP, 2 energy; Armored Crab Carapace, Imperial Panoply
//! (it swallows every other shield of its side after each of its side's actions), the
//! prepared Searing Blast, and its talent Molten Mail.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

const CARAPACE: EntityId = EntityId::ArmoredCrabCarapace;

/// The Emperor, Zhongli and Noelle against Diluc (10 HP), Fischl and Sucrose; 8 Omni dice
/// every round.
fn emperor() -> Setup {
    setup(
        ["Emperor of Fire and Iron", "Zhongli", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
}

fn stacks(g: &Game) -> u8 {
    g.status(P1, 0, CARAPACE).map_or(0, |s| s.usage)
}

/// Imperial Panoply: "When combat begins: Gain 5 initial Armored Crab Carapace stacks."
/// Armored Crab Carapace: "Each stack provides 1 Shield": Searing Onslaught's 3 Pyro is
/// absorbed, 2 stacks left.
#[test]
fn starts_with_5_carapace_stacks_that_absorb_damage() {
    let mut g = emperor().set("to_act", json!(2)).build();
    assert_eq!(stacks(&g), 5);
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 5);
    assert_eq!(stacks(&g), 2);
}

/// Shatterclamp Strike: "Deals 2 Physical DMG."
#[test]
fn shatterclamp_strike_deals_2_physical() {
    let mut g = emperor().build();
    g.act("p1 skill Shatterclamp Strike");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Physical")]);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Buster Blaze: "Deals 1 Pyro DMG. If this character has at least 7 Armored Crab Carapace
/// stacks, this DMG +1. / After that, this character gains 2 Armored Crab Carapace stacks."
/// 5 stacks: 1 Pyro, then 7; 7 stacks: 2 Pyro, then 9.
#[test]
fn buster_blaze_deals_more_at_7_stacks_and_adds_2() {
    let mut g = emperor().build();
    g.act("p1 skill Buster Blaze");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Pyro")]);
    assert_eq!(stacks(&g), 7);
    assert_eq!(g.dice_total(P1), 8 - 3);
    g.act("p2 end").clear_log().act("p1 skill Buster Blaze");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Pyro")]);
    assert_eq!(stacks(&g), 9);
}

/// Battle-Line Detonation: "This character's Prepare Skill: Searing Blast." Searing Blast:
/// "Deals 1 Pyro DMG, deals 2 Piercing DMG to all opposing standby characters. This skill
/// deals +1 Pyro DMG for every 2 Armored Crab Carapace stacks this character has." 5
/// stacks, 2 of them spent on Tempered Sword: 1 + 1 Pyro; the Piercing DMG first (as the
/// reference).
#[test]
fn searing_blast_grows_with_the_stacks() {
    let mut g = emperor().energy(P1, 0, 2).build();
    g.act("p1 skill Battle-Line Detonation");
    assert!(g.damages().is_empty());
    assert!(g.status(P1, 0, EntityId::AccruingPower).is_some());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    g.clear_log().act("p2 skill Tempered Sword");
    assert_eq!(
        g.damages()[1..],
        [
            hit(P2, 1, 2, "Piercing"),
            hit(P2, 2, 2, "Piercing"),
            hit(P2, 0, 1 + 3 / 2, "Pyro"),
        ]
    );
    assert_eq!(stacks(&g), 5 - 2, "Tempered Sword's 2 Physical absorbed");
    assert!(g.status(P1, 0, EntityId::AccruingPower).is_none());
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::Action
        }
    );
}

/// Imperial Panoply: "After your side performs any action: If your side has any Shield
/// Status or Shield Combat Status other than Armored Crab Carapace, these other effects will
/// be canceled. For each effect canceled, this character gains 2 Armored Crab Carapace
/// stacks." Zhongli's Jade Shield (a combat status) and Aegis of Abyssal Flame (a shield
/// status of another character): both go, 2 stacks each.
#[test]
fn imperial_panoply_swallows_other_shields_after_an_action() {
    let mut g = emperor()
        .active(P1, 1)
        .status(P1, 2, json!({"name": "Aegis of Abyssal Flame", "usage": 2}))
        .build();
    g.act("p1 skill Dominus Lapidis: Striking Stone");
    assert!(g.combat(P1, EntityId::JadeShield).is_none(), "swallowed");
    assert!(g.status(P1, 2, EntityId::AegisOfAbyssalFlame).is_none());
    assert_eq!(stacks(&g), 5 + 2 + 2);
}

/// Only the Emperor's own side's actions: the opponent's shield stays, and with no other
/// shield nothing changes.
#[test]
fn imperial_panoply_ignores_the_opponents_shields() {
    let mut g = emperor().build();
    g.act("p1 end");
    assert_eq!(stacks(&g), 5);
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Emperor of Fire and Iron", "Zhongli", "Noelle"],
    )
    .combat(P1, json!({"name": "Jade Shield", "usage": 2}))
    .build();
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.combat(P1, EntityId::JadeShield).unwrap().usage, 2);
    assert_eq!(g.status(P2, 0, CARAPACE).unwrap().usage, 5 - 2);
}

/// Molten Mail: "When played: Apply Pyro Application to the Emperor of Fire and Iron with
/// this card equipped." (1 Pyro; the Emperor need not be active.) "After your Shield Status
/// other than Armored Crab Carapace or Shield Combat Status is removed: The Emperor ...
/// gains 2 stacks of Armored Crab Carapace. (Once per Round)": Jade Shield swallowed gives
/// 2 (Imperial Panoply) + 2 (Molten Mail); the next one this round only 2.
#[test]
fn molten_mail_applies_pyro_and_adds_2_stacks_once_per_round() {
    let mut g = emperor()
        .active(P1, 1)
        .hand(P1, "Molten Mail")
        .dice(P1, &[("Omni", 12)])
        .build();
    g.act("p1 play Molten Mail target 1");
    assert_eq!(g.aura(P1, 0), ["Pyro"]);
    assert!(g.status(P1, 0, EntityId::MoltenMail).is_some());
    assert_eq!(g.dice_total(P1), 12 - 1);
    assert_eq!(stacks(&g), 5, "no other shield");
    g.act("p1 skill Dominus Lapidis: Striking Stone");
    assert_eq!(stacks(&g), 5 + 2 + 2);
    g.act("p2 end");
    g.act("p1 skill Dominus Lapidis: Striking Stone");
    assert_eq!(stacks(&g), 5 + 2 + 2 + 2, "once per round");
}

/// Molten Mail counts a shield used up too: Jade Shield (2) spent by Diluc's Tempered Sword
/// gives 2 stacks (before the Emperor's side acts again).
#[test]
fn molten_mail_counts_a_shield_used_up() {
    let mut g = emperor()
        .no_statuses(P1, 0)
        .status(P1, 0, json!("Molten Mail"))
        .combat(P1, json!({"name": "Jade Shield", "usage": 2}))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert!(g.combat(P1, EntityId::JadeShield).is_none());
    assert_eq!(g.hp(P1, 0), 5);
    assert_eq!(stacks(&g), 2);
}
