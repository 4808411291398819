//! Kujou Sara (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn sara() -> Setup {
    setup(
        ["Kujou Sara", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
}

/// Tengu Bowmanship: "Deals 2 Physical DMG." (1 Electro, 2 unaligned.)
#[test]
fn tengu_bowmanship_deals_2_physical() {
    let mut g = sara().build();
    g.act("p1 skill Tengu Bowmanship");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Tengu Stormcall: "Deals 1 Electro DMG, summons 1 Tengu Juurai: Ambush." Ambush: "Usage(s):
/// 1". Costs 3 Electro.
#[test]
fn tengu_stormcall_deals_1_electro_and_summons_ambush() {
    let mut g = sara().build();
    g.act("p1 skill Tengu Stormcall");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(g.summon(P1, EntityId::TenguJuuraiAmbush).unwrap().usage, 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Tengu Juurai: Ambush: "End Phase: Deal 1 Electro DMG, applies Crowfeather Cover to
/// friendly active character. Usage(s): 1". Crowfeather Cover: "Usage(s): 2".
#[test]
fn ambush_strikes_and_covers_the_active_character_then_leaves() {
    let mut g = sara().build();
    g.act("p1 skill Tengu Stormcall");
    g.act("p2 end").act("p1 switch 2").act("p1 end");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1, "1 Electro in the End Phase");
    assert!(g.summon(P1, EntityId::TenguJuuraiAmbush).is_none());
    assert_eq!(
        g.status(P1, 1, EntityId::CrowfeatherCover).unwrap().usage,
        2,
        "on Fischl, the active character"
    );
    assert!(g.status(P1, 0, EntityId::CrowfeatherCover).is_none());
}

/// Subjugation: Koukou Sendou: "Deals 1 Electro DMG, summons 1 Tengu Juurai: Stormcluster."
/// Stormcluster: "End Phase: Deal 2 Electro DMG, applies Crowfeather Cover to friendly
/// active character. Usage(s): 2". Costs 4 Electro and 2 energy.
#[test]
fn subjugation_summons_stormcluster_which_strikes_twice() {
    let mut g = sara().energy(P1, 0, 2).build();
    g.act("p1 skill Subjugation: Koukou Sendou");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
    let s = g.summon(P1, EntityId::TenguJuuraiStormcluster).unwrap();
    assert_eq!(s.usage, 2);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1 - 2);
    assert_eq!(
        g.summon(P1, EntityId::TenguJuuraiStormcluster)
            .unwrap()
            .usage,
        1
    );
    assert_eq!(
        g.status(P1, 0, EntityId::CrowfeatherCover).unwrap().usage,
        2
    );
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1 - 2 - 2);
    assert!(g.summon(P1, EntityId::TenguJuuraiStormcluster).is_none());
}

/// Crowfeather Cover: "The character with this attached deals +1 Elemental Skill and
/// Elemental Burst DMG. Usage(s): 2": not Normal Attacks; a usage per boosted damage.
#[test]
fn crowfeather_cover_adds_1_to_skills_and_bursts_only() {
    let mut g = sara()
        .status(P1, 0, json!({"name": "Crowfeather Cover", "usage": 2}))
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Tengu Bowmanship");
    assert_eq!(g.hp(P2, 0), 10 - 2, "a Normal Attack is not boosted");
    assert_eq!(
        g.status(P1, 0, EntityId::CrowfeatherCover).unwrap().usage,
        2
    );
    g.act("p2 end");
    g.act("p1 skill Tengu Stormcall");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2, "1 Electro + 1");
    assert_eq!(
        g.status(P1, 0, EntityId::CrowfeatherCover).unwrap().usage,
        1
    );
    g.act("p1 skill Subjugation: Koukou Sendou");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 2, "the burst's 1 Electro + 1");
    assert!(
        g.status(P1, 0, EntityId::CrowfeatherCover).is_none(),
        "gone after its second usage"
    );
}

/// Sin of Pride: "After Kujou Sara equips this card, immediately use Tengu Stormcall once.
/// When Kujou Sara, who has this card equipped, is on the field, your Electro characters
/// with Crowfeather Cover deal +1 additional Elemental Skill and Elemental Burst DMG."
/// Costs 3 Electro.
#[test]
fn sin_of_pride_uses_tengu_stormcall_and_boosts_electro_characters_with_cover() {
    let mut g = sara()
        .status(P1, 1, json!({"name": "Crowfeather Cover", "usage": 2}))
        .status(P1, 2, json!({"name": "Crowfeather Cover", "usage": 2}))
        .hand(P1, "Sin of Pride")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Sin of Pride");
    assert_eq!(g.hp(P2, 0), 10 - 1, "Tengu Stormcall");
    assert!(g.summon(P1, EntityId::TenguJuuraiAmbush).is_some());
    assert!(g.status(P1, 0, EntityId::SinOfPride).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    // Fischl (Electro) with Cover: Nightrider's 1 Electro +1 +1.
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Nightrider");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 3);
    // Xingqiu (Hydro) with Cover: +1 only (and +1 of Electro-Charged on Diluc's Electro).
    g.act("p1 switch 3").act("p1 skill Fatal Rainscreen");
    assert_eq!(
        g.hp(P2, 0),
        10 - 1 - 3 - 4,
        "2 Hydro + 1 + 1 (Electro-Charged)"
    );
}

/// Before 4.2 Sin of Pride made Kujou Sara use Subjugation: Koukou Sendou (the card's text
/// of 3.5–4.1); from 4.2 on, Tengu Stormcall.
#[test]
fn sin_of_pride_used_the_burst_before_4_2() {
    let mut g = sara()
        .set("version", json!("4.1.0"))
        .energy(P1, 0, 2)
        .hand(P1, "Sin of Pride")
        .build();
    g.act("p1 play Sin of Pride");
    assert!(g.summon(P1, EntityId::TenguJuuraiStormcluster).is_some());
    assert!(g.summon(P1, EntityId::TenguJuuraiAmbush).is_none());
    assert_eq!(g.energy(P1, 0), 0);
}
