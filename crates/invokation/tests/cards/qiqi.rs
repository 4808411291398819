//! Qiqi (6.5.0): 10 HP, 3 energy.

use crate::common::*;
use invokation::{DecisionKind, EntityId, Pending};
use serde_json::json;

/// Ganyu (12 HP), Qiqi (10 HP, active), Diluc (10 HP).
fn qiqi() -> Setup {
    setup(["Ganyu", "Qiqi", "Diluc"], ["Fischl", "Sucrose", "Noelle"]).active(P1, 1)
}

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

/// Adeptus Art: Herald of Frost: "Summons Herald of Frost." (No damage.) Herald of Frost:
/// "End Phase: Deal 1 Cryo DMG. Usage(s): 3".
#[test]
fn herald_of_frost_is_summoned_and_deals_1_cryo_in_the_end_phase() {
    let mut g = qiqi().build();
    g.act("p1 skill Adeptus Art: Herald of Frost");
    assert!(g.damages().is_empty(), "the skill itself deals no damage");
    assert_eq!(g.energy(P1, 1), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.summon(P1, EntityId::HeraldOfFrost).unwrap().usage, 3);
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 1);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.summon(P1, EntityId::HeraldOfFrost).unwrap().usage, 2);
}

/// Herald of Frost: "after Qiqi uses Normal Attack: Heals your character that took the
/// most DMG for 1 HP. Once each Round, additionally heal your active character for 1 HP."
/// A tie for the most damage goes to the first character from the active one onwards (as
/// in the reference): Diluc (position 3) before Ganyu (position 1) when Qiqi (position 2)
/// is active.
#[test]
fn herald_of_frost_heals_the_most_injured_then_the_active_once_a_round() {
    let mut g = qiqi()
        .hp(P1, 0, 12 - 3)
        .hp(P1, 1, 10 - 2)
        .hp(P1, 2, 10 - 3)
        .summon(P1, json!("Herald of Frost"))
        .build();
    g.act("p1 skill Ancient Sword Art");
    assert_eq!(
        [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)],
        [9, 8 + 1, 7 + 1],
        "Diluc wins the tie with Ganyu; then Qiqi, the active one"
    );
    g.act("p2 end").act("p1 skill Ancient Sword Art");
    assert_eq!(
        [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)],
        [9 + 1, 9, 8],
        "Ganyu is the most injured; no second heal this round"
    );
    assert_eq!(
        g.summon(P1, EntityId::HeraldOfFrost).unwrap().usage,
        3,
        "healing uses no usage"
    );
}

/// The second heal happens only if, once the first heal has resolved, a character of the
/// side is still injured (as in the reference); if not, the round's use is kept.
#[test]
fn herald_of_frost_keeps_its_second_heal_when_nobody_is_left_injured() {
    let mut g = qiqi()
        .hp(P1, 1, 9)
        .summon(P1, json!("Herald of Frost"))
        .build();
    g.act("p1 skill Ancient Sword Art");
    assert_eq!(g.hp(P1, 1), 10);
    // Fischl hits Qiqi for 2; Qiqi's next Normal Attack heals her twice.
    g.act("p2 skill Bolts of Downfall");
    assert_eq!(g.hp(P1, 1), 8);
    g.act("p1 skill Ancient Sword Art");
    assert_eq!(g.hp(P1, 1), 8 + 1 + 1);
}

/// With somebody else still injured, the round's second heal goes to the active character
/// even when it is at full HP (for nothing), and is then used up (as in the reference).
#[test]
fn herald_of_frost_spends_its_second_heal_on_a_full_active_character() {
    let mut g = qiqi()
        .hp(P1, 0, 12 - 3)
        .summon(P1, json!("Herald of Frost"))
        .build();
    g.act("p1 skill Ancient Sword Art");
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1)], [10, 10]);
    // Fischl hits Qiqi for 2: Qiqi and Ganyu both miss 2; the tie goes to Qiqi, the
    // active one, and there is no second heal left this round.
    g.act("p2 skill Bolts of Downfall");
    g.act("p1 skill Ancient Sword Art");
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1)], [10, 8 + 1]);
}

/// Only Qiqi's Normal Attacks heal: not her Elemental Skill, not another character's
/// Normal Attack.
#[test]
fn herald_of_frost_heals_only_after_qiqis_normal_attacks() {
    let mut g = qiqi()
        .hp(P1, 0, 5)
        .summon(P1, json!("Herald of Frost"))
        .build();
    g.act("p1 skill Adeptus Art: Herald of Frost");
    assert_eq!(g.hp(P1, 0), 5);
    let mut g = qiqi()
        .active(P1, 2)
        .hp(P1, 0, 5)
        .summon(P1, json!("Herald of Frost"))
        .build();
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 5);
}

/// Adeptus Art: Preserver of Fortune: "Deals 3 Cryo DMG, creates 1 Fortune-Preserving
/// Talisman." Fortune-Preserving Talisman: "After your character uses a Skill: If that
/// character does not have full HP, heal that character for 2 HP. Usage(s): 3". The burst
/// that creates it does not trigger it (as in the reference, which excludes Qiqi's burst).
#[test]
fn preserver_of_fortune_creates_the_talisman_which_heals_after_skills() {
    let mut g = qiqi()
        .hp(P1, 1, 5)
        .energy(P1, 1, 3)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 skill Adeptus Art: Preserver of Fortune");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.aura(P2, 0), ["Cryo"]);
    assert_eq!(g.energy(P1, 1), 0);
    assert_eq!(g.hp(P1, 1), 5, "not healed by the burst itself");
    assert_eq!(
        g.combat(P1, EntityId::FortunePreservingTalisman)
            .unwrap()
            .usage,
        3
    );
    g.act("p2 end").act("p1 skill Ancient Sword Art");
    assert_eq!(g.hp(P1, 1), 5 + 2);
    assert_eq!(
        g.combat(P1, EntityId::FortunePreservingTalisman)
            .unwrap()
            .usage,
        2
    );
    g.act("p1 skill Ancient Sword Art");
    assert_eq!(g.hp(P1, 1), 9);
    g.act("p1 skill Ancient Sword Art");
    assert_eq!(g.hp(P1, 1), 10, "healed up to the maximum");
    assert!(
        g.combat(P1, EntityId::FortunePreservingTalisman).is_none(),
        "discarded after its third heal"
    );
}

/// "If that character does not have full HP": a full-HP user spends no usage; any
/// character of the side is healed.
#[test]
fn fortune_preserving_talisman_heals_any_wounded_user_and_skips_full_ones() {
    let mut g = qiqi()
        .active(P1, 2)
        .hp(P1, 2, 4)
        .combat(P1, json!("Fortune-Preserving Talisman"))
        .build();
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.hp(P1, 2), 4 + 2);
    assert_eq!(
        g.combat(P1, EntityId::FortunePreservingTalisman)
            .unwrap()
            .usage,
        2
    );
    g.act("p2 end")
        .act("p1 switch 1")
        .act("p1 skill Liutian Archery");
    assert_eq!(g.hp(P1, 0), 12);
    assert_eq!(
        g.combat(P1, EntityId::FortunePreservingTalisman)
            .unwrap()
            .usage,
        2,
        "a full-HP user spends nothing"
    );
}

/// Qiqi's burst never triggers the Talisman, even one already in play (as in the
/// reference).
#[test]
fn fortune_preserving_talisman_ignores_qiqis_burst() {
    let mut g = qiqi()
        .hp(P1, 1, 5)
        .energy(P1, 1, 3)
        .combat(P1, json!("Fortune-Preserving Talisman"))
        .build();
    g.act("p1 skill Adeptus Art: Preserver of Fortune");
    assert_eq!(g.hp(P1, 1), 5);
    assert_eq!(
        g.combat(P1, EntityId::FortunePreservingTalisman)
            .unwrap()
            .usage,
        3
    );
}

// Qiqi: Rite of Resurrection.

/// Rite of Resurrection (Combat Action, 4 Cryo, 3 Energy): "When your active character is
/// Qiqi, equip this card. After Qiqi equips this card, immediately use Adeptus Art:
/// Preserver of Fortune once. After your Qiqi, who has this card equipped, uses Adeptus
/// Art: Preserver of Fortune, she revives all your fallen characters and heals them for 2
/// HP. (Can happen 2 times per match)" The equipped card's usage counts the revivals.
#[test]
fn rite_of_resurrection_revives_every_fallen_character_with_2_hp() {
    let mut g = omni(
        ["Qiqi", "Tartaglia", "Bennett"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 3)
    .hp(P1, 1, 0)
    .hp(P1, 2, 0)
    .hand(P1, "Rite of Resurrection")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Rite of Resurrection target 1");
    assert_eq!(g.hp(P2, 0), 10 - 3, "Preserver of Fortune: 3 Cryo");
    assert!(g.combat(P1, EntityId::FortunePreservingTalisman).is_some());
    assert_eq!(hps(&g, P1), [10, 2, 2], "both revived with 2 HP");
    assert!(g.ch(P1, 1).alive && g.ch(P1, 2).alive);
    assert_eq!(g.energy(P1, 0), 0, "3 energy from Qiqi");
    assert_eq!(g.energy(P1, 1), 0);
    assert_eq!(g.dice_total(P1), 16 - 4);
    assert_eq!(
        g.status(P1, 0, EntityId::RiteOfResurrection).unwrap().usage,
        1,
        "one revival"
    );
    assert!(
        g.status(P1, 1, EntityId::RangedStance).is_some(),
        "revived: Tartaglia's battle-begin passive again"
    );
    assert_eq!(g.state.pending(), decision(P2, DecisionKind::Action));
}

/// Rite of Resurrection: "(Can happen 2 times per match)". As in the reference, every use
/// of the Burst with the card counts, even with nobody to revive.
#[test]
fn rite_of_resurrection_revives_twice_a_match() {
    let mut g = omni(
        ["Qiqi", "Tartaglia", "Bennett"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 3)
    .status(P1, 0, json!({"name": "Rite of Resurrection", "usage": 1}))
    .hp(P1, 2, 0)
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 skill Adeptus Art: Preserver of Fortune");
    assert_eq!(g.hp(P1, 2), 2, "the second revival");
    assert_eq!(
        g.status(P1, 0, EntityId::RiteOfResurrection).unwrap().usage,
        2
    );
    let mut g = omni(
        ["Qiqi", "Tartaglia", "Bennett"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 3)
    .status(P1, 0, json!({"name": "Rite of Resurrection", "usage": 2}))
    .hp(P1, 2, 0)
    .build();
    g.act("p1 skill Adeptus Art: Preserver of Fortune");
    assert!(!g.ch(P1, 2).alive, "no third revival");
    // Nobody down: the use still counts.
    let mut g = omni(
        ["Qiqi", "Tartaglia", "Bennett"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 3)
    .hand(P1, "Rite of Resurrection")
    .build();
    g.act("p1 play Rite of Resurrection target 1");
    assert_eq!(
        g.status(P1, 0, EntityId::RiteOfResurrection).unwrap().usage,
        1
    );
    // Without 3 energy, the card cannot be played.
    let mut g = setup(
        ["Qiqi", "Tartaglia", "Bennett"],
        ["Fischl", "Sucrose", "Noelle"],
    )
    .energy(P1, 0, 2)
    .hand(P1, "Rite of Resurrection")
    .build();
    assert!(g.try_act("p1 play Rite of Resurrection target 1").is_err());
}
