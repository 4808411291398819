//! Xiao (6.5.0): 10 HP, 2 energy; Yaksha's Mask, Conqueror of Evil: Guardian Yaksha (Wrath
//! Deity).

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

/// Xiao, Xingqiu and Diluc against Diluc (10 HP), Fischl and Ganyu; every Roll Phase gives 8
/// Omni dice.
fn xiao() -> Setup {
    setup(["Xiao", "Xingqiu", "Diluc"], ["Diluc", "Fischl", "Ganyu"])
        .set("config", json!({"all_omni": true}))
}

/// Xiao wearing Yaksha's Mask (2 rounds).
fn masked() -> Setup {
    xiao().status(P1, 0, json!({"name": "Yaksha's Mask", "duration": 2}))
}

fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// Whirlwind Thrust: "Deals 2 Physical DMG." Lemniscatic Wind Cycling: "Deals 3 Anemo DMG."
#[test]
fn whirlwind_thrust_and_lemniscatic_wind_cycling() {
    let mut g = xiao().build();
    g.act("p1 skill Whirlwind Thrust");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    g.act("p2 end").clear_log();
    g.act("p1 skill Lemniscatic Wind Cycling");
    assert_eq!(g.damages(), [(P2, 0, 3, "Anemo".to_string())]);
    assert_eq!(g.dice_total(P1), 5 - 3);
    assert_eq!(g.energy(P1, 0), 2);
}

/// Bane of All Evil: "Deals 4 Anemo DMG. This character gains Yaksha's Mask." The Mask (2
/// rounds) comes after the damage: the burst itself deals 4.
#[test]
fn bane_of_all_evil_deals_4_then_puts_on_the_mask() {
    let mut g = xiao().energy(P1, 0, 2).build();
    g.act("p1 skill Bane of All Evil");
    assert_eq!(g.damages(), [(P2, 0, 4, "Anemo".to_string())]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.status(P1, 0, EntityId::YakshasMask).unwrap().duration, 2);
    assert!(g
        .status(P1, 0, EntityId::ConquerorOfEvilWrathDeity)
        .is_none());
}

/// Yaksha's Mask: "The character to which this is attached has their Physical DMG dealt
/// converted to Anemo DMG, and they will deal +1 Anemo DMG." Whirlwind Thrust: 2 Anemo + 1;
/// Lemniscatic Wind Cycling: 3 + 1.
#[test]
fn yakshas_mask_converts_and_adds_one_anemo() {
    let mut g = masked().build();
    g.act("p1 skill Whirlwind Thrust");
    assert_eq!(g.damages(), [(P2, 0, 3, "Anemo".to_string())]);
    g.act("p2 end").clear_log();
    g.act("p1 skill Lemniscatic Wind Cycling");
    assert_eq!(g.damages(), [(P2, 0, 4, "Anemo".to_string())]);
}

/// "When the character to which this is attached uses a Plunging Attack: +2 additional
/// DMG." Switched in, Xiao's Normal Attack plunges: 2 Anemo + 1 + 2.
#[test]
fn yakshas_mask_adds_two_to_a_plunging_attack() {
    let mut g = masked().active(P1, 1).build();
    g.act("p1 switch 1").act("p2 end").clear_log();
    g.act("p1 skill Whirlwind Thrust");
    assert_eq!(g.damages(), [(P2, 0, 5, "Anemo".to_string())]);
}

/// The Mask boosts only its character's own damage: Xingqiu's Normal Attack is not changed;
/// nor is the Pyro spread by a Swirl of Xiao's (1 Pyro, not 2).
#[test]
fn yakshas_mask_boosts_only_its_characters_skill_damage() {
    let mut g = masked().aura(P2, 0, &["Pyro"]).build();
    g.act("p1 skill Lemniscatic Wind Cycling");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 4, "Anemo".to_string()),
            (P2, 1, 1, "Pyro".to_string()),
            (P2, 2, 1, "Pyro".to_string())
        ]
    );
    g.act("p2 end").act("p1 switch 2").clear_log();
    g.act("p1 skill Guhua Style");
    assert_eq!(g.damages()[0], (P2, 0, 2, "Physical".to_string()));
}

/// "If the character this card is attached to is the active character, when you perform
/// "Switch Character": Spend 1 less Elemental Die. (Once per Round)" The first switch away
/// from Xiao is free; the second one that round costs 1; a switch between other characters
/// costs 1; next round the discount is back.
#[test]
fn yakshas_mask_makes_one_switch_away_per_round_free() {
    let mut g = masked().build();
    assert_eq!(g.state.switch_cost(P1, 1).unwrap().dice(), 0);
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 8);
    assert_eq!(
        g.state.switch_cost(P1, 2).unwrap().dice(),
        1,
        "Xiao is not active"
    );
    g.act("p2 end").act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 7);
    assert_eq!(
        g.state.switch_cost(P1, 1).unwrap().dice(),
        1,
        "once per round"
    );
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 6);
    g.act("p1 end").act("p2 end");
    g.act("p1 switch 1").act("p1 switch 2");
    assert_eq!(
        g.dice_total(P1),
        8 - 1,
        "a new round: away from Xiao free again"
    );
}

/// "Duration (Rounds): 2": the Mask of round 1 is gone after round 2.
#[test]
fn yakshas_mask_lasts_two_rounds() {
    let mut g = masked().build();
    g.end_round();
    assert_eq!(g.status(P1, 0, EntityId::YakshasMask).unwrap().duration, 1);
    g.end_round();
    assert!(g.status(P1, 0, EntityId::YakshasMask).is_none());
}

/// Conqueror of Evil: Guardian Yaksha (3 Anemo, 2 energy): "When your active character is
/// Xiao, equip this card. After Xiao equips this card, immediately use Bane of All Evil once.
/// While your Xiao has Yaksha's Mask attached, your use of Lemniscatic Wind Cycling will cost
/// 1 less Anemo Die. (Every attachment of Yaksha's Mask allows the effect to be triggered
/// twice)" Twice 2 dice, then 3 again.
#[test]
fn guardian_yaksha_makes_two_lemniscatic_wind_cycling_cheaper() {
    let mut g = xiao()
        .hand(P1, "Conqueror of Evil: Guardian Yaksha")
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Conqueror of Evil: Guardian Yaksha target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.hp(P2, 0), 10 - 4);
    assert!(g
        .status(P1, 0, EntityId::ConquerorOfEvilGuardianYaksha)
        .is_some());
    assert!(g.status(P1, 0, EntityId::YakshasMask).is_some());
    let deity = g
        .status(P1, 0, EntityId::ConquerorOfEvilWrathDeity)
        .unwrap();
    assert_eq!(deity.usage, 2);
    assert!(p2_to_act(&g));
    g.act("p2 end");
    for left in [1, 0] {
        assert_eq!(g.state.skill_cost(P1, 1).unwrap().dice(), 2);
        g.act("p1 skill Lemniscatic Wind Cycling");
        let usage = g
            .status(P1, 0, EntityId::ConquerorOfEvilWrathDeity)
            .map(|s| s.usage);
        assert_eq!(usage, (left > 0).then_some(left));
    }
    assert_eq!(g.dice_total(P1), 13 - 4);
    assert_eq!(g.state.skill_cost(P1, 1).unwrap().dice(), 3);
    assert_eq!(
        g.state.skill_cost(P1, 0).unwrap().dice(),
        3,
        "only Lemniscatic Wind Cycling"
    );
}

/// "When Yaksha's Mask is no longer attached to the character: Remove this effect." The
/// unused Wrath Deity goes with the Mask at the end of round 2.
#[test]
fn wrath_deity_ends_with_the_mask() {
    let mut g = xiao()
        .hand(P1, "Conqueror of Evil: Guardian Yaksha")
        .energy(P1, 0, 2)
        .build();
    g.act("p1 play Conqueror of Evil: Guardian Yaksha target 1");
    g.end_round();
    assert!(g
        .status(P1, 0, EntityId::ConquerorOfEvilWrathDeity)
        .is_some());
    g.end_round();
    assert!(g.status(P1, 0, EntityId::YakshasMask).is_none());
    assert!(g
        .status(P1, 0, EntityId::ConquerorOfEvilWrathDeity)
        .is_none());
    assert!(g
        .status(P1, 0, EntityId::ConquerorOfEvilGuardianYaksha)
        .is_some());
}
