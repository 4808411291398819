//! Eula (6.5.0): 10 HP, 2 energy; Grimheart, Lightfall Sword (Zeal stacks, no energy while
//! it is on the field), Wellspring of War-Lust.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

/// Eula against Diluc (10 HP), every Roll Phase all Omni. P2 has declared round end, so P1
/// keeps the turn.
fn eula() -> Setup {
    setup(
        ["Eula", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
}

/// Icetide Vortex: "Deals 2 Cryo DMG. If this character has not yet gained Grimheart, they
/// will gain Grimheart." Grimheart: "After the character to which this is attached uses
/// Icetide Vortex: Remove this status, DMG +3 for this instance." So: 2 and Grimheart, then
/// 2 + 3 = 5 and no Grimheart, then 2 and Grimheart again.
#[test]
fn icetide_vortex_and_grimheart() {
    let mut g = eula().build();
    g.clear_log().act("p1 skill Icetide Vortex");
    assert_eq!(g.damages(), [(P2, 0, 2, "Cryo".to_string())]);
    assert!(g.status(P1, 0, EntityId::Grimheart).is_some());
    assert_eq!(g.energy(P1, 0), 1);
    g.clear_log().act("p1 skill Icetide Vortex");
    assert_eq!(g.damages(), [(P2, 0, 5, "Cryo".to_string())]);
    assert!(g.status(P1, 0, EntityId::Grimheart).is_none(), "spent");
    assert_eq!(g.energy(P1, 0), 2);
    g.clear_log().act("p1 skill Icetide Vortex");
    assert_eq!(g.damages(), [(P2, 0, 2, "Cryo".to_string())]);
    assert!(g.status(P1, 0, EntityId::Grimheart).is_some());
}

/// Grimheart boosts only Icetide Vortex: her Normal Attack leaves it.
#[test]
fn grimheart_waits_for_icetide_vortex() {
    let mut g = eula().status(P1, 0, json!("Grimheart")).build();
    g.clear_log().act("p1 skill Favonius Bladework - Edel");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert!(g.status(P1, 0, EntityId::Grimheart).is_some());
}

/// Glacial Illumination: "Deals 2 Cryo DMG, summons 1 Lightfall Sword." Lightfall Sword:
/// "When Eula uses a Normal Attack or Elemental Skill: This card will accumulate 2 Zeal
/// stacks, but Eula will not gain Energy. End Phase: Discard this card and deal 4 Physical
/// DMG. Each Zeal stack adds 1 DMG to this damage instance." Two skills: 4 stacks, no
/// energy; End Phase: 4 + 4 = 8 Physical, and the sword is gone.
#[test]
fn lightfall_sword_gathers_zeal_and_strikes_in_the_end_phase() {
    let mut g = eula().energy(P1, 0, 2).build();
    g.act("p1 skill Glacial Illumination");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.summon(P1, EntityId::LightfallSword).unwrap().usage, 0);
    g.act("p1 skill Favonius Bladework - Edel");
    assert_eq!(g.summon(P1, EntityId::LightfallSword).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 0, "no energy while the sword is out");
    g.act("p1 skill Icetide Vortex");
    assert_eq!(g.summon(P1, EntityId::LightfallSword).unwrap().usage, 4);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 2);
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 8, "Physical".to_string()));
    assert!(g.summon(P1, EntityId::LightfallSword).is_none());
    assert_eq!(g.hp(P2, 0), 0, "Diluc defeated");
}

/// Only Eula's skills add Zeal: Xingqiu's Normal Attack does not, and he gains energy as
/// usual. Her burst adds none.
#[test]
fn only_eulas_normal_attacks_and_skills_add_zeal() {
    let mut g = eula()
        .summon(P1, json!({"name": "Lightfall Sword", "usage": 1}))
        .energy(P1, 0, 2)
        .build();
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.summon(P1, EntityId::LightfallSword).unwrap().usage, 1);
    assert_eq!(g.energy(P1, 1), 1);
    g.act("p1 switch 1").act("p1 skill Glacial Illumination");
    assert_eq!(
        g.summon(P1, EntityId::LightfallSword).unwrap().usage,
        1,
        "summoned again: the stacks stay"
    );
}

/// Wellspring of War-Lust (talent, 3 Cryo, 2 energy, Combat Action): "After Eula equips
/// this card, immediately use Glacial Illumination once. When Eula uses Icetide Vortex with
/// this card equipped: Generate 1 additional Zeal stack for Lightfall Sword." Icetide
/// Vortex: 3 stacks; Normal Attack: 2. End Phase: 4 + 5 = 9.
#[test]
fn wellspring_of_war_lust() {
    let mut g = eula()
        .energy(P1, 0, 2)
        .hand(P1, "Wellspring of War-Lust")
        .build();
    g.act("p1 play Wellspring of War-Lust");
    assert!(g.status(P1, 0, EntityId::WellspringOfWarLust).is_some());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.summon(P1, EntityId::LightfallSword).is_some());
    g.act("p1 skill Icetide Vortex");
    assert_eq!(g.summon(P1, EntityId::LightfallSword).unwrap().usage, 3);
    g.act("p1 skill Favonius Bladework - Edel");
    assert_eq!(g.summon(P1, EntityId::LightfallSword).unwrap().usage, 5);
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 9, "Physical".to_string()));
}

/// Versions: the numbers of the text follow the version. In 3.7.0 Grimheart gives +2 and
/// Lightfall Sword deals 2 + stacks; from 3.8.0 to 6.4.0, +3 and 3 + stacks.
#[test]
fn numbers_follow_the_version() {
    let mut g = eula()
        .set("version", json!("3.7.0"))
        .status(P1, 0, json!("Grimheart"))
        .summon(P1, json!({"name": "Lightfall Sword", "usage": 2}))
        .build();
    g.clear_log().act("p1 skill Icetide Vortex");
    assert_eq!(g.damages(), [(P2, 0, 4, "Cryo".to_string())]);
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2 + 4, "Physical".to_string()));
    let mut g = eula()
        .set("version", json!("6.4.0"))
        .summon(P1, json!({"name": "Lightfall Sword", "usage": 2}))
        .build();
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 3 + 2, "Physical".to_string()));
}

/// She gains her energy as part of the skill (as the reference): also when the skill's
/// damage defeats the opponent's last character and ends the game.
#[test]
fn energy_is_gained_within_the_skill() {
    let mut g = eula().hp(P2, 0, 2).hp(P2, 1, 0).hp(P2, 2, 0).build();
    g.act("p1 skill Favonius Bladework - Edel");
    assert!(g.state.is_over());
    assert_eq!(g.energy(P1, 0), 1);
}
