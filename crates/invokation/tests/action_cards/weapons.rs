//! Weapons, each against its 6.5.0 text; the weapon type and the one-weapon rule.

use crate::common::*;
use invokation::{EntityId, Player};
use serde_json::json;

fn team() -> Setup {
    setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

fn weapons(g: &Game, p: Player, c: usize) -> Vec<EntityId> {
    g.ch(p, c).statuses.iter().map(|s| s.id).collect()
}

/// Sacrificial Sword: "The character deals +1 DMG. After the character uses an Elemental
/// Skill: Create 1 Elemental Die of the same Elemental Type as this character. (Once per
/// Round)" Sword only; one weapon, a new one replaces the old.
#[test]
fn sacrificial_sword() {
    let mut g = team()
        .hand(P1, "Sacrificial Sword")
        .hand(P1, "Sacrificial Sword")
        .dice(P1, &[("Omni", 16)])
        .build();
    assert!(
        g.try_act("p1 play Sacrificial Sword target 2").is_err(),
        "Ganyu uses a bow"
    );
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), 16 - 3, "costs 3 of the same element");
    g.act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 + 1");
    g.act("p2 end").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 10 - 3 - 3, "2 Hydro + 1");
    let d = g.state.player(P1).dice;
    assert_eq!(d.count(invokation::Die::Hydro), 1, "a Hydro die created");
    let before = g.dice_total(P1);
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.dice_total(P1), before - 3, "once per round: no new die");
    g.act("p1 play Sacrificial Sword target 1");
    let swords = g
        .ch(P1, 0)
        .statuses
        .iter()
        .filter(|s| s.id == EntityId::SacrificialSword)
        .count();
    assert_eq!(swords, 1, "one weapon");
}

/// Raven Bow (2 same): "The character deals +1 DMG." Only a bow user can equip it; a
/// character holds one weapon, a new one replaces the old.
#[test]
fn raven_bow_adds_one_and_one_weapon_at_a_time() {
    let mut g = setup(
        ["Fischl", "Xingqiu", "Ganyu"],
        ["Diluc", "Kaeya", "Sucrose"],
    )
    .hand(P1, "Raven Bow")
    .hand(P1, "King's Squire")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Raven Bow target 2").is_err(),
        "Xingqiu uses a sword"
    );
    g.act("p1 play Raven Bow target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "2 of the same element");
    assert_eq!(weapons(&g, P1, 0), vec![EntityId::RavenBow]);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Physical + 1");
    g.act("p2 end").act("p1 play King's Squire target 1");
    let w = weapons(&g, P1, 0);
    assert!(!w.contains(&EntityId::RavenBow), "replaced");
    assert!(w.contains(&EntityId::KingsSquire));
}

/// Wolf's Gravestone (3 same): "The character deals +1 DMG. Deal +2 additional DMG if the
/// target's remaining HP is equal to or less than 6." Claymore only.
#[test]
fn wolfs_gravestone_adds_three_against_six_hp_or_less() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Ganyu"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .hand(P1, "Wolf's Gravestone")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Wolf's Gravestone target 3").is_err(),
        "a bow"
    );
    g.act("p1 play Wolf's Gravestone target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 12 - 3, "12 HP: 2 + 1");
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 9 - 3, "9 HP: 2 + 1");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 6 - 5, "6 HP: 2 + 1 + 2");
}

/// Skyward Spine (3 same): "The character deals +1 DMG. Once per Round: This character's
/// Normal Attacks deal +1 additional DMG." Polearm only.
#[test]
fn skyward_spine_adds_one_more_to_a_normal_attack_once_a_round() {
    let mut g = setup(
        ["Zhongli", "Candace", "Noelle"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .hand(P1, "Skyward Spine")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Skyward Spine target 3").is_err(),
        "a claymore"
    );
    g.act("p1 play Skyward Spine target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 12 - 4, "2 Physical + 1 + 1");
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 8 - 3, "once per round: 2 + 1");
    g.act("p1 skill Dominus Lapidis");
    assert_eq!(g.hp(P2, 0), 5 - 2, "not a Normal Attack: 1 Geo + 1");
    // Next round (every die Omni, no reroll), the Normal Attack bonus is back; P2 ended
    // first and acts first.
    g.act("p1 end")
        .act("p2 switch 2")
        .act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 1), 10 - 4, "2 + 1 + 1 again");
}

/// King's Squire (3 same), 6.5.0: "The character deals +1 DMG. When played: during this
/// round, the next time you play a Talent card on the character or the character uses an
/// Elemental Skill, spend 2 fewer Elemental Dice." Bow only; the discount is the equipped
/// character's (another character's skill is not cheaper).
#[test]
fn kings_squire_makes_the_next_elemental_skill_two_dice_cheaper() {
    let mut g = setup(
        ["Ganyu", "Fischl", "Xingqiu"],
        ["Diluc", "Kaeya", "Sucrose"],
    )
    .hand(P1, "King's Squire")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play King's Squire target 3").is_err(),
        "a sword"
    );
    g.act("p1 play King's Squire target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    let discount = EntityId::KingsSquireInEffect;
    assert_eq!(g.status(P1, 0, discount).map(|s| s.duration), Some(1));
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Physical + 1");
    assert_eq!(g.dice_total(P1), 13 - 3, "a Normal Attack pays in full");
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Nightrider");
    assert_eq!(g.dice_total(P1), 10 - 1 - 3, "Fischl's skill pays in full");
    g.act("p1 switch 1").act("p1 skill Trail of the Qilin");
    assert_eq!(g.dice_total(P1), 6 - 1 - 1, "3 Cryo - 2");
    assert_eq!(
        g.hp(P2, 0),
        7 - 1 - 3,
        "Nightrider 1 Electro, then 1 Cryo + 1 and Superconduct +1"
    );
    assert!(g.status(P1, 0, discount).is_none(), "used up");
}

/// King's Squire: the discount also goes to a Talent card of the character (Undivided Heart,
/// 5 Cryo, for 3), and ends with the round when unused.
#[test]
fn kings_squire_discounts_a_talent_card_this_round_only() {
    let team = || {
        setup(
            ["Ganyu", "Fischl", "Xingqiu"],
            ["Diluc", "Kaeya", "Sucrose"],
        )
        .hand(P1, "King's Squire")
        .hand(P1, "Undivided Heart")
        .dice(P1, &[("Omni", 16)])
    };
    let mut g = team().build();
    g.act("p1 play King's Squire target 1");
    g.act("p1 play Undivided Heart target 1 dice 3*Omni");
    assert_eq!(g.dice_total(P1), 16 - 3 - 3, "5 Cryo - 2");
    assert!(g.status(P1, 0, EntityId::UndividedHeart).is_some());
    assert!(g.status(P1, 0, EntityId::KingsSquireInEffect).is_none());

    let mut g = team().build();
    g.act("p1 play King's Squire target 1");
    g.act("p1 end").act("p2 end");
    assert!(g.status(P1, 0, EntityId::KingsSquireInEffect).is_none());
    assert!(
        g.status(P1, 0, EntityId::KingsSquire).is_some(),
        "the weapon stays"
    );
}

/// The four 2-dice weapons: Magic Guide (Catalyst), White Iron Greatsword (Claymore), White
/// Tassel (Polearm), Traveler's Handy Sword (Sword): "The character deals +1 DMG." Each
/// costs 2 of the same element and needs its weapon type.
#[test]
fn two_dice_weapons_add_one() {
    for (card, user, other, attack) in [
        ("Magic Guide", "Mona", "Diluc", "Ripple of Fate"),
        ("White Iron Greatsword", "Diluc", "Mona", "Tempered Sword"),
        ("White Tassel", "Xiangling", "Mona", "Dough-Fu"),
        ("Traveler's Handy Sword", "Xingqiu", "Mona", "Guhua Style"),
    ] {
        let mut g = setup([user, other, "Sucrose"], ["Noelle", "Kaeya", "Fischl"])
            .hand(P1, card)
            .dice(P1, &[("Omni", 8)])
            .build();
        assert!(
            g.try_act(&format!("p1 play {card} target 2")).is_err(),
            "{card}: {other} uses another weapon"
        );
        g.act(&format!("p1 play {card} target 1"));
        assert_eq!(g.dice_total(P1), 8 - 2, "{card} costs 2");
        let base = if user == "Mona" { 1 } else { 2 };
        g.act(&format!("p1 skill {attack}"));
        assert_eq!(g.hp(P2, 0), 12 - base - 1, "{card}: {base} + 1");
    }
}

/// The Sacrificial family (Fragments: Catalyst, Bow: Bow, Greatsword: Claymore): "The
/// character deals +1 DMG. After the character uses an Elemental Skill: Create 1 Elemental
/// Die of the same Elemental Type as this character. (Once per Round)" A Normal Attack
/// creates nothing; the second Elemental Skill of the round neither; the next round again.
#[test]
fn sacrificial_weapons_create_a_die_once_a_round() {
    for (card, user, skill, die, skill_damage) in [
        (
            "Sacrificial Fragments",
            "Ningguang",
            "Jade Screen",
            invokation::Die::Geo,
            2,
        ),
        (
            "Sacrificial Bow",
            "Fischl",
            "Nightrider",
            invokation::Die::Electro,
            1,
        ),
        (
            "Sacrificial Greatsword",
            "Razor",
            "Claw and Thunder",
            invokation::Die::Electro,
            3,
        ),
    ] {
        let mut g = setup([user, "Xingqiu", "Sucrose"], ["Noelle", "Kaeya", "Diluc"])
            .set("config", json!({"all_omni": true}))
            .hand(P1, card)
            .dice(P1, &[("Omni", 16)])
            .build();
        g.act(&format!("p1 play {card} target 1"));
        assert_eq!(g.dice_total(P1), 16 - 3, "{card} costs 3");
        g.act("p1 skill Normal Attack");
        assert_eq!(
            g.dice_total(P1),
            13 - 3,
            "{card}: no die after a Normal Attack"
        );
        g.act("p2 end");
        let hp = g.hp(P2, 0);
        g.act(&format!("p1 skill {skill}"));
        assert_eq!(g.hp(P2, 0), hp - skill_damage - 1, "{card}: {skill} + 1");
        assert_eq!(
            g.dice(P1).count(die),
            1,
            "{card}: a die of {user}'s element"
        );
        assert_eq!(g.dice_total(P1), 10 - 3 + 1);
        g.act(&format!("p1 skill {skill}"));
        assert_eq!(g.dice_total(P1), 8 - 3, "{card}: once per round");
        // (P2 acts first, and switches: Noelle has 1 HP left.)
        g.act("p1 end").act("p2 switch 2");
        let before = g.dice_total(P1);
        g.act(&format!("p1 skill {skill}"));
        assert_eq!(
            g.dice_total(P1),
            before - 3 + 1,
            "{card}: again the next round"
        );
        assert_eq!(g.dice(P1).count(die), 1);
    }
}

/// The Skyward family (Atlas: Catalyst, Harp: Bow, Pride: Claymore, Blade: Sword): "The
/// character deals +1 DMG. Once per Round: This character's Normal Attacks deal +1
/// additional DMG."
#[test]
fn skyward_weapons_add_one_more_to_the_first_normal_attack_of_a_round() {
    for (card, user, attack, attack_damage, skill, skill_damage) in [
        (
            "Skyward Atlas",
            "Mona",
            "Ripple of Fate",
            1,
            "Mirror Reflection of Doom",
            1,
        ),
        (
            "Skyward Harp",
            "Fischl",
            "Bolts of Downfall",
            2,
            "Nightrider",
            1,
        ),
        (
            "Skyward Pride",
            "Diluc",
            "Tempered Sword",
            2,
            "Searing Onslaught",
            3,
        ),
        (
            "Skyward Blade",
            "Xingqiu",
            "Guhua Style",
            2,
            "Fatal Rainscreen",
            2,
        ),
    ] {
        let mut g = setup([user, "Ganyu", "Sucrose"], ["Noelle", "Kaeya", "Qiqi"])
            .hand(P1, card)
            .dice(P1, &[("Omni", 16)])
            .build();
        g.act(&format!("p1 play {card} target 1"));
        assert_eq!(g.dice_total(P1), 16 - 3, "{card} costs 3");
        g.act(&format!("p1 skill {skill}"));
        assert_eq!(g.hp(P2, 0), 12 - skill_damage - 1, "{card}: a skill, +1");
        let hp = g.hp(P2, 0);
        g.act("p2 end").act(&format!("p1 skill {attack}"));
        let hp2 = g.hp(P2, 0);
        assert_eq!(
            hp2,
            hp - attack_damage - 2,
            "{card}: first Normal Attack, +1 +1"
        );
        g.act(&format!("p1 skill {attack}"));
        assert_eq!(
            g.hp(P2, 0),
            hp2 - attack_damage - 1,
            "{card}: once per round"
        );
    }
}

/// A Thousand Floating Dreams (Catalyst, 3 same): "The character deals +1 DMG. When your
/// character triggers an Elemental Reaction: Deal +1 DMG. (Twice per Round)" The reaction
/// bonus goes to any character of the side (not to a summon), twice a round.
#[test]
fn a_thousand_floating_dreams_boosts_two_reactions_a_round() {
    let mut g = setup(["Mona", "Diluc", "Xingqiu"], ["Noelle", "Kaeya", "Qiqi"])
        .set("config", json!({"all_omni": true}))
        .summon(P1, json!("Guoba"))
        .hand(P1, "A Thousand Floating Dreams")
        .dice(P1, &[("Omni", 16)])
        .aura(P2, 0, &["Pyro"])
        .aura(P2, 1, &["Hydro"])
        .aura(P2, 2, &["Pyro"])
        .build();
    let last = |g: &Game| g.damages().last().map(|d| d.2);
    g.act("p1 play A Thousand Floating Dreams target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Ripple of Fate");
    assert_eq!(
        g.hp(P2, 0),
        12 - 5,
        "Vaporize: 1 Hydro + 2, +1 (weapon), +1 (reaction)"
    );
    // Diluc's Pyro on Kaeya's Hydro: a reaction of another character of the side.
    g.act("p2 switch 2")
        .act("p1 switch 2")
        .act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P2, 1), 10 - 6, "Vaporize: 3 Pyro + 2, +1 (reaction)");
    // The third reaction of the round: no bonus.
    g.act("p2 switch 3").act("p1 switch 1").act("p2 end");
    g.act("p1 skill Ripple of Fate");
    assert_eq!(
        g.hp(P2, 2),
        10 - 4,
        "Vaporize: 1 + 2, +1 (weapon): twice per round"
    );
    // The End Phase: Guoba's Pyro on Qiqi (a summon's damage, not a character's: no bonus).
    g.clear_log().act("p1 end");
    assert_eq!(last(&g), Some(2), "Guoba: 2 Pyro");
    // The next round (P2 first), the bonus is back.
    g.act("p2 end").clear_log();
    g.act("p1 skill Ripple of Fate");
    assert_eq!(last(&g), Some(5), "Vaporize: 1 + 2 + 1 + 1 again");
}

/// Fruit of Fulfillment (Catalyst, 3 unaligned): "The character deals +1 DMG. When played:
/// Draw 2 cards." Into a full hand, the card drawn beyond 10 is discarded.
#[test]
fn fruit_of_fulfillment_draws_two() {
    let mut g = setup(["Mona", "Diluc", "Xingqiu"], ["Noelle", "Kaeya", "Qiqi"])
        .hand(P1, "Fruit of Fulfillment")
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .deck(P1, "Katheryne")
        .dice(P1, &[("Pyro", 1), ("Cryo", 1), ("Geo", 1), ("Omni", 3)])
        .build();
    g.act("p1 play Fruit of Fulfillment target 1 dice Pyro Cryo Geo");
    assert_eq!(g.dice_total(P1), 3, "3 dice of any kind");
    assert_eq!(g.hand(P1).len(), 2, "two cards drawn");
    assert_eq!(g.state.player(P1).deck.len(), 1);
    g.act("p1 skill Ripple of Fate dice 3*Omni");
    assert_eq!(g.hp(P2, 0), 12 - 2, "1 Hydro + 1");

    let mut full = setup(["Mona", "Diluc", "Xingqiu"], ["Noelle", "Kaeya", "Qiqi"])
        .hand(P1, "Fruit of Fulfillment")
        .deck(P1, "Paimon")
        .deck(P1, "Liben");
    for _ in 0..9 {
        full = full.hand(P1, "Sweet Madame");
    }
    let mut g = full.build();
    g.act("p1 play Fruit of Fulfillment target 1");
    assert_eq!(g.hand(P1).len(), 10, "9 + 2, one over the limit discarded");
    assert!(g.state.player(P1).deck.is_empty(), "both cards drawn");
}

/// Amos' Bow (Bow, 3 same): "The character deals +1 DMG. When the character uses a Skill
/// that costs at least a total of 5 Elemental Dice and Energy, +2 additional DMG. (Once per
/// Round)" Ganyu's Frostflake Arrow (5 Cryo) and Celestial Shower (3 Cryo + 3 Energy) cost
/// 5 or more; Liutian Archery (3 dice) does not; Piercing damage is never boosted.
#[test]
fn amos_bow_adds_two_to_a_costly_skill_once_a_round() {
    let mut g = setup(["Ganyu", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Qiqi"])
        .hand(P1, "Amos' Bow")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Amos' Bow target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Liutian Archery");
    assert_eq!(g.hp(P2, 0), 12 - 3, "3 dice: 2 + 1");
    g.act("p2 end").act("p1 skill Frostflake Arrow");
    assert_eq!(g.hp(P2, 0), 9 - 5, "5 dice: 2 Cryo + 1 + 2");
    assert_eq!(g.hp(P2, 1), 10 - 2, "Piercing: not boosted");
    g.act("p1 skill Frostflake Arrow");
    assert_eq!(g.hp(P2, 0), 4 - 3, "once per round: 2 + 1");

    // An Elemental Burst: 3 dice + 3 Energy.
    let mut g = setup(["Ganyu", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Qiqi"])
        .status(P1, 0, json!("Amos' Bow"))
        .energy(P1, 0, 3)
        .build();
    g.act("p1 skill Celestial Shower");
    assert_eq!(g.hp(P2, 0), 12 - 5, "2 Cryo + 1 + 2");
    assert_eq!(g.hp(P2, 2), 10 - 1, "Piercing: not boosted");
}

/// Elegy for the End (Bow, 3 same): "The character deals +1 DMG. After the character uses
/// an Elemental Burst: Create Millennial Movement: Farewell Song. (Your character deals +1
/// DMG, Duration (Rounds): 2)" Farewell Song boosts every character of the side, not a
/// summon, this round and the next.
#[test]
fn elegy_for_the_end_creates_farewell_song_after_a_burst() {
    let song = EntityId::MillennialMovementFarewellSong;
    let mut g = setup(["Fischl", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Qiqi"])
        .set("config", json!({"all_omni": true}))
        .hand(P1, "Elegy for the End")
        .summon(P1, json!("Oz"))
        .energy(P1, 0, 3)
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Elegy for the End target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Bolts of Downfall");
    assert_eq!(g.hp(P2, 0), 12 - 3, "2 + 1");
    assert!(g.combat(P1, song).is_none(), "only after a burst");
    g.act("p2 end").act("p1 skill Midnight Phantasmagoria");
    assert_eq!(g.hp(P2, 0), 9 - 5, "4 Electro + 1 (the song comes after)");
    assert_eq!(g.hp(P2, 1), 10 - 2, "Piercing: not boosted");
    assert_eq!(g.combat(P1, song).map(|s| s.duration), Some(2));
    g.act("p1 switch 2").act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 4 - 3, "Xingqiu: 2 + 1 (Farewell Song)");
    // The End Phase: Oz's Electro (a summon's damage: no bonus) defeats Noelle.
    g.clear_log().act("p1 end");
    assert_eq!(g.damages()[0].2, 1, "Oz: 1 Electro");
    g.act("p2 choose 2");
    assert_eq!(g.combat(P1, song).map(|s| s.duration), Some(1));
    g.act("p2 end").act("p1 skill Guhua Style");
    assert_eq!(g.damages().last().unwrap().2, 3, "the next round: 2 + 1");
    g.end_round();
    assert!(g.combat(P1, song).is_none(), "2 rounds");
    let elegy = g
        .status(P1, 0, EntityId::ElegyForTheEnd)
        .expect("the weapon stays");
    assert_eq!(
        (elegy.usage, elegy.duration),
        (0, invokation::state::NO_DURATION)
    );
}

/// The Bell (Claymore, 3 same): "The character deals +1 DMG. After the character uses a
/// skill: Gives 1 Shield point to your active character. (Once per Round, stacks up to 2
/// points)" The shield is a combat status (Rebellious Shield) protecting the active
/// character.
#[test]
fn the_bell_gives_a_shield_point_once_a_round_up_to_two() {
    let shield = EntityId::RebelliousShield;
    let mut g = setup(["Diluc", "Xingqiu", "Ganyu"], ["Noelle", "Kaeya", "Qiqi"])
        .set("config", json!({"all_omni": true}))
        .hand(P1, "The Bell")
        .build();
    g.act("p1 play The Bell target 1");
    assert_eq!(g.dice_total(P1), 8 - 3);
    let bell = g.status(P1, 0, EntityId::TheBell).unwrap();
    assert_eq!(bell.usage, 0, "the weapon has no usages of its own");
    g.act("p1 skill Tempered Sword");
    assert_eq!(g.hp(P2, 0), 12 - 3, "2 + 1");
    assert_eq!(g.combat(P1, shield).map(|s| s.usage), Some(1));
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - 1, "2 Physical - 1 Shield point");
    assert!(g.combat(P1, shield).is_none(), "used up");
    g.act("p1 end").act("p2 end");
    // Round 2 (P1 first): a skill, then a second one, gives one point only.
    g.act("p1 skill Tempered Sword").act("p2 end");
    assert_eq!(g.combat(P1, shield).map(|s| s.usage), Some(1));
    g.act("p1 skill Tempered Sword");
    assert_eq!(
        g.combat(P1, shield).map(|s| s.usage),
        Some(1),
        "once per round"
    );
    g.end_round();
    // (Noelle, at 3 HP, is defeated: P2 chooses before "after skill" effects.)
    g.act("p1 skill Tempered Sword").act("p2 choose 2");
    assert_eq!(
        g.combat(P1, shield).map(|s| s.usage),
        Some(2),
        "stacks to 2"
    );
    g.end_round();
    g.act("p1 skill Tempered Sword");
    assert_eq!(
        g.combat(P1, shield).map(|s| s.usage),
        Some(2),
        "not beyond 2"
    );
}

/// Lithic Spear (Polearm, 3 same): "The character deals +1 DMG. When played: For each of
/// your party members from Liyue, grant 1 point of Shield to the character to which this is
/// attached. (Max 3 points)" The shield (Lithic Guard) is the character's status; a
/// defeated Liyue character counts; without any there is none; a second one stacks to 3.
#[test]
fn lithic_spear_shields_one_point_per_liyue_character() {
    let guard = EntityId::LithicGuard;
    // Xiangling and Zhongli (Liyue), Candace (Sumeru).
    let mut g = setup(
        ["Candace", "Xiangling", "Zhongli"],
        ["Diluc", "Kaeya", "Qiqi"],
    )
    .hand(P1, "Lithic Spear")
    .build();
    g.act("p1 play Lithic Spear target 1");
    assert_eq!(g.dice_total(P1), 8 - 3);
    let spear = g.status(P1, 0, EntityId::LithicSpear).unwrap();
    assert_eq!(spear.usage, 0, "the weapon has no usages of its own");
    assert_eq!(g.status(P1, 0, guard).map(|s| s.usage), Some(2));
    g.act("p1 skill Gleaming Spear - Guardian Stance");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 + 1");
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 11, "2 Physical, 2 Shield points");
    assert!(g.status(P1, 0, guard).is_none(), "used up");

    // Three Liyue characters, one of them defeated: 3 points.
    let mut g = setup(
        ["Xiangling", "Zhongli", "Xingqiu"],
        ["Diluc", "Kaeya", "Qiqi"],
    )
    .hp(P1, 2, 0)
    .hand(P1, "Lithic Spear")
    .build();
    g.act("p1 play Lithic Spear target 1");
    assert_eq!(g.status(P1, 0, guard).map(|s| s.usage), Some(3));

    // A second Lithic Spear adds to the Lithic Guard there, up to 3.
    let mut g = setup(
        ["Candace", "Xiangling", "Zhongli"],
        ["Diluc", "Kaeya", "Qiqi"],
    )
    .status(P1, 0, json!({"name": "Lithic Guard", "usage": 2}))
    .hand(P1, "Lithic Spear")
    .build();
    g.act("p1 play Lithic Spear target 1");
    assert_eq!(
        g.status(P1, 0, guard).map(|s| s.usage),
        Some(3),
        "2 + 2, at most 3"
    );

    // No Liyue character: no shield.
    let mut g = setup(["Candace", "Mona", "Diluc"], ["Diluc", "Kaeya", "Qiqi"])
        .hand(P1, "Lithic Spear")
        .build();
    g.act("p1 play Lithic Spear target 1");
    assert!(g.status(P1, 0, EntityId::LithicSpear).is_some());
    assert!(g.status(P1, 0, guard).is_none());
}

/// Vortex Vanquisher (Polearm, 3 same): "The character deals +1 DMG. When your active
/// character is protected by a Shield Character Status or a Shield Combat Status, you deal
/// +1 DMG. After the character uses an Elemental Skill: If you have a Combat Status that
/// grants a Shield on your side, add 1 Shield point to that Combat Status. (Once per
/// Round)"
#[test]
fn vortex_vanquisher_boosts_under_a_shield_and_adds_a_point() {
    let jade = EntityId::JadeShield;
    let mut g = setup(["Zhongli", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Qiqi"])
        .set("config", json!({"all_omni": true}))
        .hand(P1, "Vortex Vanquisher")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Vortex Vanquisher target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Rain of Stone");
    assert_eq!(g.hp(P2, 0), 12 - 3, "no shield: 2 + 1");
    // No shield combat status: the once-per-round point is not spent.
    g.act("p2 end").act("p1 skill Dominus Lapidis");
    assert_eq!(g.hp(P2, 0), 9 - 2, "1 Geo + 1");
    g.act("p1 skill Dominus Lapidis: Striking Stone");
    assert_eq!(
        g.hp(P2, 0),
        7 - 4,
        "3 Geo + 1 (the shield comes after the damage)"
    );
    assert_eq!(
        g.combat(P1, jade).map(|s| s.usage),
        Some(2 + 1),
        "2 + 1 point"
    );
    g.act("p1 end");
    // Round 2 (P2 first): under the shield, +1 more (before the new point).
    g.act("p2 switch 2").act("p1 skill Dominus Lapidis");
    assert_eq!(g.hp(P2, 1), 10 - 3, "1 Geo + 1 + 1 (shielded)");
    assert_eq!(
        g.combat(P1, jade).map(|s| s.usage),
        Some(4),
        "one more point"
    );
    g.act("p2 end");
    g.act("p1 skill Dominus Lapidis");
    assert_eq!(
        g.combat(P1, jade).map(|s| s.usage),
        Some(4),
        "once per round"
    );

    // A Shield status of the character counts too (Lithic Guard).
    let mut g = setup(["Zhongli", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Qiqi"])
        .status(P1, 0, json!("Vortex Vanquisher"))
        .status(P1, 0, json!({"name": "Lithic Guard", "usage": 1}))
        .build();
    g.act("p1 skill Rain of Stone");
    assert_eq!(g.hp(P2, 0), 12 - 4, "2 + 1 + 1 (shielded)");
    assert_eq!(
        g.status(P1, 0, EntityId::LithicGuard).map(|s| s.usage),
        Some(1),
        "no point added to a status"
    );

    // The point goes to the first Shield combat status, beyond its stacking limit
    // (Crystallize: 2).
    let mut g = setup(["Zhongli", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Qiqi"])
        .status(P1, 0, json!("Vortex Vanquisher"))
        .combat(P1, json!({"name": "Crystallize", "usage": 2}))
        .combat(P1, json!("Jade Shield"))
        .build();
    g.act("p1 skill Dominus Lapidis");
    assert_eq!(g.hp(P2, 0), 12 - 3, "1 Geo + 1 + 1 (shielded)");
    assert_eq!(
        g.combat(P1, EntityId::Crystallize).map(|s| s.usage),
        Some(3)
    );
    assert_eq!(g.combat(P1, jade).map(|s| s.usage), Some(2));
}

/// Engulfing Lightning (Polearm, 3 same): "The character deals +1 DMG. Triggers
/// automatically once per Round: If the character to which this is attached does not have
/// Energy, they will gain 1 Energy." As in the reference: when played, and when the Action
/// Phase begins.
#[test]
fn engulfing_lightning_gives_energy_to_a_character_without_any() {
    let mut g = setup(
        ["Xiangling", "Candace", "Diluc"],
        ["Noelle", "Kaeya", "Qiqi"],
    )
    .set("config", json!({"all_omni": true}))
    .hand(P1, "Engulfing Lightning")
    .hand(P1, "Engulfing Lightning")
    .dice(P1, &[("Omni", 16)])
    .energy(P1, 1, 1)
    .build();
    g.act("p1 play Engulfing Lightning target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.energy(P1, 0), 1, "no energy: 1");
    g.act("p1 play Engulfing Lightning target 2");
    assert_eq!(g.energy(P1, 1), 1, "Candace had energy: none more");
    g.act("p1 skill Dough-Fu");
    assert_eq!(g.hp(P2, 0), 12 - 3, "2 + 1");
    assert_eq!(g.energy(P1, 0), 2);
    g.act("p2 end").act("p1 skill Pyronado");
    assert_eq!(g.energy(P1, 0), 0);
    g.end_round();
    assert_eq!(g.energy(P1, 0), 1, "the Action Phase: 1 again");
    assert_eq!(g.energy(P1, 1), 1, "Candace still has 1: none more");
}

/// Aquila Favonia (Sword, 3 same): "The character deals +1 DMG. After the opposing
/// character uses a Skill: If the character with this attached is the active character,
/// heal this character for 1 HP. (Max twice per Round)"
#[test]
fn aquila_favonia_heals_after_the_opponents_skills_twice_a_round() {
    let mut g = setup(["Xingqiu", "Ganyu", "Diluc"], ["Diluc", "Kaeya", "Qiqi"])
        .set("config", json!({"all_omni": true}))
        .hand(P1, "Aquila Favonia")
        .dice(P2, &[("Omni", 16)])
        .build();
    g.act("p1 play Aquila Favonia target 1");
    assert_eq!(g.dice_total(P1), 8 - 3);
    g.act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 + 1");
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 10 - 2 + 1, "2 Physical, then healed 1");
    g.act("p1 end").act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 9 - 2 + 1);
    g.act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 8 - 2, "twice per round");
    // The next round (P1 first): not active, no heal.
    g.act("p2 end");
    g.act("p1 switch 2").act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 1), 12 - 2);
    assert_eq!(g.hp(P1, 0), 6, "Xingqiu is not active");
    g.act("p1 switch 1").act("p2 skill Tempered Sword");
    assert_eq!(g.hp(P1, 0), 6 - 2 + 1, "active again: healed");
}

/// Favonius Sword (Sword, 3 same): "The character deals +1 DMG. After the character uses
/// an Elemental Skill: The character gains 1 additional Energy. (Once per Round)"
#[test]
fn favonius_sword_gives_one_more_energy_once_a_round() {
    let mut g = setup(["Keqing", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Qiqi"])
        .set("config", json!({"all_omni": true}))
        .hand(P1, "Favonius Sword")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Favonius Sword target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Yunlai Swordsmanship");
    assert_eq!(g.energy(P1, 0), 1, "a Normal Attack: only its own 1");
    g.act("p2 end").act("p1 skill Stellar Restoration");
    assert_eq!(g.hp(P2, 0), 12 - 3 - 4, "3 Electro + 1");
    assert_eq!(g.energy(P1, 0), 3, "1 + 1 + 1");
    g.act("p1 skill Starward Sword");
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.hp(P2, 0), 0, "4 Electro + 1");
    g.act("p2 choose 2").act("p1 skill Stellar Restoration");
    assert_eq!(g.energy(P1, 0), 1, "once per round: 1");
}

/// Acts for P1, then ends P2's round if it is P2's turn (P2 idle: P1 keeps acting).
fn solo<'a>(g: &'a mut Game, line: &str) -> &'a mut Game {
    g.act(line);
    if g.state.decision_of(P2) == Some(invokation::DecisionKind::Action) {
        g.act("p2 end");
    }
    g
}

/// Ends the round (the End Phase), then P2's round if P2 acts first in the next one.
fn next_round(g: &mut Game) {
    g.end_round();
    if g.state.decision_of(P2) == Some(invokation::DecisionKind::Action) {
        g.act("p2 end");
    }
}

/// The amount of the last damage dealt.
fn last_damage(g: &Game) -> u8 {
    g.damages().last().expect("a damage").2
}

/// Lost Prayer to the Sacred Winds (Catalyst, 3 same): "For each point of "Bonus DMG" this
/// card has, the character deals +1 DMG. End Phase: this card gains 1 point of "Bonus DMG".
/// (Max 2 points)" No bonus the round it is played; its points are its usages; a second
/// copy replaces the first and starts over.
#[test]
fn lost_prayer_grows_one_point_each_end_phase_up_to_two() {
    let mut g = setup(["Mona", "Xingqiu", "Diluc"], ["Diluc", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .declared_end(P2)
        .hand(P1, "Lost Prayer to the Sacred Winds")
        .hand(P1, "Lost Prayer to the Sacred Winds")
        .dice(P1, &[("Omni", 16)])
        .build();
    assert!(
        g.try_act("p1 play Lost Prayer to the Sacred Winds target 2")
            .is_err(),
        "Xingqiu uses a sword"
    );
    g.act("p1 play Lost Prayer to the Sacred Winds target 1");
    assert_eq!(g.dice_total(P1), 16 - 3, "3 of the same element");
    let points = |g: &Game| {
        g.status(P1, 0, EntityId::LostPrayerToTheSacredWinds)
            .map(|s| s.usage)
    };
    assert_eq!(points(&g), Some(0));
    solo(&mut g, "p1 skill Ripple of Fate");
    assert_eq!(g.hp(P2, 0), 10 - 1, "no point yet: 1 Hydro");
    next_round(&mut g);
    assert_eq!(points(&g), Some(1), "one point in the End Phase");
    solo(g.clear_log(), "p1 skill Ripple of Fate");
    assert_eq!(last_damage(&g), 1 + 1);
    next_round(&mut g);
    assert_eq!(points(&g), Some(2));
    next_round(&mut g);
    assert_eq!(points(&g), Some(2), "at most 2 points");
    solo(g.clear_log(), "p1 skill Ripple of Fate");
    assert_eq!(last_damage(&g), 1 + 2);
    // The same card played again replaces it: the new copy starts at 0 (as the reference).
    next_round(&mut g);
    assert_eq!(points(&g), Some(2));
    g.act("p1 play Lost Prayer to the Sacred Winds target 1");
    assert_eq!(points(&g), Some(0), "a new copy");
    solo(g.clear_log(), "p1 skill Ripple of Fate");
    assert_eq!(last_damage(&g), 1);
}

/// Tulaytullah's Remembrance (Catalyst, 3 same): "The character deals +1 DMG. When the
/// character uses a Charged Attack: spend 1 less Unaligned Element. (Twice per Round)" A
/// Charged Attack is a Normal Attack with an even number of dice.
#[test]
fn tulaytullahs_remembrance_lowers_two_charged_attacks_a_round() {
    let mut g = setup(["Mona", "Xingqiu", "Diluc"], ["Diluc", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .declared_end(P2)
        .hand(P1, "Tulaytullah's Remembrance")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Tulaytullah's Remembrance target 1");
    assert_eq!(g.dice_total(P1), 13, "3 of the same element");
    solo(g.clear_log(), "p1 skill Ripple of Fate");
    assert_eq!(g.dice_total(P1), 13 - 3, "13 dice: not a Charged Attack");
    assert_eq!(last_damage(&g), 1 + 1, "1 Hydro + 1");
    solo(&mut g, "p1 skill Ripple of Fate");
    assert_eq!(
        g.dice_total(P1),
        10 - 2,
        "a Charged Attack: 1 unaligned less"
    );
    solo(&mut g, "p1 skill Ripple of Fate");
    assert_eq!(g.dice_total(P1), 8 - 2, "the second");
    solo(&mut g, "p1 skill Ripple of Fate");
    assert_eq!(g.dice_total(P1), 6 - 3, "twice per round");
    // The next round (8 Omni dice): twice again.
    next_round(&mut g);
    let dice = g.dice_total(P1);
    assert_eq!(dice % 2, 0);
    solo(&mut g, "p1 skill Ripple of Fate");
    assert_eq!(
        g.dice_total(P1),
        dice - 2,
        "the uses come back with the round"
    );
}

/// Beacon of the Reed Sea (Claymore, 3 same): "The character deals +1 DMG. After the
/// character uses an Elemental Skill: this round, the character's next damage +1 more. (Once
/// per Round) After the character takes DMG: this round, the character's next damage +1
/// more. (Once per Round)" Each is a status (Desert Watch, once, this round), spent by the
/// character's next damage.
#[test]
fn beacon_of_the_reed_sea_boosts_the_next_damage_after_a_skill_and_after_a_hit() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Mona"],
        ["Xingqiu", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .hand(P1, "Beacon of the Reed Sea")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Beacon of the Reed Sea target 3")
            .is_err(),
        "Mona uses a catalyst"
    );
    g.act("p1 play Beacon of the Reed Sea target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    let initiative = EntityId::DesertWatchTakeTheInitiative;
    let defense = EntityId::DesertWatchOffensiveDefense;
    g.clear_log().act("p1 skill Searing Onslaught");
    assert_eq!(
        last_damage(&g),
        3 + 1,
        "3 Pyro + 1: not boosted by its own status"
    );
    let s = g
        .status(P1, 0, initiative)
        .expect("after the Elemental Skill");
    assert_eq!((s.usage, s.duration), (1, 1), "once, this round");
    g.act("p2 switch 2");
    g.clear_log().act("p1 skill Searing Onslaught");
    assert_eq!(
        last_damage(&g),
        3 + 1 + 1,
        "3 Pyro + 1 + 1 (Take the Initiative)"
    );
    assert!(
        g.status(P1, 0, initiative).is_none(),
        "spent, and once per round: not created again"
    );
    // The next round (P2 ended first and acts first): after taking damage.
    g.act("p2 end").act("p1 end");
    g.act("p2 skill Ceremonial Bladework");
    assert_eq!(g.hp(P1, 0), 10 - 2);
    let s = g.status(P1, 0, defense).expect("after taking damage");
    assert_eq!((s.usage, s.duration), (1, 1));
    g.clear_log().act("p1 skill Tempered Sword");
    assert_eq!(
        last_damage(&g),
        2 + 1 + 1,
        "2 Physical + 1 + 1 (Offensive Defense)"
    );
    assert!(g.status(P1, 0, defense).is_none(), "spent");
    g.act("p2 skill Ceremonial Bladework");
    assert_eq!(g.hp(P1, 0), 10 - 2 - 2);
    assert!(g.status(P1, 0, defense).is_none(), "once per round");
}

/// Beacon of the Reed Sea: both Desert Watch statuses are spent by the same damage (+2); an
/// unused one ends with the round.
#[test]
fn beacon_of_the_reed_sea_both_bonuses_at_once_and_this_round_only() {
    let team = || {
        setup(
            ["Diluc", "Xingqiu", "Mona"],
            ["Xingqiu", "Kaeya", "Sucrose"],
        )
        .set("config", json!({"all_omni": true}))
        .hand(P1, "Beacon of the Reed Sea")
        .dice(P1, &[("Omni", 16)])
    };
    let initiative = EntityId::DesertWatchTakeTheInitiative;
    let defense = EntityId::DesertWatchOffensiveDefense;
    let mut g = team().build();
    g.act("p1 play Beacon of the Reed Sea target 1")
        .act("p1 skill Searing Onslaught")
        .act("p2 skill Guhua Style");
    assert!(g.status(P1, 0, initiative).is_some() && g.status(P1, 0, defense).is_some());
    g.clear_log().act("p1 skill Tempered Sword");
    assert_eq!(last_damage(&g), 2 + 1 + 2, "both spent: +2");
    assert!(g.status(P1, 0, initiative).is_none() && g.status(P1, 0, defense).is_none());

    let mut g = team().declared_end(P2).build();
    g.act("p1 play Beacon of the Reed Sea target 1")
        .act("p1 skill Searing Onslaught");
    assert!(g.status(P1, 0, initiative).is_some());
    g.end_round();
    assert!(g.status(P1, 0, initiative).is_none(), "this round only");
}

/// Moonpiercer (Polearm, 3 same), 6.5.0: "The character deals +1 DMG. When played: during
/// this round, the next time you play a Talent card on the character or the character uses
/// an Elemental Skill, spend 2 fewer Elemental Dice." (King's Squire's effect.)
#[test]
fn moonpiercer_makes_the_next_elemental_skill_two_dice_cheaper() {
    let mut g = setup(
        ["Xiangling", "Xingqiu", "Mona"],
        ["Diluc", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .declared_end(P2)
    .hand(P1, "Moonpiercer")
    .dice(P1, &[("Omni", 16)])
    .build();
    assert!(
        g.try_act("p1 play Moonpiercer target 2").is_err(),
        "Xingqiu uses a sword"
    );
    g.act("p1 play Moonpiercer target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    let discount = EntityId::MoonpiercerInEffect;
    assert_eq!(g.status(P1, 0, discount).map(|s| s.duration), Some(1));
    solo(g.clear_log(), "p1 skill Dough-Fu");
    assert_eq!(g.dice_total(P1), 13 - 3, "a Normal Attack pays in full");
    assert_eq!(last_damage(&g), 2 + 1, "2 Physical + 1");
    solo(&mut g, "p1 skill Guoba Attack");
    assert_eq!(g.dice_total(P1), 10 - 1, "3 Pyro - 2");
    assert!(g.status(P1, 0, discount).is_none(), "used up");
    solo(&mut g, "p1 skill Guoba Attack");
    assert_eq!(g.dice_total(P1), 9 - 3, "once");
}

/// Moonpiercer: the discount goes to the character's Talent card too (Crossfire, 3 Pyro, for
/// 1), not to another character's skill, and ends with the round when unused.
#[test]
fn moonpiercer_discounts_a_talent_card_this_round_only() {
    let team = || {
        setup(
            ["Xiangling", "Xingqiu", "Mona"],
            ["Diluc", "Kaeya", "Sucrose"],
        )
        .set("config", json!({"all_omni": true}))
        .declared_end(P2)
        .hand(P1, "Moonpiercer")
        .hand(P1, "Crossfire")
        .dice(P1, &[("Omni", 16)])
    };
    let mut g = team().build();
    g.act("p1 play Moonpiercer target 1")
        .act("p1 play Crossfire target 1 dice 1*Omni");
    assert_eq!(g.dice_total(P1), 16 - 3 - 1, "3 Pyro - 2");
    assert!(g.status(P1, 0, EntityId::MoonpiercerInEffect).is_none());

    let mut g = team().build();
    g.act("p1 play Moonpiercer target 1")
        .act("p1 switch 2")
        .act("p1 skill Fatal Rainscreen");
    assert_eq!(g.dice_total(P1), 13 - 1 - 3, "Xingqiu's skill pays in full");
    assert!(g.status(P1, 0, EntityId::MoonpiercerInEffect).is_some());
    next_round(&mut g);
    assert!(g.status(P1, 0, EntityId::MoonpiercerInEffect).is_none());
    assert!(
        g.status(P1, 0, EntityId::Moonpiercer).is_some(),
        "the weapon stays"
    );
}

/// Primordial Jade Winged-Spear (Polearm, 3 same): "The character deals +1 DMG. After the
/// character uses a Skill: until the end of the round, the bonus this card gives is +1 more.
/// (Up to +2)" The skill itself is not boosted by its own +1; back to +1 the next round; a
/// summon's damage is not the character's.
#[test]
fn primordial_jade_winged_spear_grows_after_each_skill_this_round() {
    let mut g = setup(
        ["Xiangling", "Xingqiu", "Mona"],
        ["Diluc", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .declared_end(P2)
    .hand(P1, "Primordial Jade Winged-Spear")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Primordial Jade Winged-Spear target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    solo(g.clear_log(), "p1 skill Dough-Fu");
    assert_eq!(last_damage(&g), 2 + 1, "2 Physical + 1");
    solo(g.clear_log(), "p1 skill Dough-Fu");
    assert_eq!(last_damage(&g), 2 + 2, "+1 after one skill");
    solo(&mut g, "p1 skill Guoba Attack");
    assert_eq!(g.hp(P2, 0), 10 - 3 - 4, "Guoba Attack deals no damage");
    solo(g.clear_log(), "p1 skill Dough-Fu");
    assert_eq!(
        last_damage(&g),
        2 + 3,
        "after three skills: at most +2 more"
    );
    assert!(!g.ch(P2, 0).alive);
    g.act("p2 choose 2");
    g.clear_log();
    next_round(&mut g);
    assert_eq!(
        g.damages(),
        [(P2, 1, 2, "Pyro".to_string())],
        "Guoba's End Phase damage is not the character's"
    );
    g.clear_log().act("p1 skill Dough-Fu");
    assert_eq!(last_damage(&g), 2 + 1, "back to +1 the next round");
}

/// Light of Foliar Incision (Sword, 3 same): "The character deals +1 DMG. After the character
/// uses a Normal Attack: create 1 random basic Elemental Die. (Twice per Round)"
#[test]
fn light_of_foliar_incision_creates_a_random_basic_die_twice_a_round() {
    let mut g = setup(["Xingqiu", "Diluc", "Mona"], ["Diluc", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .declared_end(P2)
        .hand(P1, "Light of Foliar Incision")
        .dice(P1, &[("Omni", 16)])
        .build();
    assert!(
        g.try_act("p1 play Light of Foliar Incision target 2")
            .is_err(),
        "Diluc uses a claymore"
    );
    g.act("p1 play Light of Foliar Incision target 1");
    assert_eq!(g.dice_total(P1), 16 - 3);
    solo(&mut g, "p1 skill Fatal Rainscreen");
    assert_eq!(g.dice_total(P1), 13 - 3, "not a Normal Attack: no die");
    solo(g.clear_log(), "p1 skill Guhua Style");
    assert_eq!(last_damage(&g), 2 + 1, "2 Physical + 1");
    assert_eq!(g.dice_total(P1), 10 - 3 + 1, "a random basic die");
    solo(&mut g, "p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 8 - 3 + 1);
    solo(&mut g, "p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 6 - 3, "twice per round");
}

/// Sapwood Blade (Sword, 3 unaligned): "The character deals +1 DMG. When played: during this
/// round, after the character next uses a Normal Attack, create 2 Elemental Dice of its
/// element." Once; the status ends with the round when unused.
#[test]
fn sapwood_blade_gives_two_dice_after_the_next_normal_attack() {
    let team = || {
        setup(["Xingqiu", "Diluc", "Mona"], ["Diluc", "Kaeya", "Sucrose"])
            .set("config", json!({"all_omni": true}))
            .declared_end(P2)
            .hand(P1, "Sapwood Blade")
            .dice(P1, &[("Omni", 16)])
    };
    let mut g = team().build();
    assert!(
        g.try_act("p1 play Sapwood Blade target 2").is_err(),
        "Diluc uses a claymore"
    );
    g.act("p1 play Sapwood Blade target 1");
    assert_eq!(g.dice_total(P1), 16 - 3, "3 unaligned");
    let effect = EntityId::SapwoodBladeInEffect;
    let s = g.status(P1, 0, effect).expect("the status");
    assert_eq!((s.usage, s.duration), (1, 1));
    solo(&mut g, "p1 skill Fatal Rainscreen");
    assert_eq!(g.dice_total(P1), 13 - 3, "not a Normal Attack");
    assert!(g.status(P1, 0, effect).is_some());
    solo(g.clear_log(), "p1 skill Guhua Style");
    assert_eq!(last_damage(&g), 2 + 1, "2 Physical + 1");
    assert_eq!(g.dice_total(P1), 10 - 3 + 2);
    assert_eq!(g.dice(P1).count(invokation::Die::Hydro), 2, "2 Hydro dice");
    assert!(g.status(P1, 0, effect).is_none(), "once");
    solo(&mut g, "p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 9 - 3);

    let mut g = team().build();
    g.act("p1 play Sapwood Blade target 1");
    next_round(&mut g);
    assert!(g.status(P1, 0, effect).is_none(), "this round only");
    let dice = g.dice_total(P1);
    solo(&mut g, "p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), dice - 3, "no dice the next round");
}

/// Forest Regalia (Claymore, 3 unaligned): "The character deals +1 DMG. When played: during
/// this round, after the character next uses a Normal Attack, create 2 Elemental Dice of its
/// element." (Sapwood Blade's effect for a claymore.)
#[test]
fn forest_regalia_gives_two_dice_after_the_next_normal_attack() {
    let mut g = setup(["Diluc", "Xingqiu", "Mona"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .declared_end(P2)
        .hand(P1, "Forest Regalia")
        .dice(P1, &[("Omni", 16)])
        .build();
    assert!(
        g.try_act("p1 play Forest Regalia target 2").is_err(),
        "Xingqiu uses a sword"
    );
    g.act("p1 play Forest Regalia target 1");
    assert_eq!(g.dice_total(P1), 16 - 3, "3 unaligned");
    let effect = EntityId::ForestRegaliaInEffect;
    assert_eq!(
        g.status(P1, 0, effect).map(|s| (s.usage, s.duration)),
        Some((1, 1))
    );
    solo(g.clear_log(), "p1 skill Tempered Sword");
    assert_eq!(last_damage(&g), 2 + 1, "2 Physical + 1");
    assert_eq!(g.dice_total(P1), 13 - 3 + 2);
    assert_eq!(g.dice(P1).count(invokation::Die::Pyro), 2, "2 Pyro dice");
    assert!(g.status(P1, 0, effect).is_none(), "once");
}

/// Cashflow Supervision (Catalyst, 2 same): "After the character takes DMG or is healed: its
/// next Normal Attack this round costs 1 less Unaligned Element and deals +1 DMG. (Max 2
/// times per Round)"
#[test]
fn cashflow_supervision_after_damage_or_heal_twice_per_round() {
    let mut g = setup(["Mona", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .status(P1, 0, json!("Cashflow Supervision"))
        .set("to_act", json!(2))
        .build();
    let effect = EntityId::CashflowSupervisionInEffect;
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - 2);
    assert_eq!(
        g.status(P1, 0, effect).map(|s| s.duration),
        Some(1),
        "this round"
    );
    g.act("p1 skill Ripple of Fate");
    assert_eq!(g.dice_total(P1), 16 - 2, "1 unaligned less");
    assert_eq!(g.hp(P2, 0), 12 - (1 + 1), "+1");
    assert!(g.status(P1, 0, effect).is_none(), "used up");
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(g.status(P1, 0, effect).is_some(), "the second time");
    g.act("p1 skill Ripple of Fate");
    assert_eq!(g.dice_total(P1), 14 - 2);
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(
        g.status(P1, 0, effect).is_none(),
        "at most 2 times per round"
    );
    g.act("p1 skill Ripple of Fate");
    assert_eq!(g.dice_total(P1), 12 - 3);
}

/// Tome of the Eternal Flow (Catalyst, 3 same): "The character deals +1 DMG. After the
/// character takes DMG or is healed: if it has taken DMG or been healed 2 times this round,
/// its next damage this round +2. (Once per Round)"
#[test]
fn tome_of_the_eternal_flow_adds_two_after_the_second_hit_or_heal() {
    let mut g = setup(["Mona", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .hand(P1, "Sweet Madame")
        .status(P1, 0, json!("Tome of the Eternal Flow"))
        .set("to_act", json!(2))
        .build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(g.status(P1, 0, EntityId::AeonWave).is_none(), "once so far");
    g.act("p1 play Sweet Madame target 1");
    let wave = g
        .status(P1, 0, EntityId::AeonWave)
        .expect("a hit and a heal: twice");
    assert_eq!(wave.duration, 1, "this round");
    g.act("p1 skill Ripple of Fate");
    assert_eq!(g.hp(P2, 0), 12 - (1 + 1 + 2));
    assert!(
        g.status(P1, 0, EntityId::AeonWave).is_none(),
        "the next damage"
    );
    g.act("p2 skill Favonius Bladework - Maid");
    assert!(
        g.status(P1, 0, EntityId::AeonWave).is_none(),
        "once per round: the third time gives nothing"
    );
    g.act("p1 skill Ripple of Fate");
    assert_eq!(g.hp(P2, 0), 12 - 4 - 2, "+1 only");
}

/// Splendor of Tranquil Waters (Sword, 2 same): "After your characters take DMG or are
/// healed: this card gains 1 Lakelight. When the character uses a Normal Attack: with 12
/// Lakelight, consume 12: the skill costs 2 less Unaligned Element, deals +1 DMG, and heals
/// the character for 1 HP (once per Round)."
#[test]
fn splendor_of_tranquil_waters_spends_twelve_lakelight() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .status(
            P1,
            0,
            json!({"name": "Splendor of Tranquil Waters", "usage": 11}),
        )
        .set("to_act", json!(2))
        .build();
    let lakelight = |g: &Game| {
        g.status(P1, 0, EntityId::SplendorOfTranquilWaters)
            .unwrap()
            .usage
    };
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - 2);
    assert_eq!(lakelight(&g), 12, "a hit on one of your characters");
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 16 - 1, "2 unaligned less");
    assert_eq!(g.hp(P2, 0), 12 - (2 + 1));
    assert_eq!(g.hp(P1, 0), 8 + 1, "healed for 1");
    assert_eq!(lakelight(&g), 1, "12 consumed, then the heal gives 1");
    g.act("p2 end").act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 15 - 3, "needs 12 again");
}

/// Prospector's Drill: "When the character takes DMG: if possible, discard 1 card of your
/// hand with the highest Elemental Dice cost to negate 1 DMG, then gain 1 Solidarity. (Once
/// per Round) When the character deals DMG: with Solidarity, consume it all: this DMG +1,
/// and draw 1 card per point consumed."
#[test]
fn prospectors_drill_discards_the_costliest_card_to_negate_damage() {
    let mut g = setup(
        ["Xiangling", "Mona", "Diluc"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .status(P1, 0, json!("Prospector's Drill"))
    .hand(P1, "Sweet Madame")
    .hand(P1, "Paimon")
    .deck(P1, "Liben")
    .deck(P1, "Liben")
    .deck(P1, "Liben")
    .deck(P1, "Liben")
    .set("to_act", json!(2))
    .build();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - (2 - 1), "1 DMG negated");
    assert_eq!(
        g.hand(P1),
        [invokation::CardId::SweetMadame],
        "Paimon (3 dice) discarded"
    );
    let drill = |g: &Game| g.status(P1, 0, EntityId::ProspectorsDrill).unwrap().usage;
    assert_eq!(drill(&g), 1, "1 Solidarity");
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 9 - 2, "once per round");
    assert_eq!(g.hand(P1).len(), 1);
    g.act("p2 end");
    let hand = g.hand(P1).len();
    g.act("p1 skill Dough-Fu");
    assert_eq!(g.hp(P2, 0), 12 - (2 + 1), "+1 with Solidarity");
    assert_eq!(drill(&g), 0, "consumed");
    assert_eq!(g.hand(P1).len(), hand + 1, "1 card per point");
}

/// Rightful Reward (Polearm, 2 same): "角色使用「元素爆发」造成的伤害+2。 / 我方出战角色受到伤害
/// 或治疗后：累积1点「公义之理」。如果此牌已累积3点「公义之理」，则消耗3点「公义之理」，使角色获得
/// 1点充能。" The 3rd point (a hit on the active character) gives the holder 1 Energy; the
/// Burst deals +2, not the Normal Attack; a standby character's hit or heal counts nothing.
#[test]
fn rightful_reward_gives_energy_at_three_principles_of_justice() {
    let mut g = setup(
        ["Xiangling", "Mona", "Diluc"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .hand(P1, "Rightful Reward")
    .hand(P1, "Rightful Reward")
    .hand(P1, "Sweet Madame")
    .hand(P1, "Sweet Madame")
    .set("to_act", json!(1))
    .build();
    assert!(
        g.try_act("p1 play Rightful Reward target 2").is_err(),
        "Mona uses a catalyst"
    );
    g.act("p1 play Rightful Reward target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "2 same");
    let justice = |g: &Game| g.status(P1, 0, EntityId::RightfulReward).unwrap().usage;
    assert_eq!(justice(&g), 0);
    g.act("p1 skill Dough-Fu");
    assert_eq!(g.hp(P2, 0), 12 - 2, "a Normal Attack: no bonus");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(justice(&g), 1, "the active character took DMG");
    g.act("p1 play Sweet Madame target 1");
    assert_eq!(justice(&g), 2, "the active character was healed");
    g.act("p1 play Sweet Madame target 2");
    assert_eq!(justice(&g), 2, "a standby character healed: nothing");
    g.act("p1 play Rightful Reward target 1");
    assert_eq!(justice(&g), 0, "a new copy starts afresh");
    g.act("p1 end");
    g.act("p2 skill Favonius Bladework - Maid")
        .act("p2 skill Favonius Bladework - Maid");
    assert_eq!(justice(&g), 2);
    assert_eq!(g.energy(P1, 0), 1, "Dough-Fu's energy only");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(justice(&g), 0, "3 consumed");
    assert_eq!(g.energy(P1, 0), 2, "1 Energy");
    g.act("p2 end");
    g.end_round();
    g.act("p1 skill Pyronado");
    assert_eq!(g.hp(P2, 0), 12 - 2 - (3 + 2), "the Burst deals +2");
}

/// Flowing Purity (Catalyst, 1 same): "入场时和回合结束时：角色附属1层生命之契。 / 双方选择行动前：
/// 所附属角色如果未附属生命之契，则生成1个随机基础元素骰，并且角色下次造成的伤害+1。（每回合1次）"
/// Played: 1 Bond of Life (it negates the next heal's 1 HP); once it is gone, before the next
/// action: 1 random basic die and the next damage +1, once a round; at the end of the Round,
/// Bond of Life again.
#[test]
fn flowing_purity_bond_of_life_then_a_die_and_a_bonus() {
    let mut g = setup(["Mona", "Xingqiu", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 10)])
        .dice(P2, &[("Omni", 16)])
        .hp(P1, 0, 8)
        .hand(P1, "Flowing Purity")
        .hand(P1, "Sweet Madame")
        .set("to_act", json!(1))
        .build();
    let bond = |g: &Game| g.status(P1, 0, EntityId::BondOfLife).map(|s| s.usage);
    g.act("p1 play Flowing Purity target 1");
    assert_eq!(g.dice_total(P1), 10 - 1, "1 same");
    assert_eq!(bond(&g), Some(1), "1 Bond of Life when played");
    assert!(g.status(P1, 0, EntityId::FlowingPurityInEffect).is_none());
    g.act("p1 play Sweet Madame target 1");
    assert_eq!(g.hp(P1, 0), 8, "the heal's 1 HP negated");
    assert_eq!(bond(&g), None, "used up");
    assert_eq!(
        g.dice_total(P1),
        9 + 1,
        "1 random basic die before the next action"
    );
    let d = g.dice(P1);
    assert_eq!(
        d.count(invokation::Die::Omni),
        9,
        "a basic element, not Omni"
    );
    assert!(g.status(P1, 0, EntityId::FlowingPurityInEffect).is_some());
    g.act("p1 skill Ripple of Fate");
    assert_eq!(g.hp(P2, 0), 12 - (1 + 1), "+1");
    assert!(g.status(P1, 0, EntityId::FlowingPurityInEffect).is_none());
    let dice = g.dice_total(P1);
    g.act("p2 end");
    assert_eq!(g.dice_total(P1), dice, "once per round");
    g.act("p1 end");
    assert_eq!(bond(&g), Some(1), "again at the end of the Round");
}

/// End of the Line (Bow, 2 same): "After you play an Action Card whose name is not in this
/// match's initial deck: this card gains 1 Catch point (max 2 points, at most 2 gained per
/// Round). When the character uses a Skill: if this card has Catch points, consume them
/// all: this Skill deals +1 DMG, and draw 1 card for each point consumed." (我方打出名称不存在
/// 于本局最初牌组中的行动牌后：此牌累积1点「渔猎」。（最多累积2点，每回合最多累积2点） / 角色
/// 使用技能时：如果此牌已有「渔猎」，则消耗所有「渔猎」，使此技能伤害+1，并且每消耗1点「渔猎」
/// 就抓1张牌。)
fn end_of_the_line(initial_deck: &[&str]) -> Setup {
    let mut s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .declared_end(P2)
    .hand(P1, "End of the Line")
    .hand(P1, "Leave It to Me!")
    .hand(P1, "Leave It to Me!")
    .hand(P1, "Strategize")
    .hand(P1, "Katheryne")
    .dice(P1, &[("Omni", 16)])
    .player_field(P1, "initial_deck", json!(initial_deck));
    for _ in 0..8 {
        s = s.deck(P1, "Paimon");
    }
    s
}

fn catch(g: &Game) -> Option<u8> {
    g.status(P1, 0, EntityId::EndOfTheLine).map(|s| s.usage)
}

/// Points from cards not in the initial deck, at most 2; all consumed by the next skill:
/// +1 DMG and 1 card drawn per point; at most 2 points gained a round, also after some are
/// consumed; the points gained count again the next round.
#[test]
fn end_of_the_line_gains_catch_from_new_cards_and_spends_it_on_a_skill() {
    let mut g = end_of_the_line(&["End of the Line", "Katheryne", "Paimon"]).build();
    assert!(
        g.try_act("p1 play End of the Line target 2").is_err(),
        "Xingqiu uses a sword"
    );
    g.act("p1 play End of the Line target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "2 of the same element");
    assert_eq!(catch(&g), Some(0), "itself in the initial deck: no point");
    g.act("p1 play Katheryne");
    assert_eq!(catch(&g), Some(0), "Katheryne is in the initial deck");
    g.act("p1 play Leave It to Me!");
    assert_eq!(catch(&g), Some(1));
    g.act("p1 play Strategize");
    assert_eq!(catch(&g), Some(2), "Strategize: a second point");
    let hand = g.hand(P1).len();
    solo(g.clear_log(), "p1 skill Liutian Archery");
    assert_eq!(last_damage(&g), 2 + 1, "+1 DMG");
    assert_eq!(g.hp(P2, 0), 10 - 3);
    assert_eq!(g.hand(P1).len(), hand + 2, "1 card drawn per point");
    assert_eq!(catch(&g), Some(0), "all consumed");
    g.act("p1 play Leave It to Me!");
    assert_eq!(catch(&g), Some(0), "2 points gained this round already");
    solo(g.clear_log(), "p1 skill Liutian Archery");
    assert_eq!(last_damage(&g), 2, "no point: no bonus");
    assert_eq!(g.hand(P1).len(), hand + 2 - 1, "and no card drawn");
    next_round(&mut g);
    g.act("p1 play Paimon");
    assert_eq!(catch(&g), Some(0), "Paimon is in the initial deck");
}

/// End of the Line itself counts when its name is not in the initial deck (a card played is
/// heard by what it brought into play); the opponent's cards do not count; 2 points at most.
#[test]
fn end_of_the_line_counts_itself_not_the_opponents_cards() {
    let mut g = end_of_the_line(&["Katheryne"])
        .player_field(P2, "declared_end", json!(false))
        .hand(P2, "Leave It to Me!")
        .build();
    g.act("p1 play End of the Line target 1");
    assert_eq!(catch(&g), Some(1), "itself: not in the initial deck");
    g.act("p1 end").act("p2 play Leave It to Me!");
    assert_eq!(catch(&g), Some(1), "the opponent's card does not count");
    g.act("p2 end");
    // Round 2, P1 first.
    g.act("p1 play Leave It to Me!");
    assert_eq!(catch(&g), Some(2));
    g.act("p1 play Leave It to Me!");
    assert_eq!(catch(&g), Some(2), "at most 2 points");
}

/// "Ultimate Overlord's Mega Magic Sword" (Claymore, 2 same): "This card records the number
/// of Action Cards of different names you have played this match whose names are not in this
/// match's initial deck: its Support. If its Support is at least 2/4/9, the character deals
/// +1/2/3 DMG." (此牌会记录本局游戏中你打出过的名称不存在于本局最初牌组中的不同名的行动牌数量，
/// 称为「声援」。 / 如果此牌的「声援」至少为2/4/9，则角色造成的伤害+1/2/3。)
fn mega_magic_sword() -> Setup {
    setup(
        ["Noelle", "Xingqiu", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .declared_end(P2)
    .dice(P1, &[("Omni", 16)])
}

fn support_points(g: &Game) -> Option<u8> {
    g.status(P1, 0, EntityId::UltimateOverlordsMegaMagicSword)
        .map(|s| s.usage)
}

/// Cards played before the sword count, the sword itself too; a name counts once; cards of
/// the initial deck do not; +1 DMG from 2, +2 from 4.
#[test]
fn mega_magic_sword_counts_different_new_cards_played_this_match() {
    let mut g = mega_magic_sword()
        .hand(P1, "Leave It to Me!")
        .hand(P1, "311308")
        .hand(P1, "Leave It to Me!")
        .hand(P1, "Katheryne")
        .hand(P1, "Strategize")
        .hand(P1, "Paimon")
        .player_field(P1, "initial_deck", json!(["Katheryne"]))
        .build();
    assert!(
        g.try_act("p1 play 311308 target 2").is_err(),
        "Xingqiu uses a sword"
    );
    g.act("p1 play Leave It to Me!");
    assert_eq!(g.state.player(P1).new_cards_played.len(), 1, "recorded");
    assert_eq!(g.state.hash(), g.state.hash_from_scratch(), "hashed");
    g.act("p1 play 311308 target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "2 of the same element");
    assert_eq!(support_points(&g), Some(2), "Leave It to Me! and itself");
    g.act("p1 play Leave It to Me!").act("p1 play Katheryne");
    assert_eq!(
        support_points(&g),
        Some(2),
        "a name once; Katheryne in the deck"
    );
    solo(g.clear_log(), "p1 skill Normal Attack");
    assert_eq!(last_damage(&g), 2 + 1, "Support 2: +1 DMG");
    g.act("p1 play Strategize");
    assert_eq!(support_points(&g), Some(3));
    solo(g.clear_log(), "p1 skill Normal Attack");
    assert_eq!(last_damage(&g), 2 + 1, "Support 3: +1 DMG");
    g.act("p1 play Paimon");
    assert_eq!(support_points(&g), Some(4));
    solo(g.clear_log(), "p1 skill Normal Attack");
    assert_eq!(last_damage(&g), 2 + 2, "Support 4: +2 DMG");
}

/// +3 DMG from 9 (6.3.0 on), from 8 before: a record of 8 cards gives +2 in 6.5.0, +3 in
/// 6.2.0.
#[test]
fn mega_magic_sword_gives_3_from_9_since_6_3_and_from_8_before() {
    let eight = json!([
        "Paimon",
        "Strategize",
        "Leave It to Me!",
        "Toss-Up",
        "Katheryne",
        "Liben",
        "Sweet Madame",
        "Changing Shifts"
    ]);
    for (version, bonus) in [("6.5.0", 2), ("6.2.0", 3)] {
        let mut g = mega_magic_sword()
            .set("version", json!(version))
            .hand(P1, "311308")
            .player_field(P1, "initial_deck", json!(["311308"]))
            .player_field(P1, "new_cards_played", eight.clone())
            .build();
        g.act("p1 play 311308 target 1");
        assert_eq!(support_points(&g), Some(8), "{version}");
        solo(g.clear_log(), "p1 skill Normal Attack");
        assert_eq!(last_damage(&g), 2 + bonus, "{version}");
    }
    // A ninth name: +3 in 6.5.0.
    let mut g = mega_magic_sword()
        .hand(P1, "311308")
        .player_field(P1, "initial_deck", json!([]))
        .player_field(P1, "new_cards_played", eight)
        .build();
    g.act("p1 play 311308 target 1");
    assert_eq!(support_points(&g), Some(9));
    solo(g.clear_log(), "p1 skill Normal Attack");
    assert_eq!(last_damage(&g), 2 + 3);
}
