//! Venti (6.5.0): 12 HP, 2 energy; Stormzone, Stormeye, Embrace of Winds (Winds of
//! Harmony).

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

/// Venti, Xingqiu and Diluc against Diluc (10 HP), Fischl (10 HP) and Ganyu (12 HP).
fn venti() -> Setup {
    setup(["Venti", "Xingqiu", "Diluc"], ["Diluc", "Fischl", "Ganyu"])
}

fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// Divine Marksmanship: "Deals 2 Physical DMG." Costs 1 Anemo + 2 unaligned; +1 energy.
#[test]
fn divine_marksmanship_deals_2_physical() {
    let mut g = venti().build();
    assert_eq!(g.hp(P1, 0), 12, "Venti has 12 HP in 6.5.0");
    g.act("p1 skill Divine Marksmanship");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Skyward Sonnet: "Deals 2 Anemo DMG, creates 1 Stormzone." Stormzone: "When you perform
/// "Switch Character": Spend 1 less Elemental Die. Usage(s): 2". The two switches after it
/// are free (still combat actions: the turn passes); the third costs 1 die again.
#[test]
fn skyward_sonnet_creates_stormzone_making_two_switches_free() {
    let mut g = venti().build();
    g.act("p1 skill Skyward Sonnet");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.combat(P1, EntityId::Stormzone_115031).unwrap().usage, 2);
    assert_eq!(g.state.switch_cost(P1, 1).unwrap().dice(), 0);
    g.act("p2 end");
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 5, "free");
    assert_eq!(g.combat(P1, EntityId::Stormzone_115031).unwrap().usage, 1);
    g.act("p1 switch 3");
    assert_eq!(g.dice_total(P1), 5, "free again");
    assert!(
        g.combat(P1, EntityId::Stormzone_115031).is_none(),
        "used up"
    );
    assert_eq!(g.state.switch_cost(P1, 0).unwrap().dice(), 1);
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 4);
}

/// Stormzone lowers only its own side's switches.
#[test]
fn stormzone_does_not_help_the_opponent() {
    let mut g = venti().build();
    g.act("p1 skill Skyward Sonnet");
    g.act("p2 switch 2");
    assert_eq!(g.dice_total(P2), 8 - 1);
    assert_eq!(g.combat(P1, EntityId::Stormzone_115031).unwrap().usage, 2);
}

/// Wind's Grand Ode: "Deals 2 Anemo DMG, summons 1 Stormeye." Stormeye: "End Phase: Deal 2
/// Anemo DMG. Your opponent switches to: Character Closest to Your Current Active
/// Character. Usage(s): 2". Venti is at position 1; the opponent's active Ganyu (position
/// 3) takes 2 Anemo, then Diluc (position 1) is switched in.
#[test]
fn winds_grand_ode_summons_stormeye_which_pulls_the_opponent() {
    let mut g = venti().energy(P1, 0, 2).active(P2, 2).build();
    g.act("p1 skill Wind's Grand Ode");
    assert_eq!(g.hp(P2, 2), 12 - 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, EntityId::Stormeye).unwrap().usage, 2);
    g.clear_log().end_round();
    assert_eq!(g.damages(), [(P2, 2, 2, "Anemo".to_string())]);
    assert_eq!(g.hp(P2, 2), 12 - 4);
    assert_eq!(g.active(P2), 0, "pulled to the character facing Venti");
    assert_eq!(g.summon(P1, EntityId::Stormeye).unwrap().usage, 1);
}

/// "Closest to your current active character": with Diluc active at position 3 the
/// opponent's Ganyu (position 3) comes in; the switch is forced (no dice, no turn).
#[test]
fn stormeye_pulls_towards_the_current_active_character() {
    let mut g = venti()
        .active(P1, 2)
        .summon(P1, json!({"name": "Stormeye", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!(
        g.hp(P2, 0),
        10 - 2,
        "the damage hits the active character first"
    );
    assert_eq!(g.active(P2), 2);
    assert_eq!(
        g.dice_total(P2),
        8,
        "a new round's dice: the switch cost nothing"
    );
}

/// With the character facing the active one defeated, the reference measures distances
/// with the first character also one place after the last: from position 3 the first
/// character (one place away around the end) wins the tie against position 2.
#[test]
fn stormeye_closest_wraps_around_and_breaks_ties_towards_the_first() {
    let mut g = venti()
        .active(P1, 2)
        .active(P2, 1)
        .hp(P2, 2, 0)
        .summon(P1, json!({"name": "Stormeye", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!(g.active(P2), 0);
    // From position 2 with position 2 defeated, positions 1 and 3 tie: position 1.
    let mut g = venti()
        .active(P1, 1)
        .active(P2, 2)
        .hp(P2, 1, 0)
        .summon(P1, json!({"name": "Stormeye", "usage": 2}))
        .build();
    g.end_round();
    assert_eq!(g.active(P2), 0);
}

/// Stormeye: "After your character or Summon triggers a Swirl reaction: Convert the
/// Elemental Type of this card and change its DMG dealt to the element Swirled." The burst
/// that summons it swirls Pyro: Stormeye deals 2 Pyro in the End Phase (the burst's own
/// Swirl converts it, as the reference does).
#[test]
fn stormeye_converts_to_the_swirled_element() {
    let mut g = venti().energy(P1, 0, 2).aura(P2, 0, &["Pyro"]).build();
    g.act("p1 skill Wind's Grand Ode");
    assert_eq!(crate::reactions::fired(&g), ["Swirl"]);
    assert_eq!(
        [g.hp(P2, 1), g.hp(P2, 2)],
        [10 - 1, 12 - 1],
        "1 Pyro spread"
    );
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2, "Pyro".to_string()));
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
}

/// "(Can only be converted once before leaving the field)": a later Swirl of another
/// element (Hydro, that Xingqiu applied) does not convert it again.
#[test]
fn stormeye_converts_only_once() {
    let mut g = venti()
        .energy(P1, 0, 2)
        .aura(P2, 0, &["Pyro"])
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Wind's Grand Ode").act("p2 end");
    g.act("p1 switch 2").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.aura(P2, 0), ["Hydro"]);
    g.act("p1 switch 1").act("p1 skill Skyward Sonnet");
    assert_eq!(
        crate::reactions::fired(&g),
        ["Swirl", "Swirl", "Vaporize", "Vaporize"],
        "the Hydro spread meets the Pyro the first Swirl spread"
    );
    g.clear_log().act("p1 end");
    assert_eq!(g.damages()[0], (P2, 0, 2, "Pyro".to_string()));
}

/// A Stormeye placed already converted (a scenario's `"converted"`, as the differential
/// tool's positions place one the reference has converted) deals its element in the End
/// Phase, and a Swirl of another element does not convert it again. (The positions lost the
/// conversion: the placed Stormeye dealt Anemo where the reference's dealt the element.)
#[test]
fn a_stormeye_placed_converted_keeps_its_element() {
    let mut g = venti()
        .summon(
            P1,
            json!({"name": "Stormeye", "usage": 2, "converted": "Electro"}),
        )
        .aura(P2, 0, &["Pyro"])
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Skyward Sonnet");
    assert_eq!(crate::reactions::fired(&g), ["Swirl"], "a Pyro Swirl");
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 2, "Electro".to_string()));
}

/// Embrace of Winds (3 Anemo): "Combat Action: When your active character is Venti, equip
/// this card. After Venti equips this card, immediately use Skyward Sonnet once. After a
/// Stormzone created by your Venti, who has this card equipped, is triggered, the next
/// Normal Attack performed by your character in this Round will cost 1 less Unaligned
/// Element." The switch creates Winds of Harmony; the next Normal Attack costs 1 Hydro + 1
/// unaligned; the one after, full price.
#[test]
fn embrace_of_winds_makes_the_next_normal_attack_cheaper_after_a_stormzone_switch() {
    let mut g = venti()
        .hand(P1, "Embrace of Winds")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Embrace of Winds target 1");
    assert!(g.status(P1, 0, EntityId::EmbraceOfWinds).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P2, 0), 10 - 2, "Skyward Sonnet");
    assert!(g.combat(P1, EntityId::Stormzone_115031).is_none());
    assert_eq!(g.combat(P1, EntityId::Stormzone_115032).unwrap().usage, 2);
    assert!(p2_to_act(&g));
    g.act("p2 end").act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 13, "the switch is free");
    let winds = g.combat(P1, EntityId::WindsOfHarmony).unwrap();
    assert_eq!((winds.usage, winds.duration), (1, 1));
    assert_eq!(g.state.skill_cost(P1, 0).unwrap().dice(), 2);
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 13 - 2);
    assert!(g.combat(P1, EntityId::WindsOfHarmony).is_none(), "used");
    assert_eq!(g.state.skill_cost(P1, 0).unwrap().dice(), 3);
}

/// Winds of Harmony lasts "this Round": unused, it is gone in the next round.
#[test]
fn winds_of_harmony_ends_with_the_round() {
    let mut g = venti()
        .combat(P1, json!({"name": "115032", "usage": 2}))
        .build();
    g.act("p1 switch 2");
    assert!(g.combat(P1, EntityId::WindsOfHarmony).is_some());
    assert_eq!(
        g.state.skill_cost(P1, 1).unwrap().dice(),
        3,
        "an Elemental Skill is not a Normal Attack"
    );
    g.end_round();
    assert!(g.combat(P1, EntityId::WindsOfHarmony).is_none());
}

/// With Embrace of Winds, Skyward Sonnet makes the talent's Stormzone, replacing a plain one
/// (the two exclude each other, as in the reference).
#[test]
fn the_talent_stormzone_replaces_the_plain_one() {
    let mut g = venti()
        .hand(P1, "Embrace of Winds")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Skyward Sonnet");
    assert!(g.combat(P1, EntityId::Stormzone_115031).is_some());
    g.act("p2 end").act("p1 play Embrace of Winds target 1");
    assert!(g.combat(P1, EntityId::Stormzone_115031).is_none());
    assert!(g.combat(P1, EntityId::Stormzone_115032).is_some());
}
