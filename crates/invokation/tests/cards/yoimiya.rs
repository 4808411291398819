//! Yoimiya (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

const NIWABI: EntityId = EntityId::NiwabiEnshou_113051;
const NIWABI_TALENT: EntityId = EntityId::NiwabiEnshou_113053;

fn yoimiya() -> Setup {
    setup(
        ["Yoimiya", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .dice(P1, &[("Omni", 16)])
}

/// Niwabi Fire-Dance (1 Pyro): "This character gains Niwabi Enshou. (This Skill does not
/// grant Energy)" No damage; Niwabi Enshou has 3 usages.
#[test]
fn niwabi_fire_dance_gives_niwabi_enshou_and_no_energy() {
    let mut g = yoimiya().build();
    g.act("p1 skill Niwabi Fire-Dance");
    assert_eq!(g.status(P1, 0, NIWABI).unwrap().usage, 3);
    assert_eq!(g.energy(P1, 0), 0, "no energy");
    assert_eq!(g.hp(P2, 0), 12, "no damage");
    assert_eq!(g.dice_total(P1), 16 - 1);
    // Her other skills gain energy as usual.
    g.act("p2 end").act("p1 skill Firework Flare-Up");
    assert_eq!(g.energy(P1, 0), 1);
}

/// Niwabi Enshou: "The character to which this is attached has their Normal Attacks deal +1
/// DMG, and their Physical DMG dealt converted to Pyro DMG. Usage(s): 3". Three Normal
/// Attacks deal 2 + 1 Pyro; then it is gone and the next one is 2 Physical.
#[test]
fn niwabi_enshou_boosts_three_normal_attacks_with_pyro() {
    let mut g = yoimiya()
        .status(P1, 0, "Niwabi Enshou".into())
        .declared_end(P2)
        .build();
    for left in [2, 1] {
        g.act("p1 skill Firework Flare-Up");
        assert_eq!(g.status(P1, 0, NIWABI).unwrap().usage, left);
    }
    assert_eq!(g.hp(P2, 0), 12 - 3 - 3);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    g.act("p1 skill Firework Flare-Up");
    assert!(g.status(P1, 0, NIWABI).is_none(), "used up");
    g.act("p1 skill Firework Flare-Up");
    assert_eq!(g.hp(P2, 0), 12 - 3 * 3 - 2, "2 Physical without it");
}

/// Niwabi Enshou boosts Normal Attacks only: the burst deals its 3 Pyro and spends nothing.
#[test]
fn niwabi_enshou_leaves_other_skills_alone() {
    let mut g = yoimiya()
        .energy(P1, 0, 3)
        .status(P1, 0, "Niwabi Enshou".into())
        .build();
    g.act("p1 skill Ryuukin Saxifrage");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.status(P1, 0, NIWABI).unwrap().usage, 3);
}

/// Ryuukin Saxifrage (3 Pyro, 3 energy): "Deals 3 Pyro DMG, creates 1 Aurous Blaze."
/// Aurous Blaze: "After your character other than Yoimiya uses a Skill: Deal 1 Pyro DMG.
/// Duration (Rounds): 2". Yoimiya's own skills do not set it off; Xingqiu's do, each time.
#[test]
fn aurous_blaze_strikes_after_teammates_skills_for_two_rounds() {
    let mut g = yoimiya()
        .energy(P1, 0, 3)
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Ryuukin Saxifrage");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.combat(P1, EntityId::AurousBlaze).unwrap().duration, 2);
    g.act("p2 end");
    g.act("p1 skill Firework Flare-Up");
    assert_eq!(g.hp(P2, 0), 9 - 2, "Yoimiya's attack: no strike");
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 7 - 2 - 1, "Xingqiu's attack, then 1 Pyro");
    g.act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 4 - 2 - 1, "every time");
    g.end_round();
    assert_eq!(g.combat(P1, EntityId::AurousBlaze).unwrap().duration, 1);
    g.end_round();
    assert!(g.combat(P1, EntityId::AurousBlaze).is_none(), "two rounds");
}

/// Naganohara Meteor Swarm (1 Pyro at 6.5.0): "Combat Action: When your active character is
/// Yoimiya, equip this card. After Yoimiya equips this card, immediately use Niwabi
/// Fire-Dance once. After the Niwabi Enshou created by your Yoimiya, who has this card
/// equipped, triggers: Deal 1 additional Pyro DMG."
#[test]
fn naganohara_meteor_swarm_adds_1_pyro_after_each_boosted_attack() {
    let mut g = yoimiya().hand(P1, "Naganohara Meteor Swarm").build();
    g.act("p1 play Naganohara Meteor Swarm target 1");
    assert!(g.status(P1, 0, EntityId::NaganoharaMeteorSwarm).is_some());
    assert_eq!(g.status(P1, 0, NIWABI_TALENT).unwrap().usage, 3);
    assert!(g.status(P1, 0, NIWABI).is_none());
    assert_eq!(g.dice_total(P1), 16 - 1);
    assert_eq!(g.energy(P1, 0), 0, "Niwabi Fire-Dance grants no energy");
    g.act("p2 end").clear_log();
    g.act("p1 skill Firework Flare-Up");
    assert_eq!(
        g.damages(),
        [(P2, 0, 3, "Pyro".into()), (P2, 0, 1, "Pyro".into())],
        "2 + 1 Pyro, then 1 Pyro"
    );
    assert_eq!(g.status(P1, 0, NIWABI_TALENT).unwrap().usage, 2);
    g.act("p1 skill Firework Flare-Up")
        .act("p1 skill Firework Flare-Up");
    assert_eq!(g.hp(P2, 0), 12 - 3 * 4);
    assert!(g.status(P1, 0, NIWABI_TALENT).is_none(), "used up");
}

/// The talent's Niwabi Enshou replaces a plain one (and a plain one replaces the talent's,
/// once the talent is gone: the two exclude each other, as in the reference).
#[test]
fn the_talents_niwabi_enshou_replaces_the_plain_one() {
    let mut g = yoimiya()
        .status(P1, 0, json!({"name": "Niwabi Enshou", "usage": 1}))
        .status(P1, 0, "Naganohara Meteor Swarm".into())
        .build();
    g.act("p1 skill Niwabi Fire-Dance");
    assert!(g.status(P1, 0, NIWABI).is_none());
    assert_eq!(g.status(P1, 0, NIWABI_TALENT).unwrap().usage, 3);
}

/// Versions: from 4.2.0 to 4.6.x the talent's Niwabi Enshou had 1 usage more than the plain
/// one (3 against 2); before 4.2.0 both had 2 (the talent only added the strike); from
/// 4.7.0 both have 3.
#[test]
fn niwabi_enshou_usages_follow_the_version() {
    for (version, plain, talent) in [("4.1.0", 2, 2), ("4.2.0", 2, 3), ("4.7.0", 3, 3)] {
        let mut g = yoimiya().set("version", json!(version)).build();
        g.act("p1 skill Niwabi Fire-Dance");
        assert_eq!(g.status(P1, 0, NIWABI).unwrap().usage, plain, "{version}");
        let mut g = yoimiya()
            .set("version", json!(version))
            .status(P1, 0, "Naganohara Meteor Swarm".into())
            .build();
        g.act("p1 skill Niwabi Fire-Dance");
        assert_eq!(
            g.status(P1, 0, NIWABI_TALENT).unwrap().usage,
            talent,
            "{version}"
        );
        g.act("p2 end").clear_log();
        g.act("p1 skill Firework Flare-Up");
        assert_eq!(g.damages().len(), 2, "{version}: the talent's strike");
    }
}
