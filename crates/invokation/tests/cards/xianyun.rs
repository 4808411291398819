//! Xianyun (6.5.0): 10 HP, 2 energy; Skyladder, Driftcloud Wave, Starwicker (a Technique:
//! Adeptal Assistance, Soaring on the Wind), They Call Her Cloud Retainer.

use crate::common::*;
use invokation::log::LogEvent;
use invokation::EntityId;
use serde_json::json;

const SKYLADDER: EntityId = EntityId::Skyladder;
const WAVE: EntityId = EntityId::DriftcloudWave;
const SOARING: EntityId = EntityId::SoaringOnTheWind;
const STARWICKER: EntityId = EntityId::Starwicker;
const TALENT: EntityId = EntityId::TheyCallHerCloudRetainer;

/// Xianyun, Xingqiu and Ganyu against Noelle (12 HP); 16 Omni dice each; P2 has ended its
/// round, so P1 acts on.
fn xianyun() -> Setup {
    setup(
        ["Xianyun", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .declared_end(P2)
}

/// The skills used, as (side, position, plunging).
fn plunges(g: &Game) -> Vec<(invokation::Player, u8, bool)> {
    g.log
        .iter()
        .filter_map(|e| match *e {
            LogEvent::Skill {
                player,
                character,
                plunging,
                ..
            } => Some((player, character, plunging)),
            _ => None,
        })
        .collect()
}

/// Word of Wind and Flower (1 Anemo, 2 unaligned): "Deals 1 Anemo DMG."
#[test]
fn word_of_wind_and_flower_deals_1_anemo() {
    let mut g = xianyun().build();
    g.act("p1 skill Word of Wind and Flower");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Anemo")]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// White Clouds at Dawn (3 Anemo): "Deals 1 Anemo DMG. Creates Skyladder. This character
/// gains Driftcloud Wave." Both: "Usage(s): 1 (Can stack. Max 2 stacks.)"
#[test]
fn white_clouds_at_dawn_creates_skyladder_and_driftcloud_wave() {
    let mut g = xianyun().build();
    g.act("p1 skill White Clouds at Dawn");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Anemo")]);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.combat(P1, SKYLADDER).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, WAVE).unwrap().usage, 1);
    g.act("p1 skill White Clouds at Dawn");
    assert_eq!(g.combat(P1, SKYLADDER).unwrap().usage, 2);
    assert_eq!(g.status(P1, 0, WAVE).unwrap().usage, 2);
    g.act("p1 skill White Clouds at Dawn");
    assert_eq!(g.combat(P1, SKYLADDER).unwrap().usage, 2, "at most 2");
    assert_eq!(g.status(P1, 0, WAVE).unwrap().usage, 2, "at most 2");
    assert_eq!(g.hp(P2, 0), 12 - 3);
}

/// Skyladder: "When you perform "Switch Character": Spend 1 less Elemental Die. Usage(s):
/// 1". Two usages: two free switches, then a switch costs its 1 die.
#[test]
fn skyladder_makes_switches_cheaper() {
    let mut g = xianyun()
        .combat(P1, json!({"name": "Skyladder", "usage": 2}))
        .build();
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 16);
    assert_eq!(g.combat(P1, SKYLADDER).unwrap().usage, 1);
    g.act("p1 switch 3");
    assert_eq!(g.dice_total(P1), 16);
    assert!(g.combat(P1, SKYLADDER).is_none(), "used up");
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 16 - 1);
}

/// Driftcloud Wave: "When you switch to the character to which this is attached: Deal 1
/// Anemo DMG. Usage(s): 1". A switch away from her, or between the others, does nothing.
#[test]
fn driftcloud_wave_strikes_when_switched_to_her() {
    let mut g = xianyun()
        .status(P1, 0, json!({"name": "Driftcloud Wave", "usage": 2}))
        .build();
    g.act("p1 switch 2").act("p1 switch 3");
    assert!(g.damages().is_empty());
    g.act("p1 switch 1");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Anemo")]);
    assert_eq!(g.status(P1, 0, WAVE).unwrap().usage, 1);
    g.act("p1 switch 2").act("p1 switch 1");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert!(g.status(P1, 0, WAVE).is_none(), "used up");
    g.act("p1 switch 2").act("p1 switch 1");
    assert_eq!(g.hp(P2, 0), 12 - 2);
}

/// Stars Gather at Dusk (3 Anemo, 2 energy): "Deals 1 Anemo DMG. Heals all allied
/// characters for 1 HP. Creates 1 Starwicker in your Hand."
#[test]
fn stars_gather_at_dusk_heals_all_and_creates_starwicker() {
    let mut g = xianyun()
        .energy(P1, 0, 2)
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .hp(P1, 2, 5)
        .build();
    g.act("p1 skill Stars Gather at Dusk");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Anemo")]);
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)), (6, 6, 6));
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.hand(P1), [invokation::CardId::Starwicker]);
}

/// Starwicker: "Technique: Adeptal Assistance (1 same): Heal the character to which this is
/// attached for 2 HP, make its next Normal Attack count as a Plunging Attack with +1 DMG,
/// and deal 1 Anemo DMG after that skill. Usage(s): 2". Played for free on Xingqiu, the
/// active character; Adeptal Assistance costs 1 die; his next Normal Attack (not switched
/// in: no plunge pending) plunges, deals 2 + 1 Physical, then 1 Anemo; the one after is
/// plain.
#[test]
fn adeptal_assistance_heals_and_makes_the_next_normal_attack_plunge() {
    let mut g = xianyun()
        .active(P1, 1)
        .hp(P1, 1, 5)
        .hand(P1, "Starwicker")
        .build();
    g.act("p1 play Starwicker target 2");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert_eq!(g.status(P1, 1, STARWICKER).unwrap().usage, 2);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), 16 - 1);
    assert_eq!(g.hp(P1, 1), 5 + 2);
    assert_eq!(g.status(P1, 1, SOARING).unwrap().usage, 1);
    assert_eq!(g.status(P1, 1, STARWICKER).unwrap().usage, 1);
    assert!(!g.state.player(P1).flags.plunge);
    g.clear_log();
    g.act("p1 skill Guhua Style");
    assert_eq!(plunges(&g), [(P1, 1, true)]);
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 2 + 1, "Physical"), hit(P2, 0, 1, "Anemo")]
    );
    assert!(g.status(P1, 1, SOARING).is_none(), "used up");
    g.clear_log();
    g.act("p1 skill Guhua Style");
    assert_eq!(plunges(&g), [(P1, 1, false)]);
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Physical")]);
    g.act("p1 technique");
    assert!(g.status(P1, 1, STARWICKER).is_none(), "2 usages spent");
}

/// Soaring on the Wind waits for its character's Normal Attack: another skill of that
/// character keeps it; the status on a standby character does not make the active
/// character's Normal Attack plunge, and plunges once that character is active.
#[test]
fn soaring_on_the_wind_waits_for_its_characters_normal_attack() {
    let mut g = xianyun()
        .status(P1, 1, json!({"name": "Soaring on the Wind", "usage": 1}))
        .status(P1, 0, json!({"name": "Soaring on the Wind", "usage": 1}))
        .build();
    g.act("p1 skill White Clouds at Dawn");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Anemo")]);
    assert!(g.status(P1, 0, SOARING).is_some(), "not a Normal Attack");
    g.act("p1 switch 2").act("p1 switch 3").clear_log();
    // Ganyu, switched in: her own plunge; Xingqiu's status does nothing for her.
    g.act("p1 skill Liutian Archery");
    assert_eq!(plunges(&g), [(P1, 2, true)]);
    assert_eq!(g.damages(), [hit(P2, 0, 2, "Physical")]);
    assert!(g.status(P1, 1, SOARING).is_some());
}

/// They Call Her Cloud Retainer (3 Anemo): "After Xianyun equips this card, immediately use
/// White Clouds at Dawn once. When you switch characters, this card gains 1 Storm Pinion
/// stack. (Max 2 stacks gained per Round) When your Xianyun, who has this card equipped,
/// uses Word of Wind and Flower, consume all Storm Pinion stacks. Each consumed stack
/// increases DMG dealt by 1." Three switches in a round gain 2 Pinions (a switch between
/// the others counts); her Normal Attack deals 1 + 2 and spends them; next round 2 more.
#[test]
fn cloud_retainer_gathers_pinions_and_spends_them_on_her_normal_attack() {
    let mut g = xianyun().hand(P1, "They Call Her Cloud Retainer").build();
    g.act("p1 play They Call Her Cloud Retainer target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Anemo")]);
    assert_eq!(g.combat(P1, SKYLADDER).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, WAVE).unwrap().usage, 1);
    assert_eq!(g.status(P1, 0, TALENT).unwrap().usage, 0);
    g.act("p1 switch 2").act("p1 switch 3");
    assert_eq!(g.status(P1, 0, TALENT).unwrap().usage, 2);
    g.act("p1 switch 1");
    assert_eq!(g.status(P1, 0, TALENT).unwrap().usage, 2, "2 a round");
    assert_eq!(g.hp(P2, 0), 12 - 1 - 1, "Driftcloud Wave");
    g.clear_log();
    g.act("p1 skill Word of Wind and Flower");
    assert_eq!(g.damages(), [hit(P2, 0, 1 + 2, "Anemo")]);
    assert_eq!(g.status(P1, 0, TALENT).unwrap().usage, 0, "all spent");
    g.clear_log();
    g.act("p1 skill Word of Wind and Flower");
    assert_eq!(g.damages(), [hit(P2, 0, 1, "Anemo")]);
    g.act("p1 end");
    while g.state.decision_of(P2) == Some(invokation::DecisionKind::Action) {
        g.act("p2 end");
    }
    g.act("p1 switch 2").act("p1 switch 1").act("p1 switch 2");
    assert_eq!(
        g.status(P1, 0, TALENT).unwrap().usage,
        2,
        "2 more next round"
    );
}

/// A Normal Attack that Soaring on the Wind makes a Plunging Attack is one for every effect
/// that cares, its cost included: with Albedo's Descent of Divinity and Solar Isotoma on the
/// field, Xingqiu's Normal Attack (no plunge pending) costs 1 unaligned die less and deals
/// 2 + 1 (Soaring) + 1 (Descent) Physical, then 1 Anemo.
#[test]
fn soaring_on_the_wind_is_a_plunge_for_costs_and_bonuses() {
    let mut g = setup(
        ["Albedo", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .active(P1, 1)
    .status(P1, 0, json!("Descent of Divinity"))
    .summon(P1, json!("Solar Isotoma"))
    .status(P1, 1, json!({"name": "Soaring on the Wind", "usage": 1}))
    .build();
    assert!(!g.state.player(P1).flags.plunge);
    g.clear_log();
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 16 - 2);
    assert_eq!(plunges(&g), [(P1, 1, true)]);
    assert_eq!(
        g.damages(),
        [hit(P2, 0, 2 + 1 + 1, "Physical"), hit(P2, 0, 1, "Anemo")]
    );
}
