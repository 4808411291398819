//! Noelle (6.5.0): 12 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

fn noelle_vs_diluc() -> Setup {
    setup(
        ["Noelle", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Noelle against Ganyu (12 HP), so several Sweeping Time attacks fit.
fn noelle_vs_ganyu() -> Setup {
    setup(
        ["Noelle", "Xingqiu", "Fischl"],
        ["Ganyu", "Xingqiu", "Fischl"],
    )
}

/// Breastplate: "Deals 1 Geo DMG, creates 1 Full Plate." Full Plate: "Grant 2 Shield
/// points to your active character." Costs 3 Geo.
#[test]
fn breastplate_deals_1_geo_and_creates_full_plate_with_2_shield_points() {
    let mut g = noelle_vs_diluc().build();
    g.act("p1 skill Breastplate");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert!(g.aura(P2, 0).is_empty(), "Geo applies nothing");
    assert_eq!(g.combat(P1, EntityId::FullPlate).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Full Plate: "Before this Shield is fully consumed, the Physical DMG you take is halved.
/// (The figure will be rounded up)". Tempered Sword's 2 Physical is halved to 1 and
/// absorbed, twice; once the 2 points are used up the plate is gone and 2 Physical lands.
#[test]
fn full_plate_halves_physical_damage_while_it_lasts() {
    let mut g = noelle_vs_diluc().dice(P2, &[("Omni", 9)]).build();
    g.act("p1 skill Breastplate");
    g.clear_log().act("p2 skill Tempered Sword");
    assert_eq!(g.damages()[0].2, 0, "2 halved to 1, absorbed by the shield");
    assert_eq!(g.hp(P1, 0), 12);
    assert_eq!(g.combat(P1, EntityId::FullPlate).unwrap().usage, 1);
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12);
    assert!(
        g.combat(P1, EntityId::FullPlate).is_none(),
        "both points used"
    );
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12 - 2, "no longer halved");
}

/// Full Plate halves only Physical damage: 3 Pyro stays 3, the shield takes 2, 1 lands.
#[test]
fn full_plate_does_not_halve_elemental_damage() {
    let mut g = noelle_vs_diluc()
        .combat(P1, json!({"name": "Full Plate", "usage": 2}))
        .build();
    g.act("p1 end").act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 12 - 1);
    assert_eq!(g.aura(P1, 0), ["Pyro"]);
    assert!(g.combat(P1, EntityId::FullPlate).is_none());
}

/// Sweeping Time (skill): "Deals 4 Geo DMG. This character gains Sweeping Time." Needs 2
/// energy; costs 4 Geo. Sweeping Time: "Duration (Rounds): 2"; its +2 is for Normal
/// Attacks only, so Breastplate afterwards still deals 1.
#[test]
fn sweeping_time_deals_4_geo_and_grants_sweeping_time_for_2_rounds() {
    let mut g = noelle_vs_ganyu().energy(P1, 0, 2).build();
    g.act("p1 skill Sweeping Time");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
    assert_eq!(g.status(P1, 0, EntityId::SweepingTime).unwrap().duration, 2);
    g.act("p2 end").act("p1 skill Breastplate");
    assert_eq!(g.hp(P2, 0), 12 - 4 - 1);
}

#[test]
fn sweeping_time_needs_two_energy() {
    let mut g = noelle_vs_ganyu().energy(P1, 0, 1).build();
    let err = g.try_act("p1 skill Sweeping Time").unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// Sweeping Time (status): "When your character uses a Normal Attack: Consume 1 less Geo
/// Die. (Once per Round) / Character's Normal Attacks deal +2 DMG, and their Physical DMG
/// dealt is converted to Geo DMG. Duration (Rounds): 2". The first Normal Attack of a round
/// costs 2 dice, the second 3; each deals 2 + 2 = 4 Geo. The discount comes back in round
/// 2; in round 3 the status is gone: 3 dice, 2 Physical.
#[test]
fn sweeping_time_discounts_one_normal_attack_per_round_and_makes_it_4_geo() {
    let mut g = noelle_vs_ganyu()
        .status(P1, 0, json!({"name": "Sweeping Time", "duration": 2}))
        .set("config", json!({"all_omni": true}))
        .declared_end(P2)
        .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 8 - 2, "first Normal Attack: 1 Geo less");
    assert_eq!(g.damages(), [(P2, 0, 4, "Geo".to_string())]);
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert!(g.aura(P2, 0).is_empty());
    g.act("p1 skill Normal Attack");
    assert_eq!(
        g.dice_total(P1),
        8 - 2 - 3,
        "second Normal Attack: full price"
    );
    assert_eq!(g.hp(P2, 0), 12 - 4 - 4);

    g.act("p1 end");
    assert_eq!(g.state.round(), 2);
    assert_eq!(g.status(P1, 0, EntityId::SweepingTime).unwrap().duration, 1);
    // P2 goes first in round 2 and brings Xingqiu in.
    g.act("p2 switch 2");
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(
        g.dice_total(P1),
        8 - 2,
        "once per round: discounted again in round 2"
    );
    assert_eq!(g.damages(), [(P2, 1, 4, "Geo".to_string())]);
    assert_eq!(g.hp(P2, 1), 10 - 4);

    g.act("p2 end").act("p1 end");
    assert_eq!(g.state.round(), 3);
    assert!(g.status(P1, 0, EntityId::SweepingTime).is_none());
    g.act("p2 end").clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.damages(), [(P2, 1, 2, "Physical".to_string())]);
    assert_eq!(g.hp(P2, 1), 10 - 4 - 2);
}

/// Pipeline order (rules: additive changes before multipliers): Frozen's "+2 DMG taken"
/// comes before Full Plate's halving. Tempered Sword on a Frozen Noelle: (2 + 2) / 2 = 2,
/// absorbed by the 2 shield points; Frozen is removed by the Physical hit.
#[test]
fn full_plate_halves_after_frozens_bonus() {
    let mut g = noelle_vs_diluc()
        .combat(P1, json!({"name": "Full Plate", "usage": 2}))
        .status(P1, 0, json!("Frozen"))
        .build();
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12);
    assert!(
        g.combat(P1, EntityId::FullPlate).is_none(),
        "2 points absorbed"
    );
    assert!(g.status(P1, 0, EntityId::Frozen).is_none());
}

/// Sweeping Time converts the Normal Attack to Geo before reactions are checked: on a Pyro
/// aura it crystallizes, 2 + 2 (Sweeping Time) + 1 (Crystallize) = 5, and Noelle's side
/// gets 1 Crystallize shield point.
#[test]
fn sweeping_time_geo_normal_attack_crystallizes() {
    let mut g = noelle_vs_diluc()
        .status(P1, 0, json!("Sweeping Time"))
        .aura(P2, 0, &["Pyro"])
        .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(crate::reactions::fired(&g), ["Crystallize"]);
    assert_eq!(g.hp(P2, 0), 10 - 5);
    assert_eq!(g.combat(P1, EntityId::Crystallize).unwrap().usage, 1);
}

/// After a Combat Action of P1, the turn has passed to P2.
fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// I Got Your Back (3 Geo): "Combat Action: When your active character is Noelle, equip this
/// card. After Noelle equips this card, immediately use Breastplate once. After Noelle uses
/// a Normal Attack: If this card and Full Plate are both still in play, heal all your
/// characters for 1 HP. (Once per Round)"
#[test]
fn i_got_your_back_heals_the_team_after_a_normal_attack_once_a_round() {
    let mut g = setup(
        ["Noelle", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "I Got Your Back")
    .hp(P1, 0, 9)
    .hp(P1, 1, 5)
    .hp(P1, 2, 6)
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play I Got Your Back target 1");
    assert!(g.status(P1, 0, EntityId::IGotYourBack).is_some());
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(g.hp(P2, 0), 10 - 1, "Breastplate: 1 Geo");
    assert_eq!(g.combat(P1, EntityId::FullPlate).unwrap().usage, 2);
    assert_eq!(
        [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)],
        [9, 5, 6],
        "no heal yet"
    );
    assert!(p2_to_act(&g));
    g.act("p2 end").act("p1 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P2, 0), 9 - 2);
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [10, 6, 7]);
    g.act("p1 skill Favonius Bladework - Maid");
    assert_eq!(
        [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)],
        [10, 6, 7],
        "once per round"
    );
}

/// I Got Your Back: without Full Plate in play, no heal.
#[test]
fn i_got_your_back_needs_full_plate() {
    let mut g = setup(
        ["Noelle", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .status(P1, 0, json!("I Got Your Back"))
    .hp(P1, 1, 5)
    .build();
    g.act("p1 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 1), 5);
}
