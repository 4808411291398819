//! Mirror Maiden (6.5.0): 10 HP, 2 energy; Refraction (switching away costs a die more),
//! Mirror Cage (+1 round, +1 Hydro taken).

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const REFRACTION: EntityId = EntityId::Refraction_122021;
const TALENT_REFRACTION: EntityId = EntityId::Refraction_122022;

/// Mirror Maiden against Diluc, Fischl and Noelle; 16 Omni dice each, all Omni rolls.
fn maiden() -> Setup {
    setup(
        ["Mirror Maiden", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

/// Influx Blast: "Deals 3 Hydro DMG. The target character receives Refraction." Refraction:
/// "When the character to which this card is attached switches to another character:
/// Elemental Dice Cost +1. Duration (Rounds): 2". Diluc's switch costs 2; then Fischl's
/// (no Refraction) costs 1.
#[test]
fn influx_blast_and_refraction() {
    let mut g = maiden().build();
    g.clear_log().act("p1 skill Influx Blast");
    assert_eq!(g.damages(), [(P2, 0, 3, "Hydro".to_string())]);
    assert_eq!(g.status(P2, 0, REFRACTION).unwrap().duration, 2);
    g.act("p2 switch 2");
    assert_eq!(g.dice_total(P2), 16 - 2);
    g.act("p1 end");
    g.act("p2 switch 3");
    assert_eq!(g.dice_total(P2), 16 - 2 - 1);
}

/// The plain Refraction does not add to Hydro damage (from 4.8): Water Ball deals 1. It
/// lasts 2 rounds.
#[test]
fn refraction_lasts_two_rounds_and_adds_no_damage() {
    let mut g = maiden().status(P2, 0, json!("122021")).build();
    g.clear_log().act("p1 skill Water Ball");
    assert_eq!(g.damages(), [(P2, 0, 1, "Hydro".to_string())]);
    g.end_round();
    assert_eq!(g.status(P2, 0, REFRACTION).unwrap().duration, 1);
    g.act("p2 end");
    g.end_round();
    assert!(g.status(P2, 0, REFRACTION).is_none());
}

/// "(Only one such status can be applied on the same side at a time)": Influx Blast on
/// Fischl takes the Refraction off Diluc.
#[test]
fn only_one_refraction_per_side() {
    let mut g = maiden()
        .status(P2, 0, json!("122022"))
        .active(P2, 1)
        .build();
    g.act("p1 skill Influx Blast");
    assert!(g.status(P2, 0, TALENT_REFRACTION).is_none());
    assert!(g.status(P2, 1, REFRACTION).is_some());
}

/// Mirror Cage (talent, Combat Action, 3 Hydro): "After Mirror Maiden equips this card,
/// immediately use Influx Blast once. When your Mirror Maiden, who has this card equipped,
/// creates a Refraction, it will have +1 starting Duration (Rounds). It will also increase
/// the Hydro DMG the character to which this is attached takes by 1." Duration 3; Water
/// Ball 1 + 1; the switch still costs 1 more.
#[test]
fn mirror_cage() {
    let mut g = maiden().hand(P1, "Mirror Cage").build();
    g.clear_log().act("p1 play Mirror Cage");
    assert!(g.status(P1, 0, EntityId::MirrorCage).is_some());
    assert_eq!(g.damages(), [(P2, 0, 3, "Hydro".to_string())]);
    assert_eq!(g.status(P2, 0, TALENT_REFRACTION).unwrap().duration, 3);
    assert!(g.status(P2, 0, REFRACTION).is_none());
    g.act("p2 skill Tempered Sword");
    g.clear_log().act("p1 skill Water Ball");
    assert_eq!(g.damages(), [(P2, 0, 2, "Hydro".to_string())]);
    g.act("p2 switch 2");
    assert_eq!(g.dice_total(P2), 16 - 3 - 2);
}

/// Versions: before 4.8 the plain Refraction was "The character to which this is attached
/// takes +1 Hydro DMG" (no switch cost).
#[test]
fn refraction_before_4_8() {
    let mut g = maiden()
        .set("version", json!("4.7.0"))
        .status(P2, 0, json!("122021"))
        .build();
    g.clear_log().act("p1 skill Water Ball");
    assert_eq!(g.damages(), [(P2, 0, 2, "Hydro".to_string())]);
    g.act("p2 switch 2");
    assert_eq!(g.dice_total(P2), 16 - 1);
}

/// Influx Blast that defeats its target: the Refraction it gives goes with the defeated
/// character, and the side's other Refraction is discarded all the same ("only one such
/// status on the same side"), as the text says (the reference keeps the other one: its
/// one-per-side check runs only on a target still in play; a deliberate difference).
#[test]
fn influx_blast_defeating_its_target_still_discards_the_other_refraction() {
    let mut g = maiden()
        .status(P2, 0, json!("122021"))
        .active(P2, 1)
        .hp(P2, 1, 2)
        .build();
    g.act("p1 skill Influx Blast");
    assert!(!g.ch(P2, 1).alive);
    assert!(g.status(P2, 0, REFRACTION).is_none());
}
