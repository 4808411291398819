//! Hydro Hilichurl Rogue (6.5.0): 11 HP, 2 energy; Mist Bubble Slime (a Technique: Bubble
//! Battle Tactics, prepared Mist Bubble Lockdown), Mist Bubble Prison, Featherweight Foam.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

const SLIME: EntityId = EntityId::MistBubbleSlime;
const PREPARING: EntityId = EntityId::MistBubbleLockdownPreparing;
const PRISON: EntityId = EntityId::MistBubblePrison;

/// The Rogue, Xingqiu and Ganyu against Noelle (12 HP), Fischl and Diluc; 16 Omni dice each.
fn rogue() -> Setup {
    setup(
        ["Hydro Hilichurl Rogue", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

/// 11 HP at 6.5.0 (10 before 5.7). Whirling Scythe (1 Hydro, 2 unaligned): "Deals 2
/// Physical DMG."
#[test]
fn whirling_scythe_deals_2_physical() {
    let mut g = rogue().declared_end(P2).build();
    assert_eq!(g.hp(P1, 0), 11);
    g.act("p1 skill Whirling Scythe");
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Physical")]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Slash of Surging Tides (3 Hydro): "Deals 3 Hydro DMG. If an opposing character has
/// Frozen or Mist Bubble Prison attached, this character gains 1 Energy. (Once per Round)"
/// Without one: 1 Energy (the skill's own); with a standby opponent in a Prison: 2; again
/// that round: 1 more only.
#[test]
fn slash_of_surging_tides_gains_energy_once_a_round_against_a_prisoner() {
    let mut g = rogue().declared_end(P2).build();
    g.act("p1 skill Slash of Surging Tides");
    assert_eq!(g.damages(), [hit(P2, 0, 3, "Hydro")]);
    assert_eq!(g.energy(P1, 0), 1);
    let mut g = rogue()
        .declared_end(P2)
        .status(P2, 1, json!({"name": "Mist Bubble Prison"}))
        .build();
    g.act("p1 skill Slash of Surging Tides");
    assert_eq!(g.energy(P1, 0), 2);
    let mut g = rogue()
        .declared_end(P2)
        .status(P2, 2, json!({"name": "Frozen"}))
        .build();
    g.act("p1 skill Slash of Surging Tides");
    assert_eq!(g.energy(P1, 0), 2);
    g.act("p1 skill Bubblefloat Blitz");
    assert_eq!(g.energy(P1, 0), 0);
    g.act("p1 skill Slash of Surging Tides");
    assert_eq!(g.energy(P1, 0), 1, "once per round");
}

/// A Frozen the Slash's own damage causes counts: Hydro on a Cryo Noelle freezes her, then
/// the Rogue gains the extra Energy; also when that damage defeats her (the look comes once
/// the damage is dealt, before she leaves: the reference's 6.5.0 definition).
#[test]
fn a_frozen_the_slash_causes_counts() {
    let mut g = rogue().declared_end(P2).aura(P2, 0, &["Cryo"]).build();
    g.act("p1 skill Slash of Surging Tides");
    assert!(g.status(P2, 0, EntityId::Frozen).is_some());
    assert_eq!(g.energy(P1, 0), 2);
    let mut g = rogue().hp(P2, 0, 3).aura(P2, 0, &["Cryo"]).build();
    g.act("p1 skill Slash of Surging Tides");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(g.energy(P1, 0), 2);
}

/// A Slash that freezes and defeats the last opposing character ends the game at once: no
/// Energy from the passive (as the reference).
#[test]
fn a_slash_that_wins_the_game_gains_no_energy() {
    let mut g = rogue()
        .hp(P2, 0, 3)
        .aura(P2, 0, &["Cryo"])
        .hp(P2, 1, 0)
        .hp(P2, 2, 0)
        .build();
    g.act("p1 skill Slash of Surging Tides");
    assert!(g.state.outcome().is_some());
    assert_eq!(g.energy(P1, 0), 0);
}

/// Bubblefloat Blitz (3 Hydro, 2 energy): "Deals 4 Hydro DMG. Creates 1 Mist Bubble Slime in
/// your Hand."
#[test]
fn bubblefloat_blitz_creates_mist_bubble_slime() {
    let mut g = rogue().declared_end(P2).energy(P1, 0, 2).build();
    g.act("p1 skill Bubblefloat Blitz");
    assert_eq!(g.damages(), [hit(P2, 0, 4, "Hydro")]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.hand(P1), [invokation::CardId::MistBubbleSlime]);
}

/// Mist Bubble Slime: "Technique: Bubble Battle Tactics (1 same): (Requires 1 turn of
/// preparation) Deals 1 Hydro DMG, and attaches Mist Bubble Prison to the opposing active
/// character. Usage(s): 2". The Technique prepares (a combat action: the turn passes); at P1's
/// next turn Mist Bubble Lockdown deals 1 Hydro and imprisons Noelle, in place of P1's action
/// (the turn passes again); no energy. Mist Bubble Prison: "Character cannot use Skills.
/// (Lasts until the end of this Round)".
#[test]
fn bubble_battle_tactics_prepares_mist_bubble_lockdown() {
    let mut g = rogue().hand(P1, "Mist Bubble Slime").build();
    g.act("p1 play Mist Bubble Slime target 1");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert_eq!(g.status(P1, 0, SLIME).unwrap().usage, 2);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), 16 - 1);
    assert_eq!(g.status(P1, 0, SLIME).unwrap().usage, 1);
    assert!(g.status(P1, 0, PREPARING).is_some());
    assert!(g.damages().is_empty(), "prepared first");
    assert_eq!(g.state.decision_of(P2), Some(DecisionKind::Action));
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(
        g.damages(),
        [hit(P1, 0, 2, "Physical"), hit(P2, 0, 1, "Hydro")]
    );
    assert!(g.status(P1, 0, PREPARING).is_none());
    assert!(g.status(P2, 0, PRISON).is_some());
    assert_eq!(g.energy(P1, 0), 0, "no skill: no energy");
    assert_eq!(g.status(P1, 0, SLIME).unwrap().usage, 1);
    assert_eq!(g.state.decision_of(P2), Some(DecisionKind::Action));
    assert!(
        g.try_act("p2 skill Favonius Bladework - Maid").is_err(),
        "imprisoned: no skills"
    );
    g.act("p2 switch 2");
    g.end_round();
    assert!(g.status(P2, 0, PRISON).is_none(), "gone with the round");
}

/// The last usage: the Slime stays at 0 while Mist Bubble Lockdown is prepared, and goes
/// once it comes.
#[test]
fn the_slime_goes_after_its_last_lockdown() {
    let mut g = rogue()
        .status(P1, 0, json!({"name": "Mist Bubble Slime", "usage": 1}))
        .build();
    g.act("p1 technique");
    assert_eq!(g.status(P1, 0, SLIME).unwrap().usage, 0, "kept at 0");
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 12 - 1, "P1's next turn: the Lockdown");
    assert!(g.status(P1, 0, SLIME).is_none(), "then it goes");
    assert!(g.status(P2, 0, PRISON).is_some());
}

/// A frozen Rogue keeps preparing (her player acts as usual); a switch away interrupts the
/// preparation, and a Slime at 0 usages goes with it.
#[test]
fn a_switch_away_interrupts_mist_bubble_lockdown() {
    let mut g = rogue()
        .declared_end(P2)
        .status(P1, 0, json!({"name": "Mist Bubble Slime", "usage": 0}))
        .status(P1, 0, json!({"name": "Mist Bubble Lockdown (Preparing)"}))
        .status(P1, 0, json!({"name": "Frozen"}))
        .build();
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Action));
    assert!(g.status(P1, 0, PREPARING).is_some());
    g.act("p1 switch 2");
    assert!(g.status(P1, 0, PREPARING).is_none(), "interrupted");
    assert!(
        g.status(P1, 0, SLIME).is_none(),
        "a Slime at 0 goes with it"
    );
    assert_eq!(g.hp(P2, 0), 12);
}

/// Featherweight Foam (3 Hydro): "After Hydro Hilichurl Rogue equips this card, immediately
/// use Slash of Surging Tides once. When your Hydro Hilichurl Rogue, who has this card
/// equipped, is on the field, spend 1 less Elemental Die when using a Technique. (Once per
/// Round)" Equipped: 3 Hydro DMG; the first Technique of the round is free, the second
/// costs 1; next round free again.
#[test]
fn featherweight_foam_makes_one_technique_a_round_cheaper() {
    let mut g = rogue()
        .declared_end(P2)
        .hand(P1, "Featherweight Foam")
        .status(P1, 0, json!({"name": "Mist Bubble Slime", "usage": 2}))
        .build();
    g.act("p1 play Featherweight Foam target 1");
    assert_eq!(g.damages(), [hit(P2, 0, 3, "Hydro")]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), 16 - 3, "free");
    assert_eq!(g.hp(P2, 0), 12 - 3 - 1);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), 16 - 3 - 1, "once per round");
}
