//! Talent cards (6.5.0) of Kaeya, Zhongli, Candace and Beidou: each a
//! Combat Action that equips the card and uses a skill at once (the character active and
//! able to use skills; a Burst's energy from that character), and what the equipped card
//! does afterwards.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

fn hps(g: &Game, p: invokation::Player) -> [u8; 3] {
    [g.hp(p, 0), g.hp(p, 1), g.hp(p, 2)]
}

fn decision(player: invokation::Player, kind: DecisionKind) -> Pending {
    Pending::Decision { player, kind }
}

/// A position whose Roll Phases give 8 Omni dice and no rerolls, so games go on across
/// rounds.
fn omni(p1: [&str; 3], p2: [&str; 3]) -> Setup {
    setup(p1, p2).set("config", json!({"all_omni": true}))
}

// Kaeya: Cold-Blooded Strike.

/// Cold-Blooded Strike (Combat Action, 3 Cryo): "When your active character is Kaeya,
/// equip this card. After Kaeya equips this card, immediately use Frostgnaw once. After
/// your Kaeya, who has this card equipped, uses Frostgnaw, he heals himself for 2 HP. (Once
/// per Round)"
#[test]
fn cold_blooded_strike_uses_frostgnaw_and_heals_once_a_round() {
    let mut g = omni(
        ["Kaeya", "Bennett", "Ganyu"],
        ["Noelle", "Sucrose", "Fischl"],
    )
    .hp(P1, 0, 4)
    .hand(P1, "Cold-Blooded Strike")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Cold-Blooded Strike target 1");
    assert!(g.status(P1, 0, EntityId::ColdBloodedStrike).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 3, "Frostgnaw: 3 Cryo");
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(
        g.hp(P1, 0),
        4 + 2,
        "healed after the Frostgnaw the card uses"
    );
    assert_eq!(g.energy(P1, 0), 1, "the skill gains energy");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(
        g.state.pending(),
        decision(P2, DecisionKind::Action),
        "a combat action"
    );
    g.act("p2 end");
    g.act("p1 skill Frostgnaw");
    assert_eq!(g.hp(P2, 0), 9 - 3);
    assert_eq!(g.hp(P1, 0), 6, "once per round");
    // Round 2 (P2, who ended first, starts and ends at once).
    g.end_round();
    // Not after another skill.
    g.act("p1 skill Ceremonial Bladework");
    assert_eq!(g.hp(P2, 0), 6 - 2);
    assert_eq!(g.hp(P1, 0), 6);
    g.act("p1 skill Frostgnaw");
    assert_eq!(g.hp(P2, 0), 4 - 3);
    assert_eq!(g.hp(P1, 0), 6 + 2, "again the next round");
}

/// A talent that uses a skill needs its character active and able to use skills, and is
/// refused for another character.
#[test]
fn cold_blooded_strike_is_refused_on_standby_frozen_or_on_another_character() {
    let mut g = setup(
        ["Bennett", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hand(P1, "Cold-Blooded Strike")
    .build();
    assert!(
        g.try_act("p1 play Cold-Blooded Strike target 2").is_err(),
        "Kaeya on standby"
    );
    assert!(
        g.try_act("p1 play Cold-Blooded Strike target 1").is_err(),
        "not Kaeya's card"
    );
    let mut g = setup(
        ["Kaeya", "Bennett", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .status(P1, 0, json!("Frozen"))
    .hand(P1, "Cold-Blooded Strike")
    .build();
    assert!(
        g.try_act("p1 play Cold-Blooded Strike target 1").is_err(),
        "Frozen"
    );
    assert_eq!(g.state.player(P1).hand.len(), 1, "nothing changed");
}

// Zhongli: Dominance of Earth.

/// Dominance of Earth (Combat Action, 5 Geo): "When your active character is Zhongli, equip
/// this card. After Zhongli equips this card, immediately use Dominus Lapidis: Striking
/// Stone once. When your Zhongli, who has this card equipped, has at least 7 HP, the DMG
/// dealt by Zhongli and the Geo DMG from your Summons +1. (3 times per Round)"
#[test]
fn dominance_of_earth_uses_striking_stone_and_boosts_zhongli_and_geo_summons() {
    let mut g = omni(
        ["Zhongli", "Fischl", "Ganyu"],
        ["Kaeya", "Sucrose", "Noelle"],
    )
    .summon(P1, json!({"name": "Stone Stele", "usage": 1}))
    .summon(P1, json!({"name": "Oz", "usage": 2}))
    .hand(P1, "Dominance of Earth")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Dominance of Earth target 1");
    assert!(g.status(P1, 0, EntityId::DominanceOfEarth).is_some());
    assert_eq!(g.hp(P2, 0), 10 - 3 - 1, "Striking Stone: 3 Geo + 1");
    assert_eq!(g.dice_total(P1), 16 - 5);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.summon(P1, EntityId::StoneStele).unwrap().usage, 2);
    assert_eq!(g.combat(P1, EntityId::JadeShield).unwrap().usage, 2);
    g.clear_log().act("p1 end");
    // End Phase: Stone Stele (Geo) is boosted, Oz (Electro) is not.
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 1 + 1, "Geo".to_string()),
            (P2, 0, 1, "Electro".to_string())
        ]
    );
}

/// Dominance of Earth: three times per round, and only while Zhongli has at least 7 HP.
#[test]
fn dominance_of_earth_three_times_a_round_at_7_hp_or_more() {
    let mut g = omni(
        ["Zhongli", "Fischl", "Ganyu"],
        ["Noelle", "Sucrose", "Kaeya"],
    )
    .hp(P1, 0, 7)
    .status(P1, 0, json!("Dominance of Earth"))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    for _ in 0..4 {
        g.act("p1 skill Rain of Stone");
    }
    let amounts: Vec<u8> = g.damages().iter().map(|d| d.2).collect();
    assert_eq!(amounts, [3, 3, 3, 2], "2 Physical, +1 three times");
    // Round 2 (P2 starts): Sucrose comes in and takes the next one.
    g.act("p1 end").act("p2 switch 2");
    g.clear_log().act("p1 skill Rain of Stone");
    assert_eq!(
        g.damages(),
        [(P2, 1, 3, "Physical".to_string())],
        "a new round"
    );
    let mut g = omni(
        ["Zhongli", "Fischl", "Ganyu"],
        ["Kaeya", "Sucrose", "Noelle"],
    )
    .hp(P1, 0, 6)
    .status(P1, 0, json!("Dominance of Earth"))
    .build();
    g.act("p1 skill Rain of Stone");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())], "6 HP");
}

// Candace: The Overflow.

const PRAYER: EntityId = EntityId::PrayerOfTheCrimsonCrown_112072;
const PRAYER_TALENT: EntityId = EntityId::PrayerOfTheCrimsonCrown_112073;

/// The Overflow (Combat Action, 3 Hydro, 2 Energy): "When Candace is your active character,
/// equip this card. After Candace equips this card, she will immediately use Sacred Rite:
/// Wagtail's Tide once. When this card is equipped by Candace, her Prayer of the Crimson
/// Crown has the following extra effect: After your character uses a Normal Attack: Deals 1
/// Hydro DMG. (Once per Round)" Counted apart from the strike after a switch.
#[test]
fn the_overflow_prayer_strikes_after_a_normal_attack_once_a_round() {
    let mut g = omni(
        ["Candace", "Kaeya", "Ganyu"],
        ["Noelle", "Sucrose", "Fischl"],
    )
    .energy(P1, 0, 2)
    .combat(P1, json!("Prayer of the Crimson Crown"))
    .hand(P1, "The Overflow")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play The Overflow target 1");
    assert!(g.status(P1, 0, EntityId::TheOverflow).is_some());
    assert_eq!(g.hp(P2, 0), 12 - 2, "Wagtail's Tide: 2 Hydro");
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert!(g.combat(P1, PRAYER).is_none(), "replaced");
    assert_eq!(g.combat(P1, PRAYER_TALENT).unwrap().duration, 2);
    g.clear_log()
        .act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 3, "Hydro".to_string()),
            (P2, 0, 1, "Hydro".to_string())
        ],
        "2 Physical as Hydro +1, then the extra 1 Hydro"
    );
    g.clear_log()
        .act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(
        g.damages(),
        [(P2, 0, 3, "Hydro".to_string())],
        "once per round"
    );
    g.clear_log().act("p1 switch 2");
    assert_eq!(
        g.damages(),
        [(P2, 0, 1, "Hydro".to_string())],
        "the strike after a switch is its own"
    );
    assert_eq!(g.hp(P2, 0), 12 - 2 - 4 - 3 - 1);
    // Next round (P2 starts and brings Sucrose in), after any character's Normal Attack.
    g.act("p1 end").act("p2 switch 2");
    g.clear_log().act("p1 skill Ceremonial Bladework");
    assert_eq!(
        g.damages(),
        [
            (P2, 1, 3, "Hydro".to_string()),
            (P2, 1, 1, "Hydro".to_string())
        ],
    );
}

/// Without the talent, Wagtail's Tide creates the plain Prayer, which does not strike after
/// a Normal Attack.
#[test]
fn the_plain_prayer_does_not_strike_after_a_normal_attack() {
    let mut g = setup(
        ["Candace", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 2)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 skill Sacred Rite: Wagtail's Tide");
    assert!(g.combat(P1, PRAYER).is_some());
    g.clear_log()
        .act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(g.damages(), [(P2, 0, 3, "Hydro".to_string())]);
}

// Beidou: Lightning Storm.

/// Lightning Storm (Combat Action, 3 Electro): "When your active character is Beidou,
/// equip this card. After Beidou equips this card, immediately use Tidecaller once. After
/// Beidou, who has this card equipped, uses Wavestrider: Beidou's Normal Attacks this Round
/// will cost 1 less Unaligned Element. (Can be triggered 2 times)" (Summoner of Lightning,
/// Usage(s): 2.)
#[test]
fn lightning_storm_prepares_wavestrider_then_cheapens_two_normal_attacks() {
    let mut g = omni(
        ["Beidou", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .hand(P1, "Lightning Storm")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Lightning Storm target 1");
    assert!(g.status(P1, 0, EntityId::LightningStorm).is_some());
    assert_eq!(
        g.status(P1, 0, EntityId::TidecallerSurfEmbrace_114051)
            .unwrap()
            .usage,
        2
    );
    assert!(g.status(P1, 0, EntityId::Wavestrider).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
    g.act("p2 end");
    // Wavestrider is P1's next action: 3 Electro, then Summoner of Lightning.
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(
        g.status(P1, 0, EntityId::SummonerOfLightning)
            .unwrap()
            .usage,
        2
    );
    g.act("p1 skill Oceanborne");
    assert_eq!(g.dice_total(P1), 13 - 2, "1 Electro + 1 unaligned");
    g.act("p1 skill Oceanborne");
    assert_eq!(g.dice_total(P1), 11 - 2);
    assert!(g.status(P1, 0, EntityId::SummonerOfLightning).is_none());
    g.act("p1 skill Oceanborne");
    assert_eq!(g.dice_total(P1), 9 - 3, "twice only");
}

/// Summoner of Lightning lasts "this Round", and only Beidou's Normal Attacks are cheaper.
#[test]
fn summoner_of_lightning_ends_with_the_round() {
    let mut g = omni(
        ["Beidou", "Kaeya", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .status(P1, 0, json!("Summoner of Lightning"))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    assert_eq!(
        g.status(P1, 0, EntityId::SummonerOfLightning)
            .unwrap()
            .usage,
        2
    );
    g.act("p1 skill Tidecaller");
    assert_eq!(g.dice_total(P1), 16 - 3, "not an Elemental Skill");
    g.act("p1 switch 2").act("p1 skill Ceremonial Bladework");
    assert_eq!(g.dice_total(P1), 13 - 1 - 3, "not another character's");
    g.act("p1 end");
    assert!(g.status(P1, 0, EntityId::SummonerOfLightning).is_none());
}
