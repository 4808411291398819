//! Yae Miko (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

fn yae() -> Setup {
    setup(
        ["Yae Miko", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
}

/// Spiritfox Sin-Eater: "Deals 1 Electro DMG."
#[test]
fn spiritfox_sin_eater_deals_1_electro() {
    let mut g = yae().build();
    g.act("p1 skill Spiritfox Sin-Eater");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Electro"]);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Yakan Evocation: Sesshou Sakura: "Summons 1 Sesshou Sakura." Sakura: "Usage(s): 3 (Can
/// stack, max 6 stacks)". "If there is already 1 Sesshou Sakura in play, then increase the
/// DMG dealt by +1. (Max +1)"
#[test]
fn sesshou_sakura_stacks_to_6_and_a_second_cast_adds_1_damage() {
    let mut g = yae().build();
    g.act("p1 skill Yakan Evocation: Sesshou Sakura");
    assert_eq!(g.hp(P2, 0), 10, "no damage");
    let s = g.summon(P1, EntityId::SesshouSakura).unwrap();
    assert_eq!((s.usage, s.aux), (3, 0));
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end");
    g.act("p1 skill Yakan Evocation: Sesshou Sakura");
    let s = g.summon(P1, EntityId::SesshouSakura).unwrap();
    assert_eq!((s.usage, s.aux), (6, 1), "6 usages, +1 damage");
    g.act("p1 skill Yakan Evocation: Sesshou Sakura");
    let s = g.summon(P1, EntityId::SesshouSakura).unwrap();
    assert_eq!((s.usage, s.aux), (6, 1), "at most 6, at most +1");
}

/// Before 5.3 a second Yakan Evocation only refreshed the Sakura (no +1).
#[test]
fn sesshou_sakura_had_no_plus_one_before_5_3() {
    let mut g = yae().set("version", json!("5.2.0")).build();
    g.act("p1 skill Yakan Evocation: Sesshou Sakura");
    g.act("p2 end");
    g.act("p1 skill Yakan Evocation: Sesshou Sakura");
    let s = g.summon(P1, EntityId::SesshouSakura).unwrap();
    assert_eq!((s.usage, s.aux), (6, 0));
}

/// Sesshou Sakura: "When you declare the end of your Round: If this summon has at least 4
/// Usage(s) remaining, deal 1 Electro DMG. (Consumes Usage(s))"; "End Phase: Deal 1 Electro
/// DMG".
#[test]
fn sesshou_sakura_strikes_on_declaring_the_end_with_4_usages_and_in_the_end_phase() {
    let mut g = yae()
        .summon(P1, json!({"name": "Sesshou Sakura", "usage": 4}))
        .build();
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 10 - 1, "declared: 1 Electro");
    assert_eq!(g.summon(P1, EntityId::SesshouSakura).unwrap().usage, 3);
    assert!(matches!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::Action
        }
    ));
    g.act("p2 end");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1, "End Phase: 1 Electro");
    assert_eq!(g.summon(P1, EntityId::SesshouSakura).unwrap().usage, 2);
}

/// With 3 usages the Sakura does not strike when its side declares the end; the opponent's
/// declaration does nothing either.
#[test]
fn sesshou_sakura_below_4_usages_waits_for_the_end_phase() {
    let mut g = yae()
        .summon(P1, json!({"name": "Sesshou Sakura", "usage": 3}))
        .summon(P2, json!({"name": "Sesshou Sakura", "usage": 6}))
        .build();
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 10);
    assert_eq!(g.hp(P1, 0), 10, "P2's Sakura waits for P2's declaration");
    g.act("p2 end");
    assert_eq!(g.summon(P1, EntityId::SesshouSakura).unwrap().usage, 2);
}

/// Great Secret Art: Tenko Kenshin: "Deals 4 Electro DMG. If your side of the field has a
/// Sesshou Sakura, destroy it and create Tenko Thunderbolts." Tenko Thunderbolts: "Before
/// you choose your action: Deal 3 Electro DMG. Usage(s): 1".
#[test]
fn tenko_kenshin_turns_the_sakura_into_thunderbolts_striking_before_the_next_action() {
    let mut g = yae()
        .energy(P1, 0, 2)
        .summon(P1, json!({"name": "Sesshou Sakura", "usage": 3}))
        .build();
    g.act("p1 skill Great Secret Art: Tenko Kenshin");
    assert_eq!(g.hp(P2, 0), 10 - 4);
    assert!(g.summon(P1, EntityId::SesshouSakura).is_none());
    assert_eq!(g.combat(P1, EntityId::TenkoThunderbolts).unwrap().usage, 1);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.hp(P2, 0), 6, "not yet: P2 acts first");
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P2, 0), 10 - 4 - 3, "before P1 chooses its action");
    assert!(g.combat(P1, EntityId::TenkoThunderbolts).is_none());
}

/// Without a Sakura the burst only deals its damage.
#[test]
fn tenko_kenshin_without_a_sakura_creates_nothing() {
    let mut g = yae().energy(P1, 0, 2).build();
    g.act("p1 skill Great Secret Art: Tenko Kenshin");
    assert_eq!(g.hp(P2, 0), 10 - 4);
    assert!(g.combat(P1, EntityId::TenkoThunderbolts).is_none());
}

/// Tenko Thunderbolts hits the opposing character active when its player is about to
/// choose, and it can defeat: the opponent then chooses a new active character before the
/// player acts.
#[test]
fn tenko_thunderbolts_can_defeat_before_the_action() {
    let mut g = yae()
        .combat(P1, json!({"name": "Tenko Thunderbolts", "usage": 1}))
        .hp(P2, 0, 3)
        .set("to_act", json!(2))
        .build();
    g.act("p2 switch 2");
    assert_eq!(
        g.hp(P2, 1),
        10 - 3,
        "Sucrose was active when P1's turn came"
    );
    assert!(g.combat(P1, EntityId::TenkoThunderbolts).is_none());
    let mut g = yae()
        .combat(P1, json!({"name": "Tenko Thunderbolts", "usage": 1}))
        .hp(P2, 0, 3)
        .set("to_act", json!(2))
        .build();
    g.act("p2 end");
    assert!(!g.ch(P2, 0).alive, "defeated before P1's action");
    assert!(matches!(
        g.state.pending(),
        Pending::Decision {
            player: P2,
            kind: DecisionKind::DeathSwap
        }
    ));
}

/// The Shrine's Sacred Shade: "After Yae Miko equips this card, immediately use Great Secret
/// Art: Tenko Kenshin once. After your Yae Miko, who has this card equipped, destroys a
/// Sesshou Sakura through Great Secret Art: Tenko Kenshin: The next use of Yakan Evocation:
/// Sesshou Sakura this Round will cost 2 less Elemental Dice." Costs 3 Electro and 2 energy.
#[test]
fn the_shrines_sacred_shade_makes_the_next_sakura_cost_2_less_this_round() {
    let mut g = yae()
        .energy(P1, 0, 2)
        .summon(P1, json!({"name": "Sesshou Sakura", "usage": 3}))
        .hand(P1, "The Shrine's Sacred Shade")
        .build();
    g.act("p1 play The Shrine's Sacred Shade");
    assert_eq!(g.hp(P2, 0), 10 - 4);
    assert_eq!(g.dice_total(P1), 16 - 3);
    let rite = g.status(P1, 0, EntityId::RiteOfDispatch).unwrap();
    assert_eq!(
        (rite.usage, rite.duration),
        (1, 1),
        "one use, this round (as the reference counts it)"
    );
    g.act("p2 end");
    // Tenko Thunderbolts first (3), then the cheaper Sakura.
    g.act("p1 skill Yakan Evocation: Sesshou Sakura");
    assert_eq!(g.dice_total(P1), 16 - 3 - 1, "3 Electro less 2");
    assert!(
        g.status(P1, 0, EntityId::RiteOfDispatch).is_none(),
        "used up"
    );
    g.act("p1 skill Yakan Evocation: Sesshou Sakura");
    assert_eq!(g.dice_total(P1), 16 - 3 - 1 - 3, "full price again");
}

/// The Rite lasts this round only.
#[test]
fn rite_of_dispatch_ends_with_the_round() {
    let mut g = yae()
        .status(P1, 0, json!({"name": "Rite of Dispatch"}))
        .build();
    g.end_round();
    assert!(g.status(P1, 0, EntityId::RiteOfDispatch).is_none());
}
