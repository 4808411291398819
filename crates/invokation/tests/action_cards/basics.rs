//! The rules every card follows, shown with a food, a revival food, an event, a weapon, a
//! support and a Technique.

use crate::common::*;
use invokation::{CardId, EntityId, Player};
use serde_json::json;

fn team() -> Setup {
    setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

fn hand(g: &Game, p: Player) -> Vec<CardId> {
    g.state.player(p).hand.to_vec()
}

/// Sweet Madame: "Heal the target character for 1 HP." Food: the character is Satiated
/// (one food per character per round, cleared at the end of the round); a fast action.
#[test]
fn sweet_madame_heals_one_and_satiates() {
    let mut g = team()
        .hp(P1, 1, 5)
        .hand(P1, "Sweet Madame")
        .hand(P1, "Sweet Madame")
        .build();
    g.act("p1 play Sweet Madame target 2");
    assert_eq!(g.hp(P1, 1), 6);
    assert!(g.status(P1, 1, EntityId::Satiated).is_some());
    assert_eq!(hand(&g, P1), vec![CardId::SweetMadame]);
    assert!(
        g.try_act("p1 play Sweet Madame target 2").is_err(),
        "Satiated"
    );
    g.act("p1 play Sweet Madame target 1");
    assert!(
        g.status(P1, 0, EntityId::Satiated).is_some(),
        "another character can eat"
    );
    g.act("p1 end").act("p2 end");
    assert!(
        g.status(P1, 1, EntityId::Satiated).is_none(),
        "cleared at round end"
    );
    assert!(
        g.try_act("p1 play Sweet Madame target 1").is_err(),
        "no card left"
    );
}

/// Teyvat Fried Egg: "Revive the target character and heal them for 1 HP. (One character
/// revived through food per round)".
#[test]
fn teyvat_fried_egg_revives_once_a_round() {
    let mut g = team()
        .hp(P1, 1, 0)
        .hp(P1, 2, 0)
        .hand(P1, "Teyvat Fried Egg")
        .hand(P1, "Teyvat Fried Egg")
        .build();
    assert!(
        g.try_act("p1 play Teyvat Fried Egg target 1").is_err(),
        "only a defeated character"
    );
    g.act("p1 play Teyvat Fried Egg target 2");
    let ganyu = g.ch(P1, 1);
    assert!(ganyu.alive);
    assert_eq!((ganyu.hp, ganyu.energy), (1, 0));
    assert!(g.combat(P1, EntityId::ReviveOnCooldown).is_some());
    assert!(
        g.try_act("p1 play Teyvat Fried Egg target 3").is_err(),
        "one revival per round"
    );
    g.act("p1 end").act("p2 end");
    g.act("p1 reroll").act("p2 reroll");
    g.act("p1 play Teyvat Fried Egg target 3");
    assert!(g.ch(P1, 2).alive, "next round");
}

/// Toss-Up: "Select any Elemental Dice to reroll. Can reroll 2 times." (cost free)
#[test]
fn toss_up_rerolls_twice() {
    let mut g = team().hand(P1, "Toss-Up").dice(P1, &[("Pyro", 4)]).build();
    g.act("p1 play Toss-Up");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Reroll)
    );
    g.act("p1 reroll 2*Pyro");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Reroll),
        "a second reroll"
    );
    g.act("p1 reroll");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Action),
        "then P1 acts on"
    );
    assert_eq!(g.dice_total(P1), 4);
}

/// Sacrificial Sword: "The character deals +1 DMG. After the character uses an Elemental
/// Skill: Create 1 Elemental Die of the same Elemental Type as this character. (Once per
/// Round)" Sword only; one weapon, a new one replaces the old.
#[test]
fn sacrificial_sword() {
    let mut g = team()
        .hand(P1, "Sacrificial Sword")
        .hand(P1, "Sacrificial Sword")
        .dice(P1, &[("Omni", 16)])
        .build();
    assert!(
        g.try_act("p1 play Sacrificial Sword target 2").is_err(),
        "Ganyu uses a bow"
    );
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), 16 - 3, "costs 3 of the same element");
    g.act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 + 1");
    g.act("p2 end").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 10 - 3 - 3, "2 Hydro + 1");
    let d = g.state.player(P1).dice;
    assert_eq!(d.count(invokation::Die::Hydro), 1, "a Hydro die created");
    let before = g.dice_total(P1);
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.dice_total(P1), before - 3, "once per round: no new die");
    g.act("p1 play Sacrificial Sword target 1");
    let swords = g
        .ch(P1, 0)
        .statuses
        .iter()
        .filter(|s| s.id == EntityId::SacrificialSword)
        .count();
    assert_eq!(swords, 1, "one weapon");
}

/// Paimon: "When the Action Phase begins: Create 2 Omni Element. Usage(s): 2"; a support,
/// 4 at most: a fifth replaces one.
#[test]
fn paimon_and_the_support_zone() {
    let mut s = team().dice(P1, &[("Omni", 16)]);
    for _ in 0..5 {
        s = s.hand(P1, "Paimon");
    }
    let mut g = s.build();
    for _ in 0..4 {
        g.act("p1 play Paimon");
    }
    assert_eq!(g.state.player(P1).supports.len(), 4);
    assert!(
        g.try_act("p1 play Paimon").is_err(),
        "the zone is full: name one to replace"
    );
    g.act("p1 play Paimon target support 1");
    assert_eq!(g.state.player(P1).supports.len(), 4);
    g.act("p1 end")
        .act("p2 end")
        .act("p1 reroll")
        .act("p2 reroll");
    assert_eq!(g.dice_total(P1), 8 + 4 * 2, "four Paimons: 8 Omni");
    assert!(g.state.player(P1).supports.iter().all(|s| s.usage == 1));
}

/// Xenochromatic Hunter's Ray: "Technique: Fontemer Water Blades: Deals 2 Physical DMG.
/// Usage(s): 2". Using a Technique is a combat action, not a skill: no energy, a pending
/// Plunging Attack stays, Frozen blocks it.
#[test]
fn a_technique_is_a_combat_action_not_a_skill() {
    let mut g = team()
        .hand(P1, "Xenochromatic Hunter's Ray")
        .set("to_act", json!(1))
        .build();
    g.act("p1 play Xenochromatic Hunter's Ray target 1");
    let plunge = g.state.player(P1).flags.plunge;
    g.act("p1 technique");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0, "not a skill: no energy");
    assert_eq!(g.state.player(P1).flags.plunge, plunge);
    assert_eq!(
        g.state.decision_of(P2),
        Some(invokation::DecisionKind::Action),
        "a combat action"
    );
    g.act("p2 end").act("p1 technique");
    assert!(
        g.status(P1, 0, EntityId::XenochromaticHuntersRay).is_none(),
        "2 usages spent"
    );
    assert!(g.try_act("p1 technique").is_err());
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

/// Knights of Favonius Library: "When played: Select any Elemental Dice to reroll. Roll
/// Phase: Gain another chance to reroll."
#[test]
fn knights_of_favonius_library_rerolls() {
    let mut g = team().hand(P1, "Knights of Favonius Library").build();
    g.act("p1 play Knights of Favonius Library");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Reroll)
    );
    g.act("p1 reroll 2*Omni");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Action),
        "one reroll"
    );
    g.act("p1 end").act("p2 end");
    g.act("p1 reroll Omni");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Reroll),
        "two rerolls in the Roll Phase"
    );
    g.act("p1 reroll").act("p2 reroll");
}

/// `play CARD` without `target`: accepted when exactly one target is legal (a talent equips
/// the active character), refused with an error naming the legal targets when several are.
#[test]
fn play_without_a_target_takes_the_only_legal_one() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Undivided Heart")
    .hand(P1, "Sweet Madame")
    .hp(P1, 1, 5)
    .hp(P1, 2, 5)
    .dice(P1, &[("Omni", 16)])
    .build();
    let err = g.try_act("p1 play Sweet Madame").unwrap_err();
    assert!(
        err.contains("Sweet Madame needs a target: target 1 or target 2 or target 3"),
        "{err}"
    );
    g.act("p1 play Undivided Heart");
    assert!(
        g.status(P1, 0, EntityId::UndividedHeart).is_some(),
        "equipped on Ganyu"
    );
    assert_eq!([g.hp(P2, 1), g.hp(P2, 2)], [8, 8], "Frostflake Arrow used");
}
