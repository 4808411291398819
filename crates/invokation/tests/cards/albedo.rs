//! Albedo (6.5.0): 12 HP, 2 energy.

use crate::common::*;
use invokation::{EntityId, Pending};
use serde_json::json;

/// Albedo (12 HP, active), Xingqiu, Ganyu against Noelle (12 HP), Diluc, Sucrose.
fn albedo() -> Setup {
    setup(
        ["Albedo", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

fn p1_to_act(g: &Game) -> bool {
    matches!(g.state.pending(), Pending::Decision { player: P1, .. })
}

/// Favonius Bladework - Weiss: "Deals 2 Physical DMG."
#[test]
fn favonius_bladework_deals_2_physical() {
    let mut g = albedo().build();
    g.act("p1 skill Favonius Bladework - Weiss");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Abiogenesis: Solar Isotoma: "Summons Solar Isotoma." Solar Isotoma: "End Phase: Deal 1
/// Geo DMG. Usage(s): 3".
#[test]
fn solar_isotoma_deals_1_geo_in_the_end_phase() {
    let mut g = albedo().set("config", json!({"all_omni": true})).build();
    g.act("p1 skill Abiogenesis: Solar Isotoma");
    assert!(g.damages().is_empty(), "the skill itself deals no damage");
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, EntityId::SolarIsotoma).unwrap().usage, 3);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert!(g.aura(P2, 0).is_empty(), "Geo is not applied");
    assert_eq!(g.summon(P1, EntityId::SolarIsotoma).unwrap().usage, 2);
}

/// Solar Isotoma: "When you perform "Switch Character" and this Summon is on the field:
/// This switch is considered a Fast Action instead of a Combat Action. (Once per Round)"
/// The first switch keeps the turn, the second passes it; the next round, again.
#[test]
fn solar_isotoma_makes_one_switch_a_round_fast() {
    let mut g = albedo()
        .set("config", json!({"all_omni": true}))
        .summon(P1, json!("Solar Isotoma"))
        .build();
    g.act("p1 switch 2");
    assert!(p1_to_act(&g), "fast: P1 acts again");
    assert_eq!(g.dice_total(P1), 8 - 1);
    g.act("p1 switch 1");
    assert!(!p1_to_act(&g), "the second switch is a combat action");
    // Round 2: P2 (who declared the end first) starts.
    g.end_round();
    g.act("p2 switch 2");
    g.act("p1 switch 2");
    assert!(p1_to_act(&g), "a new round: fast again");
}

/// The opponent's Solar Isotoma does nothing for the other side.
#[test]
fn solar_isotoma_makes_only_its_sides_switches_fast() {
    let mut g = albedo().summon(P2, json!("Solar Isotoma")).build();
    g.act("p1 switch 2");
    assert!(!p1_to_act(&g));
}

/// Rite of Progeniture: Tectonic Tide: "Deals 4 Geo DMG. If Solar Isotoma is on the field,
/// deals +2 DMG." (3 Geo, 2 energy.)
#[test]
fn tectonic_tide_deals_4_geo_or_6_with_solar_isotoma() {
    let mut g = albedo().energy(P1, 0, 2).build();
    g.act("p1 skill Rite of Progeniture: Tectonic Tide");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    let mut g = albedo()
        .energy(P1, 0, 2)
        .summon(P1, json!("Solar Isotoma"))
        .build();
    g.act("p1 skill Rite of Progeniture: Tectonic Tide");
    assert_eq!(g.hp(P2, 0), 12 - 6);
}

/// Descent of Divinity (3 Geo): "When your active character is Albedo, equip this card.
/// After Albedo equips this card, immediately use Abiogenesis: Solar Isotoma. When there is
/// Albedo on the field who has this card equipped, if your side of the field has Solar
/// Isotoma, then your characters' Plunging Attack costs 1 less Unaligned Element and deals
/// +1 DMG." Every Plunging Attack (no limit per round), by any character of the side; not a
/// Normal Attack that is not a plunge.
#[test]
fn descent_of_divinity_lowers_and_boosts_plunging_attacks() {
    let mut g = albedo()
        .hand(P1, "Descent of Divinity")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Descent of Divinity target 1");
    assert!(g.status(P1, 0, EntityId::DescentOfDivinity).is_some());
    assert_eq!(g.summon(P1, EntityId::SolarIsotoma).unwrap().usage, 3);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    // Not a plunge: full cost, no bonus.
    g.act("p1 skill Favonius Bladework - Weiss");
    assert_eq!(g.dice_total(P1), 13 - 3);
    assert_eq!(g.hp(P2, 0), 12 - 2);
    // Xingqiu plunges (the switch is fast, thanks to Solar Isotoma): 2 dice, 2 + 1.
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 10 - 1);
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 9 - 2);
    assert_eq!(g.hp(P2, 0), 10 - 3);
    // Albedo plunges again the same round: again lowered and boosted.
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 7 - 1);
    g.act("p1 skill Favonius Bladework - Weiss");
    assert_eq!(g.dice_total(P1), 6 - 2);
    assert_eq!(g.hp(P2, 0), 7 - 3);
}

/// Without Solar Isotoma on the field, the equipped talent does nothing.
#[test]
fn descent_of_divinity_needs_solar_isotoma() {
    let mut g = albedo()
        .active(P1, 1)
        .status(P1, 0, json!("Descent of Divinity"))
        .build();
    g.act("p1 switch 1");
    g.act("p2 end");
    g.act("p1 skill Favonius Bladework - Weiss");
    assert_eq!(g.dice_total(P1), 8 - 1 - 3);
    assert_eq!(g.hp(P2, 0), 12 - 2);
}

/// Before 4.8.0, Solar Isotoma did not make switches fast: "When this Summon is on the
/// field: your characters' Plunging Attacks cost 1 less Unaligned Element. (Once per Round)"
/// and Descent of Divinity only added +1 DMG to them.
#[test]
fn before_4_8_solar_isotoma_lowers_one_plunging_attack_a_round() {
    let mut g = albedo()
        .set("version", json!("4.7.0"))
        .hand(P1, "Descent of Divinity")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Descent of Divinity target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 13 - 1);
    let hp = g.hp(P2, 0);
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 12 - 2, "1 less Unaligned Element");
    assert_eq!(g.hp(P2, 0), hp - 3, "+1 DMG from the talent");
    g.act("p1 switch 1");
    g.act("p1 skill Favonius Bladework - Weiss");
    assert_eq!(g.dice_total(P1), 10 - 1 - 3, "once per round: full cost");
    assert_eq!(g.hp(P2, 0), hp - 3 - 3, "the talent's +1 has no limit");
}

/// Before 4.8.0, Solar Isotoma does not make a switch fast.
#[test]
fn before_4_8_solar_isotoma_does_not_make_switches_fast() {
    let mut g = albedo()
        .set("version", json!("4.7.0"))
        .summon(P1, json!("Solar Isotoma"))
        .build();
    g.act("p1 switch 2");
    assert!(!p1_to_act(&g));
}
