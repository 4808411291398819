//! Maguu Kenki (6.5.0): 10 HP, 3 energy; the Shadowswords Lone Gale and Galloping Frost,
//! Transcendent Automaton.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

/// Kenki, Xingqiu and Diluc against Diluc (10 HP), Fischl and Ganyu.
fn kenki() -> Setup {
    setup(
        ["Maguu Kenki", "Xingqiu", "Diluc"],
        ["Diluc", "Fischl", "Ganyu"],
    )
}

fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// Ichimonji: "Deals 2 Physical DMG."
#[test]
fn ichimonji_deals_2_physical() {
    let mut g = kenki().build();
    g.act("p1 skill Ichimonji");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Blustering Blade: "Summons 1 Shadowsword: Lone Gale." No damage (since 3.4); costs 3
/// Anemo; +1 energy. Lone Gale: "End Phase: Deal 1 Anemo DMG. Usage(s): 2".
#[test]
fn blustering_blade_summons_lone_gale() {
    let mut g = kenki().build();
    g.act("p1 skill Blustering Blade");
    assert!(g.damages().is_empty());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.active(P1), 0, "no switch without the talent");
    assert_eq!(
        g.summon(P1, EntityId::ShadowswordLoneGale).unwrap().usage,
        2
    );
    g.end_round();
    assert_eq!(g.damages(), [(P2, 0, 1, "Anemo".to_string())]);
    assert_eq!(
        g.summon(P1, EntityId::ShadowswordLoneGale).unwrap().usage,
        1
    );
}

/// In 3.3.0 Blustering Blade also dealt 1 Anemo DMG (the number of that version's facts).
#[test]
fn blustering_blade_dealt_1_anemo_in_3_3() {
    let mut g = kenki().set("version", json!("3.3.0")).build();
    g.act("p1 skill Blustering Blade");
    assert_eq!(g.damages(), [(P2, 0, 1, "Anemo".to_string())]);
    assert!(g.summon(P1, EntityId::ShadowswordLoneGale).is_some());
}

/// Frosty Assault: "Summons 1 Shadowsword: Galloping Frost." It costs 3 Cryo dice.
/// Galloping Frost: "End Phase: Deal 1 Cryo DMG. Usage(s): 2".
#[test]
fn frosty_assault_summons_galloping_frost_for_three_cryo() {
    let mut g = kenki().dice(P1, &[("Anemo", 3), ("Cryo", 3)]).build();
    g.act("p1 skill Frosty Assault");
    assert_eq!(g.dice(P1).total(), 3);
    assert_eq!(g.state.player(P1).dice.0[invokation::Die::Cryo.index()], 0);
    assert_eq!(
        g.summon(P1, EntityId::ShadowswordGallopingFrost)
            .unwrap()
            .usage,
        2
    );
    g.end_round();
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
}

/// Pseudo Tengu Sweeper: "Deals 4 Anemo DMG, triggers the effect(s) of all your
/// Shadowsword Summon(s). (Does not consume their Usages)" After the burst, Lone Gale's 1
/// Anemo, then Galloping Frost's 1 Cryo, in summon order; their usages stay.
#[test]
fn pseudo_tengu_sweeper_sets_off_every_shadowsword_for_free() {
    let mut g = kenki()
        .energy(P1, 0, 3)
        .summon(P1, json!({"name": "Shadowsword: Lone Gale", "usage": 1}))
        .summon(
            P1,
            json!({"name": "Shadowsword: Galloping Frost", "usage": 2}),
        )
        .build();
    g.act("p1 skill Pseudo Tengu Sweeper");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 4, "Anemo".to_string()),
            (P2, 0, 1, "Anemo".to_string()),
            (P2, 0, 1, "Cryo".to_string())
        ]
    );
    assert_eq!(g.hp(P2, 0), 10 - 6);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(
        g.summon(P1, EntityId::ShadowswordLoneGale).unwrap().usage,
        1
    );
    assert_eq!(
        g.summon(P1, EntityId::ShadowswordGallopingFrost)
            .unwrap()
            .usage,
        2
    );
    assert!(p2_to_act(&g));
}

/// The Shadowswords answer only Kenki's own burst: another character's skill does not set
/// them off.
#[test]
fn shadowswords_answer_only_pseudo_tengu_sweeper() {
    let mut g = kenki()
        .active(P1, 1)
        .summon(P1, json!("Shadowsword: Lone Gale"))
        .build();
    g.act("p1 skill Guhua Style");
    assert_eq!(g.damages().len(), 1);
}

/// Transcendent Automaton (3 Anemo): "When your active character is Maguu Kenki, equip
/// this card. After Maguu Kenki equips this card, immediately use Blustering Blade once.
/// After your Maguu Kenki, who has this card equipped, uses Blustering Blade, you will
/// switch to your next character. You will switch to your previous character when your
/// Maguu Kenki, who has this card equipped, uses Frosty Assault." The switches are forced
/// (free; the card and the skills are the combat actions).
#[test]
fn transcendent_automaton_switches_forward_and_back() {
    let mut g = kenki()
        .hand(P1, "Transcendent Automaton")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Transcendent Automaton target 1");
    assert!(g.status(P1, 0, EntityId::TranscendentAutomaton).is_some());
    assert!(g.summon(P1, EntityId::ShadowswordLoneGale).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.active(P1), 1, "next: Xingqiu");
    assert!(p2_to_act(&g));
    g.act("p2 end").act("p1 switch 1");
    g.act("p1 skill Frosty Assault");
    assert_eq!(g.active(P1), 2, "previous from the first: Diluc");
    assert_eq!(g.dice_total(P1), 13 - 1 - 3);
}

/// With no other character in play, the talent's switch does nothing.
#[test]
fn transcendent_automaton_alone_stays() {
    let mut g = kenki()
        .hp(P1, 1, 0)
        .hp(P1, 2, 0)
        .hand(P1, "Transcendent Automaton")
        .build();
    g.act("p1 play Transcendent Automaton target 1");
    assert_eq!(g.active(P1), 0);
}
