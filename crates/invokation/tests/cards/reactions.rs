//! Elemental reactions (official rules, "Elemental Reactions", and the reaction entities'
//! texts), and defeat. No Dendro character is implemented yet: Dendro auras are set in
//! the position.

use crate::common::*;
use invokation::log::LogEvent;
use invokation::{DecisionKind, EntityId, Outcome, Pending, Player};
use serde_json::json;

/// Names of the reactions in the log, in order (from damage and from non-damage
/// applications).
pub(crate) fn fired(g: &Game) -> Vec<&'static str> {
    g.log
        .iter()
        .filter_map(|e| match e {
            LogEvent::Damage { reaction, .. } | LogEvent::Applied { reaction, .. } => *reaction,
            _ => None,
        })
        .map(|r| r.name())
        .collect()
}

fn hps(g: &Game, p: Player) -> [u8; 3] {
    [g.hp(p, 0), g.hp(p, 1), g.hp(p, 2)]
}

fn omni_rounds(s: Setup) -> Setup {
    s.set("config", json!({"all_omni": true}))
}

// ---------------------------------------------------------------------------------------
// Melt, Vaporize, Overloaded

/// Melt: "Deal +2 DMG for this instance". Searing Onslaught's 3 Pyro on Cryo: 5.
#[test]
fn melt_adds_2() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .aura(P2, 0, &["Cryo"])
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(fired(&g), ["Melt"]);
    assert_eq!(g.hp(P2, 0), 10 - 5);
    assert!(g.aura(P2, 0).is_empty(), "both elements consumed");
}

/// Vaporize: "Deal +2 DMG for this instance". Searing Onslaught's 3 Pyro on Hydro: 5.
#[test]
fn vaporize_adds_2() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .aura(P2, 0, &["Hydro"])
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(fired(&g), ["Vaporize"]);
    assert_eq!(g.hp(P2, 0), 10 - 5);
    assert!(g.aura(P2, 0).is_empty());
}

/// Overloaded: "Deal +2 DMG for this instance; when targeting an active character, the
/// target will be forcibly switched to the next character".
#[test]
fn overloaded_adds_2_and_switches_the_active_target_to_the_next_character() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .aura(P2, 0, &["Electro"])
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(fired(&g), ["Overloaded"]);
    assert_eq!(g.hp(P2, 0), 10 - 5);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.active(P2), 1);
    assert_eq!(g.dice_total(P2), 8, "a forced switch costs nothing");
}

/// The next character wraps around from the last position, skipping defeated ones.
#[test]
fn overloaded_switch_wraps_around_and_skips_defeated_characters() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .active(P2, 2)
    .aura(P2, 2, &["Electro"])
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 2), 12 - 5);
    assert_eq!(g.active(P2), 0, "from position 3 to position 1");

    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hp(P2, 1, 0)
    .aura(P2, 0, &["Electro"])
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.active(P2), 2, "position 2 is defeated");
}

/// Overloaded that defeats the active character still switches it out to the next
/// character: the rule's forced switch replaces the choice. (Reference GI-TCG does this, and
/// BetterGI, which plays the real client, reports "no switch screen after an Overloaded
/// defeat: the next character is already designated".)
#[test]
fn overloaded_defeating_the_active_character_switches_to_the_next_one_without_a_choice() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hp(P2, 0, 4)
    .aura(P2, 0, &["Electro"])
    .build();
    g.act("p1 skill Searing Onslaught");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(g.active(P2), 1);
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::Action
        }
    );
}

/// Overloaded on a character on standby (here from Swirl spreading Pyro onto Electro)
/// still adds 2, but switches nothing: the rule names an *active* target.
#[test]
fn overloaded_on_a_standby_character_does_not_switch() {
    let mut g = setup(
        ["Sucrose", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Ganyu"],
    )
    .aura(P2, 0, &["Pyro"])
    .aura(P2, 1, &["Electro"])
    .build();
    g.act("p1 skill Wind Spirit Creation");
    assert_eq!(fired(&g), ["Swirl", "Overloaded"]);
    assert_eq!(hps(&g, P2), [10 - 1, 10 - 3, 12 - 1]);
    assert_eq!(g.active(P2), 0);
}

// ---------------------------------------------------------------------------------------
// Superconduct, Electro-Charged

/// Superconduct: "Deal +1 DMG for this instance, deal 1 Piercing DMG to all opposing
/// characters except the target". Nightrider's 1 Electro on Cryo: 2, and 1 to each other.
#[test]
fn superconduct_adds_1_and_pierces_the_others_for_1() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .aura(P2, 0, &["Cryo"])
    .build();
    g.act("p1 skill Nightrider");
    assert_eq!(fired(&g), ["Superconduct"]);
    assert_eq!(hps(&g, P2), [10 - 2, 10 - 1, 12 - 1]);
    assert!(g.aura(P2, 0).is_empty());
    assert!(
        g.aura(P2, 1).is_empty() && g.aura(P2, 2).is_empty(),
        "Piercing applies nothing"
    );
}

/// Electro-Charged: "Deal +1 DMG for this instance, deal 1 Piercing DMG to all opposing
/// characters except the target". Nightrider's 1 Electro on Hydro: 2, and 1 to each other.
#[test]
fn electro_charged_adds_1_and_pierces_the_others_for_1() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .aura(P2, 0, &["Hydro"])
    .build();
    g.act("p1 skill Nightrider");
    assert_eq!(fired(&g), ["Electro-Charged"]);
    assert_eq!(hps(&g, P2), [10 - 2, 10 - 1, 12 - 1]);
    assert!(g.aura(P2, 0).is_empty());
    let piercing = g.damages().iter().filter(|d| d.3 == "Piercing").count();
    assert_eq!(piercing, 2);
}

/// Pipeline order: the reaction bonus comes before shields. Superconduct's 1 + 1 = 2 on a
/// target whose side has 1 Crystallize point: 1 lands. The Piercing to standby characters
/// is not touched (and Crystallize only covers the active character anyway).
#[test]
fn superconduct_boosted_hit_is_absorbed_by_a_shield_but_piercing_is_not() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .aura(P2, 0, &["Cryo"])
    .combat(P2, json!({"name": "Crystallize", "usage": 1}))
    .build();
    g.act("p1 skill Nightrider");
    assert_eq!(hps(&g, P2), [10 - 1, 10 - 1, 12 - 1]);
    assert!(g.combat(P2, EntityId::Crystallize).is_none());
}

// ---------------------------------------------------------------------------------------
// Frozen

/// Frozen: "Deal +1 DMG for this instance. The target character receives the Frozen
/// status: The character cannot use Skills (Lasts until the end of this Round)."
#[test]
fn frozen_adds_1_and_blocks_skills_until_the_end_of_the_round() {
    let mut g = omni_rounds(setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    ))
    .aura(P2, 0, &["Cryo"])
    .build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(fired(&g), ["Frozen"]);
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert!(g.aura(P2, 0).is_empty());
    assert!(g.status(P2, 0, EntityId::Frozen).is_some());
    for skill in ["Tempered Sword", "Searing Onslaught"] {
        let err = g.try_act(&format!("p2 skill {skill}")).unwrap_err();
        assert!(err.contains("cannot use skills"), "{err}");
    }
    // Switching is still allowed; here P2 just ends the round.
    g.act("p2 end").act("p1 end");
    assert_eq!(g.state.round(), 2);
    assert!(
        g.status(P2, 0, EntityId::Frozen).is_none(),
        "lasts until the end of the round"
    );
    // P2 ended first: P2 acts first in round 2, and can use skills again.
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 2);
}

/// Frozen: "When receiving Pyro or Physical DMG, the character receives +2 DMG and removes
/// this status in advance." Hydro damage does neither.
#[test]
fn physical_damage_to_a_frozen_character_adds_2_and_unfreezes() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .status(P2, 0, json!("Frozen"))
    .declared_end(P2)
    .build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 10 - 2, "Hydro: no +2");
    assert!(
        g.status(P2, 0, EntityId::Frozen).is_some(),
        "Hydro does not unfreeze"
    );
    g.act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 2 - (2 + 2));
    assert!(g.status(P2, 0, EntityId::Frozen).is_none());
}

/// Pyro damage to a Frozen character: +2 and the status is removed.
#[test]
fn pyro_damage_to_a_frozen_character_adds_2_and_unfreezes() {
    let mut g = setup(
        ["Diluc", "Ganyu", "Noelle"],
        ["Fischl", "Xingqiu", "Sucrose"],
    )
    .status(P2, 0, json!("Frozen"))
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 10 - (3 + 2));
    assert!(g.status(P2, 0, EntityId::Frozen).is_none());
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
}

// ---------------------------------------------------------------------------------------
// Swirl

/// Swirl: "Deal 1 Pyro DMG to all opposing characters except the target" (and likewise
/// for Hydro, Electro, Cryo); no bonus on the hit itself. The spread damage applies its
/// element and reacts: Pyro on Cryo melts (1 + 2).
#[test]
fn swirl_spreads_1_damage_of_the_swirled_element_which_can_react() {
    let mut g = setup(
        ["Sucrose", "Xingqiu", "Noelle"],
        ["Diluc", "Xingqiu", "Ganyu"],
    )
    .aura(P2, 0, &["Pyro"])
    .aura(P2, 1, &["Cryo"])
    .build();
    g.act("p1 skill Wind Spirit Creation");
    assert_eq!(fired(&g), ["Swirl", "Melt"]);
    assert_eq!(hps(&g, P2), [10 - 1, 10 - 3, 12 - 1]);
    assert!(g.aura(P2, 0).is_empty());
    assert!(g.aura(P2, 1).is_empty(), "melted");
    assert_eq!(g.aura(P2, 2), ["Pyro"]);
    let spread: Vec<_> = g.damages().into_iter().skip(1).map(|d| d.3).collect();
    assert_eq!(spread, ["Pyro", "Pyro"]);
}

// ---------------------------------------------------------------------------------------
// Crystallize

/// Crystallize: "Deal +1 DMG for this instance, grant 1 Shield point to your active
/// character (Shield can be stacked. Max 2 points)." Breastplate's 1 Geo on Electro: 2.
/// The shield goes to the attacker's side; with Full Plate it absorbs a 3-damage hit.
#[test]
fn crystallize_adds_1_and_shields_the_attackers_active_character() {
    let mut g = setup(
        ["Noelle", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .aura(P2, 0, &["Electro"])
    .build();
    g.act("p1 skill Breastplate");
    assert_eq!(fired(&g), ["Crystallize"]);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.combat(P1, EntityId::Crystallize).unwrap().usage, 1);
    assert!(g.combat(P2, EntityId::Crystallize).is_none());
    // 3 Pyro: 1 absorbed by Crystallize, 2 by Full Plate.
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 12);
    assert!(g.combat(P1, EntityId::Crystallize).is_none());
    assert!(g.combat(P1, EntityId::FullPlate).is_none());
}

/// "Shield can be stacked. Max 2 points": 1 + 1 = 2; 2 + 1 stays 2.
#[test]
fn crystallize_stacks_to_at_most_2() {
    for (before, after) in [(1, 2), (2, 2)] {
        let mut g = setup(
            ["Noelle", "Xingqiu", "Ganyu"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .aura(P2, 0, &["Pyro"])
        .combat(P1, json!({"name": "Crystallize", "usage": before}))
        .build();
        g.act("p1 skill Breastplate");
        assert_eq!(
            g.combat(P1, EntityId::Crystallize).unwrap().usage,
            after,
            "from {before}"
        );
    }
}

// ---------------------------------------------------------------------------------------
// Dendro reactions (the Dendro aura is set in the position)

/// Burning: "Deal +1 DMG for this instance and create a [Burning Flame]: End Phase: Deal 1
/// Pyro DMG. (1 Usage. Max 2 stacks)".
#[test]
fn burning_adds_1_and_creates_burning_flame_that_deals_1_pyro() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Noelle"],
        ["Ganyu", "Fischl", "Sucrose"],
    )
    .aura(P2, 0, &["Dendro"])
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(fired(&g), ["Burning"]);
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.summon(P1, EntityId::BurningFlame).unwrap().usage, 1);
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 1, "Pyro".to_string()));
    assert_eq!(g.hp(P2, 0), 12 - 4 - 1);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert!(
        g.summon(P1, EntityId::BurningFlame).is_none(),
        "its one usage is spent"
    );
}

/// Burning Flame "(Can stack. Max 2 stacks.)": 1 + 1 = 2; 2 + 1 stays 2.
#[test]
fn burning_flame_stacks_to_at_most_2() {
    for (before, after) in [(1, 2), (2, 2)] {
        let mut g = setup(
            ["Diluc", "Xingqiu", "Noelle"],
            ["Ganyu", "Fischl", "Sucrose"],
        )
        .aura(P2, 0, &["Dendro"])
        .summon(P1, json!({"name": "Burning Flame", "usage": before}))
        .build();
        g.act("p1 skill Searing Onslaught");
        assert_eq!(
            g.summon(P1, EntityId::BurningFlame).unwrap().usage,
            after,
            "from {before}"
        );
    }
}

/// Bloom: "Deal +1 DMG for this instance and create a [Dendro Core]: When you deal Pyro
/// DMG or Electro DMG to an opposing active character, DMG dealt +2. (1 Usage)".
/// Fatal Rainscreen's 2 Hydro on Dendro: 3; then Searing Onslaught: 3 + 2.
#[test]
fn bloom_adds_1_and_creates_dendro_core_for_the_next_pyro_or_electro_hit() {
    let mut g = setup(
        ["Xingqiu", "Diluc", "Noelle"],
        ["Ganyu", "Fischl", "Sucrose"],
    )
    .aura(P2, 0, &["Dendro"])
    .declared_end(P2)
    .build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(fired(&g), ["Bloom"]);
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.combat(P1, EntityId::DendroCore_116).unwrap().usage, 1);
    g.act("p1 switch 2").act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 12 - 3 - 5);
    assert!(g.combat(P1, EntityId::DendroCore_116).is_none());
}

/// Quicken: "Deal +1 DMG for this instance and create a [Catalyzing Field]: When you deal
/// Electro DMG or Dendro DMG to an opposing active character, DMG dealt +1. (2 Usages)".
/// Physical damage does not use it; a summon's Electro does.
#[test]
fn quicken_adds_1_and_creates_catalyzing_field_for_two_electro_hits() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Noelle"],
        ["Diluc", "Ganyu", "Sucrose"],
    )
    .aura(P2, 0, &["Dendro"])
    .dice(P1, &[("Omni", 9)])
    .declared_end(P2)
    .build();
    g.act("p1 skill Nightrider");
    assert_eq!(fired(&g), ["Quicken"]);
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(
        g.combat(P1, EntityId::CatalyzingField_117).unwrap().usage,
        2
    );
    g.act("p1 skill Bolts of Downfall");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2, "Physical: no bonus");
    assert_eq!(
        g.combat(P1, EntityId::CatalyzingField_117).unwrap().usage,
        2
    );
    g.act("p1 skill Nightrider");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 2);
    assert_eq!(
        g.combat(P1, EntityId::CatalyzingField_117).unwrap().usage,
        1
    );
    // End Phase: Oz's 1 Electro + 1.
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 2 - 2);
    assert!(g.combat(P1, EntityId::CatalyzingField_117).is_none());
}

/// Dendro and Cryo coexist: Cryo on a Dendro aura leaves both and reacts with nothing; Pyro
/// then melts the Cryo (+2) and the Dendro stays.
#[test]
fn cryo_and_dendro_coexist_and_pyro_melts_the_cryo() {
    let mut g = setup(["Ganyu", "Diluc", "Noelle"], ["Diluc", "Fischl", "Sucrose"])
        .aura(P2, 0, &["Dendro"])
        .declared_end(P2)
        .build();
    g.act("p1 skill Trail of the Qilin");
    assert!(fired(&g).is_empty());
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Cryo", "Dendro"]);
    g.act("p1 switch 2").act("p1 skill Searing Onslaught");
    assert_eq!(fired(&g), ["Melt"]);
    assert_eq!(g.hp(P2, 0), 10 - 1 - 5);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
}

/// A Cryo + Dendro aura hit by Hydro: Cryo reacts first (Frozen, +1), Dendro stays.
#[test]
fn hydro_on_cryo_and_dendro_freezes_and_leaves_dendro() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .aura(P2, 0, &["Cryo", "Dendro"])
    .build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(fired(&g), ["Frozen"]);
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert!(g.status(P2, 0, EntityId::Frozen).is_some());
}

// ---------------------------------------------------------------------------------------
// Anemo and Geo

/// Anemo and Geo are never applied; on Dendro they react with nothing (Dendro cannot be
/// swirled or crystallized: no spread damage, no shield) and the Dendro stays.
#[test]
fn anemo_and_geo_apply_nothing_and_do_not_react_with_dendro() {
    for aura in [vec![], vec!["Dendro"]] {
        let mut g = setup(
            ["Sucrose", "Noelle", "Xingqiu"],
            ["Diluc", "Fischl", "Ganyu"],
        )
        .aura(P2, 0, &aura)
        .declared_end(P2)
        .build();
        g.act("p1 skill Wind Spirit Creation");
        assert_eq!(g.aura(P2, 0), aura, "after Anemo");
        g.act("p1 switch 2").act("p1 skill Breastplate");
        assert_eq!(g.aura(P2, 0), aura, "after Geo");
        assert!(fired(&g).is_empty());
        assert_eq!(hps(&g, P2), [10 - 1 - 1, 10, 12]);
        assert!(g.combat(P1, EntityId::Crystallize).is_none());
    }
}

// ---------------------------------------------------------------------------------------
// Defeat

/// Rules, Defeat: a character whose HP reaches 0 is defeated and loses its statuses,
/// energy and applied elements; its player must choose a new active character (not a
/// defeated one) before play goes on; the choice costs nothing, and the turn then passes
/// as after any combat action.
#[test]
fn a_character_at_0_hp_is_defeated_and_its_player_chooses_a_new_active_one() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hp(P2, 0, 3)
    .energy(P2, 0, 2)
    .status(P2, 0, json!({"name": "Pyro Infusion", "duration": 2}))
    .build();
    g.act("p1 skill Searing Onslaught");
    let ch = g.ch(P2, 0);
    assert!(!ch.alive);
    assert_eq!(ch.hp, 0);
    assert_eq!(ch.energy, 0);
    assert!(ch.statuses.is_empty());
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::DeathSwap
        }
    );
    assert!(
        g.try_act("p2 switch 2").is_err(),
        "only the choice is asked"
    );
    assert!(g.try_act("p1 end").is_err());
    assert!(
        g.try_act("p2 choose 1").is_err(),
        "a defeated character cannot be chosen"
    );
    g.act("p2 choose 2");
    assert_eq!(g.active(P2), 1);
    assert_eq!(g.dice_total(P2), 8);
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::Action
        }
    );
}

/// Rules: "After a defeat, the choice of the new active character happens only after the
/// whole skill ... has resolved": Midnight Phantasmagoria's Piercing to the standby
/// characters lands before P2 chooses.
#[test]
fn the_new_active_character_is_chosen_after_the_whole_skill_resolves() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Ganyu", "Diluc", "Sucrose"],
    )
    .energy(P1, 0, 3)
    .hp(P2, 0, 4)
    .build();
    g.act("p1 skill Midnight Phantasmagoria");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(hps(&g, P2), [0, 10 - 2, 10 - 2]);
    assert_eq!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::DeathSwap
        }
    );
    g.act("p2 choose Diluc");
    assert_eq!(g.active(P2), 1);
}

/// Rules: a player whose characters are all defeated loses.
#[test]
fn the_game_ends_when_all_three_characters_are_defeated() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hp(P2, 0, 3)
    .hp(P2, 1, 0)
    .hp(P2, 2, 0)
    .build();
    g.act("p1 skill Searing Onslaught");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(g.state.outcome(), Some(Outcome::Win(P1)));
    assert_eq!(g.state.pending(), Pending::GameOver(Outcome::Win(P1)));
    assert!(g.try_act("p2 end").is_err());
}
