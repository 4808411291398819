//! Beidou (6.5.0): 11 HP, 3 energy; the prepared skill Wavestrider, Tidecaller: Surf
//! Embrace, Thunderbeast's Targe. Also Petrification against a preparation.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

/// Beidou, Candace and Ganyu against `p2`. Every Roll Phase gives 8 Omni dice (no
/// rerolls), so games go on across rounds.
fn beidou_vs(p2: [&str; 3]) -> Setup {
    setup(["Beidou", "Candace", "Ganyu"], p2).set("config", json!({"all_omni": true}))
}

/// Against Diluc (10 HP; Searing Onslaught: 3 Pyro; Tempered Sword: 2 Physical).
fn beidou() -> Setup {
    beidou_vs(["Diluc", "Fischl", "Sucrose"])
}

fn decision(player: invokation::Player, kind: DecisionKind) -> Pending {
    Pending::Decision { player, kind }
}

const SURF_EMBRACE: EntityId = EntityId::TidecallerSurfEmbrace_114051;

/// Tidecaller: "This character gains a Tidecaller: Surf Embrace. Prepare Skill:
/// Wavestrider." No damage (the text and the reference); costs 3 Electro; gains 1 energy.
/// Surf Embrace: 2 Shield points.
#[test]
fn tidecaller_attaches_surf_embrace_and_prepares_wavestrider() {
    let mut g = beidou().build();
    g.act("p1 skill Tidecaller");
    assert!(g.damages().is_empty(), "no damage");
    assert_eq!(g.hp(P2, 0), 10);
    assert_eq!(g.status(P1, 0, SURF_EMBRACE).unwrap().usage, 2);
    assert!(g.status(P1, 0, EntityId::Wavestrider).is_some());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
}

/// Wavestrider: "(Prepare for 1 turn) / Deals 3 Electro DMG." It is P1's next action, free
/// and unasked; Surf Embrace ends with the preparation; no energy (as in the reference).
#[test]
fn wavestrider_is_used_as_the_next_action() {
    let mut g = beidou().build();
    g.act("p1 skill Tidecaller");
    g.clear_log().act("p2 switch 2");
    assert_eq!(g.damages(), [(P2, 1, 3, "Electro".to_string())]);
    assert_eq!(g.hp(P2, 1), 10 - 3);
    assert_eq!(g.aura(P2, 1), ["Electro"]);
    assert!(g.status(P1, 0, EntityId::Wavestrider).is_none());
    assert!(g.status(P1, 0, SURF_EMBRACE).is_none());
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
}

/// Tidecaller: Surf Embrace: "While preparing this Skill: Grant 2 Shield points to the
/// character to which this is attached." Searing Onslaught's 3 Pyro: 2 absorbed, 1 taken;
/// Wavestrider still comes.
#[test]
fn surf_embrace_absorbs_2_damage_while_preparing() {
    let mut g = beidou().build();
    g.act("p1 skill Tidecaller")
        .act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 11 - 1);
    assert!(g.status(P1, 0, SURF_EMBRACE).is_none(), "used up");
    assert_eq!(g.hp(P2, 0), 10 - 3, "Wavestrider");
}

/// Petrification while preparing (reference: GI-TCG keeps the preparation). Beidou
/// prepares; Zhongli's Planet Befall: 4 Geo, 2 absorbed by Surf Embrace, 2 taken, and
/// Petrification. On P1's turn she cannot use skills: P1 acts as usual (here: declares
/// round end) and Wavestrider waits; it is P1's first action of round 2: 3 Electro.
#[test]
fn petrification_makes_wavestrider_wait_until_the_next_round() {
    let mut g = beidou_vs(["Zhongli", "Diluc", "Fischl"])
        .energy(P2, 0, 3)
        .build();
    g.act("p1 skill Tidecaller").act("p2 skill Planet Befall");
    assert_eq!(g.hp(P1, 0), 11 - 2);
    assert!(g.status(P1, 0, EntityId::Petrification).is_some());
    assert!(
        g.status(P1, 0, EntityId::Wavestrider).is_some(),
        "still preparing"
    );
    assert_eq!(g.state.pending(), decision(P1, DecisionKind::Action));
    assert!(g.try_act("p1 skill Oceanborne").is_err());
    g.act("p1 end").act("p2 end");
    assert_eq!(g.state.round(), 2);
    assert!(g.status(P1, 0, EntityId::Petrification).is_none());
    assert_eq!(g.hp(P2, 0), 12 - 3, "Wavestrider at the start of round 2");
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert!(g.status(P1, 0, EntityId::Wavestrider).is_none());
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
}

/// Stormbreaker: "Deals 2 Electro DMG, creates 1 Thunderbeast's Targe." Needs 3 energy;
/// costs 3 Electro. Targe: "Duration (Rounds): 2".
#[test]
fn stormbreaker_deals_2_electro_and_creates_thunderbeasts_targe() {
    let mut g = beidou().energy(P1, 0, 3).build();
    g.act("p1 skill Stormbreaker");
    assert_eq!(g.damages(), [(P2, 0, 2, "Electro".to_string())]);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(
        g.combat(P1, EntityId::ThunderbeastsTarge).unwrap().duration,
        2
    );
}

/// Stormbreaker needs 3 energy.
#[test]
fn stormbreaker_needs_three_energy() {
    let mut g = beidou().energy(P1, 0, 2).build();
    let err = g.try_act("p1 skill Stormbreaker").unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// Thunderbeast's Targe: "After your character uses a Normal Attack: Deal 1 Electro DMG."
/// After Beidou's and after Candace's Normal Attack (no usage limit), not after an
/// Elemental Skill (Candace's Heron's Sanctum, and her Heron Strike right after it, as
/// the opponent has ended the round). Against Ganyu (12 HP) and her standby Fischl and
/// Sucrose.
#[test]
fn thunderbeasts_targe_deals_1_electro_after_each_normal_attack() {
    let mut g = beidou_vs(["Ganyu", "Fischl", "Sucrose"])
        .combat(P1, json!({"name": "Thunderbeast's Targe", "duration": 2}))
        .dice(P1, &[("Omni", 12)])
        .declared_end(P2)
        .build();
    g.act("p1 skill Oceanborne");
    let na = [
        (P2, 0, 2, "Physical".to_string()),
        (P2, 0, 1, "Electro".to_string()),
    ];
    assert_eq!(g.damages(), na);
    g.act("p1 switch 2");
    g.clear_log()
        .act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(g.damages(), na);
    assert_eq!(g.hp(P2, 0), 12 - 3 - 3);
    // Heron Strike: 3 Hydro + 1 Electro-Charged on the Electro applied by the Targe, and
    // the reaction's 1 Piercing to each standby character; no 1 Electro of the Targe.
    g.clear_log().act("p1 skill Sacred Rite: Heron's Sanctum");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 4, "Hydro".to_string()),
            (P2, 1, 1, "Piercing".to_string()),
            (P2, 2, 1, "Piercing".to_string())
        ]
    );
}

/// Thunderbeast's Targe: "When your character receives at least 3 DMG: Decrease DMG taken
/// by 1." Searing Onslaught's 3 Pyro: 2 taken; Tempered Sword's 2 Physical: 2 taken.
#[test]
fn thunderbeasts_targe_reduces_damage_of_at_least_3_by_1() {
    let mut g = beidou()
        .combat(P1, json!({"name": "Thunderbeast's Targe", "duration": 2}))
        .declared_end(P1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 11 - 2);
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 11 - 2 - 2);
    assert!(
        g.combat(P1, EntityId::ThunderbeastsTarge).is_some(),
        "no usages"
    );
}

/// Thunderbeast's Targe lasts 2 rounds.
#[test]
fn thunderbeasts_targe_lasts_two_rounds() {
    let mut g = beidou()
        .combat(P1, json!({"name": "Thunderbeast's Targe", "duration": 2}))
        .build();
    g.end_round();
    assert_eq!(g.state.round(), 2);
    assert_eq!(
        g.combat(P1, EntityId::ThunderbeastsTarge).unwrap().duration,
        1
    );
    g.end_round();
    assert_eq!(g.state.round(), 3);
    assert!(g.combat(P1, EntityId::ThunderbeastsTarge).is_none());
}

/// A position whose Roll Phases give 8 Omni dice and no rerolls, so games go on across
/// rounds.
fn omni(p1: [&str; 3], p2: [&str; 3]) -> Setup {
    setup(p1, p2).set("config", json!({"all_omni": true}))
}

/// Lightning Storm (Combat Action, 3 Electro): "When your active character is Beidou,
/// equip this card. After Beidou equips this card, immediately use Tidecaller once. After
/// Beidou, who has this card equipped, uses Wavestrider: Beidou's Normal Attacks this Round
/// will cost 1 less Unaligned Element. (Can be triggered 2 times)" (Summoner of Lightning,
/// Usage(s): 2.)
#[test]
fn lightning_storm_prepares_wavestrider_then_cheapens_two_normal_attacks() {
    let mut g = omni(
        ["Beidou", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hand(P1, "Lightning Storm")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Lightning Storm target 1");
    assert!(g.status(P1, 0, EntityId::LightningStorm).is_some());
    assert_eq!(
        g.status(P1, 0, EntityId::TidecallerSurfEmbrace_114051)
            .unwrap()
            .usage,
        2
    );
    assert!(g.status(P1, 0, EntityId::Wavestrider).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
    g.act("p2 end");
    // Wavestrider is P1's next action: 3 Electro, then Summoner of Lightning.
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(
        g.status(P1, 0, EntityId::SummonerOfLightning)
            .unwrap()
            .usage,
        2
    );
    g.act("p1 skill Oceanborne");
    assert_eq!(g.dice_total(P1), 13 - 2, "1 Electro + 1 unaligned");
    g.act("p1 skill Oceanborne");
    assert_eq!(g.dice_total(P1), 11 - 2);
    assert!(g.status(P1, 0, EntityId::SummonerOfLightning).is_none());
    g.act("p1 skill Oceanborne");
    assert_eq!(g.dice_total(P1), 9 - 3, "twice only");
}

/// Summoner of Lightning lasts "this Round", and only Beidou's Normal Attacks are cheaper.
#[test]
fn summoner_of_lightning_ends_with_the_round() {
    let mut g = omni(
        ["Beidou", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .status(P1, 0, json!("Summoner of Lightning"))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    assert_eq!(
        g.status(P1, 0, EntityId::SummonerOfLightning)
            .unwrap()
            .usage,
        2
    );
    g.act("p1 skill Tidecaller");
    assert_eq!(g.dice_total(P1), 16 - 3, "not an Elemental Skill");
    g.act("p1 switch 2").act("p1 skill Ceremonial Bladework");
    assert_eq!(g.dice_total(P1), 13 - 1 - 3, "not another character's");
    g.act("p1 end");
    assert!(g.status(P1, 0, EntityId::SummonerOfLightning).is_none());
}

/// "During this Round": Summoner of Lightning lasts until durations tick at the end of the
/// round, after the End Phase's effects: it is still on Beidou when an End Phase summon
/// defeats the active character and a new one is chosen (as in the reference, GI-TCG;
/// found by the differential tool).
#[test]
fn summoner_of_lightning_lasts_through_the_end_phase() {
    let mut g = omni(
        ["Kaeya", "Beidou", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hp(P1, 0, 1)
    .status(P1, 1, json!("Summoner of Lightning"))
    .summon(P2, json!("Oz"))
    .set("phase", json!("end"))
    .build();
    assert!(!g.ch(P1, 0).alive, "Oz defeated Kaeya in the End Phase");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::DeathSwap)
    );
    let s = g.status(P1, 1, EntityId::SummonerOfLightning).unwrap();
    assert_eq!((s.usage, s.duration), (2, 1), "still there, this round");
    g.act("p1 choose 2");
    assert!(
        g.status(P1, 1, EntityId::SummonerOfLightning).is_none(),
        "gone when the round ends"
    );
}
