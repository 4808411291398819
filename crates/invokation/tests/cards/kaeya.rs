//! Kaeya (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending, Player};
use serde_json::json;

fn kaeya() -> Setup {
    setup(["Kaeya", "Xingqiu", "Ganyu"], ["Diluc", "Fischl", "Noelle"])
}

fn decision(g: &Game) -> Option<(invokation::Player, DecisionKind)> {
    match g.state.pending() {
        Pending::Decision { player, kind } => Some((player, kind)),
        _ => None,
    }
}

/// Ceremonial Bladework: "Deals 2 Physical DMG." Frostgnaw: "Deals 3 Cryo DMG."
#[test]
fn ceremonial_bladework_and_frostgnaw() {
    let mut g = kaeya().build();
    g.act("p1 skill Ceremonial Bladework");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end").act("p1 skill Frostgnaw");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 3);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.energy(P1, 0), 2);
    assert_eq!(g.dice_total(P1), 8 - 3 - 3);
}

/// Glacial Waltz: "Deals 1 Cryo DMG, creates 1 Icicle." Icicle: "After you switch
/// characters: Deal 2 Cryo DMG. Usage(s): 3".
#[test]
fn glacial_waltz_creates_icicle_that_hits_after_each_switch() {
    let mut g = kaeya().energy(P1, 0, 2).build();
    g.act("p1 skill Glacial Waltz");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.combat(P1, EntityId::Icicle).unwrap().usage, 3);
    g.act("p2 end");
    g.act("p1 switch 2");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 2);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.combat(P1, EntityId::Icicle).unwrap().usage, 2);
    g.act("p1 switch 3");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 4);
    assert_eq!(g.combat(P1, EntityId::Icicle).unwrap().usage, 1);
    g.act("p1 switch 1");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 6);
    assert!(
        g.combat(P1, EntityId::Icicle).is_none(),
        "discarded after its third usage"
    );
    g.act("p1 switch 2");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 6, "gone: no more damage");
}

/// Icicle: "After *you* switch characters": the opponent's switches do not count.
#[test]
fn icicle_ignores_the_opponents_switches() {
    let mut g = kaeya()
        .combat(P1, json!("Icicle"))
        .set("to_act", json!(2))
        .build();
    g.act("p2 switch 2");
    assert!(g.damages().is_empty());
    assert_eq!(g.combat(P1, EntityId::Icicle).unwrap().usage, 3);
}

/// Icicle also answers a forced switch (as in the reference): the opponent's Overloaded on
/// Kaeya switches P1 to the next character, and Icicle deals its 2 Cryo.
#[test]
fn icicle_answers_a_switch_forced_by_an_opposing_overloaded() {
    let mut g = kaeya()
        .combat(P1, json!("Icicle"))
        .aura(P1, 0, &["Electro"])
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 10 - 5, "3 Pyro + 2 Overloaded");
    assert_eq!(g.active(P1), 1);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.combat(P1, EntityId::Icicle).unwrap().usage, 2);
}

/// Icicle also answers the choice of a new active character after a defeat (as in the
/// reference).
#[test]
fn icicle_answers_the_choice_after_a_defeat() {
    let mut g = kaeya()
        .combat(P1, json!("Icicle"))
        .hp(P1, 0, 2)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    assert!(!g.ch(P1, 0).alive);
    assert_eq!(decision(&g), Some((P1, DecisionKind::DeathSwap)));
    assert!(g.damages().iter().all(|d| d.0 == P1), "no Icicle yet");
    g.act("p1 choose 3");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.combat(P1, EntityId::Icicle).unwrap().usage, 2);
    assert_eq!(decision(&g), Some((P1, DecisionKind::Action)));
}

/// When the Icicle of that choice defeats the opposing active character, its player
/// chooses a new one in turn (as in the reference).
#[test]
fn icicle_after_a_defeat_can_defeat_in_turn() {
    let mut g = kaeya()
        .combat(P1, json!("Icicle"))
        .hp(P1, 0, 2)
        .hp(P2, 0, 2)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught").act("p1 choose 3");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(decision(&g), Some((P2, DecisionKind::DeathSwap)));
    g.act("p2 choose 3");
    assert_eq!(g.active(P2), 2);
    assert_eq!(decision(&g), Some((P1, DecisionKind::Action)));
}

/// The pending decision of `player` of kind `kind`.
fn asked(player: Player, kind: DecisionKind) -> Pending {
    Pending::Decision { player, kind }
}

/// A position whose Roll Phases give 8 Omni dice and no rerolls, so games go on across
/// rounds.
fn omni(p1: [&str; 3], p2: [&str; 3]) -> Setup {
    setup(p1, p2).set("config", json!({"all_omni": true}))
}

/// Cold-Blooded Strike (Combat Action, 3 Cryo): "When your active character is Kaeya,
/// equip this card. After Kaeya equips this card, immediately use Frostgnaw once. After
/// your Kaeya, who has this card equipped, uses Frostgnaw, he heals himself for 2 HP. (Once
/// per Round)"
#[test]
fn cold_blooded_strike_uses_frostgnaw_and_heals_once_a_round() {
    let mut g = omni(
        ["Kaeya", "Bennett", "Ganyu"],
        ["Noelle", "Sucrose", "Fischl"],
    )
    .hp(P1, 0, 4)
    .hand(P1, "Cold-Blooded Strike")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Cold-Blooded Strike target 1");
    assert!(g.status(P1, 0, EntityId::ColdBloodedStrike).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 3, "Frostgnaw: 3 Cryo");
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(
        g.hp(P1, 0),
        4 + 2,
        "healed after the Frostgnaw the card uses"
    );
    assert_eq!(g.energy(P1, 0), 1, "the skill gains energy");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(
        g.state.pending(),
        asked(P2, DecisionKind::Action),
        "a combat action"
    );
    g.act("p2 end");
    g.act("p1 skill Frostgnaw");
    assert_eq!(g.hp(P2, 0), 9 - 3);
    assert_eq!(g.hp(P1, 0), 6, "once per round");
    // Round 2 (P2, who ended first, starts and ends at once).
    g.end_round();
    // Not after another skill.
    g.act("p1 skill Ceremonial Bladework");
    assert_eq!(g.hp(P2, 0), 6 - 2);
    assert_eq!(g.hp(P1, 0), 6);
    g.act("p1 skill Frostgnaw");
    assert_eq!(g.hp(P2, 0), 4 - 3);
    assert_eq!(g.hp(P1, 0), 6 + 2, "again the next round");
}

/// A talent that uses a skill needs its character active and able to use skills, and is
/// refused for another character.
#[test]
fn cold_blooded_strike_is_refused_on_standby_frozen_or_on_another_character() {
    let mut g = setup(
        ["Bennett", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hand(P1, "Cold-Blooded Strike")
    .build();
    assert!(
        g.try_act("p1 play Cold-Blooded Strike target 2").is_err(),
        "Kaeya on standby"
    );
    assert!(
        g.try_act("p1 play Cold-Blooded Strike target 1").is_err(),
        "not Kaeya's card"
    );
    let mut g = setup(
        ["Kaeya", "Bennett", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .status(P1, 0, json!("Frozen"))
    .hand(P1, "Cold-Blooded Strike")
    .build();
    assert!(
        g.try_act("p1 play Cold-Blooded Strike target 1").is_err(),
        "Frozen"
    );
    assert_eq!(g.state.player(P1).hand.len(), 1, "nothing changed");
}
