//! Charlotte (6.5.0): 11 HP, 2 energy, Cryo catalyst; Snappy Silhouette and Newsflash
//! Field.

use crate::common::*;
use invokation::{CharacterId, EntityId, Version};
use serde_json::json;

const SILHOUETTE: EntityId = EntityId::SnappySilhouette;
const FIELD: EntityId = EntityId::NewsflashField;

fn charlotte() -> Setup {
    setup(
        ["Charlotte", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Her card: 11 HP (10 before 6.3), 2 energy.
#[test]
fn her_card() {
    let g = charlotte().build();
    assert_eq!((g.hp(P1, 0), g.ch(P1, 0).max_energy), (11, 2));
    let old = CharacterId::Charlotte.facts(Version::V6_2_0).unwrap();
    assert_eq!(old.hp, 10);
}

/// Cool-Color Capture: "Deals 1 Cryo DMG."
#[test]
fn normal_attack_deals_1_cryo() {
    let mut g = charlotte().build();
    g.act("p1 skill Cool-Color Capture");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Cryo")]);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Framing: Freezing Point Composition: "Deals 1 Cryo DMG. Attach Snappy Silhouette to the
/// target." Snappy Silhouette: "End Phase: Deal 1 Cryo DMG to the character to which this is
/// attached; if the Usage(s) is 1 and the character has Cryo applied, +1 DMG. Usage(s): 2"
#[test]
fn snappy_silhouette_hurts_its_character_in_the_end_phase() {
    let mut g = charlotte().build();
    g.act("p1 skill Framing: Freezing Point Composition");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.status(P2, 0, SILHOUETTE).unwrap().usage, 2);
    g.clear_log().end_round();
    // 2 usages: no bonus yet, though Diluc has Cryo applied.
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Cryo")]);
    assert_eq!(g.status(P2, 0, SILHOUETTE).unwrap().usage, 1);
    g.act("p1 reroll").act("p2 reroll");
    g.clear_log().end_round();
    // Its last usage, Cryo applied: 1 + 1.
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Cryo")]);
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1 - 2);
    assert!(g.status(P2, 0, SILHOUETTE).is_none());
}

/// Snappy Silhouette's last usage without Cryo applied: 1 DMG (here Pyro + Cryo melts).
#[test]
fn snappy_silhouette_last_usage_without_cryo_deals_1() {
    let mut g = charlotte()
        .aura(P2, 0, &["Pyro"])
        .status(P2, 0, json!({"name": "Snappy Silhouette", "usage": 1}))
        .build();
    g.clear_log().end_round();
    assert_eq!(g.damages(), [hit(P2, 0, 1 + 2, "Cryo")], "1, Melt +2");
    assert!(g.status(P2, 0, SILHOUETTE).is_none());
}

/// Still Photo: Comprehensive Confirmation: "Deals 1 Cryo DMG, heals all your characters for
/// 1 HP, summons 1 Newsflash Field." Newsflash Field: "End Phase: Deal 1 Cryo DMG, heal your
/// active character for 1 HP. Usage(s): 2"
#[test]
fn burst_heals_all_and_summons_newsflash_field() {
    let mut g = charlotte()
        .energy(P1, 0, 2)
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .build();
    g.act("p1 skill Still Photo: Comprehensive Confirmation");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Cryo")]);
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [6, 6, 12]);
    assert_eq!(g.summon(P1, FIELD).unwrap().usage, 2);
    g.clear_log().end_round();
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Cryo")]);
    assert_eq!(g.hp(P1, 0), 7);
    assert_eq!(g.summon(P1, FIELD).unwrap().usage, 1);
}

/// A Summation of Interest (3 Cryo): "When your active character is Charlotte, equip this
/// card. After Charlotte equips this card, immediately use Framing: Freezing Point
/// Composition once. When Charlotte, who has this card equipped, is on the field, after your
/// character uses a Normal Attack: If there is a character with Snappy Silhouette attached on
/// the opponent's side of the field, heal your active character for 2 HP. (Once per Round)"
#[test]
fn talent_heals_the_active_character_once_per_round() {
    let mut g = charlotte()
        .hp(P1, 0, 5)
        .hand(P1, "A Summation of Interest")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play A Summation of Interest target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.status(P2, 0, SILHOUETTE).is_some());
    assert_eq!(g.hp(P1, 0), 5, "the Elemental Skill heals nothing");
    g.act("p2 end").act("p1 skill Cool-Color Capture");
    assert_eq!(g.hp(P1, 0), 7);
    g.act("p1 skill Cool-Color Capture");
    assert_eq!(g.hp(P1, 0), 7, "once per round");
}

/// The talent without Snappy Silhouette on the opposing side: no heal, and the round's use
/// is kept.
#[test]
fn talent_needs_a_snappy_silhouette() {
    let mut g = charlotte()
        .hp(P1, 0, 5)
        .status(P1, 0, json!("A Summation of Interest"))
        .build();
    g.act("p1 skill Cool-Color Capture");
    assert_eq!(g.hp(P1, 0), 5);
}
