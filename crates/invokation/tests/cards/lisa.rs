//! Lisa (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn lisa() -> Setup {
    setup(
        ["Lisa", "Xingqiu", "Noelle"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
    .set("config", json!({"all_omni": true}))
}

fn conductive(g: &Game, c: usize) -> Option<u8> {
    g.status(P2, c, EntityId::Conductive).map(|s| s.usage)
}

/// Lightning Touch: "Deals 1 Electro DMG, attach Conductive to opposing active character."
/// Conductive: "This status starts with 2 stacks of Conductive. When attached again,
/// Conductive stacks +1." Costs 1 Electro and 2 unaligned.
#[test]
fn lightning_touch_deals_1_electro_and_attaches_conductive_that_stacks() {
    let mut g = lisa().declared_end(P2).build();
    g.act("p1 skill Lightning Touch");
    assert_eq!(g.damages(), [(P2, 0, 1, "Electro".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(conductive(&g, 0), Some(2));
    g.act("p1 skill Lightning Touch");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1, "Normal Attacks do not consume it");
    assert_eq!(conductive(&g, 0), Some(3));
}

/// "Conductive can be stacked to a maximum of 4 stacks": attached again at 4 it stays 4.
/// "End Phase: Accumulate 1 stack of Conductive", also up to 4.
#[test]
fn conductive_stacks_to_4_and_grows_in_the_end_phase() {
    let mut g = lisa()
        .status(P2, 0, json!({"name": "Conductive", "usage": 4}))
        .status(P2, 1, json!({"name": "Conductive", "usage": 2}))
        .declared_end(P2)
        .build();
    g.act("p1 skill Lightning Touch");
    assert_eq!(conductive(&g, 0), Some(4));
    g.end_round();
    assert_eq!(conductive(&g, 0), Some(4));
    assert_eq!(conductive(&g, 1), Some(3));
    g.end_round();
    assert_eq!(conductive(&g, 1), Some(4));
}

/// Violet Arc: "Deals 2 Electro DMG. If Conductive is not attached to the opponent's active
/// character, Conductive will be attached." Costs 3 Electro. Conductive: "When the character
/// attached with Conductive takes DMG from Violet Arc or Lightning Rose: Remove this status
/// and DMG +1 for each stack of Conductive." First 2 (and Conductive attached), then 2 + 2
/// with Conductive removed and not attached again.
#[test]
fn violet_arc_attaches_conductive_or_consumes_it() {
    let mut g = lisa().declared_end(P2).build();
    g.act("p1 skill Violet Arc");
    assert_eq!(g.damages(), [(P2, 0, 2, "Electro".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(conductive(&g, 0), Some(2));
    g.clear_log().act("p1 skill Violet Arc");
    assert_eq!(g.damages(), [(P2, 0, 2 + 2, "Electro".to_string())]);
    assert_eq!(conductive(&g, 0), None);
}

/// Lightning Rose (burst): "Deals 2 Electro DMG. Summons Lightning Rose. The opponent's
/// active character gains Conductive." Costs 3 Electro and 2 energy. Lightning Rose: "End
/// Phase: Deal 2 Electro DMG. Usage(s): 2"; its damage consumes Conductive.
#[test]
fn lightning_rose_summons_the_rose_and_attaches_conductive() {
    let mut g = lisa().energy(P1, 0, 2).build();
    g.act("p1 skill Lightning Rose");
    assert_eq!(g.damages(), [(P2, 0, 2, "Electro".to_string())]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, EntityId::LightningRose).unwrap().usage, 2);
    assert_eq!(conductive(&g, 0), Some(2));
    // P2 ends first: its End Phase effects come first (Conductive grows to 3), then the
    // Rose strikes for 2 + 3.
    g.clear_log().end_round();
    let rose: Vec<_> = g.damages().into_iter().filter(|d| d.1 == 0).collect();
    assert_eq!(rose, [(P2, 0, 2 + 3, "Electro".to_string())]);
    assert_eq!(conductive(&g, 0), None);
    assert_eq!(g.summon(P1, EntityId::LightningRose).unwrap().usage, 1);
}

/// Other damage (another character's Electro) neither gains from Conductive nor removes it.
#[test]
fn conductive_ignores_other_damage() {
    let mut g = setup(["Lisa", "Fischl", "Noelle"], ["Xingqiu", "Fischl", "Ganyu"])
        .status(P2, 0, json!({"name": "Conductive", "usage": 3}))
        .active(P1, 1)
        .build();
    g.act("p1 skill Nightrider");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(conductive(&g, 0), Some(3));
}

/// "attach Conductive to opposing active character" after the damage: an Overloaded that
/// switches the opponent's character puts Conductive on the new active one.
#[test]
fn conductive_goes_to_the_character_an_overloaded_switched_in() {
    let mut g = lisa().aura(P2, 0, &["Pyro"]).declared_end(P2).build();
    g.act("p1 skill Lightning Touch");
    assert_eq!(g.active(P2), 1);
    assert_eq!(conductive(&g, 0), None);
    assert_eq!(conductive(&g, 1), Some(2));
}

/// Pulsating Witch (1 Electro, not a Combat Action: Lisa need not be active): "After you
/// switch to Lisa, who has this card equipped: Attach Conductive to the opposing active
/// character. (Once per Round)"
#[test]
fn pulsating_witch_attaches_conductive_when_lisa_is_switched_in_once_per_round() {
    let mut g = lisa()
        .active(P1, 1)
        .hand(P1, "Pulsating Witch")
        .declared_end(P2)
        .build();
    g.act("p1 play Pulsating Witch target 1");
    assert!(g.status(P1, 0, EntityId::PulsatingWitch).is_some());
    assert_eq!(g.dice_total(P1), 8 - 1);
    assert_eq!(conductive(&g, 0), None);
    g.act("p1 switch 1");
    assert_eq!(conductive(&g, 0), Some(2));
    g.act("p1 switch 2").act("p1 switch 1");
    assert_eq!(conductive(&g, 0), Some(2), "once per round");
}
