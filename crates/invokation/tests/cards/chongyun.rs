//! Chongyun (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

/// Chongyun (claymore), Xingqiu (sword), Ganyu (bow) against Noelle (12 HP).
fn chongyun() -> Setup {
    setup(
        ["Chongyun", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

const FIELD: EntityId = EntityId::ChonghuaFrostField_111041;
const TALENT_FIELD: EntityId = EntityId::ChonghuaFrostField_111042;

/// Chonghua's Layered Frost: "Deals 3 Cryo DMG, creates 1 Chonghua Frost Field." Duration
/// (Rounds): 2. Costs 3 Cryo.
#[test]
fn layered_frost_deals_3_cryo_and_creates_the_field() {
    let mut g = chongyun().build();
    g.act("p1 skill Chonghua's Layered Frost");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.combat(P1, FIELD).unwrap().duration, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Chonghua Frost Field: "Your Sword, Claymore, and Polearm-wielding characters' Physical
/// DMG is converted to Cryo DMG." A bow user's Physical damage stays Physical.
#[test]
fn the_field_turns_melee_physical_damage_into_cryo() {
    let mut g = chongyun().dice(P1, &[("Omni", 16)]).build();
    g.act("p1 skill Chonghua's Layered Frost").act("p2 end");
    g.act("p1 skill Demonbane");
    assert_eq!(g.hp(P2, 0), 9 - 2, "Cryo on Cryo: no reaction");
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 7 - 2, "Xingqiu's sword: Cryo too");
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    g.act("p1 switch 3").act("p1 skill Liutian Archery");
    assert_eq!(g.hp(P2, 0), 5 - 2, "Ganyu's bow: Physical");
    let last = g.damages().last().cloned().unwrap();
    assert_eq!(last.3, "Physical");
}

/// The converted damage reacts: on a Hydro aura, Demonbane's Cryo freezes.
#[test]
fn converted_damage_reacts() {
    let mut g = chongyun()
        .combat(P1, json!({"name": "111041", "duration": 2}))
        .aura(P2, 0, &["Hydro"])
        .build();
    g.act("p1 skill Demonbane");
    assert_eq!(g.hp(P2, 0), 12 - (2 + 1), "Frozen: +1");
    assert!(g.status(P2, 0, EntityId::Frozen).is_some());
}

/// The field lasts 2 rounds: gone after the second End Phase.
#[test]
fn the_field_lasts_two_rounds() {
    let mut g = chongyun().set("config", json!({"all_omni": true})).build();
    g.act("p1 skill Chonghua's Layered Frost");
    g.end_round();
    assert_eq!(g.combat(P1, FIELD).unwrap().duration, 1);
    g.end_round();
    assert!(g.combat(P1, FIELD).is_none());
}

/// Steady Breathing (3 Cryo): "Combat Action: When your active character is Chongyun, equip
/// this card. After Chongyun equips this card, immediately use Chonghua's Layered Frost
/// once. When your Chongyun, who has this card equipped, creates a Chonghua Frost Field, it
/// will have the following effects: Your Sword, Claymore, and Polearm-wielding characters'
/// Normal Attacks deal +1 DMG." The new field replaces the old one.
#[test]
fn steady_breathing_field_adds_1_to_melee_normal_attacks() {
    let mut g = chongyun()
        .hand(P1, "Steady Breathing")
        .combat(P1, json!({"name": "111041", "duration": 1}))
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Steady Breathing target 1");
    assert!(g.status(P1, 0, EntityId::SteadyBreathing).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(
        g.hp(P2, 0),
        12 - 3,
        "Layered Frost: 3 Cryo (no +1: not a Normal Attack)"
    );
    assert!(g.combat(P1, FIELD).is_none(), "replaced");
    assert_eq!(g.combat(P1, TALENT_FIELD).unwrap().duration, 2);
    g.act("p2 end");
    g.act("p1 skill Demonbane");
    assert_eq!(g.hp(P2, 0), 9 - 3, "2 + 1, Cryo");
    g.act("p1 switch 3").act("p1 skill Liutian Archery");
    assert_eq!(g.hp(P2, 0), 6 - 2, "a bow's Normal Attack: no bonus");
}
