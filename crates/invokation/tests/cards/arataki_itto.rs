//! Arataki Itto (6.5.0): 10 HP, 3 energy; Ushi, Superlative Superstrength, Raging Oni King,
//! Arataki Ichiban.

use crate::common::*;
use invokation::{DecisionKind, EntityId};
use serde_json::json;

/// Itto, Xingqiu and Diluc against Ganyu (12 HP), Fischl (10 HP) and Diluc (10 HP); every
/// Roll Phase gives 8 Omni dice.
fn itto() -> Setup {
    setup(
        ["Arataki Itto", "Xingqiu", "Diluc"],
        ["Ganyu", "Fischl", "Diluc"],
    )
    .set("config", json!({"all_omni": true}))
}

fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

fn stacks(g: &Game) -> Option<u8> {
    g.status(P1, 0, EntityId::SuperlativeSuperstrength)
        .map(|s| s.usage)
}

/// Fight Club Legend: "Deals 2 Physical DMG." (8 dice: a Charged Attack, but no stack.)
#[test]
fn fight_club_legend_deals_2_physical() {
    let mut g = itto().build();
    g.act("p1 skill Fight Club Legend");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Masatsu Zetsugi: Akaushi Burst!: "Deals 1 Geo DMG. Summons Ushi. This character gains
/// Superlative Superstrength." Ushi: 1 usage; Superlative Superstrength: 1 stack.
#[test]
fn akaushi_burst_summons_ushi_and_gives_a_stack() {
    let mut g = itto().build();
    g.act("p1 skill Masatsu Zetsugi: Akaushi Burst!");
    assert_eq!(g.damages(), [(P2, 0, 1, "Geo".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, EntityId::Ushi_116051).unwrap().usage, 1);
    assert_eq!(stacks(&g), Some(1));
}

/// Ushi: "When your active character takes DMG: Decrease DMG taken by 1. Usage(s): 1. When
/// the Usage is depleted, this card will not be discarded. / Can be triggered once while
/// this Summon is present: When your character takes DMG, Arataki Itto gains Superlative
/// Superstrength." Ganyu's Frostflake Arrow: 2 Cryo on Itto (1 taken) and 2 Piercing on
/// each standby character; one stack for all of it. The next hit is not reduced and gives
/// no stack.
#[test]
fn ushi_reduces_once_and_gives_one_stack() {
    let mut g = itto()
        .summon(P1, json!("Ushi"))
        .dice(P2, &[("Omni", 16)])
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Frostflake Arrow");
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert_eq!([g.hp(P1, 1), g.hp(P1, 2)], [10 - 2, 10 - 2]);
    let ushi = g.summon(P1, EntityId::Ushi_116051).unwrap();
    assert_eq!(ushi.usage, 0, "spent, still in play");
    assert_eq!(stacks(&g), Some(1));
    g.act("p1 end").act("p2 skill Liutian Archery");
    assert_eq!(g.hp(P1, 0), 9 - 2);
    assert_eq!(stacks(&g), Some(1), "once while Ushi is in play");
}

/// "When your character takes DMG": Itto on standby still gets the stack when the active
/// Xingqiu is hit.
#[test]
fn ushi_gives_the_stack_to_itto_on_standby() {
    let mut g = itto()
        .active(P1, 1)
        .summon(P1, json!("Ushi"))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Liutian Archery");
    assert_eq!(g.hp(P1, 1), 10 - 1);
    assert_eq!(stacks(&g), Some(1));
}

/// Ushi: "End Phase: Discard this card, deal 1 Geo DMG, and Arataki Itto gains Superlative
/// Superstrength." (6.5.0.)
#[test]
fn ushi_leaves_in_the_end_phase_with_a_geo_hit_and_a_stack() {
    let mut g = itto().summon(P1, json!("Ushi")).build();
    g.end_round();
    assert_eq!(g.damages(), [(P2, 0, 1, "Geo".to_string())]);
    assert!(g.summon(P1, EntityId::Ushi_116051).is_none());
    assert_eq!(stacks(&g), Some(1));
}

/// Before 6.5 Ushi's End Phase gave no stack ("End Phase: Discard this card, deal 1 Geo
/// DMG.").
#[test]
fn ushi_gave_no_stack_in_the_end_phase_before_6_5() {
    let mut g = itto()
        .set("version", json!("6.4.0"))
        .summon(P1, json!("Ushi"))
        .build();
    g.end_round();
    assert_eq!(g.damages(), [(P2, 0, 1, "Geo".to_string())]);
    assert!(g.summon(P1, EntityId::Ushi_116051).is_none());
    assert_eq!(stacks(&g), None);
}

/// Superlative Superstrength: "When the character to which this is attached uses a Charged
/// Attack: Deal +1 DMG. If there are at least 2 Usage(s), spend 1 less Unaligned Element."
/// With 2 stacks and 8 dice the Charged Attack costs 1 Geo + 1 and deals 2 + 1; one stack
/// is spent. With 1 stack (and 6 dice, even) it costs 3 again.
#[test]
fn superlative_superstrength_boosts_and_cheapens_charged_attacks() {
    let mut g = itto()
        .status(
            P1,
            0,
            json!({"name": "Superlative Superstrength", "usage": 2}),
        )
        .build();
    assert_eq!(g.state.skill_cost(P1, 0).unwrap().dice(), 2);
    g.act("p1 skill Fight Club Legend");
    assert_eq!(g.damages(), [(P2, 0, 3, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 2);
    assert_eq!(stacks(&g), Some(1));
    g.act("p2 end");
    assert_eq!(g.state.skill_cost(P1, 0).unwrap().dice(), 3, "1 stack");
}

/// Only Charged Attacks: with odd dice the Normal Attack keeps the stack and deals 2.
#[test]
fn superlative_superstrength_ignores_attacks_that_are_not_charged() {
    let mut g = itto()
        .dice(P1, &[("Omni", 7)])
        .status(
            P1,
            0,
            json!({"name": "Superlative Superstrength", "usage": 2}),
        )
        .build();
    assert_eq!(g.state.skill_cost(P1, 0).unwrap().dice(), 3);
    g.act("p1 skill Fight Club Legend");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(stacks(&g), Some(2));
}

/// "Usage(s): 1 (Can stack. Max 3 stacks.)"
#[test]
fn superlative_superstrength_stacks_to_three() {
    let mut g = itto()
        .status(
            P1,
            0,
            json!({"name": "Superlative Superstrength", "usage": 3}),
        )
        .dice(P1, &[("Omni", 7)])
        .build();
    g.act("p1 skill Masatsu Zetsugi: Akaushi Burst!");
    assert_eq!(stacks(&g), Some(3));
}

/// Royal Descent: Behold, Itto the Evil!: "Deals 4 Geo DMG. This character gains Raging Oni
/// King." Raging Oni King: "Normal Attacks deal +1 DMG, and their Physical DMG dealt
/// converted to Geo DMG. / Duration (Rounds): 2 / After the character to which this is
/// attached uses a Normal Attack: Gains Superlative Superstrength. (Once per Round)" The
/// first Normal Attack (odd dice: not charged) deals 2 Geo + 1 and gives a stack; the second
/// one (charged, with that stack) deals 2 + 1 + 1 and gives none.
#[test]
fn raging_oni_king_infuses_boosts_and_stacks_once_per_round() {
    let mut g = itto().energy(P1, 0, 3).dice(P1, &[("Omni", 12)]).build();
    g.act("p1 skill Royal Descent: Behold, Itto the Evil!");
    assert_eq!(g.damages(), [(P2, 0, 4, "Geo".to_string())]);
    assert_eq!(
        g.status(P1, 0, EntityId::RagingOniKing).unwrap().duration,
        2
    );
    assert_eq!(g.dice_total(P1), 9);
    g.act("p2 end").clear_log();
    g.act("p1 skill Fight Club Legend");
    assert_eq!(g.damages(), [(P2, 0, 3, "Geo".to_string())]);
    assert_eq!(stacks(&g), Some(1));
    g.clear_log().act("p1 skill Fight Club Legend");
    assert_eq!(g.damages(), [(P2, 0, 4, "Geo".to_string())]);
    assert_eq!(stacks(&g), None, "spent, and no second stack this round");
}

/// Before 4.2 Raging Oni King gave +2 ("普通攻击造成的伤害+2") and the burst dealt 5.
#[test]
fn raging_oni_king_gave_two_before_4_2() {
    let mut g = itto()
        .set("version", json!("3.6.0"))
        .energy(P1, 0, 3)
        .dice(P1, &[("Omni", 7)])
        .build();
    g.act("p1 skill Royal Descent: Behold, Itto the Evil!");
    assert_eq!(g.damages(), [(P2, 0, 5, "Geo".to_string())]);
    g.act("p2 end").clear_log();
    g.act("p1 skill Fight Club Legend");
    assert_eq!(g.damages(), [(P2, 0, 2 + 2, "Geo".to_string())]);
}

/// Arataki Ichiban (1 Geo + 2): "When your active character is Arataki Itto, equip this
/// card. After Arataki Itto equips this card, immediately use Fight Club Legend once. After
/// your Arataki Itto, who has this card equipped, uses Fight Club Legend for the second time
/// or more in one Round: If Superlative Superstrength is triggered, deal +1 additional DMG."
/// The card's attack (8 dice before paying: charged) is the first of the round: +1; the
/// second (charged again): +1 +1.
#[test]
fn arataki_ichiban_adds_one_from_the_second_attack_of_the_round() {
    let mut g = itto()
        .hand(P1, "Arataki Ichiban")
        .hand(P1, "Strategize")
        .status(
            P1,
            0,
            json!({"name": "Superlative Superstrength", "usage": 3}),
        )
        .build();
    g.act("p1 play Arataki Ichiban target 1");
    assert!(g.status(P1, 0, EntityId::AratakiIchiban).is_some());
    assert_eq!(g.damages(), [(P2, 0, 2 + 1, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3, "the card's cost");
    assert!(p2_to_act(&g));
    // Strategize (1 die) makes the dice even again: the next attack is charged (2 stacks:
    // it costs 2).
    g.act("p2 end").act("p1 play Strategize").clear_log();
    g.act("p1 skill Fight Club Legend");
    assert_eq!(g.damages(), [(P2, 0, 2 + 1 + 1, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 4 - 2);
    assert_eq!(stacks(&g), Some(1));
}
