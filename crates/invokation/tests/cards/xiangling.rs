//! Xiangling (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn xiangling() -> Setup {
    setup(
        ["Xiangling", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Guoba Attack: "Summons 1 Guoba." It deals no damage itself (without the talent).
/// Costs 3 Pyro; gains 1 energy.
#[test]
fn guoba_attack_summons_guoba_and_deals_no_damage() {
    let mut g = xiangling().build();
    g.act("p1 skill Guoba Attack");
    assert_eq!(g.hp(P2, 0), 12);
    assert!(g.aura(P2, 0).is_empty());
    assert_eq!(g.summon(P1, EntityId::Guoba).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Guoba: "End Phase: Deal 2 Pyro DMG. Usage(s): 2". Two End Phases, then it leaves.
#[test]
fn guoba_deals_2_pyro_in_each_end_phase_then_leaves() {
    let mut g = xiangling().set("config", json!({"all_omni": true})).build();
    g.act("p1 skill Guoba Attack");
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.summon(P1, EntityId::Guoba).unwrap().usage, 1);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 2 - 2);
    assert!(g.summon(P1, EntityId::Guoba).is_none());
}

/// Pyronado: "Deals 3 Pyro DMG, creates 1 Pyronado." Costs 4 Pyro and 2 energy. The
/// Pyronado status does not strike after the burst that created it.
#[test]
fn pyronado_deals_3_pyro_and_creates_pyronado() {
    let mut g = xiangling().energy(P1, 0, 2).build();
    g.act("p1 skill Pyronado");
    assert_eq!(g.hp(P2, 0), 12 - 3, "3 Pyro, no Pyronado strike yet");
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.combat(P1, EntityId::Pyronado).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
}

/// Pyronado (combat status): "After your character uses a Skill: Deal 2 Pyro DMG.
/// Usage(s): 2". Any character of the side sets it off; after two strikes it is gone.
#[test]
fn pyronado_strikes_after_each_skill_of_the_side() {
    let mut g = xiangling()
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Pyronado").act("p2 end");
    g.act("p1 skill Dough-Fu");
    // 2 Physical, then 2 Pyro (Noelle still has Pyro: no reaction).
    assert_eq!(g.hp(P2, 0), 9 - 2 - 2);
    assert_eq!(g.combat(P1, EntityId::Pyronado).unwrap().usage, 1);
    // Xingqiu's Fatal Rainscreen sets it off too: its 2 Hydro vaporize the Pyro aura (+1),
    // then Pyronado's 2 Pyro.
    g.act("p1 switch 2").act("p1 skill Fatal Rainscreen");
    assert_eq!(
        g.hp(P2, 0),
        5 - (2 + 1) - 2,
        "Vaporize on 2 Hydro, then 2 Pyro"
    );
    assert!(g.combat(P1, EntityId::Pyronado).is_none(), "used up");
}

/// Crossfire (3 Pyro): "Combat Action: When your active character is Xiangling, equip this
/// card. After Xiangling equips this card, immediately use Guoba Attack once. When your
/// Xiangling, who has this card equipped, uses Guoba Attack, she will also deal 1 Pyro
/// DMG."
#[test]
fn crossfire_makes_guoba_attack_deal_1_pyro() {
    let mut g = xiangling()
        .hand(P1, "Crossfire")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Crossfire target 1");
    assert!(g.status(P1, 0, EntityId::Crossfire).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P2, 0), 12 - 1, "Guoba Attack with the talent: 1 Pyro");
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.summon(P1, EntityId::Guoba).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end");
    g.act("p1 skill Guoba Attack");
    assert_eq!(g.hp(P2, 0), 11 - 1);
    assert_eq!(g.summon(P1, EntityId::Guoba).unwrap().usage, 2, "refreshed");
}

/// Crossfire needs Xiangling active and able to use skills.
#[test]
fn crossfire_needs_xiangling_active() {
    let mut g = xiangling().active(P1, 1).hand(P1, "Crossfire").build();
    assert!(g.try_act("p1 play Crossfire target 1").is_err());
}
