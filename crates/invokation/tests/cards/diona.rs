//! Diona (6.5.0): 12 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn diona() -> Setup {
    setup(
        ["Diona", "Xingqiu", "Fischl"],
        ["Diluc", "Noelle", "Sucrose"],
    )
}

const SHIELD: EntityId = EntityId::CatClawShield_111021;
const TALENT_SHIELD: EntityId = EntityId::CatClawShield_111022;

/// Icy Paws: "Deals 2 Cryo DMG, creates 1 Cat-Claw Shield." Cat-Claw Shield: "Provides 1
/// Shield point to your active character." Costs 3 Cryo.
#[test]
fn icy_paws_deals_2_cryo_and_shields_the_active_character() {
    let mut g = diona().build();
    g.act("p1 skill Icy Paws");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    // Diluc's 2 Physical: 1 absorbed, the shield is used up.
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12 - 1);
    assert!(g.combat(P1, SHIELD).is_none());
}

/// Signature Mix: "Deals 1 Cryo DMG, heals this character for 2 HP, summons 1 Drunken
/// Mist." Costs 3 Cryo and 3 energy.
#[test]
fn signature_mix_deals_1_cryo_heals_diona_and_summons_drunken_mist() {
    let mut g = diona().energy(P1, 0, 3).hp(P1, 0, 5).build();
    g.act("p1 skill Signature Mix");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.hp(P1, 0), 5 + 2);
    assert_eq!(g.summon(P1, EntityId::DrunkenMist).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 0);
}

/// Drunken Mist: "End Phase: Deal 1 Cryo DMG, heal your active character for 2 HP.
/// Usage(s): 2".
#[test]
fn drunken_mist_deals_1_cryo_and_heals_the_active_character() {
    let mut g = diona()
        .summon(P1, json!("Drunken Mist"))
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.hp(P1, 0), 5 + 2, "the active character");
    assert_eq!(g.hp(P1, 1), 5, "not the others");
    assert_eq!(g.summon(P1, EntityId::DrunkenMist).unwrap().usage, 1);
}

/// Shaken, Not Purred (3 Cryo): "Combat Action: When your active character is Diona, equip
/// this card. After Diona equips this card, immediately use Icy Paws once. When your Diona,
/// who has this card equipped, creates a Cat-Claw Shield, it will provide +1 Shield point."
/// The 2-point shield replaces a 1-point one.
#[test]
fn shaken_not_purred_makes_a_2_point_shield() {
    let mut g = diona()
        .hand(P1, "Shaken, Not Purred")
        .combat(P1, json!({"name": "111021", "usage": 1}))
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Shaken, Not Purred target 1");
    assert!(g.status(P1, 0, EntityId::ShakenNotPurred).is_some());
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.combat(P1, SHIELD).is_none(), "replaced");
    assert_eq!(g.combat(P1, TALENT_SHIELD).unwrap().usage, 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12, "2 Physical, 2 absorbed");
}
