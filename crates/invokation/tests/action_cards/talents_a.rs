//! Talent cards (first batch): Xingqiu, Diluc, Fischl, Sucrose, Noelle, Keqing, Mona. Each
//! test quotes the card's text; the numbers come from the 6.5.0 facts.

use crate::common::*;
use invokation::{CardId, DecisionKind, EntityId, Player};
use serde_json::json;

fn hand(g: &Game, p: Player) -> Vec<CardId> {
    g.state.player(p).hand.to_vec()
}

/// After a Combat Action of P1, the turn has passed to P2.
fn p2_to_act(g: &Game) -> bool {
    g.state.decision_of(P2) == Some(DecisionKind::Action)
}

/// The Scent Remained (3 Hydro): "Combat Action: When your active character is Xingqiu,
/// equip this card. After Xingqiu equips this card, immediately use Fatal Rainscreen once.
/// When your Xingqiu has this card equipped, the Rain Sword created can block DMG of at
/// least 2 and its starting Usage(s) +1." (The talent's Rain Sword replaces the other one.)
#[test]
fn the_scent_remained_rain_sword_blocks_two_damage_three_times() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "The Scent Remained")
    .combat(P1, json!({"name": "Rain Sword", "usage": 1}))
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play The Scent Remained target 2").is_err(),
        "Ganyu cannot equip Xingqiu's talent"
    );
    g.act("p1 play The Scent Remained target 1");
    assert!(g.status(P1, 0, EntityId::TheScentRemained).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P2, 0), 10 - 2, "Fatal Rainscreen: 2 Hydro");
    assert_eq!(
        g.aura(P1, 0),
        vec!["Hydro"],
        "Xingqiu applies Hydro to himself"
    );
    assert_eq!(g.energy(P1, 0), 1);
    assert!(
        g.combat(P1, EntityId::RainSword_112021).is_none(),
        "replaced"
    );
    assert_eq!(g.combat(P1, EntityId::RainSword_112023).unwrap().usage, 3);
    assert!(p2_to_act(&g), "a combat action");
    // 2 Physical is blocked down to 1 (the plain Rain Sword needs at least 3).
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert_eq!(g.combat(P1, EntityId::RainSword_112023).unwrap().usage, 2);
    assert!(hand(&g, P1).is_empty());
}

/// The Scent Remained: a Rain Sword created by Xingqiu without the talent is the plain one
/// (it does not block 2 damage).
#[test]
fn without_the_scent_remained_rain_sword_ignores_two_damage() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build();
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.combat(P1, EntityId::RainSword_112021).unwrap().usage, 2);
    assert!(g.combat(P1, EntityId::RainSword_112023).is_none());
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 2);
}

/// The Scent Remained is refused while Xingqiu is on standby or Frozen (he must be active
/// and able to use Fatal Rainscreen).
#[test]
fn the_scent_remained_needs_xingqiu_active_and_able_to_use_skills() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "The Scent Remained")
    .build();
    assert!(g.try_act("p1 play The Scent Remained target 2").is_err());
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "The Scent Remained")
    .status(P1, 0, json!("Frozen"))
    .build();
    assert!(g.try_act("p1 play The Scent Remained target 1").is_err());
}

/// Flowing Flame (3 Pyro): "Combat Action: When your active character is Diluc, equip this
/// card. After Diluc equips this card, immediately use Searing Onslaught once. When your
/// Diluc, who has this card equipped, uses Searing Onslaught for the second and third times
/// in one Round, spend 1 less Pyro Die." The use through the card is the first of the round.
#[test]
fn flowing_flame_second_and_third_searing_onslaught_cost_one_less() {
    let mut g = setup(
        ["Diluc", "Ganyu", "Xingqiu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .hand(P1, "Flowing Flame")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Flowing Flame target 1");
    assert!(g.status(P1, 0, EntityId::FlowingFlame).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3, "the card costs 3");
    assert_eq!(g.hp(P2, 0), 12 - 3, "Searing Onslaught: 3 Pyro");
    assert!(p2_to_act(&g));
    g.act("p2 end");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 13 - 2, "second use: 3 - 1");
    assert_eq!(g.hp(P2, 0), 9 - 3);
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 11 - 2, "third use: 3 - 1");
    assert_eq!(g.hp(P2, 0), 6 - 5, "third use: +2");
    assert!(
        g.try_act("p1 skill Searing Onslaught dice 2*Omni").is_err(),
        "fourth use: full cost"
    );
    g.act("p1 skill Searing Onslaught dice 3*Omni");
    assert_eq!(g.dice_total(P1), 9 - 3);
}

/// Stellar Predator (3 Electro): "Combat Action: When your active character is Fischl, equip
/// this card. After Fischl equips this card, immediately use Nightrider once. When your
/// Fischl, who has this card equipped, creates an Oz, Oz will gain the following effect:
/// after Fischl uses a Normal Attack: Deal 2 Electro DMG. (Consumes Usage(s))" The new Oz
/// (2 usages) replaces the Oz already there.
#[test]
fn stellar_predator_oz_strikes_after_fischls_normal_attacks() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
    .hand(P1, "Stellar Predator")
    .summon(P1, json!({"name": "Oz", "usage": 1}))
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Stellar Predator target 1");
    assert!(g.status(P1, 0, EntityId::StellarPredator).is_some());
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(g.hp(P2, 0), 12 - 1, "Nightrider: 1 Electro");
    assert!(g.summon(P1, EntityId::Oz_114011).is_none(), "replaced");
    assert_eq!(g.summon(P1, EntityId::Oz_114012).unwrap().usage, 2);
    assert_eq!(g.state.player(P1).summons.len(), 1);
    assert!(p2_to_act(&g));
    g.act("p2 end");
    g.act("p1 skill Bolts of Downfall");
    assert_eq!(g.hp(P2, 0), 11 - 2 - 2, "2 Physical, then Oz: 2 Electro");
    assert_eq!(g.summon(P1, EntityId::Oz_114012).unwrap().usage, 1);
    // Another character's Normal Attack does not trigger it.
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 7 - 2);
    assert_eq!(g.summon(P1, EntityId::Oz_114012).unwrap().usage, 1);
    g.act("p1 switch 1").act("p1 skill Bolts of Downfall");
    assert_eq!(g.hp(P2, 0), 5 - 2 - 2);
    assert!(
        g.summon(P1, EntityId::Oz_114012).is_none(),
        "last usage spent"
    );
}

/// Chaotic Entropy (3 Anemo, 2 Energy): "Combat Action: When your active character is
/// Sucrose, equip this card. After Sucrose equips this card, immediately use Forbidden
/// Creation - Isomer 75 / Type II once. After the Large Wind Spirit created by your Sucrose,
/// who had this card equipped, has converted to another Elemental Type: Deal +1 DMG of this
/// Elemental Type." As in the reference: the Swirl of the burst converts the new spirit after
/// the burst (its spread damage gets no bonus); then the side's Pyro damage is +1, the
/// spirit's own End Phase damage included.
#[test]
fn chaotic_entropy_converted_spirit_boosts_that_element() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Xingqiu"],
        ["Fischl", "Collei", "Noelle"],
    )
    .hand(P1, "Chaotic Entropy")
    .energy(P1, 0, 1)
    .aura(P2, 0, &["Pyro"])
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Chaotic Entropy target 1").is_err(),
        "needs 2 energy"
    );
    let mut g = setup(
        ["Sucrose", "Diluc", "Xingqiu"],
        ["Fischl", "Collei", "Noelle"],
    )
    .hand(P1, "Chaotic Entropy")
    .energy(P1, 0, 2)
    .aura(P2, 0, &["Pyro"])
    .summon(P1, json!("Large Wind Spirit"))
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Chaotic Entropy target 1");
    assert!(g.status(P1, 0, EntityId::ChaoticEntropy).is_some());
    assert_eq!(g.energy(P1, 0), 0, "the card's 2 energy");
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(g.hp(P2, 0), 10 - 1, "1 Anemo, Swirl");
    assert_eq!(
        [g.hp(P2, 1), g.hp(P2, 2)],
        [11 - 1, 12 - 1],
        "spread 1 Pyro"
    );
    assert!(g.summon(P1, EntityId::LargeWindSpirit_115011).is_none());
    let spirit = g.summon(P1, EntityId::LargeWindSpirit_115012).unwrap();
    assert_eq!(spirit.usage, 3);
    assert!(p2_to_act(&g));
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 9 - (3 + 1), "Pyro +1");
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 5 - (2 + 1), "the spirit's 2 Pyro +1");
}

/// Chaotic Entropy: before its Large Wind Spirit has converted, nothing is boosted.
#[test]
fn chaotic_entropy_spirit_boosts_nothing_before_converting() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Xingqiu"],
        ["Fischl", "Collei", "Noelle"],
    )
    .hand(P1, "Chaotic Entropy")
    .energy(P1, 0, 2)
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Chaotic Entropy target 1");
    assert_eq!(g.hp(P2, 0), 10 - 1);
    g.act("p2 end").act("p1 skill Wind Spirit Creation");
    assert_eq!(g.hp(P2, 0), 9 - 1, "Anemo: no bonus");
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 8 - 2, "the spirit's 2 Anemo");
}

/// I Got Your Back (3 Geo): "Combat Action: When your active character is Noelle, equip this
/// card. After Noelle equips this card, immediately use Breastplate once. After Noelle uses
/// a Normal Attack: If this card and Full Plate are both still in play, heal all your
/// characters for 1 HP. (Once per Round)"
#[test]
fn i_got_your_back_heals_the_team_after_a_normal_attack_once_a_round() {
    let mut g = setup(
        ["Noelle", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "I Got Your Back")
    .hp(P1, 0, 9)
    .hp(P1, 1, 5)
    .hp(P1, 2, 6)
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play I Got Your Back target 1");
    assert!(g.status(P1, 0, EntityId::IGotYourBack).is_some());
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(g.hp(P2, 0), 10 - 1, "Breastplate: 1 Geo");
    assert_eq!(g.combat(P1, EntityId::FullPlate).unwrap().usage, 2);
    assert_eq!(
        [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)],
        [9, 5, 6],
        "no heal yet"
    );
    assert!(p2_to_act(&g));
    g.act("p2 end").act("p1 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P2, 0), 9 - 2);
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [10, 6, 7]);
    g.act("p1 skill Favonius Bladework - Maid");
    assert_eq!(
        [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)],
        [10, 6, 7],
        "once per round"
    );
}

/// I Got Your Back: without Full Plate in play, no heal.
#[test]
fn i_got_your_back_needs_full_plate() {
    let mut g = setup(
        ["Noelle", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .status(P1, 0, json!("I Got Your Back"))
    .hp(P1, 1, 5)
    .build();
    g.act("p1 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 1), 5);
}

/// Thundering Penance (3 Electro): "Combat Action: When your active character is Keqing,
/// equip this card. After Keqing equips this card, immediately use Stellar Restoration once.
/// When your Keqing, who has this card equipped, creates an Electro Elemental Infusion, it
/// will have the following effects: Starting Duration (Rounds) +1, Electro DMG dealt by the
/// attached character +1." With a Lightning Stiletto in hand, the skill discards it and gives
/// the (talent's) infusion, which replaces the one she had.
#[test]
fn thundering_penance_infusion_lasts_three_rounds_and_adds_one() {
    let mut g = setup(
        ["Keqing", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .hand(P1, "Thundering Penance")
    .hand(P1, "Lightning Stiletto")
    .status(
        P1,
        0,
        json!({"name": "Electro Elemental Infusion", "duration": 1}),
    )
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Thundering Penance target 1");
    assert!(g.status(P1, 0, EntityId::ThunderingPenance).is_some());
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(g.hp(P2, 0), 12 - 3, "3 Electro (the infusion comes after)");
    assert!(hand(&g, P1).is_empty(), "the Stiletto is discarded");
    assert!(g
        .status(P1, 0, EntityId::ElectroElementalInfusion_114032)
        .is_none());
    let inf = g
        .status(P1, 0, EntityId::ElectroElementalInfusion_114034)
        .unwrap();
    assert_eq!(inf.duration, 3, "2 + 1");
    g.act("p2 end").act("p1 skill Yunlai Swordsmanship");
    assert_eq!(g.hp(P2, 0), 9 - (2 + 1), "Physical becomes Electro, +1");
    g.act("p1 skill Stellar Restoration");
    assert_eq!(g.hp(P2, 0), 6 - (3 + 1), "Electro +1");
    assert_eq!(hand(&g, P1), vec![CardId::LightningStiletto]);
}

/// Thundering Penance without a Lightning Stiletto: the skill creates one; playing it then
/// gives the talent's infusion.
#[test]
fn thundering_penance_then_lightning_stiletto() {
    let mut g = setup(
        ["Keqing", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .hand(P1, "Thundering Penance")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Thundering Penance target 1");
    assert_eq!(hand(&g, P1), vec![CardId::LightningStiletto]);
    assert!(g
        .status(P1, 0, EntityId::ElectroElementalInfusion_114034)
        .is_none());
    g.act("p2 end").act("p1 play Lightning Stiletto");
    assert_eq!(
        g.status(P1, 0, EntityId::ElectroElementalInfusion_114034)
            .unwrap()
            .duration,
        3
    );
}

/// Prophecy of Submersion (3 Hydro, 3 Energy): "Combat Action: When your active character is
/// Mona, equip this card. When Mona equips this card, immediately use Stellaris Phantasm
/// once. When your Mona, who has this card equipped, is the active character, the
/// Hydro-Related Reactions you trigger deal +2 additional DMG."
#[test]
fn prophecy_of_submersion_boosts_hydro_reactions_while_mona_is_active() {
    let mut g = setup(["Mona", "Xingqiu", "Ganyu"], ["Diluc", "Fischl", "Noelle"])
        .hand(P1, "Prophecy of Submersion")
        .energy(P1, 0, 3)
        .aura(P2, 0, &["Pyro"])
        .aura(P2, 1, &["Pyro"])
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Prophecy of Submersion target 1");
    assert!(g.status(P1, 0, EntityId::ProphecyOfSubmersion).is_some());
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 13);
    assert_eq!(
        g.hp(P2, 0),
        10 - (4 + 2 + 2),
        "4 Hydro, Vaporize +2, the talent +2"
    );
    assert!(g.combat(P1, EntityId::IllusoryBubble).is_some());
    assert!(p2_to_act(&g));
    // Mona on standby: no bonus (Xingqiu's 2 Hydro on Fischl's Pyro: Vaporize, doubled by
    // the Illusory Bubble). Mona's switch is a fast action.
    g.act("p2 switch 2");
    g.act("p1 switch 2").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 1), 10 - (2 + 2) * 2);
}

/// Prophecy of Submersion: any damage of its side counts while Mona is active (a summon's
/// Hydro-related reaction is +2), a reaction without Hydro does not.
#[test]
fn prophecy_of_submersion_only_hydro_related_reactions() {
    let mut g = setup(["Mona", "Xingqiu", "Ganyu"], ["Diluc", "Fischl", "Noelle"])
        .status(P1, 0, json!("Prophecy of Submersion"))
        .summon(P1, json!("Reflection"))
        .summon(P1, json!("Oz"))
        .aura(P2, 0, &["Cryo", "Dendro"])
        .build();
    g.act("p1 end").act("p2 end");
    // End Phase: Reflection's 1 Hydro on Cryo + Dendro: Frozen +1, the talent +2; then
    // Oz's 1 Electro on the Dendro left: Quicken +1 only.
    assert_eq!(g.hp(P2, 0), 10 - (1 + 1 + 2) - (1 + 1));
}
