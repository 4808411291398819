//! Klee (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const SPARK: EntityId = EntityId::ExplosiveSpark_113061;
const SPARK_TALENT: EntityId = EntityId::ExplosiveSpark_113062;

fn klee() -> Setup {
    setup(["Klee", "Xingqiu", "Ganyu"], ["Noelle", "Diluc", "Sucrose"])
}

/// Jumpy Dumpty (3 Pyro): "Deals 3 Pyro DMG. This character gains Explosive Spark."
#[test]
fn jumpy_dumpty_deals_3_pyro_and_gives_explosive_spark() {
    let mut g = klee().build();
    g.act("p1 skill Jumpy Dumpty");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.status(P1, 0, SPARK).unwrap().usage, 1);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Explosive Spark: "When the character to which this is attached uses a Charged Attack:
/// Spend 1 less Pyro and deal +1 DMG. Usage(s): 1". With 8 dice (even) Kaboom is a Charged
/// Attack: it costs 2 unaligned dice instead of 1 Pyro and 2, and deals 1 + 1 Pyro.
#[test]
fn explosive_spark_makes_a_charged_attack_cheaper_and_stronger() {
    let mut g = klee().status(P1, 0, "Explosive Spark".into()).build();
    let cost = g.state.skill_cost(P1, 0).unwrap();
    assert_eq!((cost.matching, cost.unaligned), (0, 2), "1 Pyro less");
    g.act("p1 skill Kaboom!");
    assert_eq!(g.dice_total(P1), 8 - 2);
    assert_eq!(g.hp(P2, 0), 12 - 2, "1 + 1 Pyro");
    assert!(g.status(P1, 0, SPARK).is_none(), "used up");
}

/// Cost modifiers run in stages (docs/rules.md "Cost modifiers"): "1 less Pyro Die" before
/// "1 less Elemental Die" of any kind, whatever the order the modifiers entered play. Klee
/// with Vermillion Hereafter ("a Character uses a Normal Attack: Spend 1 less Elemental
/// Die", equipped first) and Explosive Spark ("Charged Attack: Spend 1 less Pyro"): the
/// spark takes the Pyro die, the artifact one unaligned die, and Kaboom! costs 1 die. (Run
/// in list order, the artifact took the Pyro die and the spark found none: 2 dice.)
#[test]
fn element_discounts_come_before_discounts_of_any_kind() {
    let mut g = klee()
        .hand(P1, "Vermillion Hereafter")
        .dice(P1, &[("Omni", 10)])
        .declared_end(P2)
        .build();
    g.act("p1 play Vermillion Hereafter target 1");
    g.act("p1 skill Jumpy Dumpty");
    assert_eq!(
        g.dice_total(P1),
        10 - 3 - 3,
        "4 dice: even, a Charged Attack"
    );
    let cost = g.state.skill_cost(P1, 0).unwrap();
    assert_eq!(cost.dice(), 1, "1 Pyro less, then 1 die of any kind less");
    g.act("p1 skill Kaboom!");
    assert_eq!(g.dice_total(P1), 4 - 1);
    assert_eq!(g.hp(P2, 0), 12 - 3 - 2, "3, then 1 + 1 Pyro");
    assert!(g.status(P1, 0, SPARK).is_none(), "used up");
}

/// "Spend 1 less Pyro" lowers an unaligned die when no Pyro die is left to lower (the
/// reference deducts the element's dice, then unaligned ones: docs/rules.md "Cost
/// modifiers"). Klee with Witch's Scorching Hat ("a character uses a Skill: spend 1 less
/// Pyro", once per round) and Explosive Spark: one takes the Pyro die, the other an
/// unaligned die, and the Charged Attack costs 1 die.
#[test]
fn two_pyro_discounts_lower_pyro_then_unaligned() {
    let mut g = klee()
        .status(P1, 0, "Explosive Spark".into())
        .hand(P1, "Witch's Scorching Hat")
        .dice(P1, &[("Omni", 10)])
        .declared_end(P2)
        .build();
    g.act("p1 play Witch's Scorching Hat target 1");
    assert_eq!(g.dice_total(P1), 10 - 2, "8 dice: even, a Charged Attack");
    let cost = g.state.skill_cost(P1, 0).unwrap();
    assert_eq!(cost.dice(), 1, "1 Pyro less, then 1 unaligned less");
    g.act("p1 skill Kaboom!");
    assert_eq!(g.dice_total(P1), 8 - 1);
    assert_eq!(g.hp(P2, 0), 12 - 2, "1 + 1 Pyro");
}

/// Not a Charged Attack (7 dice, odd): the full cost, 1 Pyro, and the spark stays.
#[test]
fn explosive_spark_ignores_other_attacks() {
    let mut g = klee()
        .status(P1, 0, "Explosive Spark".into())
        .dice(P1, &[("Omni", 7)])
        .build();
    let cost = g.state.skill_cost(P1, 0).unwrap();
    assert_eq!((cost.matching, cost.unaligned), (1, 2));
    g.act("p1 skill Kaboom!");
    assert_eq!(g.dice_total(P1), 7 - 3);
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.status(P1, 0, SPARK).unwrap().usage, 1, "kept");
    // Nor does an Elemental Skill use it.
    let mut g = klee()
        .status(P1, 0, "Explosive Spark".into())
        .dice(P1, &[("Omni", 8)])
        .build();
    g.act("p1 skill Jumpy Dumpty");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.status(P1, 0, SPARK).unwrap().usage, 1);
}

/// Sparks 'n' Splash (3 Pyro, 3 energy): "Deals 3 Pyro DMG, creates 1 Sparks 'n' Splash at
/// the opponent's play area." Sparks 'n' Splash: "After a character to which Sparks 'n'
/// Splash is attached uses a Skill: Deals 2 Pyro DMG to their team's active character.
/// Usage(s): 2". After each of the opponent's skills their active character takes 2 Pyro;
/// Klee's side's skills do not set it off.
#[test]
fn sparks_n_splash_hurts_the_opponent_after_their_skills() {
    let mut g = klee().energy(P1, 0, 3).build();
    g.act("p1 skill Sparks 'n' Splash");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.combat(P2, EntityId::SparksNSplash).unwrap().usage, 2);
    assert!(g.combat(P1, EntityId::SparksNSplash).is_none());
    assert_eq!(g.energy(P1, 0), 0);
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - 2);
    assert_eq!(g.hp(P2, 0), 9 - 2, "2 Pyro to Noelle herself");
    assert_eq!(g.combat(P2, EntityId::SparksNSplash).unwrap().usage, 1);
    g.act("p1 skill Kaboom!");
    assert_eq!(g.hp(P2, 0), 7 - 1, "Klee's attack: nothing more");
    assert_eq!(g.combat(P2, EntityId::SparksNSplash).unwrap().usage, 1);
    // A switch is no skill.
    g.act("p2 switch 2");
    assert_eq!(g.combat(P2, EntityId::SparksNSplash).unwrap().usage, 1);
    g.act("p1 end");
    g.act("p2 skill Tempered Sword");
    assert_eq!(
        g.hp(P2, 1),
        10 - 2,
        "the active character after the skill: Diluc"
    );
    assert!(g.combat(P2, EntityId::SparksNSplash).is_none(), "used up");
}

/// The damage of Sparks 'n' Splash is its own side's: no bonus of a dealing side applies.
/// Noelle with Cryo: 2 Pyro melts (+2) = 4; the Shrine of Maya of her own side ("+1 to
/// reactions your characters trigger") does not add to it.
#[test]
fn sparks_n_splash_damage_gets_no_dealing_side_bonus() {
    let mut g = klee()
        .combat(P2, "Sparks 'n' Splash".into())
        .combat(P2, "Shrine of Maya".into())
        .aura(P2, 0, &["Cryo"])
        .declared_end(P1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Favonius Bladework - Maid");
    // 2 Physical on Klee; then 2 Pyro on Noelle (with Cryo): Melt.
    assert_eq!(g.hp(P2, 0), 12 - (2 + 2));
    assert!(g.aura(P2, 0).is_empty());
}

/// Pounding Surprise (3 Pyro): "Combat Action: When your active character is Klee, equip
/// this card. After Klee equips this card, immediately use Jumpy Dumpty once. When your
/// Klee, who has this card equipped, creates an Explosive Spark, its Usage(s) +1." Two
/// Charged Attacks are cheaper and stronger.
#[test]
fn pounding_surprise_gives_explosive_spark_two_usages() {
    let mut g = klee()
        .hand(P1, "Pounding Surprise")
        .dice(P1, &[("Omni", 14)])
        .build();
    g.act("p1 play Pounding Surprise target 1");
    assert!(g.status(P1, 0, EntityId::PoundingSurprise).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.dice_total(P1), 14 - 3);
    assert_eq!(g.status(P1, 0, SPARK_TALENT).unwrap().usage, 2);
    assert!(g.status(P1, 0, SPARK).is_none());
    g.act("p2 end");
    // 11 dice: odd, not charged; tune nothing, attack with 1 Omni more to get an even count.
    g.act("p1 skill Kaboom!");
    assert_eq!(g.dice_total(P1), 11 - 3, "odd: full cost");
    assert_eq!(g.hp(P2, 0), 9 - 1);
    g.act("p1 skill Kaboom!");
    assert_eq!(g.dice_total(P1), 8 - 2, "even: charged, 1 less");
    assert_eq!(g.hp(P2, 0), 8 - 2);
    assert_eq!(g.status(P1, 0, SPARK_TALENT).unwrap().usage, 1);
    g.act("p1 skill Kaboom!");
    assert_eq!(g.hp(P2, 0), 6 - 2);
    assert!(g.status(P1, 0, SPARK_TALENT).is_none(), "used up");
}

/// Sparks 'n' Splash can defeat the character it hurts: after Noelle's attack at 2 HP she
/// falls, and her side chooses its next character.
#[test]
fn sparks_n_splash_can_defeat_the_active_character() {
    let mut g = klee()
        .combat(P2, "Sparks 'n' Splash".into())
        .hp(P2, 0, 2)
        .declared_end(P1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(
        g.state.pending(),
        invokation::Pending::Decision {
            player: P2,
            kind: invokation::DecisionKind::DeathSwap
        }
    );
    g.act("p2 choose 2");
    assert_eq!(g.active(P2), 1);
    assert_eq!(g.combat(P2, EntityId::SparksNSplash).unwrap().usage, 1);
}
