//! Jean (6.5.0): 12 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn jean() -> Setup {
    setup(
        ["Jean", "Xingqiu", "Fischl"],
        ["Diluc", "Noelle", "Sucrose"],
    )
}

/// Gale Blade: "Deals 3 Anemo DMG, the target is forcibly switched to the next character."
/// Costs 3 Anemo.
#[test]
fn gale_blade_deals_3_anemo_and_switches_the_target_out() {
    let mut g = jean().build();
    g.act("p1 skill Gale Blade");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.active(P2), 1, "Noelle, the next one");
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Dandelion Breeze: "Heals all your characters for 2 HP, summons 1 Dandelion Field."
/// Usage(s): 3. Costs 4 Anemo and 2 energy; no damage.
#[test]
fn dandelion_breeze_heals_the_team_and_summons_the_field() {
    let mut g = jean()
        .energy(P1, 0, 2)
        .hp(P1, 0, 5)
        .hp(P1, 1, 9)
        .hp(P1, 2, 0)
        .build();
    g.act("p1 skill Dandelion Breeze");
    assert_eq!(g.hp(P1, 0), 7);
    assert_eq!(g.hp(P1, 1), 10, "capped at max HP");
    assert_eq!(g.hp(P1, 2), 0);
    assert_eq!(g.hp(P2, 0), 10);
    assert_eq!(g.summon(P1, EntityId::DandelionField).unwrap().usage, 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
}

/// Dandelion Field: "End Phase: Deal 1 Anemo DMG, heal your active character for 1 HP."
/// Its Anemo swirls an aura.
#[test]
fn dandelion_field_deals_1_anemo_and_heals_the_active_character() {
    let mut g = jean()
        .summon(P1, json!("Dandelion Field"))
        .hp(P1, 0, 5)
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.hp(P1, 0), 6);
    assert_eq!(g.summon(P1, EntityId::DandelionField).unwrap().usage, 2);
    let mut g = jean()
        .summon(P1, json!("Dandelion Field"))
        .aura(P2, 0, &["Pyro"])
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1, "Swirl: no bonus on the target");
    assert_eq!(g.hp(P2, 1), 12 - 1, "1 Pyro swirled to Noelle");
    assert_eq!(g.aura(P2, 1), ["Pyro"]);
}

/// Lands of Dandelion (4 Anemo, 2 energy): "Combat Action: When your active character is
/// Jean, equip this card. After Jean equips this card, immediately use Dandelion Breeze
/// once. When Jean, who has this card equipped, is on the field, Dandelion Field will cause
/// your Anemo DMG to increase by 1."
#[test]
fn lands_of_dandelion_makes_the_field_add_1_to_anemo_damage() {
    let mut g = jean()
        .hand(P1, "Lands of Dandelion")
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Lands of Dandelion target 1");
    assert!(g.status(P1, 0, EntityId::LandsOfDandelion).is_some());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 4);
    g.act("p2 end");
    g.act("p1 skill Gale Blade");
    assert_eq!(g.hp(P2, 0), 10 - (3 + 1));
    g.act("p1 skill Favonius Bladework");
    assert_eq!(g.hp(P2, 1), 12 - 2, "Physical: no bonus");
    // The field's own End Phase Anemo gets it too.
    g.end_round();
    assert_eq!(g.hp(P2, 1), 10 - (1 + 1));
}
