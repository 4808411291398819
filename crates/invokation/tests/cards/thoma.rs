//! Thoma (6.5.0): 12 HP, 2 energy; Blazing Barrier (stacks to 3), Scorching Ooyoroi (two
//! versions); the talent A Subordinate's Skills.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

/// Thoma, Xingqiu and Ganyu against Diluc (10 HP; Tempered Sword: 2 Physical), Fischl and
/// Sucrose; every Roll Phase gives 8 Omni dice.
fn thoma() -> Setup {
    setup(
        ["Thoma", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
}

const OOYOROI: EntityId = EntityId::ScorchingOoyoroi_113112;
const OOYOROI_TALENT: EntityId = EntityId::ScorchingOoyoroi_113113;

fn barrier(g: &Game) -> Option<u8> {
    g.combat(P1, EntityId::BlazingBarrier).map(|s| s.usage)
}

/// Thoma: 12 HP. Swiftshatter Spear: "Deals 2 Physical DMG." (1 Pyro + 2 dice.)
#[test]
fn swiftshatter_spear_deals_2_physical() {
    let mut g = thoma().build();
    assert_eq!(g.hp(P1, 0), 12);
    g.act("p1 skill Swiftshatter Spear");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(barrier(&g), None);
}

/// Blazing Blessing: "Deals 2 Pyro DMG, creates 1 Blazing Barrier." Blazing Barrier:
/// "Grants 1 Shield point to your active character. (Can stack. Max 3 points.)": 1, 2, 3,
/// then still 3.
#[test]
fn blazing_blessing_stacks_the_barrier_up_to_3() {
    let mut g = thoma().dice(P1, &[("Omni", 16)]).build();
    g.act("p1 skill Blazing Blessing");
    assert_eq!(g.damages(), [(P2, 0, 2, "Pyro".to_string())]);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(barrier(&g), Some(1));
    g.act("p2 end");
    g.act("p1 skill Blazing Blessing");
    assert_eq!(barrier(&g), Some(2));
    g.act("p1 skill Blazing Blessing");
    assert_eq!(barrier(&g), Some(3));
    g.act("p1 skill Blazing Blessing");
    assert_eq!(barrier(&g), Some(3), "at most 3 points");
    assert_eq!(g.hp(P2, 0), 10 - 4 * 2);
}

/// Blazing Barrier absorbs damage to the active character: 1 point of Diluc's 2.
#[test]
fn blazing_barrier_absorbs_damage() {
    let mut g = thoma().build();
    g.act("p1 skill Blazing Blessing");
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12 - 1);
    assert_eq!(barrier(&g), None, "used up");
}

/// Crimson Ooyoroi: "Deals 2 Pyro DMG, creates 1 Blazing Barrier and Scorching Ooyoroi."
/// Costs 3 Pyro and 2 energy. The Ooyoroi: 2 usages; the burst (not a Normal Attack) does
/// not set it off.
#[test]
fn crimson_ooyoroi_deals_2_pyro_and_creates_barrier_and_ooyoroi() {
    let mut g = thoma().energy(P1, 0, 2).build();
    g.act("p1 skill Crimson Ooyoroi");
    assert_eq!(g.damages(), [(P2, 0, 2, "Pyro".to_string())]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(barrier(&g), Some(1));
    assert_eq!(g.combat(P1, OOYOROI).unwrap().usage, 2);
    assert!(g.combat(P1, OOYOROI_TALENT).is_none());
}

/// Scorching Ooyoroi: "After your character uses a Normal Attack: Deal 1 Pyro DMG and
/// create a Blazing Barrier. Usage(s): 2". Any character's Normal Attack (Xingqiu's too);
/// not an Elemental Skill; gone after two.
#[test]
fn scorching_ooyoroi_strikes_and_renews_the_barrier_after_normal_attacks() {
    let mut g = thoma()
        .dice(P1, &[("Omni", 16)])
        .combat(P1, json!({"name": "113112"}))
        .build();
    g.act("p1 skill Swiftshatter Spear");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 2, "Physical".to_string()),
            (P2, 0, 1, "Pyro".to_string())
        ]
    );
    assert_eq!(barrier(&g), Some(1));
    assert_eq!(g.combat(P1, OOYOROI).unwrap().usage, 1);
    g.act("p2 end");
    g.clear_log().act("p1 skill Blazing Blessing");
    assert_eq!(
        g.damages(),
        [(P2, 0, 2, "Pyro".to_string())],
        "not a Normal Attack"
    );
    assert_eq!(barrier(&g), Some(2));
    assert_eq!(g.combat(P1, OOYOROI).unwrap().usage, 1);
    g.act("p1 switch 2");
    g.clear_log().act("p1 skill Guhua Style");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 2, "Physical".to_string()),
            (P2, 0, 1, "Pyro".to_string())
        ]
    );
    assert_eq!(barrier(&g), Some(3));
    assert!(g.combat(P1, OOYOROI).is_none(), "used up");
}

/// A Subordinate's Skills (3 Pyro, 2 energy): "When your active character is Thoma, equip
/// this card. After Thoma equips this card, immediately use Crimson Ooyoroi once. When your
/// Thoma, who has this card equipped, creates a Scorching Ooyoroi, its starting Usage(s)
/// +1." The talent's Ooyoroi (3 usages) replaces the plain one.
#[test]
fn a_subordinates_skills_gives_the_ooyoroi_3_usages() {
    let mut g = thoma()
        .energy(P1, 0, 2)
        .hand(P1, "A Subordinate's Skills")
        .combat(P1, json!({"name": "113112", "usage": 1}))
        .build();
    g.act("p1 play A Subordinate's Skills target 1");
    assert!(g.status(P1, 0, EntityId::ASubordinatesSkills).is_some());
    assert_eq!(g.damages(), [(P2, 0, 2, "Pyro".to_string())]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(barrier(&g), Some(1));
    assert_eq!(g.combat(P1, OOYOROI_TALENT).unwrap().usage, 3);
    assert!(g.combat(P1, OOYOROI).is_none(), "the plain one is replaced");
}

/// A Subordinate's Skills needs Thoma active with full energy.
#[test]
fn a_subordinates_skills_needs_thoma_active_and_charged() {
    let mut g = thoma().hand(P1, "A Subordinate's Skills").build();
    assert!(g
        .try_act("p1 play A Subordinate's Skills target 1")
        .is_err());
    let mut g = thoma()
        .energy(P1, 0, 2)
        .active(P1, 1)
        .hand(P1, "A Subordinate's Skills")
        .build();
    assert!(g
        .try_act("p1 play A Subordinate's Skills target 1")
        .is_err());
}
