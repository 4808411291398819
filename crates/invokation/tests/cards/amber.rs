//! Amber (6.5.0): 12 HP, 2 energy.

use crate::common::*;
use invokation::EntityId;
use serde_json::json;

fn amber() -> Setup {
    setup(
        ["Amber", "Xingqiu", "Ganyu"],
        ["Noelle", "Diluc", "Sucrose"],
    )
}

/// Explosive Puppet: "Summons 1 Baron Bunny." No damage; Baron Bunny starts with 1 usage.
#[test]
fn explosive_puppet_summons_baron_bunny() {
    let mut g = amber().build();
    g.act("p1 skill Explosive Puppet");
    assert_eq!(g.hp(P2, 0), 12, "no damage");
    assert_eq!(g.summon(P1, EntityId::BaronBunny).unwrap().usage, 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.energy(P1, 0), 1);
}

/// Baron Bunny: "When your active character takes DMG: Decrease DMG taken by 2.
/// Usage(s): 1. When the Usages are depleted, this card will not be discarded." Noelle's 2
/// Physical is blocked; the next hit is not; the bunny stays at 0 usages.
#[test]
fn baron_bunny_blocks_2_once_and_stays() {
    let mut g = amber().build();
    g.act("p1 skill Explosive Puppet");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 12, "2 Physical decreased by 2");
    let bunny = g.summon(P1, EntityId::BaronBunny).unwrap();
    assert_eq!(bunny.usage, 0, "used, not discarded");
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 12 - 2, "no more decrease");
}

/// Baron Bunny decreases by at most the damage: 1 damage uses it up entirely. Damage to a
/// standby character (Noelle's burst does not pierce, Sucrose's Swirl does) is not its
/// business: it protects the active character only.
#[test]
fn baron_bunny_protects_only_the_active_character() {
    let mut g = amber().aura(P1, 0, &["Pyro"]).active(P2, 2).build();
    g.act("p1 skill Explosive Puppet");
    // Sucrose's 1 Anemo swirls Amber's Pyro: 1 Anemo to Amber (blocked), 1 Pyro to each
    // standby character (not blocked).
    g.act("p2 skill Wind Spirit Creation");
    assert_eq!(g.hp(P1, 0), 12);
    assert_eq!(g.hp(P1, 1), 10 - 1);
    assert_eq!(g.hp(P1, 2), 12 - 1);
    assert_eq!(g.summon(P1, EntityId::BaronBunny).unwrap().usage, 0);
}

/// Baron Bunny: "At the End Phase, if Usage(s) have been depleted: Discard this card to
/// deal 2 Pyro DMG." With its usage left, it stays and deals nothing.
#[test]
fn baron_bunny_explodes_in_the_end_phase_once_used() {
    let mut g = amber().build();
    g.act("p1 skill Explosive Puppet");
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12, "unused: no explosion");
    assert_eq!(g.summon(P1, EntityId::BaronBunny).unwrap().usage, 1);
    let mut g = amber()
        .summon(P1, json!({"name": "Baron Bunny", "usage": 0}))
        .build();
    g.end_round();
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert!(g.summon(P1, EntityId::BaronBunny).is_none(), "discarded");
}

/// A second Explosive Puppet refreshes a used Baron Bunny to 1 usage.
#[test]
fn explosive_puppet_refreshes_a_used_baron_bunny() {
    let mut g = amber()
        .summon(P1, json!({"name": "Baron Bunny", "usage": 0}))
        .build();
    g.act("p1 skill Explosive Puppet");
    assert_eq!(g.summon(P1, EntityId::BaronBunny).unwrap().usage, 1);
    assert_eq!(g.state.player(P1).summons.len(), 1);
}

/// Fiery Rain: "Deals 2 Pyro DMG, deals 2 Piercing DMG to all opposing characters on
/// standby." Costs 3 Pyro and 2 energy.
#[test]
fn fiery_rain_deals_2_pyro_and_pierces_the_standby_characters() {
    let mut g = amber().energy(P1, 0, 2).build();
    g.act("p1 skill Fiery Rain");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.hp(P2, 1), 10 - 2);
    assert_eq!(g.hp(P2, 2), 10 - 2);
    assert!(g.aura(P2, 1).is_empty(), "Piercing applies nothing");
    assert_eq!(g.energy(P1, 0), 0);
}

/// Bunny Triggered (3 Pyro): "Combat Action: When your active character is Amber, equip this
/// card. After Amber equips this card, immediately use Explosive Puppet once. After Amber
/// uses a Normal Attack: If this card and Baron Bunny are still on the field, then Baron
/// Bunny explodes and deals 4 Pyro DMG."
#[test]
fn bunny_triggered_makes_baron_bunny_explode_after_a_normal_attack() {
    let mut g = amber()
        .hand(P1, "Bunny Triggered")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Bunny Triggered target 1");
    assert!(g.status(P1, 0, EntityId::BunnyTriggered).is_some());
    assert_eq!(g.summon(P1, EntityId::BaronBunny).unwrap().usage, 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1);
    g.act("p2 end");
    // Unused Bunny: it explodes all the same.
    g.act("p1 skill Sharpshooter");
    assert_eq!(g.hp(P2, 0), 12 - 2 - 4, "2 Physical, then 4 Pyro");
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert!(g.summon(P1, EntityId::BaronBunny).is_none(), "discarded");
    // No Bunny: nothing more.
    g.act("p1 skill Sharpshooter");
    assert_eq!(g.hp(P2, 0), 6 - 2);
}

/// The explosion follows Amber's Normal Attacks only, and needs the talent: an Elemental
/// Skill leaves the Bunny; without the card equipped, a Normal Attack leaves it too.
#[test]
fn baron_bunny_explodes_only_after_amber_with_the_talent_attacks() {
    let mut g = amber()
        .summon(P1, "Baron Bunny".into())
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Sharpshooter").act("p2 end");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert!(g.summon(P1, EntityId::BaronBunny).is_some());
    let mut g = amber()
        .status(P1, 0, "Bunny Triggered".into())
        .summon(P1, "Baron Bunny".into())
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Explosive Puppet").act("p2 end");
    assert!(g.summon(P1, EntityId::BaronBunny).is_some());
    assert_eq!(g.hp(P2, 0), 12);
    // Another character's Normal Attack does not set it off.
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert!(g.summon(P1, EntityId::BaronBunny).is_some());
}

/// Before 4.2.0 the talent's explosion dealt 3 Pyro DMG (the number of that version's text).
#[test]
fn bunny_triggered_explodes_for_3_before_4_2() {
    let mut g = amber()
        .set("version", json!("4.1.0"))
        .status(P1, 0, "Bunny Triggered".into())
        .summon(P1, "Baron Bunny".into())
        .build();
    let hp = g.hp(P2, 0);
    g.act("p1 skill Sharpshooter");
    assert_eq!(g.hp(P2, 0), hp - 2 - 3);
}

/// Bunny Triggered needs Amber active and able to use skills.
#[test]
fn bunny_triggered_needs_amber_active() {
    let mut g = amber().active(P1, 1).hand(P1, "Bunny Triggered").build();
    assert!(g.try_act("p1 play Bunny Triggered target 1").is_err());
}

/// Baron Bunny decreases damage only when some is left: a shield before it (combat
/// statuses come before summons) that absorbs the whole hit leaves it unused, as in the
/// reference.
#[test]
fn baron_bunny_is_not_used_when_a_shield_took_the_whole_hit() {
    let mut g = amber()
        .combat(P1, json!({"name": "Jade Shield", "usage": 2}))
        .summon(P1, "Baron Bunny".into())
        .build();
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 12);
    assert!(g.combat(P1, EntityId::JadeShield).is_none(), "shield spent");
    assert_eq!(
        g.summon(P1, EntityId::BaronBunny).unwrap().usage,
        1,
        "unused"
    );
}

/// Summon zone full (4 summons): Explosive Puppet creates no Baron Bunny.
#[test]
fn explosive_puppet_with_a_full_summon_zone_summons_nothing() {
    let mut g = amber()
        .summon(P1, "Guoba".into())
        .summon(P1, "Oz".into())
        .summon(P1, "Stone Stele".into())
        .summon(P1, "Sacred Cryo Pearl".into())
        .build();
    g.act("p1 skill Explosive Puppet");
    assert_eq!(g.state.player(P1).summons.len(), 4);
    assert!(g.summon(P1, EntityId::BaronBunny).is_none());
}
