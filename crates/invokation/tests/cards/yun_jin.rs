//! Yun Jin (6.5.0): 10 HP, 2 energy; Flying Cloud Flag Formation, Shield of Swirling
//! Clouds, the prepared Spear Flourish, Decorous Harmony; "discarded or tuned a card this
//! Round" (her passive listens to discards and to Elemental Tuning).

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const FORMATION: EntityId = EntityId::FlyingCloudFlagFormation_116073;
const SHIELD: EntityId = EntityId::ShieldOfSwirlingClouds;
const SPEAR: EntityId = EntityId::SpearFlourish;

/// Yun Jin against Noelle (12 HP), Fischl, Diluc; 15 Omni dice and a Pyro die (to tune)
/// each.
fn yun_jin() -> Setup {
    setup(
        ["Yun Jin", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 15), ("Pyro", 1)])
    .dice(P2, &[("Omni", 15), ("Pyro", 1)])
}

/// Opening Flourish (3 Geo): "Creates Flying Cloud Flag Formation, attaches Shield of
/// Swirling Clouds to this character, and prepares Spear Flourish." No damage. Shield of
/// Swirling Clouds: "While preparing Skill: Grants 2 Shield points". Spear Flourish: "Deals
/// 2 Geo DMG" at P1's next turn; the shield then goes.
#[test]
fn opening_flourish_shields_her_and_prepares_spear_flourish() {
    let mut g = yun_jin().build();
    g.act("p1 skill Opening Flourish");
    assert_eq!(g.hp(P2, 0), 12);
    assert_eq!(g.combat(P1, FORMATION).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, SHIELD).unwrap().usage, 2);
    assert!(g.status(P1, 0, SPEAR).is_some());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10, "the shield took the 2");
    assert_eq!(g.hp(P2, 0), 12 - 2, "Spear Flourish");
    assert!(g.aura(P2, 0).is_empty(), "Geo leaves no aura");
    assert!(g.status(P1, 0, SPEAR).is_none());
    assert!(g.status(P1, 0, SHIELD).is_none());
    assert_eq!(g.energy(P1, 0), 1, "no energy from the prepared skill");
}

/// Spear Flourish: "if your side has discarded or tuned at least 1 card this Round, this
/// DMG +1": a card tuned before.
#[test]
fn spear_flourish_deals_one_more_after_a_tuned_card() {
    let mut g = yun_jin().hand(P1, "Paimon").build();
    g.act("p1 tune Paimon");
    g.act("p1 skill Opening Flourish");
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 12 - 3);
}

/// ... or a card discarded (Xinyan's Sweeping Fervor would; here the opponent's tuning does
/// not count, and nothing happened: 2).
#[test]
fn spear_flourish_ignores_the_opponents_tuning() {
    let mut g = yun_jin().hand(P2, "Paimon").build();
    g.act("p1 skill Opening Flourish");
    g.act("p2 tune Paimon");
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 12 - 2);
}

/// A discarded card counts too: Xinyan's Sweeping Fervor discards P1's costliest card.
#[test]
fn spear_flourish_counts_a_discarded_card() {
    let mut g = setup(
        ["Yun Jin", "Xinyan", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .active(P1, 1)
    .hand(P1, "Paimon")
    .declared_end(P2)
    .build();
    g.act("p1 skill Sweeping Fervor");
    assert!(g.hand(P1).is_empty());
    g.act("p1 switch 1").act("p1 skill Opening Flourish");
    // Sweeping Fervor's 2 Pyro, then Spear Flourish's 2 + 1 Geo, Crystallized (+1).
    assert_eq!(g.hp(P2, 0), 12 - 2 - (3 + 1));
}

/// Cliffbreaker's Banner (3 Geo, 2 energy): "Deals 3 Geo DMG, creates 3 stacks of Flying
/// Cloud Flag Formation" (at most 4).
#[test]
fn cliffbreakers_banner_creates_three_stacks() {
    let mut g = yun_jin()
        .energy(P1, 0, 2)
        .combat(
            P1,
            json!({"name": "Flying Cloud Flag Formation", "usage": 2}),
        )
        .build();
    g.act("p1 skill Cliffbreaker's Banner");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(
        g.combat(P1, FORMATION).unwrap().usage,
        4,
        "2 + 3, at most 4"
    );
    assert_eq!(g.energy(P1, 0), 0);
}

/// Flying Cloud Flag Formation: "When your character uses a Normal Attack: If your hand has
/// no more than 1 card, this Skill costs 1 less Elemental Die." With 2 cards: full cost,
/// no usage spent; with 1: 2 dice, a usage spent by its damage.
#[test]
fn flying_cloud_flag_formation_lowers_a_normal_attack_with_a_small_hand() {
    let mut g = yun_jin()
        .dice(P1, &[("Omni", 13), ("Pyro", 3)])
        .combat(
            P1,
            json!({"name": "Flying Cloud Flag Formation", "usage": 2}),
        )
        .hand(P1, "Paimon")
        .hand(P1, "Strategize")
        .declared_end(P2)
        .build();
    g.act("p1 skill Cloud-Grazing Strike");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.combat(P1, FORMATION).unwrap().usage, 2);
    assert_eq!(g.hp(P2, 0), 12 - 2);
    g.act("p1 tune Paimon");
    g.act("p1 skill Cloud-Grazing Strike");
    assert_eq!(g.dice_total(P1), 13 - 2, "tuning keeps the dice count");
    assert_eq!(g.combat(P1, FORMATION).unwrap().usage, 1);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    // Another character's Normal Attack uses it too.
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 11 - 1 - 2);
    assert!(g.combat(P1, FORMATION).is_none(), "used up");
}

/// Decorous Harmony (3 Geo, 2 energy): equipping uses Cliffbreaker's Banner; "When Yun Jin,
/// who has this card equipped, is on the field and your Flying Cloud Flag Formation is
/// triggered: If you have no cards in hand, the Skill DMG +2."
#[test]
fn decorous_harmony_adds_2_with_an_empty_hand() {
    let mut g = yun_jin()
        .energy(P1, 0, 2)
        .hand(P1, "Decorous Harmony")
        .declared_end(P2)
        .build();
    g.act("p1 play Decorous Harmony target 1");
    assert!(g.status(P1, 0, EntityId::DecorousHarmony).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.combat(P1, FORMATION).unwrap().usage, 3);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.hand(P1).is_empty());
    g.act("p1 skill Cloud-Grazing Strike");
    assert_eq!(g.hp(P2, 0), 9 - 2 - 2);
    assert_eq!(g.dice_total(P1), 13 - 2);
    assert_eq!(g.combat(P1, FORMATION).unwrap().usage, 2);
}
