//! Xingqiu (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use crate::reactions::fired;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

fn xingqiu_vs_diluc() -> Setup {
    setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Fatal Rainscreen: "Deals 2 Hydro DMG, grants this character Hydro Application, creates 1
/// Rain Sword." Rain Sword: "Usage(s): 2". Costs 3 Hydro.
#[test]
fn fatal_rainscreen_hits_for_2_hydro_applies_hydro_to_xingqiu_and_creates_rain_sword() {
    let mut g = xingqiu_vs_diluc().build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(
        g.aura(P1, 0),
        ["Hydro"],
        "Hydro Application on Xingqiu himself"
    );
    assert_eq!(g.hp(P1, 0), 10, "the self-application deals no damage");
    assert_eq!(g.combat(P1, EntityId::RainSword_112021).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Rain Sword: "When your active character receives at least 3 DMG: Decrease DMG taken
/// by 1. Usage(s): 2". A 2-damage hit is not reduced and spends nothing; 3-damage hits
/// are reduced to 2 twice, then the status is gone.
#[test]
fn rain_sword_reduces_hits_of_at_least_3_by_1() {
    let mut g = xingqiu_vs_diluc()
        .combat(P1, json!({"name": "Rain Sword", "usage": 2}))
        .dice(P2, &[("Omni", 9)])
        .build();
    g.act("p1 end");
    // Tempered Sword: 2 Physical, below the threshold.
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 2);
    assert_eq!(g.combat(P1, EntityId::RainSword_112021).unwrap().usage, 2);
    // Searing Onslaught: 3 Pyro, reduced to 2.
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 10 - 2 - 2);
    assert_eq!(g.combat(P1, EntityId::RainSword_112021).unwrap().usage, 1);
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 10 - 2 - 2 - 2);
    assert!(
        g.combat(P1, EntityId::RainSword_112021).is_none(),
        "discarded after its 2nd usage"
    );
}

/// Rain Sword protects only the *active* character: a 3-damage hit on a standby character
/// (Swirl spreading Pyro onto an Electro aura: 1 + Overloaded 2) is not reduced.
#[test]
fn rain_sword_does_not_reduce_damage_to_standby_characters() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Sucrose", "Fischl", "Diluc"],
    )
    .combat(P1, json!({"name": "Rain Sword", "usage": 2}))
    .aura(P1, 0, &["Pyro"])
    .aura(P1, 1, &["Electro"])
    .build();
    g.act("p1 end").act("p2 skill Wind Spirit Creation");
    assert_eq!(g.hp(P1, 0), 10 - 1, "1 Anemo to the active: below 3");
    assert_eq!(
        g.hp(P1, 1),
        12 - 3,
        "1 Pyro + 2 (Overloaded) to standby Ganyu: not reduced"
    );
    assert_eq!(g.hp(P1, 2), 12 - 1);
    assert_eq!(g.combat(P1, EntityId::RainSword_112021).unwrap().usage, 2);
}

/// Raincutter: "Deals 2 Hydro DMG, grants this character Hydro Application, creates 1
/// Rainbow Bladework." Needs 2 energy, which it spends; costs 3 Hydro. Rainbow Bladework:
/// "Usage(s): 3".
#[test]
fn raincutter_hits_for_2_hydro_and_creates_rainbow_bladework() {
    let mut g = xingqiu_vs_diluc().energy(P1, 0, 2).build();
    g.act("p1 skill Raincutter");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(g.aura(P1, 0), ["Hydro"]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.combat(P1, EntityId::RainbowBladework).unwrap().usage, 3);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Raincutter is an Elemental Burst: it needs 2 energy.
#[test]
fn raincutter_needs_two_energy() {
    let mut g = xingqiu_vs_diluc().energy(P1, 0, 1).build();
    let err = g.try_act("p1 skill Raincutter").unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// Rainbow Bladework: "After your character uses a Normal Attack: Deal 1 Hydro DMG.
/// Usage(s): 3". An Elemental Skill does not trigger it.
#[test]
fn rainbow_bladework_adds_1_hydro_after_normal_attacks_only() {
    let mut g = xingqiu_vs_diluc()
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 9)])
        .declared_end(P2)
        .build();
    g.act("p1 skill Raincutter");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    g.clear_log().act("p1 skill Guhua Style");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 2, "Physical".to_string()),
            (P2, 0, 1, "Hydro".to_string())
        ],
        "the Normal Attack, then Rainbow Bladework's 1 Hydro"
    );
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 1);
    assert_eq!(g.combat(P1, EntityId::RainbowBladework).unwrap().usage, 2);
    g.clear_log().act("p1 skill Fatal Rainscreen");
    assert_eq!(
        g.damages(),
        [(P2, 0, 2, "Hydro".to_string())],
        "no extra hit after a Skill"
    );
    assert_eq!(g.hp(P2, 0), 10 - 2 - 3 - 2);
    assert_eq!(g.combat(P1, EntityId::RainbowBladework).unwrap().usage, 2);
}

/// Rainbow Bladework counts "your character": another character's Normal Attack also
/// triggers it.
#[test]
fn rainbow_bladework_triggers_on_another_characters_normal_attack() {
    let mut g = xingqiu_vs_diluc()
        .combat(P1, json!({"name": "Rainbow Bladework", "usage": 3}))
        .active(P1, 1)
        .build();
    g.act("p1 skill Liutian Archery");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 1);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(g.combat(P1, EntityId::RainbowBladework).unwrap().usage, 2);
}

/// "Grants this character Hydro Application" is an application without damage: on a Cryo
/// aura it triggers Frozen on Xingqiu himself (no damage), so he cannot use skills.
#[test]
fn self_applied_hydro_on_a_cryo_aura_freezes_xingqiu_without_damage() {
    let mut g = xingqiu_vs_diluc().aura(P1, 0, &["Cryo"]).build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.hp(P1, 0), 10, "a non-damage reaction deals nothing");
    assert!(g.aura(P1, 0).is_empty(), "Cryo and Hydro reacted away");
    assert!(g.status(P1, 0, EntityId::Frozen).is_some());
    assert_eq!(fired(&g), ["Frozen"]);
    assert_eq!(g.combat(P1, EntityId::RainSword_112021).unwrap().usage, 2);
    g.act("p2 end");
    let err = g.try_act("p1 skill Guhua Style").unwrap_err();
    assert!(err.contains("cannot use skills"), "{err}");
}

/// After a Combat Action of P1, the turn has passed to P2.
fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// The Scent Remained (3 Hydro): "Combat Action: When your active character is Xingqiu,
/// equip this card. After Xingqiu equips this card, immediately use Fatal Rainscreen once.
/// When your Xingqiu has this card equipped, the Rain Sword created can block DMG of at
/// least 2 and its starting Usage(s) +1." (The talent's Rain Sword replaces the other one.)
#[test]
fn the_scent_remained_rain_sword_blocks_two_damage_three_times() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "The Scent Remained")
    .combat(P1, json!({"name": "Rain Sword", "usage": 1}))
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play The Scent Remained target 2").is_err(),
        "Ganyu cannot equip Xingqiu's talent"
    );
    g.act("p1 play The Scent Remained target 1");
    assert!(g.status(P1, 0, EntityId::TheScentRemained).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P2, 0), 10 - 2, "Fatal Rainscreen: 2 Hydro");
    assert_eq!(
        g.aura(P1, 0),
        vec!["Hydro"],
        "Xingqiu applies Hydro to himself"
    );
    assert_eq!(g.energy(P1, 0), 1);
    assert!(
        g.combat(P1, EntityId::RainSword_112021).is_none(),
        "replaced"
    );
    assert_eq!(g.combat(P1, EntityId::RainSword_112023).unwrap().usage, 3);
    assert!(p2_to_act(&g), "a combat action");
    // 2 Physical is blocked down to 1 (the plain Rain Sword needs at least 3).
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert_eq!(g.combat(P1, EntityId::RainSword_112023).unwrap().usage, 2);
    assert!(g.hand(P1).is_empty());
}

/// The Scent Remained: a Rain Sword created by Xingqiu without the talent is the plain one
/// (it does not block 2 damage).
#[test]
fn without_the_scent_remained_rain_sword_ignores_two_damage() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.combat(P1, EntityId::RainSword_112021).unwrap().usage, 2);
    assert!(g.combat(P1, EntityId::RainSword_112023).is_none());
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 2);
}

/// The Scent Remained is refused while Xingqiu is on standby or Frozen (he must be active
/// and able to use Fatal Rainscreen).
#[test]
fn the_scent_remained_needs_xingqiu_active_and_able_to_use_skills() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "The Scent Remained")
    .build();
    assert!(g.try_act("p1 play The Scent Remained target 2").is_err());
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "The Scent Remained")
    .status(P1, 0, json!("Frozen"))
    .build();
    assert!(g.try_act("p1 play The Scent Remained target 1").is_err());
}
