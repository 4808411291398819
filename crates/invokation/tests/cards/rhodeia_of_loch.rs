//! Rhodeia of Loch (6.5.0): 11 HP, 3 energy; Oceanid Mimics summoned at random (a chance
//! request among the types not on the field), Tide and Torrent, Streaming Surge.

use crate::common::*;
use invokation::notation::parse_action;
use invokation::{ChanceOutcome, ChanceRequest, EntityId, Pending};
use serde_json::json;

const SQUIRREL: EntityId = EntityId::OceanicMimicSquirrel;
const RAPTOR: EntityId = EntityId::OceanicMimicRaptor;
const FROG: EntityId = EntityId::OceanicMimicFrog;

/// Rhodeia against Noelle (12 HP). P2 has declared round end, so P1 keeps the turn; 16 Omni
/// dice, every Roll Phase all Omni.
fn rhodeia() -> Setup {
    setup(
        ["Rhodeia of Loch", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
}

/// Applies an action without answering the chance it leads to.
fn act_to_chance(g: &mut Game, line: &str) {
    let a = parse_action(&g.state, line).unwrap();
    g.state.apply_action(a).unwrap();
}

/// The pending random summon: the number of eligible summons it chooses among.
fn choices(g: &Game) -> usize {
    match g.state.pending() {
        Pending::Chance(r @ ChanceRequest::RandomSummon { .. }) => {
            r.outcomes(&g.state, 10).unwrap().len()
        }
        other => panic!("expected a random summon, got {other:?}"),
    }
}

fn summons(g: &Game) -> Vec<(EntityId, u8)> {
    g.state
        .player(P1)
        .summons
        .iter()
        .map(|s| (s.id, s.usage))
        .collect()
}

/// Oceanid Mimic Summoning: "Randomly summons 1 Oceanid Mimic (prioritizes summoning a
/// different type from preexisting ones)." With none on the field: one of the three, each
/// equally likely (a chance request); outcome 2 is the Frog (Squirrel, Raptor, Frog). With
/// the Frog there: the Squirrel or the Raptor. With two there: the third, at once (no
/// chance). With all three: any of them (refreshed).
#[test]
fn oceanid_mimic_summoning_prefers_a_new_type() {
    let mut g = rhodeia().build();
    act_to_chance(&mut g, "p1 skill Oceanid Mimic Summoning");
    assert_eq!(choices(&g), 3);
    g.state.apply_chance(ChanceOutcome::Index(2)).unwrap();
    assert_eq!(summons(&g), [(FROG, 1)]);
    act_to_chance(&mut g, "p1 skill Oceanid Mimic Summoning");
    assert_eq!(choices(&g), 2);
    g.state.apply_chance(ChanceOutcome::Index(0)).unwrap();
    assert_eq!(summons(&g), [(FROG, 1), (SQUIRREL, 2)]);
    act_to_chance(&mut g, "p1 skill Oceanid Mimic Summoning");
    assert!(
        matches!(g.state.pending(), Pending::Decision { .. }),
        "one type left: no chance"
    );
    assert_eq!(summons(&g), [(FROG, 1), (SQUIRREL, 2), (RAPTOR, 3)]);
    act_to_chance(&mut g, "p1 skill Oceanid Mimic Summoning");
    assert_eq!(choices(&g), 3, "all three there: any of them");
}

/// The Myriad Wilds: "Randomly summons 2 Oceanid Mimics (prioritizes different types)":
/// the second among the types not on the field once the first is. With the Squirrel
/// there: the first among Raptor and Frog, the second the remaining one, at once.
#[test]
fn the_myriad_wilds_summons_two_different_types() {
    let mut g = rhodeia()
        .summon(P1, json!("Oceanic Mimic: Squirrel"))
        .build();
    act_to_chance(&mut g, "p1 skill The Myriad Wilds");
    assert_eq!(choices(&g), 2);
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert_eq!(summons(&g), [(SQUIRREL, 2), (FROG, 1), (RAPTOR, 3)]);
    assert_eq!(g.dice_total(P1), 16 - 5);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Mimics: Squirrel "End Phase: Deal 2 Hydro DMG. Usage(s): 2"; Raptor "End Phase: Deal 1
/// Hydro DMG. Usage(s): 3"; Frog "When your active character receives DMG: Decrease DMG
/// taken by 1. Usage(s): 1. When the Usage is depleted, this card will not be discarded.
/// At the End Phase, if Usage(s) have been depleted: Discard this card, deal 2 Hydro DMG."
#[test]
fn oceanid_mimics() {
    let mut g = setup(
        ["Rhodeia of Loch", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .summon(P1, json!("Oceanic Mimic: Squirrel"))
    .summon(P1, json!("Oceanic Mimic: Raptor"))
    .summon(P1, json!("Oceanic Mimic: Frog"))
    .set("to_act", json!(2))
    .build();
    // Diluc's Tempered Sword: 2 Physical, 1 absorbed by the Frog, which stays at 0.
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 11 - 1);
    assert_eq!(g.summon(P1, FROG).unwrap().usage, 0);
    g.act("p1 skill Surge");
    g.clear_log().act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 11 - 1 - 2, "the Frog is depleted");
    g.clear_log().end_round();
    assert_eq!(
        g.damages()[..3],
        [
            (P2, 0, 2, "Hydro".to_string()),
            (P2, 0, 1, "Hydro".to_string()),
            (P2, 0, 2, "Hydro".to_string())
        ]
    );
    assert_eq!(summons(&g), [(SQUIRREL, 1), (RAPTOR, 2)], "the Frog left");
}

/// A Frog not depleted stays through the End Phase and deals nothing.
#[test]
fn a_frog_with_its_usage_stays() {
    let mut g = rhodeia().summon(P1, json!("Oceanic Mimic: Frog")).build();
    g.clear_log().end_round();
    assert!(g.damages().is_empty());
    assert_eq!(summons(&g), [(FROG, 1)]);
}

/// Tide and Torrent: "Deals 4 Hydro DMG. For each friendly Summon on the field, deals +1
/// additional DMG." Two summons: 6.
#[test]
fn tide_and_torrent_counts_summons() {
    let mut g = rhodeia()
        .energy(P1, 0, 3)
        .summon(P1, json!("Oceanic Mimic: Squirrel"))
        .summon(P1, json!("Oceanic Mimic: Frog"))
        .build();
    g.clear_log().act("p1 skill Tide and Torrent");
    assert_eq!(g.damages(), [(P2, 0, 6, "Hydro".to_string())]);
    assert_eq!(summons(&g), [(SQUIRREL, 2), (FROG, 1)]);
}

/// Streaming Surge (talent, Combat Action, 4 Hydro, 3 energy): "After Rhodeia of Loch
/// equips this card, immediately use Tide and Torrent once. When your Rhodeia of Loch, who
/// has this card equipped, uses Tide and Torrent: All of your Summon(s) gain +1 Usage(s)."
/// Beyond stacking limits too (a Burning Flame at 2 goes to 3, as the reference's
/// +1 usage).
#[test]
fn streaming_surge() {
    let mut g = rhodeia()
        .energy(P1, 0, 3)
        .hand(P1, "Streaming Surge")
        .summon(P1, json!("Oceanic Mimic: Raptor"))
        .summon(P1, json!({"name": "Burning Flame", "usage": 2}))
        .build();
    g.clear_log().act("p1 play Streaming Surge");
    assert_eq!(g.damages(), [(P2, 0, 4 + 2, "Hydro".to_string())]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 4);
    assert_eq!(summons(&g), [(RAPTOR, 4), (EntityId::BurningFlame, 3)]);
}

/// Versions: from 4.3 to 5.8 "at most 2 types of Oceanid Mimic can exist at the same time":
/// with two types there, one of those two is summoned again; and before 4.2 Tide and Torrent
/// adds 2 per summon (in 4.1.0: "Deals 2 Hydro DMG ... +2", the base from the facts).
#[test]
fn versions() {
    let mut g = rhodeia()
        .set("version", json!("5.8.0"))
        .summon(P1, json!("Oceanic Mimic: Squirrel"))
        .summon(P1, json!("Oceanic Mimic: Frog"))
        .build();
    act_to_chance(&mut g, "p1 skill Oceanid Mimic Summoning");
    assert_eq!(choices(&g), 2, "the two there");
    g.state.apply_chance(ChanceOutcome::Index(0)).unwrap();
    assert_eq!(summons(&g)[..2], [(SQUIRREL, 2), (FROG, 1)]);
    assert_eq!(summons(&g).len(), 2, "no Raptor");

    let mut g = rhodeia()
        .set("version", json!("4.1.0"))
        .energy(P1, 0, 3)
        .summon(P1, json!("Oceanic Mimic: Squirrel"))
        .build();
    g.clear_log().act("p1 skill Tide and Torrent");
    assert_eq!(g.damages(), [(P2, 0, 2 + 2, "Hydro".to_string())]);
}
