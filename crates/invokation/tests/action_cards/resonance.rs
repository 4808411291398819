//! Elemental Resonance cards, each against its 6.5.0 text.

use crate::common::*;
use invokation::{DecisionKind, Die, EntityId, Player};
use serde_json::json;

fn dice(g: &Game, p: Player, die: Die) -> u8 {
    g.state.player(p).dice.count(die)
}

/// Whether `p` is asked for an action (a fast action keeps the turn).
fn acts(g: &Game, p: Player) -> bool {
    g.state.decision_of(p) == Some(DecisionKind::Action)
}

/// The seven Woven cards (free): "Create 1 Cryo / Hydro / Pyro / Electro / Anemo / Geo /
/// Dendro Die." A fast action.
#[test]
fn woven_cards_create_one_die_of_their_element() {
    let cards = [
        ("Woven Ice", Die::Cryo),
        ("Woven Waters", Die::Hydro),
        ("Woven Flames", Die::Pyro),
        ("Woven Thunder", Die::Electro),
        ("Woven Winds", Die::Anemo),
        ("Woven Stone", Die::Geo),
        ("Woven Weeds", Die::Dendro),
    ];
    for (name, die) in cards {
        let card = format!("Elemental Resonance: {name}");
        let mut g = setup(
            ["Ganyu", "Xingqiu", "Diluc"],
            ["Fischl", "Sucrose", "Noelle"],
        )
        .hand(P1, &card)
        .build();
        g.act(&format!("p1 play {card}"));
        assert_eq!(dice(&g, P1, die), 1, "{name}: one die of its element");
        assert_eq!(g.dice_total(P1), 8 + 1, "{name}: free");
        assert!(g.hand(P1).is_empty());
        assert!(acts(&g, P1), "{name}: a fast action");
    }
}

/// Shattering Ice (1 Cryo): "During this Round, your current active character will deal +2
/// DMG for the next instance." A status on the active character, spent by its next damage
/// or discarded at the end of the round.
#[test]
fn shattering_ice_adds_two_to_the_next_damage_this_round() {
    let team = || {
        setup(
            ["Ganyu", "Kaeya", "Xingqiu"],
            ["Diluc", "Fischl", "Sucrose"],
        )
        .hand(P1, "Elemental Resonance: Shattering Ice")
        .dice(P1, &[("Omni", 16)])
    };
    let mut g = team().build();
    g.act("p1 play Elemental Resonance: Shattering Ice");
    assert_eq!(g.dice_total(P1), 16 - 1);
    assert!(acts(&g, P1), "a fast action");
    let status = g.status(P1, 0, EntityId::ElementalResonanceShatteringIceInEffect);
    assert_eq!(status.map(|s| s.duration), Some(1), "on Ganyu, this round");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - (2 + 2), "2 Physical + 2");
    assert!(g
        .status(P1, 0, EntityId::ElementalResonanceShatteringIceInEffect)
        .is_none());
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 6 - 2, "the next instance only");

    // Unused, it ends with the round.
    let mut g = team().build();
    g.act("p1 play Elemental Resonance: Shattering Ice");
    g.act("p1 end").act("p2 end");
    assert!(g
        .status(P1, 0, EntityId::ElementalResonanceShatteringIceInEffect)
        .is_none());
}

/// Soothing Water (1 Hydro), 6.5.0: "Heal your active character for 2 HP. Then heal all your
/// characters on standby for 1 HP." Not playable while nobody is missing HP (as the
/// reference); a defeated character is not healed.
#[test]
fn soothing_water_heals_two_then_one_on_standby() {
    let mut g = setup(["Xingqiu", "Mona", "Kaeya"], ["Diluc", "Fischl", "Sucrose"])
        .hp(P1, 0, 4)
        .hp(P1, 1, 4)
        .hp(P1, 2, 0)
        .hand(P1, "Elemental Resonance: Soothing Water")
        .build();
    g.act("p1 play Elemental Resonance: Soothing Water");
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [6, 5, 0]);
    assert!(!g.ch(P1, 2).alive);
    assert_eq!(g.dice_total(P1), 8 - 1);

    let mut g = setup(["Xingqiu", "Mona", "Kaeya"], ["Diluc", "Fischl", "Sucrose"])
        .hand(P1, "Elemental Resonance: Soothing Water")
        .build();
    assert!(
        g.try_act("p1 play Elemental Resonance: Soothing Water")
            .is_err(),
        "everyone at full HP"
    );
}

/// Fervent Flames (1 Pyro): "During this round, the next instance of Pyro-Related Reactions
/// your current active character triggers deals +3 DMG." Damage without such a reaction
/// leaves it in place.
#[test]
fn fervent_flames_adds_three_to_the_next_pyro_reaction() {
    let mut g = setup(
        ["Diluc", "Bennett", "Xingqiu"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .aura(P2, 0, &["Cryo"])
    .hand(P1, "Elemental Resonance: Fervent Flames")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Elemental Resonance: Fervent Flames");
    assert_eq!(g.dice_total(P1), 16 - 1);
    let id = EntityId::ElementalResonanceFerventFlamesInEffect;
    assert_eq!(g.status(P1, 0, id).map(|s| s.duration), Some(1));
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 12 - 2, "Physical: no reaction, no bonus");
    assert!(g.status(P1, 0, id).is_some(), "still waiting");
    g.act("p2 end").act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 0), 10 - (3 + 2 + 3), "3 Pyro, Melt +2, +3");
    assert!(g.status(P1, 0, id).is_none());
}

/// High Voltage (1 Electro), 6.5.0: "Your active character and the next character without
/// full Energy gain 1 Energy." The next one counts on from the active character, skipping
/// full ones; not playable while everyone is full (as the reference).
#[test]
fn high_voltage_gives_the_active_and_the_next_character_energy() {
    let team = || {
        setup(
            ["Fischl", "Keqing", "Beidou"],
            ["Diluc", "Ganyu", "Sucrose"],
        )
        .active(P1, 1)
        .hand(P1, "Elemental Resonance: High Voltage")
    };
    let mut g = team().build();
    g.act("p1 play Elemental Resonance: High Voltage");
    assert_eq!(
        [g.energy(P1, 0), g.energy(P1, 1), g.energy(P1, 2)],
        [0, 1, 1],
        "Keqing, then Beidou after her"
    );
    assert_eq!(g.dice_total(P1), 8 - 1);

    let mut g = team().energy(P1, 1, 3).energy(P1, 2, 3).build();
    g.act("p1 play Elemental Resonance: High Voltage");
    assert_eq!(
        [g.energy(P1, 0), g.energy(P1, 1), g.energy(P1, 2)],
        [1, 3, 3],
        "Beidou is full: Fischl"
    );

    let mut g = team()
        .energy(P1, 0, 3)
        .energy(P1, 1, 3)
        .energy(P1, 2, 3)
        .build();
    assert!(g
        .try_act("p1 play Elemental Resonance: High Voltage")
        .is_err());
}

/// Impetuous Winds (1 Anemo), 6.5.0: "The next time you take the Switch Character action: it
/// is a Fast Action instead of a Combat Action, and costs 1 Elemental Die less. The next time
/// you trigger Swirl, the damage to every opposing character other than the target is +1."
#[test]
fn impetuous_winds_fast_cheaper_switch_and_a_stronger_swirl() {
    let cheaper = EntityId::ElementalResonanceImpetuousWindsInEffect_303133;
    let swirl = EntityId::ElementalResonanceImpetuousWindsInEffect_303134;
    let fast = EntityId::ElementalResonanceImpetuousWindsInEffect_303136;
    let mut g = setup(
        ["Ganyu", "Sucrose", "Xingqiu"],
        ["Diluc", "Fischl", "Noelle"],
    )
    .aura(P2, 0, &["Pyro"])
    .hand(P1, "Elemental Resonance: Impetuous Winds")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Elemental Resonance: Impetuous Winds");
    assert_eq!(g.dice_total(P1), 15);
    assert!([cheaper, swirl, fast]
        .iter()
        .all(|&id| g.combat(P1, id).is_some()));
    g.act("p1 switch 2");
    assert_eq!(g.active(P1), 1);
    assert_eq!(g.dice_total(P1), 15, "1 die less: free");
    assert!(acts(&g, P1), "a fast action");
    assert!(g.combat(P1, cheaper).is_none() && g.combat(P1, fast).is_none());
    assert!(g.combat(P1, swirl).is_some(), "waits for a Swirl");

    g.act("p1 skill Elemental Skill");
    assert_eq!(g.hp(P2, 0), 10 - 3, "the target: 3 Anemo, no bonus");
    assert_eq!([g.hp(P2, 1), g.hp(P2, 2)], [10 - 2, 12 - 2], "1 Pyro + 1");
    assert!(g.combat(P1, swirl).is_none(), "spent by the Swirl");

    // The next Swirl is a plain one (Sucrose's skill moved P2 to Noelle, Pyro applied).
    assert_eq!(g.active(P2), 2);
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1)], [7 - 1, 8 - 1], "1 Pyro each");

    // A second switch is a combat action again, at full cost.
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 15 - 3 - 3 - 1);
}

/// Enduring Rock (1 Geo), 6.5.0: "Provide 3 Shield points to your active character." A
/// combat status (as the reference) protecting the active character.
#[test]
fn enduring_rock_shields_the_active_character_for_three() {
    let mut g = setup(
        ["Noelle", "Zhongli", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Elemental Resonance: Enduring Rock")
    .build();
    g.act("p1 play Elemental Resonance: Enduring Rock");
    assert_eq!(g.dice_total(P1), 8 - 1);
    assert_eq!(
        g.combat(P1, EntityId::Shield_303162).map(|s| s.usage),
        Some(3)
    );
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 12, "2 absorbed");
    assert_eq!(
        g.combat(P1, EntityId::Shield_303162).map(|s| s.usage),
        Some(1)
    );
    g.act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 12 - 1, "1 absorbed, 1 taken");
    assert!(g.combat(P1, EntityId::Shield_303162).is_none());
}

/// Sprawling Greenery (1 Dendro), 6.5.0: "If your side has Burning Flame / Dendro Core or
/// Bountiful Core / Catalyzing Field, deal 1 Pyro / Hydro / Electro DMG to the opposing
/// active character." Not playable without any of them; with all three, Hydro, then
/// Electro, then Pyro, as the reference resolves them.
#[test]
fn sprawling_greenery_deals_one_damage_per_dendro_product() {
    let team = || {
        setup(
            ["Collei", "Nahida", "Ganyu"],
            ["Fischl", "Sucrose", "Noelle"],
        )
        .hand(P1, "Elemental Resonance: Sprawling Greenery")
    };
    let mut g = team().build();
    assert!(
        g.try_act("p1 play Elemental Resonance: Sprawling Greenery")
            .is_err(),
        "nothing on the field"
    );

    let mut g = team()
        .combat(P1, json!({"name": "Dendro Core", "usage": 1}))
        .combat(P1, json!({"name": "Catalyzing Field", "usage": 2}))
        .summon(P1, json!({"name": "Burning Flame", "usage": 1}))
        .build();
    g.act("p1 play Elemental Resonance: Sprawling Greenery");
    let dealt: Vec<(u8, u8, String)> = g
        .damages()
        .into_iter()
        .map(|(_, c, n, t)| (c, n, t))
        .collect();
    let e = |c: u8, n: u8, t: &str| (c, n, t.to_string());
    assert_eq!(
        dealt,
        vec![
            e(0, 1, "Hydro"),
            // Electro 1, Dendro Core +2, Catalyzing Field +1, Electro-Charged +1.
            e(0, 5, "Electro"),
            e(1, 1, "Piercing"),
            e(2, 1, "Piercing"),
            e(0, 1, "Pyro"),
        ]
    );
    assert_eq!([g.hp(P2, 0), g.hp(P2, 1), g.hp(P2, 2)], [3, 9, 11]);
    assert!(g.combat(P1, EntityId::DendroCore_116).is_none());
    assert_eq!(
        g.combat(P1, EntityId::CatalyzingField_117).map(|s| s.usage),
        Some(1)
    );
    assert!(g.summon(P1, EntityId::BurningFlame).is_some());
    assert!(g.state.player(P1).combat.len() == 1, "the three resolved");
    assert_eq!(g.dice_total(P1), 8 - 1);
}

/// Sprawling Greenery: each damage goes to the opposing active character when it resolves:
/// an Overloaded by the Electro damage sends the Pyro damage to the next character (as the
/// reference does).
#[test]
fn sprawling_greenery_pyro_follows_an_overloaded_switch() {
    let mut g = setup(
        ["Collei", "Nahida", "Ganyu"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .aura(P2, 0, &["Pyro"])
    .combat(P1, json!({"name": "Catalyzing Field", "usage": 2}))
    .summon(P1, json!({"name": "Burning Flame", "usage": 1}))
    .hand(P1, "Elemental Resonance: Sprawling Greenery")
    .build();
    g.act("p1 play Elemental Resonance: Sprawling Greenery");
    assert_eq!(
        g.hp(P2, 0),
        10 - 4,
        "Electro 1, Catalyzing Field +1, Overloaded +2"
    );
    assert_eq!(g.active(P2), 1);
    assert_eq!(g.hp(P2, 1), 10 - 1, "Pyro to Sucrose");
    assert_eq!(g.aura(P2, 1), vec!["Pyro"]);
}
