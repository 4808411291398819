//! Barbara (6.5.0): 12 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn barbara() -> Setup {
    setup(
        ["Barbara", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Let the Show Begin♪: "Deals 1 Hydro DMG, summons 1 Melody Loop." Usage(s): 2. Costs 3
/// Hydro.
#[test]
fn let_the_show_begin_deals_1_hydro_and_summons_melody_loop() {
    let mut g = barbara().build();
    g.act("p1 skill Let the Show Begin♪");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    assert_eq!(g.summon(P1, EntityId::MelodyLoop).unwrap().usage, 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Melody Loop: "End Phase: Heal all your characters for 1 HP and your active character
/// gains Hydro Application. Usage(s): 2". The defeated stay defeated.
#[test]
fn melody_loop_heals_the_team_and_applies_hydro_to_the_active_character() {
    let mut g = barbara()
        .hp(P1, 0, 5)
        .hp(P1, 1, 9)
        .hp(P1, 2, 0)
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Let the Show Begin♪");
    g.end_round();
    assert_eq!(g.hp(P1, 0), 6);
    assert_eq!(g.hp(P1, 1), 10);
    assert_eq!(g.hp(P1, 2), 0);
    assert!(!g.ch(P1, 2).alive);
    assert_eq!(g.aura(P1, 0), ["Hydro"], "on the active character");
    assert!(g.aura(P1, 1).is_empty());
    assert_eq!(g.summon(P1, EntityId::MelodyLoop).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.hp(P1, 0), 7);
    assert!(g.summon(P1, EntityId::MelodyLoop).is_none());
}

/// Shining Miracle♪: "Heals all of your characters for 4 HP." Costs 3 Hydro and 3 energy;
/// no damage.
#[test]
fn shining_miracle_heals_every_living_character_for_4() {
    let mut g = barbara()
        .energy(P1, 0, 3)
        .hp(P1, 0, 10)
        .hp(P1, 1, 3)
        .hp(P1, 2, 0)
        .build();
    g.act("p1 skill Shining Miracle♪");
    assert_eq!(g.hp(P1, 0), 12, "capped at max HP");
    assert_eq!(g.hp(P1, 1), 3 + 4);
    assert_eq!(g.hp(P1, 2), 0, "the defeated are not healed");
    assert_eq!(g.hp(P2, 0), 12);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Glorious Season (3 Hydro): "Combat Action: When your active character is Barbara, equip
/// this card. After Barbara equips this card, immediately use Let the Show Begin♪ once.
/// When Barbara is on the field, Melody Loop will allow you to spend 1 less Elemental Die
/// the next time you use "Switch Character". (Once per Round)"
#[test]
fn glorious_season_makes_one_switch_a_round_free_while_melody_loop_is_out() {
    let mut g = barbara()
        .hand(P1, "Glorious Season")
        .dice(P1, &[("Omni", 16)])
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 play Glorious Season target 1");
    assert!(g.status(P1, 0, EntityId::GloriousSeason).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.summon(P1, EntityId::MelodyLoop).unwrap().usage, 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 13, "first switch of the round: free");
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 12, "second: 1 die");
    // Round 2: player 2 (who declared the end first) starts and ends at once.
    g.end_round();
    assert_eq!(g.state.round(), 2);
    let dice = g.dice_total(P1);
    g.act("p1 switch 3");
    assert_eq!(g.dice_total(P1), dice, "free again in the next round");
}

/// Without Melody Loop on the field the talent takes nothing off.
#[test]
fn glorious_season_needs_melody_loop() {
    let mut g = barbara().status(P1, 0, json!("Glorious Season")).build();
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 8 - 1);
}
