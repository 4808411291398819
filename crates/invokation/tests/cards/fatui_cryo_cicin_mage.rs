//! Fatui Cryo Cicin Mage (6.5.0): 10 HP, 3 energy; Cryo Cicins (fed by her Normal Attacks,
//! drained by reaction damage to her), Flowing Cicin Ward, Cicin's Cold Glare.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const CICINS: EntityId = EntityId::CryoCicins;

/// The Mage, Xingqiu and Noelle against Noelle (12 HP), Fischl and Diluc. P2 has declared
/// round end, so P1 keeps the turn; 16 Omni dice, every Roll Phase all Omni.
fn mage() -> Setup {
    setup(
        ["Fatui Cryo Cicin Mage", "Xingqiu", "Noelle"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
}

/// Misty Summons: "Deals 1 Cryo DMG, summons Cryo Cicins." Cryo Cicins: "End Phase: Deal 1
/// Cryo DMG. Usage(s): 2 (Can stack, max 3 stacks)". Summoned again: 2 + 2 → 3.
#[test]
fn misty_summons_and_cryo_cicins() {
    let mut g = mage().build();
    g.clear_log().act("p1 skill Misty Summons");
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 2);
    g.act("p1 skill Misty Summons");
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 3, "stacks up to 3");
    g.clear_log().end_round();
    assert_eq!(g.damages()[0], (P2, 0, 1, "Cryo".to_string()));
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 2);
}

/// "After Fatui Cryo Cicin Mage performs a Normal Attack: This card gains 1 Usage(s)" (up to
/// 3); another character's Normal Attack does not feed it.
#[test]
fn her_normal_attacks_feed_the_cicins() {
    let mut g = mage()
        .summon(P1, json!({"name": "Cryo Cicins", "usage": 1}))
        .build();
    g.clear_log().act("p1 skill Cicin Icicle");
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 2);
    g.act("p1 skill Cicin Icicle").act("p1 skill Cicin Icicle");
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 3, "at most 3");
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 3);
}

/// "After Fatui Cryo Cicin Mage takes Elemental Reaction DMG: This card loses 1 Usage(s)."
/// Diluc's Searing Onslaught (3 Pyro) on her with Cryo applied melts: one usage less.
/// Reaction damage to another character of hers does nothing; at 0 the Cicins leave.
#[test]
fn reaction_damage_to_her_drains_the_cicins() {
    let mut g = setup(
        ["Fatui Cryo Cicin Mage", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Noelle"],
    )
    .summon(P1, json!({"name": "Cryo Cicins", "usage": 2}))
    .aura(P1, 0, &["Cryo"])
    .set("to_act", json!(2))
    .build();
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 10 - 3 - 2, "Melt: +2");
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 1);

    let mut g = setup(
        ["Xingqiu", "Fatui Cryo Cicin Mage", "Noelle"],
        ["Diluc", "Fischl", "Noelle"],
    )
    .summon(P1, json!({"name": "Cryo Cicins", "usage": 1}))
    .aura(P1, 0, &["Cryo"])
    .set("to_act", json!(2))
    .build();
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 1, "not her");

    let mut g = setup(
        ["Fatui Cryo Cicin Mage", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Noelle"],
    )
    .summon(P1, json!({"name": "Cryo Cicins", "usage": 1}))
    .aura(P1, 0, &["Cryo"])
    .set("to_act", json!(2))
    .build();
    g.act("p2 skill Searing Onslaught");
    assert!(g.summon(P1, CICINS).is_none(), "used up");
}

/// Blizzard, Branch, Blossom: "Deals 5 Cryo DMG, grants this character Cryo Application,
/// creates 1 Flowing Cicin Ward." Flowing Cicin Ward: "Provides 1 Shield point for your
/// active character. When created: If you have Cryo Cicins on the field, additionally
/// increase Shield by the amount of Usage(s) it has." With 3 Cicins: 4 points.
#[test]
fn blizzard_branch_blossom_and_flowing_cicin_ward() {
    let mut g = mage()
        .energy(P1, 0, 3)
        .summon(P1, json!({"name": "Cryo Cicins", "usage": 3}))
        .build();
    g.clear_log().act("p1 skill Blizzard, Branch, Blossom");
    assert_eq!(g.damages(), [(P2, 0, 5, "Cryo".to_string())]);
    assert_eq!(g.aura(P1, 0), ["Cryo"]);
    assert_eq!(g.combat(P1, EntityId::FlowingCicinWard).unwrap().usage, 4);
    // Without Cicins: 1 point.
    let mut g = mage().energy(P1, 0, 3).build();
    g.act("p1 skill Blizzard, Branch, Blossom");
    assert_eq!(g.combat(P1, EntityId::FlowingCicinWard).unwrap().usage, 1);
}

/// Cicin's Cold Glare (talent, Combat Action, 3 Cryo): "After Fatui Cryo Cicin Mage equips
/// this card, immediately use Misty Summons once. After your Fatui Cryo Cicin Mage, who has
/// this card equipped, uses a Skill: If Cryo Cicins' Usage(s) have exceeded their upper
/// limit, deal 2 Cryo DMG." Played with 2 Cicins: 2 + 2 > 3, so 1 Cryo from the skill, then
/// 2 Cryo from the Cicins. A Normal Attack at 3: exceeded again, 1 + 2.
#[test]
fn cicins_cold_glare() {
    let mut g = mage()
        .hand(P1, "Cicin's Cold Glare")
        .summon(P1, json!({"name": "Cryo Cicins", "usage": 2}))
        .build();
    g.clear_log().act("p1 play Cicin's Cold Glare");
    assert!(g.status(P1, 0, EntityId::CicinsColdGlare).is_some());
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 1, "Cryo".to_string()),
            (P2, 0, 2, "Cryo".to_string())
        ]
    );
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 3);
    g.clear_log().act("p1 skill Cicin Icicle");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 1, "Cryo".to_string()),
            (P2, 0, 2, "Cryo".to_string())
        ]
    );
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 3);
}

/// Not exceeded, no damage: Misty Summons with 1 Cicin (1 + 2 = 3), a Normal Attack below 3.
#[test]
fn cicins_cold_glare_needs_the_limit_exceeded() {
    let mut g = mage()
        .status(P1, 0, json!("Cicin's Cold Glare"))
        .summon(P1, json!({"name": "Cryo Cicins", "usage": 1}))
        .build();
    g.clear_log().act("p1 skill Misty Summons");
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 3);
    g.act("p1 end");
    let mut g = mage()
        .status(P1, 0, json!("Cicin's Cold Glare"))
        .summon(P1, json!({"name": "Cryo Cicins", "usage": 2}))
        .build();
    g.clear_log().act("p1 skill Cicin Icicle");
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 3);
}

/// Versions: before 4.1 Cryo Cicins lose a usage "after your character takes damage that
/// triggers an elemental reaction", any character of her side.
#[test]
fn before_4_1_any_characters_reaction_damage_drains() {
    let mut g = setup(
        ["Xingqiu", "Fatui Cryo Cicin Mage", "Noelle"],
        ["Diluc", "Fischl", "Noelle"],
    )
    .set("version", json!("4.0.0"))
    .summon(P1, json!({"name": "Cryo Cicins", "usage": 2}))
    .aura(P1, 0, &["Cryo"])
    .set("to_act", json!(2))
    .build();
    g.act("p2 skill Searing Onslaught");
    assert_eq!(g.summon(P1, CICINS).unwrap().usage, 1);
}

/// Flowing Cicin Ward counts the Cicins also when Blizzard, Branch, Blossom ends the game
/// (the reference, which stops at the game-ending defeat, leaves it at 1 in its final
/// state: a deliberate difference).
#[test]
fn flowing_cicin_ward_when_the_burst_ends_the_game() {
    let mut g = mage()
        .energy(P1, 0, 3)
        .summon(P1, json!({"name": "Cryo Cicins", "usage": 3}))
        .hp(P2, 0, 5)
        .hp(P2, 1, 0)
        .hp(P2, 2, 0)
        .build();
    g.act("p1 skill Blizzard, Branch, Blossom");
    assert!(g.state.is_over());
    assert_eq!(
        g.combat(P1, EntityId::FlowingCicinWard).unwrap().usage,
        1 + 3
    );
}
