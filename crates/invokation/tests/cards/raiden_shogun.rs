//! Raiden Shogun (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn raiden() -> Setup {
    raiden_with(0)
}

fn raiden_with(resolve: u8) -> Setup {
    setup(
        ["Raiden Shogun", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .status(
        P1,
        0,
        json!({"name": "Chakra Desiderata", "usage": resolve}),
    )
}

fn resolve(g: &Game) -> u8 {
    g.status(P1, 0, EntityId::ChakraDesiderata).unwrap().usage
}

/// Origin: "Deals 2 Physical DMG."
#[test]
fn origin_deals_2_physical() {
    let mut g = raiden().build();
    g.act("p1 skill Origin");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Transcendence: Baleful Omen: "Summons 1 Eye of Stormy Judgment." Eye: "End Phase: Deal 1
/// Electro DMG. Usage(s): 3".
#[test]
fn baleful_omen_summons_the_eye_which_strikes_in_the_end_phase() {
    let mut g = raiden().build();
    g.act("p1 skill Transcendence: Baleful Omen");
    assert_eq!(g.hp(P2, 0), 10, "no damage");
    assert_eq!(
        g.summon(P1, EntityId::EyeOfStormyJudgment).unwrap().usage,
        3
    );
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end").act("p1 end");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(
        g.summon(P1, EntityId::EyeOfStormyJudgment).unwrap().usage,
        2
    );
}

/// Eye of Stormy Judgment: "When this Summon is on the field: Your characters' Elemental
/// Bursts deal +1 DMG." (Not other skills.)
#[test]
fn the_eye_adds_1_to_every_burst_of_its_side() {
    let mut g = raiden()
        .summon(P1, json!({"name": "Eye of Stormy Judgment", "usage": 3}))
        .active(P1, 1)
        .energy(P1, 1, 3)
        .build();
    g.act("p1 skill Nightrider");
    assert_eq!(g.hp(P2, 0), 10 - 1, "an Elemental Skill: no bonus");
    g.act("p2 end");
    g.act("p1 skill Midnight Phantasmagoria");
    assert_eq!(g.hp(P2, 0), 10 - 1 - 5, "4 Electro + 1");
}

/// Secret Art: Musou Shinsetsu: "Deals 3 Electro DMG. All of your other characters gain 2
/// Energy." Costs 3 Electro and 2 energy (6.5.0).
#[test]
fn musou_shinsetsu_deals_3_and_gives_the_others_2_energy() {
    let mut g = raiden().energy(P1, 0, 2).energy(P1, 2, 2).build();
    g.act("p1 skill Secret Art: Musou Shinsetsu");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(
        [g.energy(P1, 1), g.energy(P1, 2)],
        [2, 2],
        "Xingqiu is at 2 of 2"
    );
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Chakra Desiderata: "After your other characters use Elemental Bursts: Gain 1 Resolve.
/// (Max 3) / When the character to which this is attached uses Secret Art: Musou
/// Shinsetsu: Consume all Resolve and deal +1 DMG per Resolve."
#[test]
fn chakra_desiderata_gathers_resolve_from_other_bursts_and_spends_it() {
    let mut g = raiden()
        .active(P1, 1)
        .energy(P1, 1, 3)
        .energy(P1, 0, 2)
        .build();
    g.act("p1 skill Nightrider");
    assert_eq!(resolve(&g), 0, "not a burst");
    g.act("p2 end");
    g.act("p1 skill Midnight Phantasmagoria");
    assert_eq!(resolve(&g), 1);
    g.act("p1 switch 1");
    let before = g.hp(P2, 0);
    g.act("p1 skill Secret Art: Musou Shinsetsu");
    assert_eq!(before - g.hp(P2, 0), 3 + 1);
    assert_eq!(resolve(&g), 0, "consumed");
    assert!(
        g.status(P1, 0, EntityId::ChakraDesiderata).is_some(),
        "it stays"
    );
}

/// Resolve stops at 3.
#[test]
fn resolve_is_at_most_3() {
    let mut g = raiden_with(3).active(P1, 1).energy(P1, 1, 3).build();
    g.act("p1 skill Midnight Phantasmagoria");
    assert_eq!(resolve(&g), 3);
}

/// Wishes Unnumbered: "After Raiden Shogun equips this card, immediately use Secret Art:
/// Musou Shinsetsu once. When your Raiden Shogun, who has this card equipped, uses Secret
/// Art: Musou Shinsetsu: It will deal +1 additional DMG for every point of Resolve
/// consumed."
#[test]
fn wishes_unnumbered_doubles_the_resolve_bonus() {
    let mut g = setup(
        ["Raiden Shogun", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
    .dice(P1, &[("Omni", 16)])
    .status(P1, 0, json!({"name": "Chakra Desiderata", "usage": 2}))
    .energy(P1, 0, 2)
    .hand(P1, "Wishes Unnumbered")
    .build();
    g.act("p1 play Wishes Unnumbered");
    assert_eq!(g.hp(P2, 0), 10 - 3 - 2 * 2);
    assert_eq!(resolve(&g), 0);
    assert!(g.status(P1, 0, EntityId::WishesUnnumbered).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
}

/// Chakra Desiderata (passive): "When the battle begins, this character gains Chakra
/// Desiderata."
#[test]
fn the_passive_gives_chakra_desiderata_when_the_battle_begins() {
    let s = battle_start(
        ["Raiden Shogun", "Fischl", "Xingqiu"],
        ["Diluc", "Sucrose", "Noelle"],
    );
    assert_eq!(
        s.character(P1, 0)
            .status(EntityId::ChakraDesiderata)
            .map(|s| s.usage),
        Some(0)
    );
}
