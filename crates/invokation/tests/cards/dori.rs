//! Dori (6.5.0): 10 HP, 2 energy; After-Sales Service Rounds, Jinni (two versions); the
//! talent Discretionary Supplement.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

/// Dori, Xingqiu and Ganyu against Diluc (10 HP), Fischl and Sucrose; every Roll Phase
/// gives 8 Omni dice.
fn dori() -> Setup {
    setup(["Dori", "Xingqiu", "Ganyu"], ["Diluc", "Fischl", "Sucrose"])
        .set("config", json!({"all_omni": true}))
}

const JINNI: EntityId = EntityId::Jinni_114102;
const JINNI_TALENT: EntityId = EntityId::Jinni_114103;

/// Dori: 10 HP. Marvelous Sword-Dance (Modified): "Deals 2 Physical DMG."
#[test]
fn marvelous_sword_dance_deals_2_physical() {
    let mut g = dori().build();
    assert_eq!(g.hp(P1, 0), 10);
    g.act("p1 skill Marvelous Sword-Dance (Modified)");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Spirit-Warding Lamp: Troubleshooter Cannon: "Deals 2 Electro DMG, summons 1 After-Sales
/// Service Rounds." After-Sales Service Rounds: "End Phase: Deal 1 Electro DMG. Usage(s):
/// 1".
#[test]
fn troubleshooter_cannon_summons_after_sales_service_rounds() {
    let mut g = dori().build();
    g.act("p1 skill Spirit-Warding Lamp: Troubleshooter Cannon");
    assert_eq!(g.damages(), [(P2, 0, 2, "Electro".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(
        g.summon(P1, EntityId::AfterSalesServiceRounds)
            .unwrap()
            .usage,
        1
    );
    g.clear_log().end_round();
    assert_eq!(g.damages(), [(P2, 0, 1, "Electro".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 2 - 1);
    assert!(g.summon(P1, EntityId::AfterSalesServiceRounds).is_none());
}

/// Alcazarzaray's Exactitude: "Deals 1 Electro DMG, summons 1 Jinni." Costs 3 Electro and 2
/// energy. Jinni: "End Phase: Heal your active character for 2 HP and that character gains
/// 1 Energy. Usage(s): 2".
#[test]
fn alcazarzarays_exactitude_summons_the_jinni() {
    let mut g = dori().energy(P1, 0, 2).hp(P1, 0, 5).build();
    g.act("p1 skill Alcazarzaray's Exactitude");
    assert_eq!(g.damages(), [(P2, 0, 1, "Electro".to_string())]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, JINNI).unwrap().usage, 2);
    g.end_round();
    assert_eq!(g.hp(P1, 0), 5 + 2, "no bonus at 5 HP without the talent");
    assert_eq!(g.energy(P1, 0), 1, "1 energy, even from 0");
    assert_eq!(g.summon(P1, JINNI).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.hp(P1, 0), 5 + 2 + 2);
    assert_eq!(g.energy(P1, 0), 2);
    assert!(g.summon(P1, JINNI).is_none());
}

/// The Jinni heals and charges the side's active character (Xingqiu here), not Dori.
#[test]
fn jinni_heals_and_charges_the_active_character() {
    let mut g = dori()
        .active(P1, 1)
        .hp(P1, 0, 4)
        .hp(P1, 1, 6)
        .summon(P1, json!("114102"))
        .build();
    g.end_round();
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1)), (4, 6 + 2));
    assert_eq!((g.energy(P1, 0), g.energy(P1, 1)), (0, 1));
}

/// Discretionary Supplement (3 Electro, 2 energy): "After Dori equips this card,
/// immediately use Alcazarzaray's Exactitude once. The Jinni summoned by your Dori who has
/// this card equipped heals 1 more HP when healing characters with no more than 6 HP, and
/// increases the amount of Energy gained by characters with no Energy by 1 when Energy is
/// gained." Dori at 6 HP and 0 energy: healed 3, 2 energy.
#[test]
fn discretionary_supplement_jinni_heals_and_charges_more() {
    let mut g = dori()
        .energy(P1, 0, 2)
        .hp(P1, 0, 6)
        .hand(P1, "Discretionary Supplement")
        .summon(P1, json!({"name": "114102", "usage": 1}))
        .build();
    g.act("p1 play Discretionary Supplement target 1");
    assert!(g.status(P1, 0, EntityId::DiscretionarySupplement).is_some());
    assert_eq!(g.damages(), [(P2, 0, 1, "Electro".to_string())]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, JINNI_TALENT).unwrap().usage, 2);
    assert!(g.summon(P1, JINNI).is_none(), "the plain Jinni is replaced");
    g.end_round();
    assert_eq!(g.hp(P1, 0), 6 + 3);
    assert_eq!(g.energy(P1, 0), 2);
}

/// The talent's Jinni: above 6 HP and with energy, the plain 2 HP and 1 energy (7 -> 9,
/// 1 -> 2).
#[test]
fn discretionary_supplement_jinni_above_6_hp_with_energy() {
    let mut g = dori()
        .active(P1, 1)
        .hp(P1, 1, 7)
        .energy(P1, 1, 1)
        .summon(P1, json!("114103"))
        .build();
    g.end_round();
    assert_eq!(g.hp(P1, 1), 7 + 2);
    assert_eq!(g.energy(P1, 1), 1 + 1);
    assert_eq!(g.summon(P1, JINNI_TALENT).unwrap().usage, 1);
}

/// Discretionary Supplement needs Dori active with full energy.
#[test]
fn discretionary_supplement_needs_dori_active() {
    let mut g = dori()
        .energy(P1, 0, 2)
        .active(P1, 1)
        .hand(P1, "Discretionary Supplement")
        .build();
    assert!(g
        .try_act("p1 play Discretionary Supplement target 1")
        .is_err());
}
