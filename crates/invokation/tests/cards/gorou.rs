//! Gorou (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;

fn gorou_vs_xingqiu() -> Setup {
    setup(
        ["Gorou", "Noelle", "Xingqiu"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
    .set("config", serde_json::json!({"all_omni": true}))
}

/// Ripping Fang Fletching: "Deals 2 Physical DMG." Costs 1 Geo and 2 unaligned. General's
/// War Banner does not boost Physical damage.
#[test]
fn ripping_fang_fletching_deals_2_physical() {
    let mut g = gorou_vs_xingqiu().build();
    g.act("p1 skill Inuzaka All-Round Defense");
    g.act("p2 end").act("p1 skill Ripping Fang Fletching");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2);
    assert_eq!(g.dice_total(P1), 8 - 3 - 3);
    assert_eq!(g.energy(P1, 0), 2);
}

/// Inuzaka All-Round Defense: "Deals 2 Geo DMG, creates 1 General's War Banner." The Banner
/// comes after the damage (2, not 3); "Duration (Rounds): 2". A second use deals 2 + 1 and
/// the Banner's rounds add up to their limit, 3.
#[test]
fn inuzaka_deals_2_geo_then_raises_the_banner_whose_rounds_stack_to_3() {
    let mut g = gorou_vs_xingqiu().declared_end(P2).build();
    g.act("p1 skill Inuzaka All-Round Defense");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(
        g.combat(P1, EntityId::GeneralsWarBanner).unwrap().duration,
        2
    );
    g.act("p1 skill Inuzaka All-Round Defense");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 3, "+1 Geo from the Banner");
    assert_eq!(
        g.combat(P1, EntityId::GeneralsWarBanner).unwrap().duration,
        3,
        "2 + 2 rounds, up to 3"
    );
}

/// "(Can stack, can stack till 3 Rounds)": a Banner with 1 round left, raised again, lasts
/// 1 + 2 = 3 rounds; it is gone after them.
#[test]
fn the_banner_with_one_round_left_raised_again_lasts_3_rounds() {
    let mut g = gorou_vs_xingqiu().declared_end(P2).build();
    g.act("p1 skill Inuzaka All-Round Defense");
    g.end_round();
    assert_eq!(
        g.combat(P1, EntityId::GeneralsWarBanner).unwrap().duration,
        1
    );
    g.act("p1 skill Inuzaka All-Round Defense");
    assert_eq!(
        g.combat(P1, EntityId::GeneralsWarBanner).unwrap().duration,
        3
    );
    g.end_round().end_round();
    assert_eq!(
        g.combat(P1, EntityId::GeneralsWarBanner).unwrap().duration,
        1
    );
    g.end_round();
    assert!(g.combat(P1, EntityId::GeneralsWarBanner).is_none());
}

/// General's War Banner: "Your party's characters deal +1 Geo DMG": Noelle's Breastplate
/// (1 Geo) deals 2; her Normal Attack's Physical damage stays 2.
#[test]
fn the_banner_boosts_the_geo_damage_of_the_other_characters() {
    let mut g = gorou_vs_xingqiu()
        .dice(P1, &[("Omni", 12)])
        .declared_end(P2)
        .build();
    g.act("p1 skill Inuzaka All-Round Defense");
    g.act("p1 switch 2");
    g.clear_log().act("p1 skill Breastplate");
    assert_eq!(g.damages(), [(P2, 0, 1 + 1, "Geo".to_string())]);
    g.clear_log().act("p1 skill Favonius Bladework - Maid");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
}

/// Juuga: Forward Unto Victory: "Deals 2 Geo DMG, creates 1 General's War Banner, summons
/// General's Glory." Costs 3 Geo and 2 energy. General's Glory: "End Phase: Deal 1 Geo DMG.
/// If your party has 2 Geo characters, create 1 Crystallize. Usage(s): 2" With Noelle, the
/// End Phase strike (1 Geo: summons are not characters, no Banner bonus) creates
/// Crystallize (1 Shield point).
#[test]
fn juuga_summons_generals_glory_which_crystallizes_with_two_geo_characters() {
    let mut g = gorou_vs_xingqiu().energy(P1, 0, 2).build();
    g.act("p1 skill Juuga: Forward Unto Victory");
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert!(g.combat(P1, EntityId::GeneralsWarBanner).is_some());
    assert_eq!(g.summon(P1, EntityId::GeneralsGlory).unwrap().usage, 2);
    g.clear_log().end_round();
    assert!(g.damages().contains(&(P2, 0, 1, "Geo".to_string())));
    assert_eq!(g.hp(P2, 0), 10 - 2 - 1);
    assert_eq!(g.combat(P1, EntityId::Crystallize).unwrap().usage, 1);
    assert_eq!(g.summon(P1, EntityId::GeneralsGlory).unwrap().usage, 1);
}

/// General's Glory with Gorou the only Geo character: no Crystallize. A defeated Geo
/// character still counts (as in the reference).
#[test]
fn generals_glory_counts_geo_characters_defeated_ones_too() {
    let mut g = setup(
        ["Gorou", "Xingqiu", "Fischl"],
        ["Xingqiu", "Fischl", "Ganyu"],
    )
    .summon(
        P1,
        serde_json::json!({"name": "General's Glory", "usage": 2}),
    )
    .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert!(g.combat(P1, EntityId::Crystallize).is_none());

    let mut g = gorou_vs_xingqiu()
        .hp(P1, 1, 0)
        .summon(
            P1,
            serde_json::json!({"name": "General's Glory", "usage": 1}),
        )
        .build();
    g.end_round();
    assert_eq!(g.combat(P1, EntityId::Crystallize).unwrap().usage, 1);
    assert!(g.summon(P1, EntityId::GeneralsGlory).is_none(), "used up");
}

/// Rushing Hound: Swift as the Wind (3 Geo, Combat Action): "After Gorou equips this card,
/// immediately use Inuzaka All-Round Defense once. ... after any of your characters deals
/// Geo DMG: If General's War Banner is in play, draw 1 card. (Once per Round)" The Banner
/// its own skill raises counts: 1 card. Noelle's Geo damage later that round draws none;
/// next round, the first Geo damage draws again.
#[test]
fn rushing_hound_draws_once_per_round_after_geo_damage_with_the_banner() {
    let mut g = gorou_vs_xingqiu()
        .hand(P1, "Rushing Hound: Swift as the Wind")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .declared_end(P2)
        .build();
    g.act("p1 play Rushing Hound: Swift as the Wind target 1");
    assert!(g
        .status(P1, 0, EntityId::RushingHoundSwiftAsTheWind)
        .is_some());
    assert_eq!(g.hp(P2, 0), 10 - 2);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.hand(P1).len(), 1, "drew 1");
    g.act("p1 switch 2").act("p1 skill Breastplate");
    assert_eq!(g.hand(P1).len(), 1, "once per round");
    g.end_round();
    let before = g.hand(P1).len();
    g.act("p1 skill Breastplate");
    assert_eq!(g.hand(P1).len(), before + 1);
}

/// Without the Banner, Geo damage draws nothing; Physical damage never does.
#[test]
fn rushing_hound_needs_the_banner_and_geo_damage() {
    let mut g = gorou_vs_xingqiu()
        .status(
            P1,
            0,
            serde_json::json!({"name": "Rushing Hound: Swift as the Wind"}),
        )
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .declared_end(P2)
        .build();
    g.act("p1 switch 2").act("p1 skill Breastplate");
    assert_eq!(g.hand(P1).len(), 0, "no Banner");
    g.act("p1 switch 1")
        .act("p1 skill Inuzaka All-Round Defense");
    assert_eq!(g.hand(P1).len(), 1);
}

/// Physical damage does not draw, even with the Banner.
#[test]
fn rushing_hound_does_not_draw_after_physical_damage() {
    let mut g = gorou_vs_xingqiu()
        .status(
            P1,
            0,
            serde_json::json!({"name": "Rushing Hound: Swift as the Wind"}),
        )
        .combat(
            P1,
            serde_json::json!({"name": "General's War Banner", "duration": 2}),
        )
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 skill Ripping Fang Fletching");
    assert_eq!(g.hand(P1).len(), 0);
}
