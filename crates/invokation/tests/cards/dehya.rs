//! Dehya (6.5.0): 10 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn dehya() -> Setup {
    setup(
        ["Dehya", "Xingqiu", "Nahida"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Sandstorm Assault: "Deals 2 Physical DMG."
#[test]
fn sandstorm_assault_deals_2_physical() {
    let mut g = dehya().build();
    g.act("p1 skill Sandstorm Assault");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
}

/// Molten Inferno: "Summon Fiery Sanctum Field. If Fiery Sanctum Field already exists, then
/// first deal 1 Pyro DMG." Fiery Sanctum Field: "End Phase: Deal 1 Pyro DMG. Usage(s): 3".
#[test]
fn molten_inferno_summons_the_field_then_deals_1_pyro_when_it_exists() {
    let mut g = dehya()
        .dice(P1, &[("Omni", 16)])
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Molten Inferno");
    assert_eq!(g.hp(P2, 0), 12, "no damage the first time");
    assert_eq!(g.summon(P1, EntityId::FierySanctumField).unwrap().usage, 3);
    assert_eq!(
        g.combat(P1, EntityId::FierySanctumsProtection)
            .unwrap()
            .usage,
        1
    );
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 end").act("p1 skill Molten Inferno");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.summon(P1, EntityId::FierySanctumField).unwrap().usage, 3);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 1 - 1);
    assert_eq!(g.summon(P1, EntityId::FierySanctumField).unwrap().usage, 2);
}

/// Fiery Sanctum Field: "When this Summon is on the field and Dehya is on standby on your
/// side, then when your active character takes damage: Decrease DMG taken by 1, and if
/// Dehya has at least 7 HP, deal 1 Piercing DMG to her (once per round)."
#[test]
fn the_field_protects_the_active_character_once_per_round_at_dehyas_cost() {
    let mut g = dehya()
        .active(P1, 1)
        .summon(P1, json!("Fiery Sanctum Field"))
        .combat(P1, json!("Fiery Sanctum's Protection"))
        .active(P2, 1)
        .set("to_act", json!(2))
        .set("config", json!({"all_omni": true}))
        .build();
    // Diluc's 2 Physical to Xingqiu: 1 taken; Dehya (10 HP) takes 1 Piercing.
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 1), 10 - 1);
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert!(g.combat(P1, EntityId::FierySanctumsProtection).is_none());
    // Once per round: the next hit is not decreased.
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 1), 10 - 1 - 2);
    assert_eq!(g.hp(P1, 0), 10 - 1);
    // Renewed when the next Action Phase begins.
    g.act("p2 end");
    assert_eq!(
        g.combat(P1, EntityId::FierySanctumsProtection)
            .unwrap()
            .usage,
        1
    );
}

/// "if Dehya has at least 7 HP": at 6 HP the damage is still decreased and she takes
/// nothing; with Dehya active there is no protection.
#[test]
fn the_field_spares_dehya_below_7_hp_and_needs_her_on_standby() {
    let mut g = dehya()
        .active(P1, 1)
        .hp(P1, 0, 6)
        .summon(P1, json!("Fiery Sanctum Field"))
        .combat(P1, json!("Fiery Sanctum's Protection"))
        .active(P2, 1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 1), 10 - 1);
    assert_eq!(g.hp(P1, 0), 6);
    let mut g = dehya()
        .summon(P1, json!("Fiery Sanctum Field"))
        .combat(P1, json!("Fiery Sanctum's Protection"))
        .active(P2, 1)
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 2, "Dehya active: not decreased");
    assert_eq!(
        g.combat(P1, EntityId::FierySanctumsProtection)
            .unwrap()
            .usage,
        1
    );
}

/// Molten Inferno with the Field already there brings back a protection used this round (the
/// reference creates it whenever the Field is summoned or refreshed).
#[test]
fn molten_inferno_again_renews_the_protection() {
    let mut g = dehya()
        .active(P1, 1)
        .summon(P1, json!("Fiery Sanctum Field"))
        .combat(P1, json!("Fiery Sanctum's Protection"))
        .active(P2, 1)
        .set("to_act", json!(2))
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p2 skill Tempered Sword");
    assert!(g.combat(P1, EntityId::FierySanctumsProtection).is_none());
    g.act("p1 switch 1")
        .act("p2 end")
        .act("p1 skill Molten Inferno");
    assert_eq!(g.hp(P2, 1), 10 - 1, "the Field was there: 1 Pyro");
    assert_eq!(
        g.combat(P1, EntityId::FierySanctumsProtection)
            .unwrap()
            .usage,
        1
    );
}

/// When the Field leaves (its last End Phase), the protection goes with it.
#[test]
fn the_protection_leaves_with_the_field() {
    let mut g = dehya()
        .summon(P1, json!({"name": "Fiery Sanctum Field", "usage": 1}))
        .combat(P1, json!("Fiery Sanctum's Protection"))
        .set("config", json!({"all_omni": true}))
        .build();
    g.end_round();
    assert!(g.summon(P1, EntityId::FierySanctumField).is_none());
    assert!(g.combat(P1, EntityId::FierySanctumsProtection).is_none());
}

/// Leonine Bite: "Deals 3 Pyro DMG, then performs "Prepare Skill" for Incineration Drive."
/// Incineration Drive: "Deals 3 Pyro DMG." (4 Pyro, 2 energy.)
#[test]
fn leonine_bite_then_incineration_drive() {
    let mut g = dehya().energy(P1, 0, 2).build();
    g.act("p1 skill Elemental Burst");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.dice_total(P1), 8 - 4);
    assert!(g
        .status(P1, 0, EntityId::BlazingLionessIncinerationDrive)
        .is_some());
    g.act("p2 end");
    // The prepared skill is P1's next action.
    assert_eq!(g.hp(P2, 0), 12 - 3 - 3);
    assert!(g
        .status(P1, 0, EntityId::BlazingLionessIncinerationDrive)
        .is_none());
    assert_eq!(g.energy(P1, 0), 0, "a prepared skill gives no energy");
}

/// Stalwart and True (4 Pyro): "When your active character is Dehya, equip this card. After
/// Dehya equips this card, immediately use Molten Inferno once. End Phase: If your Dehya, who
/// has this card equipped, has no more than 6 HP, heal that character for 2HP."
#[test]
fn stalwart_and_true_heals_dehya_at_6_hp_or_less() {
    let mut g = dehya()
        .hp(P1, 0, 6)
        .hand(P1, "Stalwart and True")
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 play Stalwart and True");
    assert!(g.summon(P1, EntityId::FierySanctumField).is_some());
    assert!(g.status(P1, 0, EntityId::StalwartAndTrue).is_some());
    assert_eq!(g.dice_total(P1), 8 - 4);
    assert_eq!(g.energy(P1, 0), 1);
    g.end_round();
    assert_eq!(g.hp(P1, 0), 6 + 2);
    g.end_round();
    assert_eq!(g.hp(P1, 0), 8, "above 6: no heal");
}
