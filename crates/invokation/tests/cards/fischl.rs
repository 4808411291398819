//! Fischl (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

fn fischl_vs_diluc() -> Setup {
    setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
}

/// Nightrider: "Deals 1 Electro DMG, summons 1 Oz." Oz: "Usage(s): 2". Costs 3 Electro.
#[test]
fn nightrider_deals_1_electro_and_summons_oz() {
    let mut g = fischl_vs_diluc().build();
    g.act("p1 skill Nightrider");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(g.summon(P1, EntityId::Oz_114011).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Oz: "End Phase: Deal 1 Electro DMG. Usage(s): 2". It hits in two End Phases and is
/// discarded after the second.
#[test]
fn oz_deals_1_electro_in_each_end_phase_then_leaves() {
    let mut g = fischl_vs_diluc()
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Nightrider");
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(g.summon(P1, EntityId::Oz_114011).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1 - 1);
    assert!(
        g.summon(P1, EntityId::Oz_114011).is_none(),
        "discarded after its last usage"
    );
}

/// Oz's End Phase damage is Electro dealt by the summon (to the opposing active character).
#[test]
fn oz_hits_the_opposing_active_character_with_electro() {
    let mut g = fischl_vs_diluc()
        .summon(P1, json!({"name": "Oz", "usage": 1}))
        .active(P2, 1)
        .build();
    g.end_round();
    assert_eq!(
        g.damages()[0],
        (P2, 1, 1, "Electro".to_string()),
        "1 Electro to Sucrose, the active character"
    );
    assert!(g.summon(P1, EntityId::Oz_114011).is_none());
}

/// Midnight Phantasmagoria: "Deals 4 Electro DMG, deals 2 Piercing DMG to all opposing
/// characters on standby." Needs 3 energy; costs 3 Electro.
#[test]
fn midnight_phantasmagoria_deals_4_electro_and_2_piercing_to_standby() {
    let mut g = fischl_vs_diluc().energy(P1, 0, 3).build();
    g.act("p1 skill Midnight Phantasmagoria");
    assert_eq!(
        [g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)],
        [10 - 4, 10 - 2, 12 - 2]
    );
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert!(g.aura(P2, 1).is_empty(), "Piercing applies nothing");
    assert!(g.aura(P2, 2).is_empty());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

#[test]
fn midnight_phantasmagoria_needs_three_energy() {
    let mut g = fischl_vs_diluc().energy(P1, 0, 2).build();
    let err = g.try_act("p1 skill Midnight Phantasmagoria").unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// After a Combat Action of P1, the turn has passed to P2.
fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// Stellar Predator (3 Electro): "Combat Action: When your active character is Fischl, equip
/// this card. After Fischl equips this card, immediately use Nightrider once. When your
/// Fischl, who has this card equipped, creates an Oz, Oz will gain the following effect:
/// after Fischl uses a Normal Attack: Deal 2 Electro DMG. (Consumes Usage(s))" The new Oz
/// (2 usages) replaces the Oz already there.
#[test]
fn stellar_predator_oz_strikes_after_fischls_normal_attacks() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .hand(P1, "Stellar Predator")
    .summon(P1, json!({"name": "Oz", "usage": 1}))
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Stellar Predator target 1");
    assert!(g.status(P1, 0, EntityId::StellarPredator).is_some());
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(g.hp(P2, 0), 12 - 1, "Nightrider: 1 Electro");
    assert!(g.summon(P1, EntityId::Oz_114011).is_none(), "replaced");
    assert_eq!(g.summon(P1, EntityId::Oz_114012).unwrap().usage, 2);
    assert_eq!(g.state.player(P1).summons.len(), 1);
    assert!(p2_to_act(&g));
    g.act("p2 end");
    g.act("p1 skill Bolts of Downfall");
    assert_eq!(g.hp(P2, 0), 11 - 2 - 2, "2 Physical, then Oz: 2 Electro");
    assert_eq!(g.summon(P1, EntityId::Oz_114012).unwrap().usage, 1);
    // Another character's Normal Attack does not trigger it.
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 7 - 2);
    assert_eq!(g.summon(P1, EntityId::Oz_114012).unwrap().usage, 1);
    g.act("p1 switch 1").act("p1 skill Bolts of Downfall");
    assert_eq!(g.hp(P2, 0), 5 - 2 - 2);
    assert!(
        g.summon(P1, EntityId::Oz_114012).is_none(),
        "last usage spent"
    );
}

/// With the summon zone full (4 summons, the plain Oz among them), Stellar Predator's
/// Nightrider creates no Oz of the talent: a full zone takes no new summon, and the plain Oz
/// stays with its usage (as in the reference, which replaces the other version only when
/// the new one is created; found by the differential positions). The damage still lands.
#[test]
fn a_full_summon_zone_keeps_the_plain_oz_when_the_talent_oz_cannot_come() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .hand(P1, "Stellar Predator")
    .summon(P1, json!({"name": "Oz", "usage": 1}))
    .summon(P1, json!("Sacred Cryo Pearl"))
    .summon(P1, json!("Cuilein-Anbar"))
    .summon(P1, json!("Ushi"))
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Stellar Predator target 1");
    assert_eq!(g.hp(P2, 0), 12 - 1, "Nightrider: 1 Electro");
    assert!(g.summon(P1, EntityId::Oz_114012).is_none(), "no room");
    assert_eq!(g.summon(P1, EntityId::Oz_114011).unwrap().usage, 1);
    assert_eq!(g.state.player(P1).summons.len(), 4);
    // The Oz of the talent there already is refreshed as usual, full zone or not.
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .hand(P1, "Stellar Predator")
    .summon(P1, json!({"name": "114012", "usage": 1}))
    .summon(P1, json!("Sacred Cryo Pearl"))
    .summon(P1, json!("Cuilein-Anbar"))
    .summon(P1, json!("Ushi"))
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Stellar Predator target 1");
    assert_eq!(g.summon(P1, EntityId::Oz_114012).unwrap().usage, 2);
}
