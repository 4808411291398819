//! Weapons (Sacrificial Sword, Raven Bow, Wolf's Gravestone, Skyward Spine, King's Squire),
//! each against its 6.5.0 text; the weapon type and the one-weapon rule.

use crate::common::*;
use invokation::{EntityId, Player};
use serde_json::json;

fn team() -> Setup {
    setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

fn weapons(g: &Game, p: Player, c: usize) -> Vec<EntityId> {
    g.ch(p, c).statuses.iter().map(|s| s.id).collect()
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

/// Raven Bow (2 same): "The character deals +1 DMG." Only a bow user can equip it; a
/// character holds one weapon, a new one replaces the old.
#[test]
fn raven_bow_adds_one_and_one_weapon_at_a_time() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Diluc", "Kaeya", "Sucrose"],
    )
    .hand(P1, "Raven Bow")
    .hand(P1, "King's Squire")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Raven Bow target 2").is_err(),
        "Xingqiu uses a sword"
    );
    g.act("p1 play Raven Bow target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "2 of the same element");
    assert_eq!(weapons(&g, P1, 0), vec![EntityId::RavenBow]);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Physical + 1");
    g.act("p2 end").act("p1 play King's Squire target 1");
    let w = weapons(&g, P1, 0);
    assert!(!w.contains(&EntityId::RavenBow), "replaced");
    assert!(w.contains(&EntityId::KingsSquire));
}

/// Wolf's Gravestone (3 same): "The character deals +1 DMG. Deal +2 additional DMG if the
/// target's remaining HP is equal to or less than 6." Claymore only.
#[test]
fn wolfs_gravestone_adds_three_against_six_hp_or_less() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .hand(P1, "Wolf's Gravestone")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Wolf's Gravestone target 3").is_err(),
        "a bow"
    );
    g.act("p1 play Wolf's Gravestone target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 12 - 3, "12 HP: 2 + 1");
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 9 - 3, "9 HP: 2 + 1");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 6 - 5, "6 HP: 2 + 1 + 2");
}

/// Skyward Spine (3 same): "The character deals +1 DMG. Once per Round: This character's
/// Normal Attacks deal +1 additional DMG." Polearm only.
#[test]
fn skyward_spine_adds_one_more_to_a_normal_attack_once_a_round() {
    let mut g = setup(
        ["Zhongli", "Candace", "Noelle"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .hand(P1, "Skyward Spine")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Skyward Spine target 3").is_err(),
        "a claymore"
    );
    g.act("p1 play Skyward Spine target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 12 - 4, "2 Physical + 1 + 1");
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 8 - 3, "once per round: 2 + 1");
    g.act("p1 skill Dominus Lapidis");
    assert_eq!(g.hp(P2, 0), 5 - 2, "not a Normal Attack: 1 Geo + 1");
    // Next round (every die Omni, no reroll), the Normal Attack bonus is back; P2 ended
    // first and acts first.
    g.act("p1 end")
        .act("p2 switch 2")
        .act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 1), 10 - 4, "2 + 1 + 1 again");
}

/// King's Squire (3 same), 6.5.0: "The character deals +1 DMG. When played: during this
/// round, the next time you play a Talent card on the character or the character uses an
/// Elemental Skill, spend 2 fewer Elemental Dice." Bow only; the discount is the equipped
/// character's (another character's skill is not cheaper).
#[test]
fn kings_squire_makes_the_next_elemental_skill_two_dice_cheaper() {
    let mut g = setup(
        ["Ganyu", "Fischl", "Xingqiu"],
        ["Diluc", "Kaeya", "Sucrose"],
    )
    .hand(P1, "King's Squire")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play King's Squire target 3").is_err(),
        "a sword"
    );
    g.act("p1 play King's Squire target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    let discount = EntityId::KingsSquireInEffect;
    assert_eq!(g.status(P1, 0, discount).map(|s| s.duration), Some(1));
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Physical + 1");
    assert_eq!(g.dice_total(P1), 13 - 3, "a Normal Attack pays in full");
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Nightrider");
    assert_eq!(g.dice_total(P1), 10 - 1 - 3, "Fischl's skill pays in full");
    g.act("p1 switch 1").act("p1 skill Trail of the Qilin");
    assert_eq!(g.dice_total(P1), 6 - 1 - 1, "3 Cryo - 2");
    assert_eq!(
        g.hp(P2, 0),
        7 - 1 - 3,
        "Nightrider 1 Electro, then 1 Cryo + 1 and Superconduct +1"
    );
    assert!(g.status(P1, 0, discount).is_none(), "used up");
}

/// King's Squire: the discount also goes to a Talent card of the character (Undivided Heart,
/// 5 Cryo, for 3), and ends with the round when unused.
#[test]
fn kings_squire_discounts_a_talent_card_this_round_only() {
    let team = || {
        setup(
            ["Ganyu", "Fischl", "Xingqiu"],
            ["Diluc", "Kaeya", "Sucrose"],
        )
        .hand(P1, "King's Squire")
        .hand(P1, "Undivided Heart")
        .dice(P1, &[("Omni", 16)])
    };
    let mut g = team().build();
    g.act("p1 play King's Squire target 1");
    g.act("p1 play Undivided Heart target 1 dice 3*Omni");
    assert_eq!(g.dice_total(P1), 16 - 3 - 3, "5 Cryo - 2");
    assert!(g.status(P1, 0, EntityId::UndividedHeart).is_some());
    assert!(g.status(P1, 0, EntityId::KingsSquireInEffect).is_none());

    let mut g = team().build();
    g.act("p1 play King's Squire target 1");
    g.act("p1 end").act("p2 end");
    assert!(g.status(P1, 0, EntityId::KingsSquireInEffect).is_none());
    assert!(
        g.status(P1, 0, EntityId::KingsSquire).is_some(),
        "the weapon stays"
    );
}
