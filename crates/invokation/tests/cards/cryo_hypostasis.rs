//! Cryo Hypostasis (6.5.0): 8 HP, 2 energy, Cryo monster.

use crate::common::*;
use invokation::{EntityId, Pending};
use serde_json::json;

fn hypostasis() -> Setup {
    setup(
        ["Cryo Hypostasis", "Xingqiu", "Noelle"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
    .set("config", json!({"all_omni": true}))
}

fn d(c: u8, amount: u8, dtype: &str) -> (invokation::Player, u8, u8, String) {
    (P2, c, amount, dtype.to_string())
}

const CORE: EntityId = EntityId::CryoCrystalCore_121034;

/// Icespike Shot: "Deals 1 Cryo DMG." Costs 1 Cryo and 2 unaligned; 1 energy.
#[test]
fn icespike_shot_deals_1_cryo() {
    let mut g = hypostasis().build();
    g.act("p1 skill Icespike Shot");
    assert_eq!(g.damages(), [d(0, 1, "Cryo")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
}

/// Ice Ring Waltz: "Deals 3 Cryo DMG. This character gains Overwhelming Ice." Overwhelming
/// Ice: "When the character uses a Normal Attack: Deal 1 Piercing DMG to all opposing
/// characters on standby. Usage(s): 1": the next Normal Attack pierces both standby
/// opponents; the one after does not.
#[test]
fn ice_ring_waltz_gives_overwhelming_ice_for_one_normal_attack() {
    let mut g = hypostasis().declared_end(P2).build();
    g.act("p1 skill Ice Ring Waltz");
    assert_eq!(g.damages(), [d(0, 3, "Cryo")]);
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 1));
    assert_eq!(g.status(P1, 0, EntityId::OverwhelmingIce).unwrap().usage, 1);
    g.clear_log().act("p1 skill Icespike Shot");
    assert_eq!(
        g.damages(),
        [d(0, 1, "Cryo"), d(1, 1, "Piercing"), d(2, 1, "Piercing")]
    );
    assert!(g.status(P1, 0, EntityId::OverwhelmingIce).is_none());
}

/// Plunging Ice Shards: "Deals 2 Cryo DMG, deals 1 Piercing DMG to all opposing characters
/// on standby, summons 1 Piercing Iceridge." Costs 3 Cryo and 2 energy. Piercing Iceridge:
/// "End Phase: Deal 1 Cryo DMG to the opposing Character Closest to Your Current Active
/// Character. Usage(s): 2": with Cryo Hypostasis at 1 and P2's active at 3, it hits the
/// character at 1.
#[test]
fn plunging_ice_shards_pierces_and_summons_an_iceridge_that_strikes_the_closest() {
    let mut g = hypostasis().energy(P1, 0, 2).active(P2, 2).build();
    g.act("p1 skill Plunging Ice Shards");
    assert_eq!(
        g.damages(),
        [d(0, 1, "Piercing"), d(1, 1, "Piercing"), d(2, 2, "Cryo")]
    );
    assert_eq!((g.dice_total(P1), g.energy(P1, 0)), (8 - 3, 0));
    assert_eq!(g.summon(P1, EntityId::PiercingIceridge).unwrap().usage, 2);
    g.clear_log().end_round();
    assert_eq!(g.damages(), [d(0, 1, "Cryo")]);
    assert_eq!(g.summon(P1, EntityId::PiercingIceridge).unwrap().usage, 1);
}

/// Cryo Crystal Core: "When the character to which this is attached would be defeated:
/// Remove this effect, ensure the character will not be defeated, and heal them to 1 HP."
#[test]
fn cryo_crystal_core_saves_it_once_at_1_hp() {
    let mut g = hypostasis()
        .status(P1, 0, json!("Cryo Crystal Core"))
        .hp(P1, 0, 2)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Fatal Rainscreen");
    assert!(g.ch(P1, 0).alive);
    assert_eq!(g.hp(P1, 0), 1);
    assert!(g.status(P1, 0, CORE).is_none());
    assert!(g.status(P2, 0, EntityId::SheerCold).is_none(), "no talent");
}

/// Cryo Crystal Core (passive): "When the battle begins, this character gains Cryo Crystal
/// Core."
#[test]
fn the_passive_gives_a_core_when_the_battle_begins() {
    let s = battle_start(
        ["Cryo Hypostasis", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    assert!(s.character(P1, 0).has(CORE));
}

/// Sternfrost Prism (1 Cryo): "Can only be played if your active character is Cryo
/// Hypostasis: Attach Cryo Crystal Core to them." Equipped; not a Combat Action (P1 acts
/// again); not playable with Cryo Hypostasis on standby.
#[test]
fn sternfrost_prism_attaches_a_core() {
    let mut g = hypostasis().hand(P1, "Sternfrost Prism").build();
    g.act("p1 play Sternfrost Prism target 1");
    assert!(g.status(P1, 0, CORE).is_some());
    assert!(g.status(P1, 0, EntityId::SternfrostPrism).is_some());
    assert_eq!(g.dice_total(P1), 8 - 1);
    assert!(matches!(
        g.state.pending(),
        Pending::Decision { player: P1, .. }
    ));
    let mut g = hypostasis()
        .active(P1, 1)
        .hand(P1, "Sternfrost Prism")
        .build();
    assert!(g.try_act("p1 play Sternfrost Prism target 1").is_err());
}

/// "After Cryo Hypostasis, who has this card equipped, triggers Cryo Crystal Core: Attach
/// Sheer Cold to the opposing active character." Sheer Cold: "End Phase: Deals 1 Cryo DMG to
/// attached character. Usage(s): 1" (on Xingqiu, Hydro from his own skill: Frozen, +1).
#[test]
fn with_sternfrost_prism_the_core_applies_sheer_cold() {
    let mut g = hypostasis()
        .status(P1, 0, json!("Cryo Crystal Core"))
        .status(P1, 0, json!("Sternfrost Prism"))
        .hp(P1, 0, 2)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Fatal Rainscreen");
    assert_eq!(g.hp(P1, 0), 1);
    assert_eq!(g.status(P2, 0, EntityId::SheerCold).unwrap().usage, 1);
    g.clear_log().end_round();
    assert!(g.damages().contains(&d(0, 2, "Cryo")), "{:?}", g.damages());
    assert!(g.status(P2, 0, EntityId::SheerCold).is_none());
}
