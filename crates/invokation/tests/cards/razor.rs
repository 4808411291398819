//! Razor (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn razor() -> Setup {
    setup(["Razor", "Fischl", "Ganyu"], ["Noelle", "Diluc", "Sucrose"])
}

/// Lightning Fang: "Deals 3 Electro DMG. This character gains The Wolf Within." Duration
/// (Rounds): 2. Costs 3 Electro and 2 energy; the burst does not set the wolf off.
#[test]
fn lightning_fang_deals_3_electro_and_gives_the_wolf_within() {
    let mut g = razor().energy(P1, 0, 2).build();
    g.act("p1 skill Lightning Fang");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(
        g.status(P1, 0, EntityId::TheWolfWithin).unwrap().duration,
        2
    );
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// The Wolf Within: "After the character to which this is attached uses a Normal Attack or
/// an Elemental Skill: Deal 2 Electro DMG." Another character's skills do not set it off;
/// it is gone after two End Phases.
#[test]
fn the_wolf_within_strikes_after_razors_attacks_and_skills() {
    let mut g = razor()
        .energy(P1, 0, 2)
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Lightning Fang").act("p2 end");
    g.act("p1 skill Steel Fang");
    assert_eq!(g.hp(P2, 0), 9 - 2 - 2, "2 Physical, then 2 Electro");
    g.act("p1 switch 2").act("p1 skill Bolts of Downfall");
    assert_eq!(g.hp(P2, 0), 5 - 2, "Fischl's 2 Physical alone");
    g.act("p1 switch 1").act("p1 skill Claw and Thunder");
    assert_eq!(g.hp(P2, 0), 0, "3 Electro, then 2 Electro");
    assert!(!g.ch(P2, 0).alive);
    let mut g = razor()
        .energy(P1, 0, 2)
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Lightning Fang");
    g.end_round();
    assert_eq!(
        g.status(P1, 0, EntityId::TheWolfWithin).unwrap().duration,
        1
    );
    g.end_round();
    assert!(g.status(P1, 0, EntityId::TheWolfWithin).is_none());
}

/// Awakening (3 Electro): "Combat Action: When your active character is Razor, equip this
/// card. After Razor equips this card, immediately use Claw and Thunder once. After Razor,
/// who has this card equipped, uses Claw and Thunder: 1 of your Electro characters gains 1
/// Energy. (Once per Round, active character first)"
#[test]
fn awakening_charges_an_electro_character_once_a_round() {
    let mut g = razor()
        .hand(P1, "Awakening")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Awakening target 1");
    assert!(g.status(P1, 0, EntityId::Awakening).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.energy(P1, 0), 2, "1 from the skill, 1 from Awakening");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    g.act("p1 skill Claw and Thunder");
    assert_eq!(g.energy(P1, 1), 0, "once per round");
}

/// When Razor is full, the energy goes to another Electro character; never to a
/// non-Electro one.
#[test]
fn awakening_passes_the_energy_to_another_electro_character() {
    let mut g = razor()
        .status(P1, 0, json!("Awakening"))
        .energy(P1, 0, 2)
        .build();
    g.act("p1 skill Claw and Thunder");
    assert_eq!(g.energy(P1, 0), 2);
    assert_eq!(g.energy(P1, 1), 1, "Fischl");
    assert_eq!(g.energy(P1, 2), 0, "Ganyu is Cryo");
}
