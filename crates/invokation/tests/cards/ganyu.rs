//! Ganyu (6.5.0): 12 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;

fn ganyu_vs_diluc() -> Setup {
    setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Trail of the Qilin: "Deals 1 Cryo DMG, creates 1 Ice Lotus." Ice Lotus: "When your
/// active character receives DMG: Decreases DMG taken by 1. Usage(s): 2".
#[test]
fn trail_of_the_qilin_creates_ice_lotus_that_reduces_damage_twice() {
    let mut g = ganyu_vs_diluc().build();
    g.act("p1 skill Trail of the Qilin");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.combat(P1, EntityId::IceLotus).unwrap().usage, 2);
    // Diluc's Tempered Sword: 2 Physical, reduced to 1.
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12 - 1);
    assert_eq!(g.combat(P1, EntityId::IceLotus).unwrap().usage, 1);
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 12 - 1 - 1);
    assert!(
        g.combat(P1, EntityId::IceLotus).is_none(),
        "discarded at 0 usages"
    );
}

/// Frostflake Arrow: "Deals 2 Cryo DMG, deals 2 Piercing DMG to all opposing characters on
/// standby." Costs 5 Cryo.
#[test]
fn frostflake_arrow_pierces_standby_for_2() {
    let mut g = ganyu_vs_diluc().build();
    g.act("p1 skill Frostflake Arrow");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.hp(P2, 1), 10 - 2);
    assert_eq!(g.hp(P2, 2), 10 - 2);
    assert_eq!(
        g.aura(P2, 1),
        Vec::<&str>::new(),
        "Piercing applies nothing"
    );
    assert_eq!(g.dice_total(P1), 8 - 5);
}

/// Celestial Shower: "Deals 2 Cryo DMG, deals 1 Piercing DMG to all opposing characters on
/// standby, summons 1 Sacred Cryo Pearl." Needs 3 energy, which it spends.
/// Sacred Cryo Pearl: "End Phase: Deal 1 Cryo DMG, deal 1 Piercing DMG to all opposing
/// characters on standby. Usage(s): 2".
#[test]
fn celestial_shower_and_sacred_cryo_pearl() {
    let mut g = ganyu_vs_diluc().energy(P1, 0, 3).build();
    g.act("p1 skill Celestial Shower");
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)], [8, 9, 9]);
    assert_eq!(g.summon(P1, EntityId::SacredCryoPearl).unwrap().usage, 2);
    g.end_round();
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)], [7, 8, 8]);
    assert_eq!(g.summon(P1, EntityId::SacredCryoPearl).unwrap().usage, 1);
}

/// A burst needs full energy.
#[test]
fn celestial_shower_needs_three_energy() {
    let mut g = ganyu_vs_diluc().energy(P1, 0, 2).build();
    let err = g.try_act("p1 skill Celestial Shower").unwrap_err();
    assert!(err.contains("energy"), "{err}");
}

/// Undivided Heart (Ganyu's talent, Combat Action, 5 Cryo): "When your active character is
/// Ganyu, equip this card. After Ganyu equips this card, immediately use Frostflake Arrow
/// once. When Ganyu with this card uses Frostflake Arrow: if this Skill has been used
/// previously in this match, the Piercing DMG dealt to all opposing characters on standby
/// is changed to 3." A talent that uses a skill needs the character active and able to use
/// skills; the dice count before paying decides a Charged Attack.
#[test]
fn undivided_heart_equips_and_uses_frostflake_arrow() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Undivided Heart")
    .hand(P1, "Undivided Heart")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Undivided Heart target 1");
    assert!(g.status(P1, 0, EntityId::UndividedHeart).is_some());
    assert_eq!(
        [g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)],
        [8, 8, 8],
        "first use: 2 Piercing"
    );
    assert_eq!(g.energy(P1, 0), 1, "the skill gains energy");
    assert_eq!(
        g.state.decision_of(P2),
        Some(invokation::DecisionKind::Action),
        "a combat action"
    );
    g.act("p2 end").act("p1 skill Frostflake Arrow");
    assert_eq!(
        [g.hp(P2, 1), g.hp(P2, 2)],
        [5, 5],
        "used before: 3 Piercing"
    );
    // Not with Ganyu on standby.
    g.act("p1 switch 2");
    assert!(g.try_act("p1 play Undivided Heart target 1").is_err());
}
