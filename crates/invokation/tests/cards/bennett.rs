//! Bennett (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn bennett() -> Setup {
    setup(
        ["Bennett", "Xingqiu", "Fischl"],
        ["Diluc", "Sucrose", "Noelle"],
    )
}

/// Strike of Fortune: "Deals 2 Physical DMG." Passion Overload: "Deals 3 Pyro DMG."
#[test]
fn strike_of_fortune_and_passion_overload() {
    let mut g = bennett().build();
    g.act("p1 skill Strike of Fortune");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end").act("p1 skill Passion Overload");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 3);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.energy(P1, 0), 2);
    assert_eq!(g.dice_total(P1), 8 - 3 - 3);
}

/// Fantastic Voyage: "Deals 2 Pyro DMG, creates 1 Inspiration Field." The field comes
/// after the damage: the burst itself is not boosted. "Duration (Rounds): 2".
#[test]
fn fantastic_voyage_creates_inspiration_field_for_two_rounds() {
    let mut g = bennett()
        .energy(P1, 0, 2)
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Fantastic Voyage");
    assert_eq!(
        g.hp(P2, 0),
        10 - 2,
        "no bonus for the burst that creates it"
    );
    assert_eq!(g.energy(P1, 0), 0);
    let field = g.combat(P1, EntityId::InspirationField_113031).unwrap();
    assert_eq!(field.duration, 2);
    g.end_round();
    assert_eq!(
        g.combat(P1, EntityId::InspirationField_113031)
            .unwrap()
            .duration,
        1,
        "still there in the next round"
    );
    g.end_round();
    assert!(g.combat(P1, EntityId::InspirationField_113031).is_none());
}

/// Inspiration Field: "When your character uses a Skill: If this character has at least 7
/// HP, deal +2 additional DMG for this instance." At exactly 7 HP: +2, and no heal (HP not
/// at most 6).
#[test]
fn inspiration_field_adds_2_at_7_hp_or_more() {
    let mut g = bennett()
        .hp(P1, 0, 7)
        .combat(P1, json!("Inspiration Field"))
        .build();
    g.act("p1 skill Strike of Fortune");
    assert_eq!(g.hp(P2, 0), 10 - 4, "2 Physical + 2");
    assert_eq!(g.hp(P1, 0), 7, "no heal above 6 HP");
}

/// Inspiration Field: "After the Skill DMG is finalized, if this character's HP is not
/// greater than 6, heal this character for 2 HP." At 6 HP: no bonus, healed by 2.
#[test]
fn inspiration_field_heals_2_at_6_hp_or_less_instead() {
    let mut g = bennett()
        .hp(P1, 0, 6)
        .combat(P1, json!("Inspiration Field"))
        .build();
    g.act("p1 skill Passion Overload");
    assert_eq!(g.hp(P2, 0), 10 - 3, "no bonus below 7 HP");
    assert_eq!(g.hp(P1, 0), 6 + 2);
    // Not used up: it lasts for its rounds.
    assert!(g.combat(P1, EntityId::InspirationField_113031).is_some());
}

/// "Your character": any character of Bennett's side, each judged by its own HP.
#[test]
fn inspiration_field_works_for_every_character_of_its_side() {
    let mut g = bennett()
        .active(P1, 1)
        .hp(P1, 1, 9)
        .combat(P1, json!("Inspiration Field"))
        .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - (2 + 2), "Xingqiu at 9 HP: +2");
    assert_eq!(g.hp(P1, 1), 9);
    let mut g = bennett()
        .active(P1, 1)
        .hp(P1, 1, 3)
        .combat(P1, json!("Inspiration Field"))
        .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.hp(P1, 1), 3 + 2, "Xingqiu at 3 HP: healed 2");
}

/// Only skill damage is boosted: a summon's End Phase damage (Oz) is not.
#[test]
fn inspiration_field_does_not_boost_summons() {
    let mut g = bennett()
        .combat(P1, json!("Inspiration Field"))
        .summon(P1, json!("Oz"))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1);
}

/// The opponent's skills are neither boosted nor healed.
#[test]
fn inspiration_field_does_not_help_the_opponent() {
    let mut g = bennett()
        .hp(P2, 0, 5)
        .combat(P1, json!("Inspiration Field"))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 2);
    assert_eq!(g.hp(P2, 0), 5);
}

/// The field is in play once the burst has resolved, so the burst that creates it already
/// heals a Bennett at 6 HP or less (as in the reference: 5 HP → 7).
#[test]
fn fantastic_voyage_heals_a_wounded_bennett_through_its_own_field() {
    let mut g = bennett().hp(P1, 0, 5).energy(P1, 0, 2).build();
    g.act("p1 skill Fantastic Voyage");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.hp(P1, 0), 5 + 2);
}

// Grand Expectation.

/// A position whose Roll Phases give 8 Omni dice and no rerolls, so games go on across
/// rounds.
fn omni(p1: [&str; 3], p2: [&str; 3]) -> Setup {
    setup(p1, p2).set("config", json!({"all_omni": true}))
}

const FIELD: EntityId = EntityId::InspirationField_113031;
const FIELD_TALENT: EntityId = EntityId::InspirationField_113032;

/// Grand Expectation (Combat Action, 4 Pyro, 2 Energy): "When your active character is
/// Bennett, equip this card. After Bennett equips this card, immediately use Fantastic
/// Voyage once. When your Bennett, who has this card equipped, creates an Inspiration
/// Field, its DMG Bonus is now always active and will no longer have an HP restriction."
/// The talent's field (113032): "This Skill deals +2 additional DMG. After the Skill DMG is
/// finalized, if this character's HP is not greater than 6, heal this character for 2 HP."
/// It replaces the plain field.
#[test]
fn grand_expectation_creates_the_field_without_hp_condition() {
    let mut g = omni(
        ["Bennett", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hp(P1, 0, 3)
    .energy(P1, 0, 2)
    .combat(P1, json!({"name": "Inspiration Field", "duration": 1}))
    .hand(P1, "Grand Expectation")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Grand Expectation target 1");
    assert!(g.status(P1, 0, EntityId::GrandExpectation).is_some());
    assert_eq!(
        g.hp(P2, 0),
        10 - 2,
        "Fantastic Voyage: 2 Pyro (the old field gives nothing at 3 HP)"
    );
    assert_eq!(g.energy(P1, 0), 0, "2 energy from Bennett");
    assert_eq!(g.dice_total(P1), 16 - 4);
    assert!(g.combat(P1, FIELD).is_none(), "the plain field is replaced");
    assert_eq!(g.combat(P1, FIELD_TALENT).unwrap().duration, 2);
    assert_eq!(
        g.hp(P1, 0),
        3 + 2,
        "healed once (the new field): at most 6 HP after the skill"
    );
    // Bennett at 5 HP: the talent's field still adds 2.
    g.act("p1 skill Passion Overload");
    assert_eq!(g.hp(P2, 0), 8 - 3 - 2);
    assert_eq!(g.hp(P1, 0), 5 + 2);
}

/// Grand Expectation needs 2 energy on Bennett.
#[test]
fn grand_expectation_needs_bennetts_energy() {
    let mut g = setup(
        ["Bennett", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 1)
    .hand(P1, "Grand Expectation")
    .build();
    assert!(g.try_act("p1 play Grand Expectation target 1").is_err());
}
