//! Layla (6.5.0): 10 HP, 2 energy; Curtain of Slumber Shield, Shooting Star (Night Stars,
//! kept as its usages), Celestial Dreamsphere; the talent Light's Remit.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

/// Layla, Xingqiu and Ganyu against Diluc (10 HP; Tempered Sword: 2 Physical), Fischl and
/// Sucrose; every Roll Phase gives 8 Omni dice.
fn layla() -> Setup {
    setup(
        ["Layla", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
}

fn stars(g: &Game) -> Option<u8> {
    g.combat(P1, EntityId::ShootingStar).map(|s| s.usage)
}

/// Layla: 10 HP. Sword of the Radiant Path: "Deals 2 Physical DMG." (1 Cryo + 2 dice.) The
/// Normal Attack is a skill: it does not create Shooting Star, which is not there yet.
#[test]
fn sword_of_the_radiant_path_deals_2_physical() {
    let mut g = layla().build();
    assert_eq!(g.hp(P1, 0), 10);
    g.act("p1 skill Sword of the Radiant Path");
    assert_eq!(g.damages(), [(P2, 0, 2, "Physical".to_string())]);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(stars(&g), None);
}

/// Nights of Formal Focus: "Creates 1 Curtain of Slumber Shield and Shooting Star." No
/// damage; costs 3 Cryo; gains 1 energy. "(The Skill that causes this Combat Status will
/// also trigger this effect)": Shooting Star starts with 1 Night Star. The Curtain: 2
/// Shield points.
#[test]
fn nights_of_formal_focus_creates_the_curtain_and_shooting_star_with_1_star() {
    let mut g = layla().build();
    g.act("p1 skill Nights of Formal Focus");
    assert!(g.damages().is_empty());
    assert_eq!(g.hp(P2, 0), 10);
    assert_eq!(
        g.combat(P1, EntityId::CurtainOfSlumberShield)
            .unwrap()
            .usage,
        2
    );
    assert_eq!(stars(&g), Some(1));
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Curtain of Slumber Shield: "Grants 2 Shield points to defend your active character."
/// Diluc's 2 Physical are absorbed; the Curtain is used up.
#[test]
fn curtain_of_slumber_shield_absorbs_2() {
    let mut g = layla().build();
    g.act("p1 skill Nights of Formal Focus");
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10);
    assert!(g.combat(P1, EntityId::CurtainOfSlumberShield).is_none());
}

/// Shooting Star: "After your character uses a Skill: Accumulate 1 Night Star. If you have
/// at least 4 Night Stars, consume 4 Night Stars and deal 1 Cryo DMG." Any character of
/// the side counts (Xingqiu's skill too); the opponent's skills do not. At 0 stars it
/// stays.
#[test]
fn shooting_star_strikes_with_4_night_stars() {
    let mut g = layla()
        .combat(P1, json!({"name": "Shooting Star", "usage": 2}))
        .build();
    g.act("p1 skill Sword of the Radiant Path");
    assert_eq!(stars(&g), Some(3));
    assert_eq!(g.hp(P2, 0), 10 - 2);
    g.act("p2 skill Tempered Sword");
    assert_eq!(stars(&g), Some(3), "the opponent's skill adds no star");
    g.clear_log();
    g.act("p1 switch 2").act("p2 end");
    g.act("p1 skill Guhua Style");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 2, "Physical".to_string()),
            (P2, 0, 1, "Cryo".to_string())
        ]
    );
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 1);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(stars(&g), Some(0), "4 consumed; it stays at 0");
}

/// Shooting Star: "When causing this Combat Status again: Accumulate 2 Night Stars." With
/// 1 star, Nights of Formal Focus again: 1 + 2, then 1 for the skill = 4, which strike at
/// once (1 Cryo), leaving 0. The Curtain is refreshed to 2.
#[test]
fn shooting_star_created_again_gains_2_stars() {
    let mut g = layla().build();
    g.act("p1 skill Nights of Formal Focus");
    assert_eq!(stars(&g), Some(1));
    g.act("p2 skill Tempered Sword");
    assert!(g.combat(P1, EntityId::CurtainOfSlumberShield).is_none());
    g.clear_log().act("p1 skill Nights of Formal Focus");
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(stars(&g), Some(0));
    assert_eq!(
        g.combat(P1, EntityId::CurtainOfSlumberShield)
            .unwrap()
            .usage,
        2
    );
}

/// Dream of the Star-Stream Shaker: "Deals 3 Cryo DMG, summons 1 Celestial Dreamsphere."
/// Costs 3 Cryo and 2 energy.
#[test]
fn dream_of_the_star_stream_shaker_deals_3_cryo_and_summons_the_dreamsphere() {
    let mut g = layla().energy(P1, 0, 2).build();
    g.act("p1 skill Dream of the Star-Stream Shaker");
    assert_eq!(g.damages(), [(P2, 0, 3, "Cryo".to_string())]);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(
        g.summon(P1, EntityId::CelestialDreamsphere).unwrap().usage,
        2
    );
}

/// Celestial Dreamsphere: "End Phase: Deal 1 Cryo DMG. If Shooting Star is in play, it will
/// let it gain 1 Night Star. Usage(s): 2". The star it adds does not strike, even at 4 (as
/// the reference): the next skill does (4 + 1 = 5, 4 consumed, 1 left).
#[test]
fn celestial_dreamsphere_strikes_and_adds_a_night_star() {
    let mut g = layla()
        .summon(P1, json!("Celestial Dreamsphere"))
        .combat(P1, json!({"name": "Shooting Star", "usage": 3}))
        .build();
    g.end_round();
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(stars(&g), Some(4), "no strike in the End Phase");
    assert_eq!(
        g.summon(P1, EntityId::CelestialDreamsphere).unwrap().usage,
        1
    );
    g.clear_log();
    g.act("p1 skill Sword of the Radiant Path");
    assert_eq!(
        g.damages(),
        [
            (P2, 0, 2, "Physical".to_string()),
            (P2, 0, 1, "Cryo".to_string())
        ]
    );
    assert_eq!(stars(&g), Some(1));
}

/// Celestial Dreamsphere without Shooting Star: only its damage; after two End Phases it
/// leaves.
#[test]
fn celestial_dreamsphere_without_shooting_star() {
    let mut g = layla().summon(P1, json!("Celestial Dreamsphere")).build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(stars(&g), None);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1 - 1);
    assert!(g.summon(P1, EntityId::CelestialDreamsphere).is_none());
}

/// Light's Remit (3 Cryo): "When your active character is Layla, equip this card. After
/// Layla equips this card, immediately use Nights of Formal Focus. When Layla is on the
/// field and has this card equipped, every time Shooting Star deals DMG, draw 1 card."
/// With 3 stars: 3 + 2 (created again) + 1 (the skill) = 6: a strike (draws 1), 2 left.
#[test]
fn lights_remit_draws_a_card_when_shooting_star_strikes() {
    let mut g = layla()
        .hand(P1, "Light's Remit")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .combat(P1, json!({"name": "Shooting Star", "usage": 3}))
        .build();
    g.act("p1 play Light's Remit target 1");
    assert!(g.status(P1, 0, EntityId::LightsRemit).is_some());
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.damages(), [(P2, 0, 1, "Cryo".to_string())]);
    assert_eq!(stars(&g), Some(2));
    assert_eq!(g.hand(P1).len(), 1, "the talent played, 1 card drawn");
}

/// Light's Remit: no strike, no draw; without the talent, a strike draws nothing.
#[test]
fn shooting_star_draws_only_with_lights_remit() {
    let mut g = layla()
        .hand(P1, "Light's Remit")
        .deck(P1, "Sweet Madame")
        .build();
    g.act("p1 play Light's Remit target 1");
    assert_eq!(stars(&g), Some(1));
    assert!(g.hand(P1).is_empty(), "no strike: no card");
    let mut g = layla()
        .deck(P1, "Sweet Madame")
        .combat(P1, json!({"name": "Shooting Star", "usage": 3}))
        .build();
    g.act("p1 skill Sword of the Radiant Path");
    assert_eq!(stars(&g), Some(0));
    assert!(g.hand(P1).is_empty(), "no talent: no card");
}

/// Light's Remit needs Layla active.
#[test]
fn lights_remit_needs_layla_active() {
    let mut g = layla().active(P1, 1).hand(P1, "Light's Remit").build();
    assert!(g.try_act("p1 play Light's Remit target 1").is_err());
}
