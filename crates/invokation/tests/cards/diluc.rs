//! Diluc (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

/// Diluc against Noelle (12 HP), so several hits fit.
fn diluc_vs_noelle() -> Setup {
    setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
}

fn amounts(g: &Game) -> Vec<u8> {
    g.damages().iter().map(|d| d.2).collect()
}

/// Searing Onslaught: "Deals 3 Pyro DMG. For the third use of this Skill each Round, deals
/// +2 DMG." Costs 3 Pyro.
#[test]
fn searing_onslaught_deals_3_then_3_then_5_in_one_round() {
    let mut g = diluc_vs_noelle()
        .dice(P1, &[("Omni", 9)])
        .declared_end(P2)
        .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    g.act("p1 skill Searing Onslaught")
        .act("p1 skill Searing Onslaught");
    assert_eq!(amounts(&g), [3, 3, 5]);
    assert_eq!(g.hp(P2, 0), 12 - 3 - 3 - 5);
    assert_eq!(g.energy(P1, 0), 3);
    assert_eq!(g.dice_total(P1), 0);
}

/// "Third use ... each Round": the count starts over in the next round, so the first use of
/// round 2 (after two in round 1) deals 3, not 5.
#[test]
fn searing_onslaught_count_resets_each_round() {
    let mut g = diluc_vs_noelle()
        .set("config", json!({"all_omni": true}))
        .declared_end(P2)
        .build();
    g.act("p1 skill Searing Onslaught")
        .act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 12 - 6);
    g.act("p1 end");
    assert_eq!(g.state.round(), 2);
    // P2 declared round end first: P2 acts first in round 2.
    g.act("p2 end").clear_log();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(amounts(&g), [3]);
    assert_eq!(g.hp(P2, 0), 12 - 6 - 3);
}

/// Dawn: "Deals 8 Pyro DMG. This character gains Pyro Infusion." Needs 3 energy; costs 4
/// Pyro. Pyro Infusion: "Duration (Rounds): 2".
#[test]
fn dawn_deals_8_pyro_and_grants_pyro_infusion_for_2_rounds() {
    let mut g = diluc_vs_noelle().energy(P1, 0, 3).build();
    g.act("p1 skill Dawn");
    assert_eq!(g.hp(P2, 0), 12 - 8);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
    assert_eq!(g.status(P1, 0, EntityId::PyroInfusion).unwrap().duration, 2);
}

#[test]
fn dawn_needs_three_energy() {
    let mut g = diluc_vs_noelle().energy(P1, 0, 2).build();
    let err = g.try_act("p1 skill Dawn").unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// Pyro Infusion: "The character to which this is attached has their Physical DMG dealt
/// converted to Pyro DMG. Duration (Rounds): 2". Tempered Sword deals Pyro in the round of
/// Dawn and the next; after the second End Phase the infusion is gone and it is Physical
/// again.
#[test]
fn pyro_infusion_turns_tempered_sword_into_pyro_for_two_rounds() {
    let mut g = diluc_vs_noelle()
        .energy(P1, 0, 3)
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Dawn").act("p2 switch 2");
    assert_eq!(g.active(P2), 1);
    g.clear_log().act("p1 skill Tempered Sword");
    assert_eq!(g.damages(), [(P2, 1, 2, "Pyro".to_string())]);
    assert_eq!(g.hp(P2, 1), 10 - 2);
    assert_eq!(g.aura(P2, 1), ["Pyro"]);

    // Round 1 ends: one round of duration left.
    g.act("p2 end").act("p1 end");
    assert_eq!(g.state.round(), 2);
    assert_eq!(g.status(P1, 0, EntityId::PyroInfusion).unwrap().duration, 1);
    g.act("p2 end").clear_log().act("p1 skill Tempered Sword");
    assert_eq!(g.damages(), [(P2, 1, 2, "Pyro".to_string())]);
    assert_eq!(g.hp(P2, 1), 10 - 2 - 2);

    // Round 2 ends: the infusion is gone.
    g.act("p1 end");
    assert_eq!(g.state.round(), 3);
    assert!(g.status(P1, 0, EntityId::PyroInfusion).is_none());
    g.act("p2 end").clear_log().act("p1 skill Tempered Sword");
    assert_eq!(g.damages(), [(P2, 1, 2, "Physical".to_string())]);
    assert_eq!(g.hp(P2, 1), 10 - 2 - 2 - 2);
}

/// Pyro Infusion converts only the Physical damage of the character it is attached to: a
/// Pyro Elemental Skill stays Pyro and gets no extra damage.
#[test]
fn pyro_infusion_does_not_change_searing_onslaught() {
    let mut g = diluc_vs_noelle()
        .status(P1, 0, json!({"name": "Pyro Infusion", "duration": 2}))
        .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.damages(), [(P2, 0, 3, "Pyro".to_string())]);
}

/// The infusion changes the type before reactions: Tempered Sword as Pyro on a Cryo aura
/// melts, 2 + 2 = 4.
#[test]
fn pyro_infused_tempered_sword_melts_cryo() {
    let mut g = diluc_vs_noelle()
        .status(P1, 0, json!("Pyro Infusion"))
        .aura(P2, 0, &["Cryo"])
        .build();
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.damages(), [(P2, 0, 4, "Pyro".to_string())]);
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert!(g.aura(P2, 0).is_empty());
}

/// After a Combat Action of P1, the turn has passed to P2.
fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// Flowing Flame (3 Pyro): "Combat Action: When your active character is Diluc, equip this
/// card. After Diluc equips this card, immediately use Searing Onslaught once. When your
/// Diluc, who has this card equipped, uses Searing Onslaught for the second and third times
/// in one Round, spend 1 less Pyro Die." The use through the card is the first of the round.
#[test]
fn flowing_flame_second_and_third_searing_onslaught_cost_one_less() {
    let mut g = setup(
        ["Diluc", "Ganyu", "Xingqiu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .hand(P1, "Flowing Flame")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Flowing Flame target 1");
    assert!(g.status(P1, 0, EntityId::FlowingFlame).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3, "the card costs 3");
    assert_eq!(g.hp(P2, 0), 12 - 3, "Searing Onslaught: 3 Pyro");
    assert!(p2_to_act(&g));
    g.act("p2 end");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 13 - 2, "second use: 3 - 1");
    assert_eq!(g.hp(P2, 0), 9 - 3);
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 11 - 2, "third use: 3 - 1");
    assert_eq!(g.hp(P2, 0), 6 - 5, "third use: +2");
    assert!(
        g.try_act("p1 skill Searing Onslaught dice 2*Omni").is_err(),
        "fourth use: full cost"
    );
    g.act("p1 skill Searing Onslaught dice 3*Omni");
    assert_eq!(g.dice_total(P1), 9 - 3);
}
