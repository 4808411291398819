//! Sucrose (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use crate::reactions::fired;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

fn sucrose_vs_diluc() -> Setup {
    setup(
        ["Sucrose", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Ganyu"],
    )
}

/// Wind Spirit Creation: "Deals 1 Anemo DMG." Anemo applies nothing. Costs 1 Anemo + 2
/// unaligned; gains 1 energy.
#[test]
fn wind_spirit_creation_deals_1_anemo_and_applies_nothing() {
    let mut g = sucrose_vs_diluc().build();
    g.act("p1 skill Wind Spirit Creation");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Astable Anemohypostasis Creation - 6308: "Deals 3 Anemo DMG, the target is forcibly
/// switched to the previous character." From position 2, the previous one is position 1.
/// Costs 3 Anemo.
#[test]
fn astable_anemohypostasis_creation_switches_the_target_to_the_previous_character() {
    let mut g = sucrose_vs_diluc().active(P2, 1).build();
    g.act("p1 skill Astable Anemohypostasis Creation - 6308");
    assert_eq!(
        g.hp(P2, 1),
        10 - 3,
        "the damage hits the target before the switch"
    );
    assert!(g.aura(P2, 1).is_empty());
    assert_eq!(g.active(P2), 0);
    assert_eq!(
        g.dice_total(P2),
        8,
        "a forced switch costs the target nothing"
    );
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// "Previous character" wraps around: from position 1 it is position 3.
#[test]
fn astable_anemohypostasis_creation_wraps_from_first_to_last() {
    let mut g = sucrose_vs_diluc().build();
    g.act("p1 skill Elemental Skill");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.active(P2), 2);
}

/// A forced switch skips defeated characters: from position 1 with position 3 defeated,
/// the previous living character is position 2.
#[test]
fn astable_anemohypostasis_creation_skips_defeated_characters() {
    let mut g = sucrose_vs_diluc().hp(P2, 2, 0).build();
    g.act("p1 skill Elemental Skill");
    assert_eq!(g.active(P2), 1);
}

/// The skill swirls before the switch: 3 Anemo on Pyro spreads 1 Pyro (Vaporize and Melt
/// on the standby characters, 1 + 2 each), then the target goes back to the previous
/// character, position 3.
#[test]
fn astable_anemohypostasis_creation_swirls_then_switches() {
    let mut g = setup(
        ["Sucrose", "Xingqiu", "Noelle"],
        ["Diluc", "Xingqiu", "Ganyu"],
    )
    .aura(P2, 0, &["Pyro"])
    .aura(P2, 1, &["Hydro"])
    .aura(P2, 2, &["Cryo"])
    .build();
    g.act("p1 skill Elemental Skill");
    assert_eq!(fired(&g), ["Swirl", "Vaporize", "Melt"]);
    assert_eq!(
        [g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)],
        [10 - 3, 10 - 3, 12 - 3]
    );
    assert_eq!(g.active(P2), 2);
}

/// Forbidden Creation - Isomer 75 / Type II: "Deals 1 Anemo DMG, summons 1 Large Wind
/// Spirit." Needs 2 energy; costs 3 Anemo. Large Wind Spirit: "End Phase: Deal 2 Anemo DMG.
/// Usage(s): 3".
#[test]
fn forbidden_creation_summons_large_wind_spirit_dealing_2_anemo() {
    let mut g = sucrose_vs_diluc().energy(P1, 0, 2).build();
    g.act("p1 skill Forbidden Creation - Isomer 75 / Type II");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(
        g.summon(P1, EntityId::LargeWindSpirit_115011)
            .unwrap()
            .usage,
        3
    );
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2, "Anemo".to_string()));
    assert_eq!(g.hp(P2, 0), 10 - 1 - 2);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(
        g.summon(P1, EntityId::LargeWindSpirit_115011)
            .unwrap()
            .usage,
        2
    );
}

#[test]
fn forbidden_creation_needs_two_energy() {
    let mut g = sucrose_vs_diluc().energy(P1, 0, 1).build();
    let err = g.try_act("p1 skill Elemental Burst").unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// Large Wind Spirit: "After your character or Summon triggers a Swirl reaction: Convert
/// the Elemental Type of this card and change its DMG dealt to the element Swirled." The
/// burst that summons it swirls Pyro: the spirit deals Pyro in the End Phase. (GI-TCG,
/// the reference implementation, converts on the burst's own Swirl: the "after Swirl"
/// trigger resolves once the skill, summon included, has resolved.)
#[test]
fn large_wind_spirit_converts_on_the_swirl_of_the_burst_that_summons_it() {
    let mut g = setup(
        ["Sucrose", "Xingqiu", "Noelle"],
        ["Diluc", "Xingqiu", "Ganyu"],
    )
    .energy(P1, 0, 2)
    .aura(P2, 0, &["Pyro"])
    .aura(P2, 1, &["Hydro"])
    .aura(P2, 2, &["Cryo"])
    .build();
    g.act("p1 skill Elemental Burst");
    assert_eq!(fired(&g), ["Swirl", "Vaporize", "Melt"]);
    assert_eq!(
        [g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)],
        [10 - 1, 10 - 3, 12 - 3]
    );
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2, "Pyro".to_string()));
    assert_eq!(g.hp(P2, 0), 10 - 1 - 2);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
}

/// "(Can only be converted once before leaving the field)": after a Pyro Swirl, a later
/// Hydro Swirl leaves the spirit Pyro.
#[test]
fn large_wind_spirit_converts_only_once() {
    let mut g = setup(
        ["Sucrose", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Ganyu"],
    )
    .summon(P1, json!({"name": "Large Wind Spirit", "usage": 3}))
    .aura(P2, 0, &["Pyro"])
    .dice(P1, &[("Omni", 11)])
    .declared_end(P2)
    .build();
    // Swirl Pyro: 1 Anemo to Diluc, 1 Pyro to each standby character.
    g.act("p1 skill Wind Spirit Creation");
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)], [9, 9, 11]);
    // Xingqiu puts Hydro on Diluc; Sucrose swirls it (Vaporize on the Pyro standbys).
    g.act("p1 switch 2").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    g.act("p1 switch 1").clear_log();
    g.act("p1 skill Wind Spirit Creation");
    assert_eq!(fired(&g), ["Swirl", "Vaporize", "Vaporize"]);
    assert_eq!(
        [g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)],
        [9 - 2 - 1, 9 - 3, 11 - 3]
    );
    assert_eq!(g.dice_total(P1), 0);
    // End Phase: still Pyro.
    g.clear_log().act("p1 end");
    assert_eq!(g.damages()[0], (P2, 0, 2, "Pyro".to_string()));
    assert_eq!(g.hp(P2, 0), 6 - 2);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(
        g.summon(P1, EntityId::LargeWindSpirit_115011)
            .unwrap()
            .usage,
        2
    );
}

/// Only "your character or Summon" converts it: the opponent's Swirl does not.
#[test]
fn large_wind_spirit_ignores_the_opponents_swirl() {
    let mut g = setup(
        ["Sucrose", "Xingqiu", "Noelle"],
        ["Sucrose", "Fischl", "Ganyu"],
    )
    .summon(P1, json!({"name": "Large Wind Spirit", "usage": 3}))
    .aura(P1, 0, &["Pyro"])
    .build();
    g.act("p1 end").act("p2 skill Wind Spirit Creation");
    assert_eq!(fired(&g), ["Swirl"]);
    g.clear_log().act("p2 end");
    assert_eq!(g.damages()[0], (P2, 0, 2, "Anemo".to_string()));
}

/// After a Combat Action of P1, the turn has passed to P2.
fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// Chaotic Entropy (3 Anemo, 2 Energy): "Combat Action: When your active character is
/// Sucrose, equip this card. After Sucrose equips this card, immediately use Forbidden
/// Creation - Isomer 75 / Type II once. After the Large Wind Spirit created by your Sucrose,
/// who had this card equipped, has converted to another Elemental Type: Deal +1 DMG of this
/// Elemental Type." As in the reference: the Swirl of the burst converts the new spirit after
/// the burst (its spread damage gets no bonus); then the side's Pyro damage is +1, the
/// spirit's own End Phase damage included.
#[test]
fn chaotic_entropy_converted_spirit_boosts_that_element() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Xingqiu"],
        ["Fischl", "Collei", "Noelle"],
    )
    .hand(P1, "Chaotic Entropy")
    .energy(P1, 0, 1)
    .aura(P2, 0, &["Pyro"])
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Chaotic Entropy target 1").is_err(),
        "needs 2 energy"
    );
    let mut g = setup(
        ["Sucrose", "Diluc", "Xingqiu"],
        ["Fischl", "Collei", "Noelle"],
    )
    .hand(P1, "Chaotic Entropy")
    .energy(P1, 0, 2)
    .aura(P2, 0, &["Pyro"])
    .summon(P1, json!("Large Wind Spirit"))
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Chaotic Entropy target 1");
    assert!(g.status(P1, 0, EntityId::ChaoticEntropy).is_some());
    assert_eq!(g.energy(P1, 0), 0, "the card's 2 energy");
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(g.hp(P2, 0), 10 - 1, "1 Anemo, Swirl");
    assert_eq!(
        [g.hp(P2, 1), g.hp(P2, 2)],
        [11 - 1, 12 - 1],
        "spread 1 Pyro"
    );
    assert!(g.summon(P1, EntityId::LargeWindSpirit_115011).is_none());
    let spirit = g.summon(P1, EntityId::LargeWindSpirit_115012).unwrap();
    assert_eq!(spirit.usage, 3);
    assert!(p2_to_act(&g));
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 9 - (3 + 1), "Pyro +1");
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 5 - (2 + 1), "the spirit's 2 Pyro +1");
}

/// Chaotic Entropy: before its Large Wind Spirit has converted, nothing is boosted.
#[test]
fn chaotic_entropy_spirit_boosts_nothing_before_converting() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Xingqiu"],
        ["Fischl", "Collei", "Noelle"],
    )
    .hand(P1, "Chaotic Entropy")
    .energy(P1, 0, 2)
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Chaotic Entropy target 1");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    g.act("p2 end").act("p1 skill Wind Spirit Creation");
    assert_eq!(g.hp(P2, 0), 9 - 1, "Anemo: no bonus");
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 8 - 2, "the spirit's 2 Anemo");
}

/// A Large Wind Spirit of Chaotic Entropy placed already converted to Pyro (a scenario's
/// `"converted"`, as the differential tool's positions place the reference's converted
/// one): "Deal +1 DMG of this Elemental Type" holds at once, and its End Phase damage is
/// Pyro, 2 + 1. (The positions lost the conversion: the placed spirit dealt 2 Anemo where
/// the reference's dealt Pyro.)
#[test]
fn a_talent_spirit_placed_converted_keeps_its_element_and_bonus() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Xingqiu"],
        ["Fischl", "Collei", "Noelle"],
    )
    .summon(
        P1,
        json!({"name": "115012", "usage": 2, "converted": "Pyro"}),
    )
    .active(P1, 1)
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 10 - (3 + 1), "Pyro +1");
    g.act("p2 end").act("p1 end");
    assert_eq!(g.hp(P2, 0), 6 - (2 + 1), "the spirit's 2 Pyro +1");
    assert_eq!(
        g.summon(P1, EntityId::LargeWindSpirit_115012)
            .unwrap()
            .usage,
        1
    );
}

/// Forbidden Creation - Isomer 75 / Type II: "summons 1 Large Wind Spirit". Without Chaotic
/// Entropy, with the summon zone full and the talent's Large Wind Spirit in it, no plain one
/// comes (a full zone takes no new summon) and the talent's stays with its usage (as in the
/// reference, which replaces the other version only when the new one is created: position
/// 14003-37 of the differential positions).
#[test]
fn a_full_summon_zone_keeps_the_talent_spirit_when_the_plain_one_cannot_come() {
    let mut g = sucrose_vs_diluc()
        .energy(P1, 0, 2)
        .summon(P1, json!({"name": "115012", "usage": 1}))
        .summon(P1, json!("Sacred Cryo Pearl"))
        .summon(P1, json!("Cuilein-Anbar"))
        .summon(P1, json!("Ushi"))
        .build();
    g.act("p1 skill Forbidden Creation - Isomer 75 / Type II");
    assert_eq!(g.hp(P2, 0), 10 - 1, "1 Anemo");
    assert!(g.summon(P1, EntityId::LargeWindSpirit_115011).is_none());
    assert_eq!(
        g.summon(P1, EntityId::LargeWindSpirit_115012)
            .unwrap()
            .usage,
        1
    );
    assert_eq!(g.state.player(P1).summons.len(), 4);
}
