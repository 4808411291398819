//! Artifacts (Gambler's Earrings, Instructor's Cap, Exile's Circlet, Crimson Witch of Flames,
//! Thundering Fury, Viridescent Venerer; the elemental pieces and sets of 3.3.0, Adventurer's
//! Bandana, Lucky Dog's Silver Circlet, Traveling Doctor's Handkerchief, Ornate Kabuto, Emblem
//! of Severed Fate, General's Ancient Helm, Tenacity of the Millelith, Thundering Poise,
//! Vermillion Hereafter, Capricious Visage, Shimenawa's Reminiscence), each against its 6.5.0
//! text.

use crate::common::*;
use invokation::facts::Cost;
use invokation::{
    CardId, ChanceOutcome, ChanceRequest, Dice, Die, Element, EntityId, Pending, Target,
};
use serde_json::json;

fn cost(element: Option<Element>, matching: u8, unaligned: u8, energy: u8) -> Cost {
    Cost {
        element,
        matching,
        unaligned,
        energy,
        ..Cost::default()
    }
}

/// Crimson Witch of Flames: "When you play a Talent card or a Character uses a Skill: Spend
/// 1 less Pyro Die. (Once per Round)" On Diluc: Searing Onslaught (3 Pyro) costs 2, once a
/// round; the use comes back next round.
#[test]
fn crimson_witch_of_flames_lowers_a_skill_once_per_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Crimson Witch of Flames")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    let pyro = Some(Element::Pyro);
    assert_eq!(g.state.skill_cost(P1, 1), Ok(cost(pyro, 3, 0, 0)));
    g.act("p1 play Crimson Witch of Flames target 1");
    assert_eq!(
        g.dice_total(P1),
        16 - 2,
        "the card costs 2 of the same element"
    );
    assert_eq!(g.state.skill_cost(P1, 1), Ok(cost(pyro, 2, 0, 0)));
    assert_eq!(
        g.state.skill_cost(P1, 0),
        Ok(cost(pyro, 0, 2, 0)),
        "Normal Attack: 1 Pyro + 2 unaligned, the Pyro die lowered"
    );
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 14 - 2);
    assert_eq!(g.state.skill_cost(P1, 1), Ok(cost(pyro, 3, 0, 0)), "used");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 12 - 3, "once per round");
    g.act("p1 end").act("p1 reroll").act("p2 reroll");
    assert_eq!(
        g.state.skill_cost(P1, 1),
        Ok(cost(pyro, 2, 0, 0)),
        "a new round: lowered again"
    );
}

/// Crimson Witch of Flames on a character of another element: a cost with no Pyro die has
/// an unaligned one lowered instead (as the reference does); a cost with neither (Trail of
/// the Qilin: 3 Cryo) is not lowered and keeps the round's use.
#[test]
fn crimson_witch_of_flames_on_another_element_lowers_unaligned_dice() {
    let mut g = setup(
        ["Ganyu", "Fischl", "Sucrose"],
        ["Xingqiu", "Diluc", "Noelle"],
    )
    .status(P1, 0, json!("Crimson Witch of Flames"))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    let cryo = Some(Element::Cryo);
    assert_eq!(g.state.skill_cost(P1, 1), Ok(cost(cryo, 3, 0, 0)));
    assert_eq!(g.state.skill_cost(P1, 0), Ok(cost(cryo, 1, 1, 0)));
    g.act("p1 skill Trail of the Qilin");
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Normal Attack");
    assert_eq!(
        g.dice_total(P1),
        13 - 2,
        "the use was kept for the Normal Attack"
    );
    assert_eq!(g.state.skill_cost(P1, 0), Ok(cost(cryo, 1, 2, 0)));
}

/// Thundering Fury: "When you play a Talent card or a Character uses a Skill: Spend 1 less
/// Electro Die. (Once per Round)" Fischl's talent Stellar Predator (3 Electro) costs 2; that
/// is the round's use, so Nightrider costs its full 3.
#[test]
fn thundering_fury_lowers_the_characters_talent_card() {
    let mut g = setup(
        ["Fischl", "Diluc", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .status(P1, 0, json!("Thundering Fury"))
    .hand(P1, "Stellar Predator")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    let electro = Some(Element::Electro);
    assert_eq!(
        g.state
            .card_cost(P1, CardId::StellarPredator, Target::Own(0)),
        Ok(cost(electro, 2, 0, 0))
    );
    g.act("p1 play Stellar Predator target 1");
    assert_eq!(g.dice_total(P1), 16 - 2);
    assert_eq!(g.hp(P2, 0), 10 - 1, "the talent used Nightrider");
    assert_eq!(
        g.state.skill_cost(P1, 1),
        Ok(cost(electro, 3, 0, 0)),
        "once per round"
    );
}

/// Viridescent Venerer: "... Spend 1 less Anemo Die." Sucrose's Normal Attack (1 Anemo + 2
/// unaligned) needs no Anemo die: two Cryo dice pay it.
#[test]
fn viridescent_venerer_lowers_the_anemo_die() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Fischl"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .status(P1, 0, json!("Viridescent Venerer"))
    .dice(P1, &[("Cryo", 2)])
    .build();
    g.act("p1 skill Normal Attack dice 2*Cryo");
    assert_eq!(g.dice_total(P1), 0);
    assert_eq!(g.hp(P2, 0), 10 - 1, "1 Anemo");
}

/// The elemental artifacts: "Roll Phase: 2 of the starting Elemental Dice you roll are always
/// guaranteed to be Pyro / Electro / Anemo." With all three, 6 of the 8 dice are fixed and
/// 2 are rolled.
#[test]
fn elemental_artifacts_fix_dice_of_the_roll() {
    let s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .status(P1, 0, json!("Crimson Witch of Flames"))
    .status(P1, 1, json!("Thundering Fury"))
    .status(P1, 2, json!("Viridescent Venerer"))
    .status(P2, 0, json!("Crimson Witch of Flames"))
    .dice(P1, &[])
    .dice(P2, &[])
    .set("phase", json!("roll"));
    let mut state = s.scenario().build().unwrap();
    assert_eq!(
        state.pending(),
        Pending::Chance(ChanceRequest::RollDice {
            player: P1,
            count: 2
        })
    );
    let fixed = Dice::from_counts(&[(Die::Pyro, 2), (Die::Electro, 2), (Die::Anemo, 2)]);
    assert_eq!(state.player(P1).dice, fixed);
    state
        .apply_chance(ChanceOutcome::Dice(Dice::of(Die::Cryo, 2)))
        .unwrap();
    assert_eq!(
        state.pending(),
        Pending::Chance(ChanceRequest::RollDice {
            player: P2,
            count: 6
        })
    );
    state
        .apply_chance(ChanceOutcome::Dice(Dice::of(Die::Geo, 6)))
        .unwrap();
    assert_eq!(
        state.player(P1).dice,
        Dice::from_counts(&[
            (Die::Pyro, 2),
            (Die::Electro, 2),
            (Die::Anemo, 2),
            (Die::Cryo, 2)
        ])
    );
    assert_eq!(
        state.player(P2).dice,
        Dice::from_counts(&[(Die::Pyro, 2), (Die::Geo, 6)])
    );
}

/// Gambler's Earrings: "After an opposing character is defeated: If the character this card
/// is attached to is the active character, create Omni Element ×2. (Can happen 3 times per
/// match)" Not while it is on standby.
#[test]
fn gamblers_earrings_pay_for_defeats_while_active() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Gambler's Earrings")
    .hp(P2, 0, 1)
    .hp(P2, 1, 1)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Gambler's Earrings target 1");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    assert_eq!(
        g.status(P1, 0, EntityId::GamblersEarrings).unwrap().usage,
        3
    );
    g.act("p1 skill Normal Attack");
    assert!(!g.ch(P2, 0).alive);
    assert_eq!(g.dice_total(P1), 15 - 3 + 2);
    assert_eq!(g.dice(P1).count(Die::Omni), 14);
    assert_eq!(
        g.status(P1, 0, EntityId::GamblersEarrings).unwrap().usage,
        2
    );
    g.act("p2 choose 2");
    g.act("p1 switch 2").act("p1 skill Normal Attack");
    assert!(!g.ch(P2, 1).alive, "Fischl defeats Ganyu");
    assert_eq!(g.dice_total(P1), 14 - 1 - 3, "Diluc on standby: nothing");
    assert_eq!(
        g.status(P1, 0, EntityId::GamblersEarrings).unwrap().usage,
        2
    );
}

/// Gambler's Earrings: 3 times per match; spent, it stays equipped and does nothing.
#[test]
fn gamblers_earrings_three_times_per_match() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .status(P1, 0, json!({"name": "Gambler's Earrings", "usage": 1}))
    .hp(P2, 0, 1)
    .hp(P2, 1, 1)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 16 - 3 + 2);
    assert_eq!(
        g.status(P1, 0, EntityId::GamblersEarrings).unwrap().usage,
        0
    );
    g.act("p2 choose 2").act("p1 skill Normal Attack");
    assert!(!g.ch(P2, 1).alive);
    assert_eq!(g.dice_total(P1), 15 - 3, "no uses left");
    assert!(
        g.status(P1, 0, EntityId::GamblersEarrings).is_some(),
        "still equipped"
    );
}

/// Instructor's Cap: "After the character triggers an Elemental Reaction: Create 1 Elemental
/// Die that matches this Character's Elemental Type. (Max 3 times per Round)" Sucrose's
/// Normal Attack swirls the Hydro Xingqiu applies to himself: an Anemo die, 3 times in the
/// round; an attack without a reaction gives nothing.
#[test]
fn instructors_cap_gives_a_die_per_reaction_three_times_a_round() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Fischl"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .status(P1, 0, json!("Instructor's Cap"))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 16 - 3, "no reaction: no die");
    let mut total = 13;
    for i in 0..4 {
        g.act("p2 skill Fatal Rainscreen");
        assert_eq!(g.aura(P2, 0), vec!["Hydro"]);
        g.act("p1 skill Normal Attack");
        assert!(g.aura(P2, 0).is_empty(), "swirled");
        let gained = if i < 3 { 1 } else { 0 };
        total = total - 3 + gained;
        assert_eq!(g.dice_total(P1), total, "reaction {}", i + 1);
        assert_eq!(g.dice(P1).count(Die::Anemo), gained as u8, "an Anemo die");
    }
}

/// Exile's Circlet: "After the character uses an Elemental Burst: All your characters on
/// standby gain 1 Energy. (Once per Round)"
#[test]
fn exiles_circlet_charges_the_standby_characters_once_per_round() {
    let mut g = setup(
        ["Xingqiu", "Diluc", "Fischl"],
        ["Sucrose", "Ganyu", "Noelle"],
    )
    .hand(P1, "Exile's Circlet")
    .energy(P1, 0, 2)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Exile's Circlet target 1");
    assert_eq!(g.dice_total(P1), 16 - 2);
    g.act("p1 skill Elemental Burst");
    assert_eq!(
        [g.energy(P1, 0), g.energy(P1, 1), g.energy(P1, 2)],
        [0, 1, 1]
    );
    g.act("p1 skill Normal Attack")
        .act("p1 skill Normal Attack");
    assert_eq!(g.energy(P1, 0), 2);
    assert_eq!(
        [g.energy(P1, 1), g.energy(P1, 2)],
        [1, 1],
        "not after a Normal Attack"
    );
    g.act("p1 skill Elemental Burst");
    assert_eq!([g.energy(P1, 1), g.energy(P1, 2)], [1, 1], "once per round");
}

/// With every rolled die Omni (`all_omni`, the reference's always-Omni mode), the dice an
/// elemental artifact fixes are still fixed: "2 of the starting Elemental Dice you roll are
/// always guaranteed to be Pyro", the other 6 are Omni. (Found by the differential tool.)
#[test]
fn all_omni_rolls_keep_the_dice_artifacts_fix() {
    let s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .status(P1, 0, json!("Crimson Witch of Flames"))
    .dice(P1, &[])
    .dice(P2, &[])
    .set("phase", json!("roll"))
    .set("config", json!({"all_omni": true}));
    let state = s.scenario().build().unwrap();
    assert_eq!(
        state.player(P1).dice,
        Dice::from_counts(&[(Die::Omni, 6), (Die::Pyro, 2)])
    );
    assert_eq!(state.player(P2).dice, Dice::of(Die::Omni, 8));
}

/// Lightning Stiletto is tagged Talent (a talent played on Keqing, as in the reference): an
/// elemental artifact on Keqing lowers it. Thundering Fury on Keqing on standby: Lightning
/// Stiletto (3 Electro) costs 2 and can be played with 2 dice. (Found by the differential
/// tool, with Thunder Summoner's Crown.)
#[test]
fn elemental_artifacts_lower_lightning_stiletto() {
    let mut g = setup(
        ["Diona", "Beidou", "Keqing"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .status(P1, 2, json!("Thundering Fury"))
    .hand(P1, "Lightning Stiletto")
    .dice(P1, &[("Omni", 2)])
    .declared_end(P2)
    .build();
    assert_eq!(
        g.state
            .card_cost(P1, CardId::LightningStiletto, Target::None),
        Ok(cost(Some(Element::Electro), 2, 0, 0))
    );
    g.act("p1 play Lightning Stiletto");
    assert_eq!(g.active(P1), 2, "Keqing switched in");
    assert_eq!(g.dice_total(P1), 0);
    assert_eq!(g.hp(P2, 0), 10 - 3, "Stellar Restoration");
}

/// The elemental artifacts (the 3.3.0 pieces): "When you play a Talent card or a Character
/// uses a Skill: Spend 1 less <element> Die. (Once per Round)" Each, played on a character
/// of its element (2 dice), lowers the Elemental Skill by one die of the element, once in the
/// round.
#[test]
fn elemental_artifacts_lower_one_die_of_their_element_once_per_round() {
    let cases = [
        ("Broken Rime's Echo", "Ganyu", Element::Cryo),
        ("Blizzard Strayer", "Ganyu", Element::Cryo),
        ("Wine-Stained Tricorne", "Xingqiu", Element::Hydro),
        ("Heart of Depth", "Xingqiu", Element::Hydro),
        ("Witch's Scorching Hat", "Diluc", Element::Pyro),
        ("Thunder Summoner's Crown", "Fischl", Element::Electro),
        ("Viridescent Venerer's Diadem", "Sucrose", Element::Anemo),
        ("Mask of Solitude Basalt", "Noelle", Element::Geo),
        ("Archaic Petra", "Noelle", Element::Geo),
        ("Laurel Coronet", "Collei", Element::Dendro),
        ("Deepwood Memories", "Collei", Element::Dendro),
    ];
    for (card, character, element) in cases {
        let mut g = setup([character, "Bennett", "Kaeya"], ["Mona", "Razor", "Jean"])
            .hand(P1, card)
            .dice(P1, &[("Omni", 16)])
            .declared_end(P2)
            .build();
        let full = g.state.skill_cost(P1, 1).unwrap();
        assert_eq!((full.element, full.matching), (Some(element), 3), "{card}");
        g.act(&format!("p1 play {card} target 1"));
        assert_eq!(g.dice_total(P1), 16 - 2, "{card} costs 2");
        assert_eq!(
            g.state.skill_cost(P1, 1),
            Ok(cost(Some(element), 2, 0, 0)),
            "{card}: 1 less {element:?} die"
        );
        g.act("p1 skill 2");
        assert_eq!(g.dice_total(P1), 14 - 2, "{card}");
        assert_eq!(
            g.state.skill_cost(P1, 1),
            Ok(full),
            "{card}: once per round"
        );
        g.act("p1 skill 2");
        assert_eq!(g.dice_total(P1), 12 - 3, "{card}");
    }
}

/// Blizzard Strayer, Heart of Depth, Archaic Petra, Deepwood Memories: "Roll Phase: 2 of the
/// starting Elemental Dice you roll are always guaranteed to be Cryo / Hydro / Geo / Dendro."
/// With the four, the 8 dice are all fixed: 2 of each.
#[test]
fn the_full_elemental_artifacts_fix_two_dice_of_the_roll() {
    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .status(P1, 0, json!("Blizzard Strayer"))
    .status(P1, 1, json!("Heart of Depth"))
    .status(P1, 2, json!("Archaic Petra"))
    .status(P2, 0, json!("Deepwood Memories"))
    .status(P2, 1, json!("Broken Rime's Echo"))
    .dice(P1, &[])
    .dice(P2, &[])
    .set("phase", json!("roll"));
    let mut state = s.scenario().build().unwrap();
    assert_eq!(
        state.pending(),
        Pending::Chance(ChanceRequest::RollDice {
            player: P1,
            count: 2
        })
    );
    state
        .apply_chance(ChanceOutcome::Dice(Dice::of(Die::Anemo, 2)))
        .unwrap();
    assert_eq!(
        state.pending(),
        Pending::Chance(ChanceRequest::RollDice {
            player: P2,
            count: 6
        }),
        "Broken Rime's Echo fixes no die"
    );
    state
        .apply_chance(ChanceOutcome::Dice(Dice::of(Die::Pyro, 6)))
        .unwrap();
    assert_eq!(
        state.player(P1).dice,
        Dice::from_counts(&[
            (Die::Cryo, 2),
            (Die::Hydro, 2),
            (Die::Geo, 2),
            (Die::Anemo, 2)
        ])
    );
    assert_eq!(
        state.player(P2).dice,
        Dice::from_counts(&[(Die::Dendro, 2), (Die::Pyro, 6)])
    );
}

/// Adventurer's Bandana: "After the character uses a Normal Attack: Heal self for 1 HP. (Max
/// 3 times per Round)" Not after an Elemental Skill; the count starts over next round.
#[test]
fn adventurers_bandana_heals_after_three_normal_attacks_a_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Adventurer's Bandana")
    .hp(P1, 0, 4)
    .dice(P1, &[("Omni", 16)])
    .set("config", json!({"all_omni": true}))
    .declared_end(P2)
    .build();
    g.act("p1 play Adventurer's Bandana target 1");
    assert_eq!(g.dice_total(P1), 16 - 1, "costs 1");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 4, "not after an Elemental Skill");
    for hp in [5, 6, 7, 7] {
        g.act("p1 skill Normal Attack");
        assert_eq!(g.hp(P1, 0), hp);
    }
    g.end_round();
    g.act("p1 skill Normal Attack");
    assert!(
        !g.ch(P2, 0).alive,
        "Noelle defeated: the heal waits for P2's choice"
    );
    g.act("p2 choose 2");
    assert_eq!(g.hp(P1, 0), 8, "a new round");
}

/// Lucky Dog's Silver Circlet: "After the character uses an Elemental Skill: Heal self for 2
/// HP. (Once per Round)"
#[test]
fn lucky_dogs_silver_circlet_heals_after_an_elemental_skill_once_per_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Lucky Dog's Silver Circlet")
    .hp(P1, 0, 4)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Lucky Dog's Silver Circlet target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "costs 2");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 4, "not after a Normal Attack");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 6);
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.hp(P1, 0), 6, "once per round");
}

/// Traveling Doctor's Handkerchief: "After the character uses an Elemental Burst: Heal all
/// your characters for 1 HP. (Once per Round)"
#[test]
fn traveling_doctors_handkerchief_heals_everyone_after_a_burst() {
    let mut g = setup(
        ["Fischl", "Diluc", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Traveling Doctor's Handkerchief")
    .hp(P1, 0, 5)
    .hp(P1, 1, 5)
    .hp(P1, 2, 5)
    .energy(P1, 0, 3)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Traveling Doctor's Handkerchief target 1");
    assert_eq!(g.dice_total(P1), 16 - 1, "costs 1");
    g.act("p1 skill Midnight Phantasmagoria");
    assert_eq!([g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)], [6, 6, 6]);
    for _ in 0..3 {
        g.act("p1 skill Normal Attack");
    }
    assert_eq!(g.hp(P1, 0), 6, "not after a Normal Attack");
    assert_eq!(g.energy(P1, 0), 3);
    g.act("p1 skill Midnight Phantasmagoria");
    assert_eq!(
        [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)],
        [6, 6, 6],
        "once per round"
    );
}

/// Ornate Kabuto: "After another character of yours uses an Elemental Burst: The character
/// to which this is attached gains 1 Energy." On Fischl on standby: Diluc's Dawn gives her
/// 1; Diluc's other skills nothing; no limit per round.
#[test]
fn ornate_kabuto_charges_after_another_characters_burst() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Ornate Kabuto")
    .energy(P1, 0, 2)
    .energy(P1, 2, 2)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Ornate Kabuto target 2");
    assert_eq!(g.dice_total(P1), 16 - 1, "costs 1");
    assert!(g.status(P1, 1, EntityId::OrnateKabuto).is_some());
    g.act("p1 skill Normal Attack");
    assert_eq!(g.energy(P1, 1), 0, "not after a Normal Attack");
    assert_eq!(g.energy(P1, 0), 3);
    g.act("p1 skill Dawn");
    assert_eq!(g.energy(P1, 1), 1, "after Diluc's Elemental Burst");
    assert_eq!(g.energy(P1, 0), 0);
    g.act("p1 switch 3").act("p1 skill 3");
    assert_eq!(g.energy(P1, 1), 2, "after Sucrose's: no limit per round");
}

/// Ornate Kabuto: the character's own Elemental Burst gives nothing ("another character").
#[test]
fn ornate_kabuto_not_after_its_own_characters_burst() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, json!("Ornate Kabuto"))
    .energy(P1, 0, 3)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 skill Dawn");
    assert_eq!(g.energy(P1, 0), 0);
}

/// Emblem of Severed Fate: "After another character of yours uses an Elemental Burst: The
/// character to which this is attached gains 1 Energy. / The DMG dealt by the character's
/// Elemental Bursts is increased by 2. (Once per Round)" Fischl's Midnight Phantasmagoria: 4
/// Electro + 2 = 6 to the active character, the 2 Piercing to the standby ones unchanged;
/// Diluc's Dawn gives her 1 Energy.
#[test]
fn emblem_of_severed_fate_boosts_bursts_and_charges_after_anothers() {
    let mut g = setup(
        ["Fischl", "Diluc", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Emblem of Severed Fate")
    .energy(P1, 0, 3)
    .energy(P1, 1, 3)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Emblem of Severed Fate target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "costs 2");
    g.clear_log().act("p1 skill Midnight Phantasmagoria");
    assert_eq!(
        g.damages(),
        vec![
            (P2, 0, 6, "Electro".into()),
            (P2, 1, 2, "Piercing".into()),
            (P2, 2, 2, "Piercing".into()),
        ]
    );
    g.act("p1 switch 2").act("p1 skill Dawn");
    assert_eq!(g.energy(P1, 0), 1, "after Diluc's Elemental Burst");
    assert_eq!(
        g.damages().last().unwrap().2,
        8 + 2,
        "Dawn: 8 + 2 Overloaded, not boosted by Fischl's Emblem"
    );
}

/// Emblem of Severed Fate: "(Once per Round)": Fischl's second Burst of the round deals its
/// 4.
#[test]
fn emblem_of_severed_fate_once_per_round() {
    let mut g = setup(
        ["Fischl", "Diluc", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, json!("Emblem of Severed Fate"))
    .energy(P1, 0, 3)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.clear_log().act("p1 skill Midnight Phantasmagoria");
    assert_eq!(g.damages()[0].2, 6);
    for _ in 0..3 {
        g.act("p1 skill Nightrider");
    }
    g.clear_log().act("p1 skill Midnight Phantasmagoria");
    assert_eq!(g.damages()[0].2, 4, "once per round");
}

/// Emblem of Severed Fate before 4.1.0 (its text then: "The DMG dealt by the character's
/// Elemental Bursts is increased by 2", no limit): every Burst is boosted.
#[test]
fn emblem_of_severed_fate_before_4_1_has_no_limit() {
    let mut g = setup(
        ["Fischl", "Diluc", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .set("version", json!("4.0.0"))
    .status(P1, 0, json!("Emblem of Severed Fate"))
    .energy(P1, 0, 3)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.clear_log().act("p1 skill Midnight Phantasmagoria");
    assert_eq!(g.damages()[0].2, 6);
    for _ in 0..3 {
        g.act("p1 skill Nightrider");
    }
    g.clear_log().act("p1 skill Midnight Phantasmagoria");
    assert_eq!(g.damages()[0].2, 6, "no limit before 4.1.0");
}

/// General's Ancient Helm: "When Action Phase begins: The character to which this is
/// attached gains Unmovable Mountain that provides 2 Shield points." The shield takes 2 of a
/// 3 damage hit to its character (on standby too); the next Action Phase gives it again at 2.
#[test]
fn generals_ancient_helm_shields_its_character_each_round() {
    let mut g = setup(
        ["Diluc", "Noelle", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "General's Ancient Helm")
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .build();
    g.act("p1 play General's Ancient Helm target 2");
    assert_eq!(g.dice_total(P1), 16 - 2, "costs 2");
    assert_eq!(
        g.status(P1, 1, EntityId::GeneralsAncientHelm)
            .unwrap()
            .usage,
        0,
        "the artifact has no usages of its own (found by the differential tool)"
    );
    assert!(g.status(P1, 1, EntityId::UnmovableMountain).is_none());
    g.end_round().act("p1 reroll").act("p2 reroll");
    let shield = g.status(P1, 1, EntityId::UnmovableMountain).unwrap();
    assert_eq!(shield.usage, 2);
    g.act("p1 switch 2");
    g.act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 1), 12, "Noelle: 2 Physical absorbed");
    assert!(g.status(P1, 1, EntityId::UnmovableMountain).is_none());
    g.end_round().act("p1 reroll").act("p2 reroll");
    assert_eq!(
        g.status(P1, 1, EntityId::UnmovableMountain).unwrap().usage,
        2
    );
}

/// Tenacity of the Millelith: "... gains Unmovable Mountain that provides 2 Shield points. /
/// After this character takes DMG: If the character this card is attached to is the active
/// character, create 1 Elemental Die matching this character's Elemental Type. (Once per
/// Round)" Noelle active takes a hit: a Geo die (once in the round), also when the shield
/// took it all; on standby, none.
#[test]
fn tenacity_of_the_millelith_gives_a_die_when_its_active_character_is_hit() {
    let mut g = setup(
        ["Noelle", "Diluc", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Tenacity of the Millelith")
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .set("config", json!({"all_omni": true}))
    .build();
    g.act("p1 play Tenacity of the Millelith target 1");
    assert_eq!(g.dice_total(P1), 16 - 3, "costs 3");
    assert_eq!(
        g.status(P1, 0, EntityId::TenacityOfTheMillelith)
            .unwrap()
            .usage,
        0,
        "no usages of its own"
    );
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 12 - 2);
    assert_eq!(g.dice(P1).count(Die::Geo), 1, "a Geo die");
    g.act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 8);
    assert_eq!(g.dice(P1).count(Die::Geo), 1, "once per round");
    g.act("p2 end");
    assert_eq!(
        g.status(P1, 0, EntityId::UnmovableMountain).unwrap().usage,
        2
    );
    let geo = g.dice(P1).count(Die::Geo);
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 8, "the shield took it all");
    assert_eq!(
        g.dice(P1).count(Die::Geo),
        geo + 1,
        "damage taken: a Geo die"
    );
}

/// Tenacity of the Millelith: its character on standby gets no die.
#[test]
fn tenacity_of_the_millelith_not_on_standby() {
    let mut g = setup(
        ["Diluc", "Noelle", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .status(P1, 1, json!("Tenacity of the Millelith"))
    .energy(P2, 0, 3)
    .dice(P1, &[])
    .dice(P2, &[("Omni", 16)])
    .build();
    g.act("p1 end").act("p2 skill Midnight Phantasmagoria");
    assert_eq!(g.hp(P1, 1), 12 - 2, "2 Piercing");
    assert_eq!(g.dice_total(P1), 0);
}

/// Thundering Poise: "When you play a Talent card or a Character uses a Normal Attack: Spend
/// 1 less Elemental Die. (Once per Round)" On Diluc: his Normal Attack (1 Pyro + 2
/// unaligned) costs 2 (the Pyro die lowered first, as the reference deducts), his talent
/// Flowing Flame 2, his Elemental Skill its full 3; used once, the round's use is gone.
#[test]
fn thundering_poise_lowers_a_normal_attack_or_a_talent_once_per_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Thundering Poise")
    .hand(P1, "Flowing Flame")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    let pyro = Some(Element::Pyro);
    g.act("p1 play Thundering Poise target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "costs 2");
    assert_eq!(g.state.skill_cost(P1, 0), Ok(cost(pyro, 0, 2, 0)));
    assert_eq!(g.state.skill_cost(P1, 1), Ok(cost(pyro, 3, 0, 0)));
    assert_eq!(
        g.state.card_cost(P1, CardId::FlowingFlame, Target::Own(0)),
        Ok(cost(pyro, 2, 0, 0))
    );
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 14 - 2);
    assert_eq!(g.state.skill_cost(P1, 0), Ok(cost(pyro, 1, 2, 0)), "used");
    assert_eq!(
        g.state.card_cost(P1, CardId::FlowingFlame, Target::Own(0)),
        Ok(cost(pyro, 3, 0, 0))
    );
}

/// Thundering Poise: the talent played on its character takes the round's use.
#[test]
fn thundering_poise_lowers_the_talent_card() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, json!("Thundering Poise"))
    .hand(P1, "Flowing Flame")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Flowing Flame target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "Flowing Flame for 2");
    assert_eq!(
        g.state.skill_cost(P1, 0),
        Ok(cost(Some(Element::Pyro), 1, 2, 0)),
        "once per round"
    );
}

/// Capricious Visage: "When you play a Talent card or a Character uses an Elemental Skill:
/// Spend 1 less Elemental Die. (Once per Round)" Diluc's Searing Onslaught costs 2, once;
/// his Normal Attack is not lowered.
#[test]
fn capricious_visage_lowers_an_elemental_skill_once_per_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Capricious Visage")
    .hand(P1, "Flowing Flame")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    let pyro = Some(Element::Pyro);
    g.act("p1 play Capricious Visage target 1");
    assert_eq!(g.dice_total(P1), 16 - 2, "costs 2");
    assert_eq!(g.state.skill_cost(P1, 0), Ok(cost(pyro, 1, 2, 0)));
    assert_eq!(g.state.skill_cost(P1, 1), Ok(cost(pyro, 2, 0, 0)));
    assert_eq!(
        g.state.card_cost(P1, CardId::FlowingFlame, Target::Own(0)),
        Ok(cost(pyro, 2, 0, 0))
    );
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 14 - 3, "the Normal Attack at full cost");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 11 - 2);
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 9 - 3, "once per round");
}

/// Vermillion Hereafter: "When you play a Talent card or a Character uses a Normal Attack:
/// Spend 1 less Elemental Die. (Once per Round) / After a character is switched to the
/// active character: During this Round, character deals +1 Normal Attack DMG." Diluc
/// switched in gains Vermillion Hereafter (In Effect) for the round: his Normal Attacks deal
/// 2 + 1, his Elemental Skill its 3; the next round it is gone.
#[test]
fn vermillion_hereafter_boosts_normal_attacks_after_a_switch_in() {
    let mut g = setup(
        ["Fischl", "Diluc", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Vermillion Hereafter")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .set("config", json!({"all_omni": true}))
    .build();
    g.act("p1 play Vermillion Hereafter target 2");
    assert_eq!(g.dice_total(P1), 16 - 3, "costs 3");
    assert_eq!(
        g.state.skill_cost(P1, 0),
        Ok(cost(Some(Element::Electro), 1, 2, 0)),
        "Fischl's Normal Attack is not lowered"
    );
    assert!(g
        .status(P1, 1, EntityId::VermillionHereafterInEffect)
        .is_none());
    g.act("p1 switch 2");
    let effect = g
        .status(P1, 1, EntityId::VermillionHereafterInEffect)
        .unwrap();
    assert_eq!(effect.duration, 1, "this round");
    assert_eq!(
        g.state.skill_cost(P1, 0),
        Ok(cost(Some(Element::Pyro), 0, 2, 0))
    );
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 12 - 2);
    assert_eq!(g.damages(), vec![(P2, 0, 3, "Physical".into())]);
    g.clear_log().act("p1 skill Searing Onslaught");
    assert_eq!(g.damages(), vec![(P2, 0, 3, "Pyro".into())], "not boosted");
    g.end_round();
    assert!(
        g.status(P1, 1, EntityId::VermillionHereafterInEffect)
            .is_none(),
        "gone with the round"
    );
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.damages()[0].2, 2, "no longer boosted");
}

/// Vermillion Hereafter: only its own character's switch in counts; switched in twice in a
/// round, the bonus stays +1.
#[test]
fn vermillion_hereafter_only_its_characters_switch_and_once() {
    let mut g = setup(
        ["Fischl", "Diluc", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .status(P1, 1, json!("Vermillion Hereafter"))
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 switch 3");
    assert!(g
        .status(P1, 1, EntityId::VermillionHereafterInEffect)
        .is_none());
    assert!(g
        .status(P1, 2, EntityId::VermillionHereafterInEffect)
        .is_none());
    g.act("p1 switch 2").act("p1 switch 1").act("p1 switch 2");
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.damages(), vec![(P2, 0, 3, "Physical".into())]);
}

/// Shimenawa's Reminiscence: "When you play a Talent card or a Character uses an Elemental
/// Skill: Spend 1 less Elemental Die. (Once per Round) / If the character has at least 2
/// Energy, this character's Normal Attacks and Elemental Skills will deal +1 DMG." Diluc at 1
/// Energy: his Normal Attack deals 2 (then he has 2); then +1 on his Normal Attack and
/// Searing Onslaught (which costs 2); Dawn is not boosted.
#[test]
fn shimenawas_reminiscence_boosts_at_two_energy() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Shimenawa's Reminiscence")
    .energy(P1, 0, 1)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Shimenawa's Reminiscence target 1");
    assert_eq!(g.dice_total(P1), 16 - 3, "costs 3");
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.damages()[0].2, 2, "1 Energy: no bonus");
    assert_eq!(g.energy(P1, 0), 2);
    g.clear_log().act("p1 skill Searing Onslaught");
    assert_eq!(g.dice_total(P1), 10 - 2, "Searing Onslaught for 2");
    assert_eq!(g.damages(), vec![(P2, 0, 3 + 1, "Pyro".into())]);
    assert_eq!(g.energy(P1, 0), 3);
    g.clear_log().act("p1 skill Dawn");
    assert_eq!(g.damages()[0].2, 8, "Dawn not boosted");
}

/// Shimenawa's Reminiscence: a Normal Attack at 2 Energy deals +1.
#[test]
fn shimenawas_reminiscence_boosts_a_normal_attack() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, json!("Shimenawa's Reminiscence"))
    .energy(P1, 0, 2)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.damages(), vec![(P2, 0, 2 + 1, "Physical".into())]);
}

/// Flowing Rings: "After the character uses a Normal Attack: Draw 1 card. (Once per Round)"
/// Free; Diluc's Normal Attack draws 1, his Elemental Skill none, a second Normal Attack
/// none; the next round, one again.
#[test]
fn flowing_rings_draws_after_a_normal_attack_once_per_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Flowing Rings")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .dice(P1, &[("Omni", 16)])
    .set("config", json!({"all_omni": true}))
    .declared_end(P2)
    .build();
    g.act("p1 play Flowing Rings target 1");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert!(g.status(P1, 0, EntityId::FlowingRings).is_some());
    g.act("p1 skill Searing Onslaught");
    assert_eq!(g.hand(P1).len(), 0, "not after an Elemental Skill");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hand(P1).len(), 1, "a card after the Normal Attack");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hand(P1).len(), 1, "once per round");
    g.end_round();
    let hand = g.hand(P1).len();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hand(P1).len(), hand + 1, "a new round");
}

/// Echoes of an Offering: "After the character uses a Normal Attack: Draw 1 card. (Once per
/// Round) / After the character uses a Skill: If you have no more Elemental Dice than cards
/// in your hand, create 1 Elemental Die of the character's element. (Once per Round)" Costs
/// 2; an Elemental Skill that leaves 3 dice to an empty hand creates none (the use is kept);
/// a Normal Attack leaving 0 dice draws 1, then counts the card: a Pyro die.
#[test]
fn echoes_of_an_offering_draws_then_creates_a_die_when_dice_are_few() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Echoes of an Offering")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .dice(P1, &[("Omni", 8)])
    .declared_end(P2)
    .build();
    g.act("p1 play Echoes of an Offering target 1");
    assert_eq!(g.dice_total(P1), 8 - 2, "costs 2");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(
        (g.dice_total(P1), g.hand(P1).len()),
        (3, 0),
        "3 dice > 0 cards"
    );
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hand(P1).len(), 1, "a card");
    assert_eq!(
        g.dice(P1).count(Die::Pyro),
        1,
        "0 dice <= 1 card: a Pyro die"
    );
    assert_eq!(g.dice_total(P1), 1);
}

/// Echoes of an Offering: each effect once per round: an Elemental Skill with 3 dice left
/// to 4 cards creates the round's die; the Normal Attack after it draws but creates none.
#[test]
fn echoes_of_an_offering_each_effect_once_per_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, json!("Echoes of an Offering"))
    .hand(P1, "Strategize")
    .hand(P1, "Strategize")
    .hand(P1, "Strategize")
    .hand(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .dice(P1, &[("Omni", 6)])
    .declared_end(P2)
    .build();
    g.act("p1 skill Searing Onslaught");
    assert_eq!(
        g.dice(P1).count(Die::Pyro),
        1,
        "3 dice <= 4 cards: a Pyro die"
    );
    assert_eq!(g.dice_total(P1), 4);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hand(P1).len(), 5, "the Normal Attack's card");
    assert_eq!(g.dice_total(P1), 1, "the die was the round's");
}

/// Heart of Khvarena's Brilliance: "After the character takes DMG: If the character to which
/// this is attached is the active character, draw 1 card. (Once per Round)" Free; Noelle
/// active, hit twice: 1 card; Diluc's on standby: none (Piercing damage to him draws
/// nothing).
#[test]
fn heart_of_khvarenas_brilliance_draws_when_its_active_character_is_hit() {
    let mut g = setup(
        ["Noelle", "Diluc", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Heart of Khvarena's Brilliance")
    .status(P1, 1, json!("Heart of Khvarena's Brilliance"))
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .energy(P2, 0, 3)
    .dice(P1, &[("Omni", 8)])
    .dice(P2, &[("Omni", 16)])
    .build();
    g.act("p1 play Heart of Khvarena's Brilliance target 1");
    assert_eq!(g.dice_total(P1), 8, "free");
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 12 - 2);
    assert_eq!(g.hand(P1).len(), 1, "a card");
    g.act("p2 skill Midnight Phantasmagoria");
    assert_eq!(g.hp(P1, 1), 10 - 2, "Diluc: 2 Piercing");
    assert_eq!(g.hand(P1).len(), 1, "once per round, none on standby");
}

/// Vourukasha's Glow: "After the character takes DMG: If the character to which this is
/// attached is the active character, draw 1 card, and heal the character for 1 HP in this
/// round's End Phase. (Once per Round)" Costs 1; Noelle hit twice: 1 card, healed for 1 in
/// the End Phase; a round without damage: no heal.
#[test]
fn vourukashas_glow_draws_and_heals_in_the_end_phase() {
    let mut g = setup(
        ["Noelle", "Diluc", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Vourukasha's Glow")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .dice(P1, &[("Omni", 8)])
    .dice(P2, &[("Omni", 16)])
    .build();
    g.act("p1 play Vourukasha's Glow target 1");
    assert_eq!(g.dice_total(P1), 8 - 1, "costs 1");
    g.act("p1 end")
        .act("p2 skill Normal Attack")
        .act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 12 - 4);
    assert_eq!(g.hand(P1).len(), 1, "once per round");
    g.act("p2 end");
    assert_eq!(g.hp(P1, 0), 9, "healed for 1 in the End Phase");
    let hand = g.hand(P1).len();
    g.act("p1 reroll").act("p2 reroll").end_round();
    assert_eq!(g.hp(P1, 0), 9, "no damage, no heal");
    assert_eq!(g.hand(P1).len(), hand + 2, "the End Phase's 2 cards only");
}

/// Vourukasha's Glow hit in the End Phase after its own turn there (P2's Oz strikes after P1's
/// effects): the card is drawn at once, the heal waits for the next End Phase (as the
/// reference: differential game 31010-22).
#[test]
fn vourukashas_glow_hit_late_in_the_end_phase_heals_at_the_next() {
    let mut g = setup(
        ["Noelle", "Diluc", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, serde_json::json!("Vourukasha's Glow"))
    .summon(P2, serde_json::json!({"name": "Oz", "usage": 1}))
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .build();
    g.act("p1 end").act("p2 end");
    assert_eq!(g.hp(P1, 0), 12 - 1, "Oz's 1 Electro, no heal yet");
    assert_eq!(
        g.hand(P1).len(),
        1 + 2,
        "the Glow's card and the End Phase's 2"
    );
    g.act("p1 reroll").act("p2 reroll").end_round();
    assert_eq!(g.hp(P1, 0), 12, "healed for 1 in the next End Phase");
}

/// Vourukasha's Glow before 4.4.0: "End Phase: heal the attached character for 1 HP" every
/// round, hit or not.
#[test]
fn vourukashas_glow_before_4_4_heals_every_end_phase() {
    let mut g = setup(
        ["Noelle", "Diluc", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .set("version", json!("4.3.0"))
    .status(P1, 0, json!("Vourukasha's Glow"))
    .hp(P1, 0, 5)
    .build();
    g.end_round();
    assert_eq!(g.hp(P1, 0), 6, "healed without damage");
}

/// Shadow of the Sand King: "When played: Draw 1 card. / While the character is the active
/// character, when an opposing character takes Elemental Reaction DMG: Draw 1 card. (Once
/// per Round)" Costs 1 and draws 1; Sucrose's Normal Attack Swirls Ganyu's Cryo, and the
/// spread Cryo melts Noelle's Pyro and freezes Xingqiu: three reaction damages, one card.
#[test]
fn shadow_of_the_sand_king_draws_on_reaction_damage_once_per_round() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Fischl"],
        ["Ganyu", "Noelle", "Xingqiu"],
    )
    .hand(P1, "Shadow of the Sand King")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .aura(P2, 0, &["Cryo"])
    .aura(P2, 1, &["Pyro"])
    .aura(P2, 2, &["Hydro"])
    .dice(P1, &[("Omni", 8)])
    .declared_end(P2)
    .build();
    g.act("p1 play Shadow of the Sand King target 1");
    assert_eq!(g.dice_total(P1), 8 - 1, "costs 1");
    assert_eq!(g.hand(P1).len(), 1, "drew 1 when played");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.aura(P2, 1), Vec::<&str>::new(), "Melt");
    assert_eq!(g.hand(P1).len(), 2, "once per round");
}

/// Shadow of the Sand King: on standby, reaction damage draws nothing.
#[test]
fn shadow_of_the_sand_king_not_on_standby() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Fischl"],
        ["Ganyu", "Noelle", "Xingqiu"],
    )
    .status(P1, 1, json!("Shadow of the Sand King"))
    .deck(P1, "Strategize")
    .aura(P2, 0, &["Cryo"])
    .declared_end(P2)
    .build();
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hand(P1).len(), 0);
}

/// Gilded Dreams: "When played: create 1 Elemental Die of the character's element; if your
/// party has characters of 3 different elements, 2 instead. / ... when an opposing
/// character takes Elemental Reaction DMG: Draw 1 card. (Up to twice per Round)" Costs 3;
/// Sucrose, Diluc and Fischl are 3 elements: 2 Anemo dice; three reaction damages: 2 cards.
#[test]
fn gilded_dreams_creates_dice_and_draws_twice_per_round() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Fischl"],
        ["Ganyu", "Noelle", "Xingqiu"],
    )
    .hand(P1, "Gilded Dreams")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .aura(P2, 0, &["Cryo"])
    .aura(P2, 1, &["Pyro"])
    .aura(P2, 2, &["Hydro"])
    .dice(P1, &[("Omni", 8)])
    .declared_end(P2)
    .build();
    g.act("p1 play Gilded Dreams target 1");
    assert_eq!(g.dice_total(P1), 8 - 3 + 2, "costs 3, creates 2");
    assert_eq!(g.dice(P1).count(Die::Anemo), 2, "2 Anemo dice");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hand(P1).len(), 2, "twice per round");
}

/// Gilded Dreams: a party of 2 elements (Diluc, Xiangling, Fischl): 1 die.
#[test]
fn gilded_dreams_one_die_for_two_elements() {
    let mut g = setup(
        ["Diluc", "Xiangling", "Fischl"],
        ["Ganyu", "Noelle", "Xingqiu"],
    )
    .hand(P1, "Gilded Dreams")
    .dice(P1, &[("Omni", 8)])
    .build();
    g.act("p1 play Gilded Dreams target 1");
    assert_eq!(g.dice(P1).count(Die::Pyro), 1);
    assert_eq!(g.dice_total(P1), 8 - 3 + 1);
}

/// Gilded Dreams before 4.5.0: "如果我方队伍中存在3种不同元素类型的角色，则额外生成1个万能元素"
/// (an Omni die besides): 1 Anemo die and 1 Omni die.
#[test]
fn gilded_dreams_before_4_5_adds_an_omni_die() {
    let mut g = setup(
        ["Sucrose", "Diluc", "Fischl"],
        ["Ganyu", "Noelle", "Xingqiu"],
    )
    .set("version", json!("4.3.0"))
    .hand(P1, "Gilded Dreams")
    .dice(P1, &[("Omni", 8)])
    .build();
    g.act("p1 play Gilded Dreams target 1");
    assert_eq!(g.dice(P1).count(Die::Anemo), 1);
    assert_eq!(g.dice(P1).count(Die::Omni), 8 - 3 + 1);
}

/// Crown of Watatsumi: "For every 3 HP of healing your characters receive, this card
/// accumulates 1 Sea-Dyed Foam (at most 2). / When the character deals DMG: consume all
/// Sea-Dyed Foam, +1 DMG for each one." Costs 1; 2 + 2 + 2 HP healed on three characters:
/// 2 foam; Diluc's Normal Attack deals 2 + 2, spending them.
#[test]
fn crown_of_watatsumi_gathers_foam_from_healing_and_spends_it_on_damage() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Crown of Watatsumi")
    .hand(P1, "Mondstadt Hash Brown")
    .hand(P1, "Mondstadt Hash Brown")
    .hand(P1, "Mondstadt Hash Brown")
    .hp(P1, 0, 5)
    .hp(P1, 1, 5)
    .hp(P1, 2, 5)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Crown of Watatsumi target 1");
    assert_eq!(g.dice_total(P1), 16 - 1, "costs 1");
    let foam = |g: &Game| {
        let s = g.status(P1, 0, EntityId::CrownOfWatatsumi).unwrap();
        (s.usage, s.aux)
    };
    assert_eq!(foam(&g), (0, 0));
    g.act("p1 play Mondstadt Hash Brown target 1");
    assert_eq!((g.hp(P1, 0), foam(&g)), (7, (0, 2)), "2 HP towards a foam");
    g.act("p1 play Mondstadt Hash Brown target 2");
    assert_eq!(foam(&g), (1, 1), "4 HP: 1 foam");
    g.act("p1 play Mondstadt Hash Brown target 3");
    assert_eq!(foam(&g), (2, 0), "6 HP: 2 foam");
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.damages()[0].2, 2 + 2, "+1 per foam");
    assert_eq!(foam(&g), (0, 0), "all spent");
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.damages()[0].2, 2, "no foam, no bonus");
}

/// Crown of Watatsumi: "(at most 2)": 9 HP of healing make 2 foam, not 3; a heal at full HP
/// adds nothing; the opponent's healing counts for nothing.
#[test]
fn crown_of_watatsumi_holds_two_foam() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, json!("Crown of Watatsumi"))
    .status(P2, 0, json!("Crown of Watatsumi"))
    .hand(P1, "Mondstadt Hash Brown")
    .hand(P1, "Mondstadt Hash Brown")
    .hand(P1, "Mondstadt Hash Brown")
    .hand(P1, "Sweet Madame")
    .hp(P1, 0, 1)
    .hp(P1, 1, 1)
    .hp(P1, 2, 1)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    for t in 1..=3 {
        g.act(&format!("p1 play Mondstadt Hash Brown target {t}"));
    }
    let crown = g.status(P1, 0, EntityId::CrownOfWatatsumi).unwrap();
    assert_eq!(crown.usage, 2, "at most 2 foam");
    assert_eq!(
        g.status(P2, 0, EntityId::CrownOfWatatsumi).unwrap().usage,
        0
    );
}

/// Ocean-Hued Clam: "When played: heal the character for 2 HP." plus the foam: costs 3;
/// Diluc at 5 HP is healed to 7 (2 HP towards a foam), a Hash Brown makes the foam, and his
/// Normal Attack deals 2 + 1.
#[test]
fn ocean_hued_clam_heals_when_played_and_gathers_foam() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Ocean-Hued Clam")
    .hand(P1, "Mondstadt Hash Brown")
    .hp(P1, 0, 5)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Ocean-Hued Clam target 1");
    assert_eq!(g.dice_total(P1), 16 - 3, "costs 3");
    assert_eq!(g.hp(P1, 0), 7, "healed for 2");
    let clam = g.status(P1, 0, EntityId::OceanHuedClam).unwrap();
    assert_eq!((clam.usage, clam.aux), (0, 2), "its own heal counts");
    g.act("p1 play Mondstadt Hash Brown target 1");
    assert_eq!(g.status(P1, 0, EntityId::OceanHuedClam).unwrap().usage, 1);
    g.clear_log().act("p1 skill Normal Attack");
    assert_eq!(g.damages()[0].2, 2 + 1);
}

/// Ocean-Hued Clam: "For every 3 HP of healing your characters receive, this card gathers
/// 1 Sea-Dyed Foam." Reviving a character heals it (Teyvat Fried Egg: "revive the target
/// character and heal that character for 1 HP"): the clam's own 2 plus the revival's 1 make
/// its first foam (differential game 23001-10).
#[test]
fn ocean_hued_clam_counts_a_revival_as_healing() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Ocean-Hued Clam")
    .hand(P1, "Teyvat Fried Egg")
    .hp(P1, 0, 5)
    .hp(P1, 2, 0)
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Ocean-Hued Clam target 1");
    let clam = g.status(P1, 0, EntityId::OceanHuedClam).unwrap();
    assert_eq!((clam.usage, clam.aux), (0, 2));
    g.act("p1 play Teyvat Fried Egg target 3");
    assert_eq!(g.hp(P1, 2), 1, "revived with 1 HP");
    let clam = g.status(P1, 0, EntityId::OceanHuedClam).unwrap();
    assert_eq!((clam.usage, clam.aux), (1, 0), "2 + 1 HP healed: one foam");
}

/// Ocean-Hued Clam before 4.3.0 healed 3 HP when played (a number of its text).
#[test]
fn ocean_hued_clam_before_4_3_heals_3() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .set("version", json!("4.2.0"))
    .hand(P1, "Ocean-Hued Clam")
    .hp(P1, 0, 5)
    .build();
    g.act("p1 play Ocean-Hued Clam target 1");
    assert_eq!(g.hp(P1, 0), 8);
    assert_eq!(g.status(P1, 0, EntityId::OceanHuedClam).unwrap().usage, 1);
}

/// Veteran's Visage: "After the character takes DMG or is healed: the first time this
/// round, create 1 Elemental Die of the character's element; the second, draw 1 card." Costs
/// 2; Noelle hit: a Geo die; healed: a card; hit again: nothing; the next round, a die again.
#[test]
fn veterans_visage_a_die_then_a_card_each_round() {
    let mut g = setup(
        ["Noelle", "Diluc", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "Veteran's Visage")
    .hand(P1, "Sweet Madame")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
    .dice(P1, &[("Omni", 8)])
    .dice(P2, &[("Omni", 16)])
    .set("config", json!({"all_omni": true}))
    .build();
    g.act("p1 play Veteran's Visage target 1");
    assert_eq!(g.dice_total(P1), 8 - 2, "costs 2");
    g.act("p1 skill Normal Attack")
        .act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 12 - 2);
    assert_eq!(g.dice(P1).count(Die::Geo), 1, "first: a Geo die");
    assert_eq!(g.hand(P1), vec![CardId::SweetMadame]);
    g.act("p1 play Sweet Madame target 1");
    assert_eq!(g.hp(P1, 0), 11);
    assert_eq!(g.hand(P1).len(), 1, "second: a card");
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 9);
    assert_eq!(g.hand(P1).len(), 1, "third: nothing");
    assert_eq!(g.dice(P1).count(Die::Geo), 1);
    g.act("p2 end");
    let geo = g.dice(P1).count(Die::Geo);
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.dice(P1).count(Die::Geo), geo + 1, "a new round: a die");
}

/// Veteran's Visage: a heal at full HP is a heal (the character "is healed", for 0 HP): a
/// Mondstadt Hash Brown on Noelle at full HP gives the round's first effect, a Geo die.
#[test]
fn veterans_visage_counts_a_heal_at_full_hp() {
    let mut g = setup(
        ["Noelle", "Diluc", "Sucrose"],
        ["Fischl", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, json!("Veteran's Visage"))
    .hand(P1, "Mondstadt Hash Brown")
    .dice(P1, &[("Omni", 8)])
    .build();
    g.act("p1 play Mondstadt Hash Brown target 1");
    assert_eq!(g.hp(P1, 0), 12, "full HP");
    assert_eq!(g.dice(P1).count(Die::Geo), 1, "healed for 0: a Geo die");
}

/// Crown of Watatsumi: a character saved from defeat ("will not be defeated: heal to 1 HP",
/// Electro Crystal Core) is healed, and that healing counts towards the foam, as the
/// reference counts it (differential seed 12, game 6): Electro Hypostasis at 1 HP, hit, is
/// saved at 1 HP: 1 HP towards a foam.
#[test]
fn crown_of_watatsumi_counts_a_character_saved_from_defeat() {
    let mut g = setup(
        ["Electro Hypostasis", "Diluc", "Fischl"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .status(P1, 0, json!("Electro Crystal Core"))
    .status(P1, 1, json!("Crown of Watatsumi"))
    .hp(P1, 0, 1)
    .dice(P2, &[("Omni", 16)])
    .build();
    g.act("p1 end").act("p2 skill Normal Attack");
    assert!(g.ch(P1, 0).alive, "saved");
    assert_eq!(g.hp(P1, 0), 1);
    let crown = g.status(P1, 1, EntityId::CrownOfWatatsumi).unwrap();
    assert_eq!((crown.usage, crown.aux), (0, 1), "1 HP healed");
}

/// Veteran's Visage counts one hit once: a Swirl spreads 1 Electro to Noelle, and the
/// Electro-Charged it triggers on Xingqiu 1 Piercing to her; that is one damage (docs/rules.md,
/// Damage; as GI-TCG, differential seed 13, game 2): a Geo die, no card.
#[test]
fn veterans_visage_counts_one_hit_with_its_spread_once() {
    let mut g = setup(
        ["Diluc", "Xingqiu", "Noelle"],
        ["Sucrose", "Ganyu", "Fischl"],
    )
    .status(P1, 2, json!("Veteran's Visage"))
    .aura(P1, 0, &["Electro"])
    .aura(P1, 1, &["Hydro"])
    .deck(P1, "Strategize")
    .dice(P1, &[])
    .dice(P2, &[("Omni", 8)])
    .build();
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 2), 12 - 2, "1 Electro and 1 Piercing");
    assert_eq!(g.dice(P1).count(Die::Geo), 1, "first: a Geo die");
    assert_eq!(g.hand(P1).len(), 0, "not a second time: no card");
}

/// Gilded Dreams counts the party's elements with its defeated characters too, as the
/// reference (differential seed 12, positions 0 and 17): Sucrose defeated, Diluc and Fischl:
/// 3 elements, 2 Pyro dice.
#[test]
fn gilded_dreams_counts_defeated_characters_elements() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Ganyu", "Noelle", "Xingqiu"],
    )
    .hand(P1, "Gilded Dreams")
    .hp(P1, 2, 0)
    .dice(P1, &[("Omni", 8)])
    .build();
    assert!(!g.ch(P1, 2).alive);
    g.act("p1 play Gilded Dreams target 1");
    assert_eq!(g.dice(P1).count(Die::Pyro), 2);
}

/// Marechaussee Hunter: "After the character takes DMG or is healed, by how many times this
/// happened this round: the 1st, create 1 Elemental Die of its element; the 2nd, draw 1
/// card; the 4th, create 1 Elemental Die of its element."
#[test]
fn marechaussee_hunter_counts_hits_and_heals_this_round() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P2, &[("Omni", 16)])
        .status(P1, 0, json!("Marechaussee Hunter"))
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .declared_end(P1)
        .set("to_act", json!(2))
        .build();
    let hydro = |g: &Game| g.dice(P1).count(Die::Hydro);
    let hand = g.hand(P1).len();
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(hydro(&g), 1, "1st: a Hydro die");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hand(P1).len(), hand + 1, "2nd: a card");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!((hydro(&g), g.hand(P1).len()), (1, hand + 1), "3rd: nothing");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(hydro(&g), 2, "4th: a Hydro die");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(hydro(&g), 2, "5th: nothing");
}

/// Golden Troupe: "End Phase: if the character is on standby, this card gains 2 Reward (at
/// most 4). When a Talent card is played on the character or it uses an Elemental Skill:
/// each Reward is consumed to spend 1 Elemental Die less." Golden Troupe's Reward: 1 a
/// time, at most 2. Nothing for the active character.
#[test]
fn golden_troupe_pays_the_elemental_skill_with_rewards_earned_on_standby() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .status(P1, 0, json!("Golden Troupe"))
        .status(P1, 1, json!("Golden Troupe"))
        .status(P1, 2, json!("Golden Troupe's Reward"))
        .build();
    let usage = |g: &Game, c: usize, id: EntityId| g.status(P1, c, id).unwrap().usage;
    g.end_round();
    assert_eq!(usage(&g, 0, EntityId::GoldenTroupe), 0, "active: nothing");
    assert_eq!(usage(&g, 1, EntityId::GoldenTroupe), 2);
    assert_eq!(usage(&g, 2, EntityId::GoldenTroupesReward), 1);
    g.end_round().end_round();
    assert_eq!(usage(&g, 1, EntityId::GoldenTroupe), 4, "at most 4");
    assert_eq!(usage(&g, 2, EntityId::GoldenTroupesReward), 2, "at most 2");
    g.act("p1 switch 2").act("p2 end");
    let dice = g.dice_total(P1);
    g.act("p1 skill Mirror Reflection of Doom");
    assert_eq!(g.dice_total(P1), dice, "3 Hydro dice paid by 3 Rewards");
    assert_eq!(usage(&g, 1, EntityId::GoldenTroupe), 1);
    g.act("p1 skill Mirror Reflection of Doom");
    assert_eq!(g.dice_total(P1), dice - 2, "the last Reward pays 1 die");
    assert_eq!(usage(&g, 1, EntityId::GoldenTroupe), 0);
}

/// Gladiator's Triumphus: "When the character uses a Normal Attack: if you have no more than
/// 2 cards in hand, spend 1 less Elemental Die. (Once per Round)"
#[test]
fn gladiators_triumphus_with_a_small_hand() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .status(P1, 0, json!("Gladiator's Triumphus"))
        .hand(P1, "Sweet Madame")
        .hand(P1, "Sweet Madame")
        .hand(P1, "Sweet Madame")
        .declared_end(P2)
        .build();
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 16 - 3, "3 cards in hand");
    g.act("p1 play Sweet Madame target 2");
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 13 - 2, "2 cards: 1 die less");
    g.act("p1 skill Guhua Style");
    assert_eq!(g.dice_total(P1), 11 - 3, "once per round");
}

/// Amethyst Crown (6.0.0+): "After an opposing character takes DMG: if it was Dendro DMG or
/// a Dendro-related reaction happened, gain 1 Crown Crystal (at most 2). When the Action
/// Phase begins: with 2, the next damage of your side that triggers a reaction this round
/// +2."
#[test]
fn amethyst_crown_gathers_crystals_from_dendro_damage() {
    let mut g = setup(
        ["Nahida", "Xingqiu", "Diluc"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .status(P1, 0, json!("Amethyst Crown"))
    .declared_end(P2)
    .build();
    let crystals = |g: &Game| g.status(P1, 0, EntityId::AmethystCrown).unwrap().usage;
    g.act("p1 skill Akara");
    assert_eq!(crystals(&g), 1, "Dendro DMG");
    g.act("p1 skill Akara").act("p1 skill Akara");
    assert_eq!(crystals(&g), 2, "at most 2");
    g.end_round();
    let bonus = EntityId::AmethystCrownInEffect;
    assert_eq!(
        g.combat(P1, bonus).map(|s| s.duration),
        Some(1),
        "this round"
    );
    assert_eq!(crystals(&g), 2, "kept");
    g.act("p1 switch 2");
    if g.state.decision_of(P2) == Some(invokation::DecisionKind::Action) {
        g.act("p2 end");
    }
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    let hp = g.hp(P2, 0);
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), hp - (2 + 1 + 2), "Bloom: 2 Hydro +1, and +2");
    assert!(g.combat(P1, bonus).is_none(), "used");
    assert_eq!(
        crystals(&g),
        2,
        "a Dendro-related reaction: still at most 2"
    );
}

/// Flower of Paradise Lost (6.0.0+): "After an opposing character takes DMG: if it was
/// Dendro DMG or a Dendro-related reaction happened, gain 1 Crown Crystal (at most 5). When
/// the Action Phase begins or your side triggers a reaction: with 5, create 1 Omni Element
/// and draw 1 card. (Twice per Round)"
#[test]
fn flower_of_paradise_lost_blooms_at_five_crystals_twice_a_round() {
    let mut g = setup(
        ["Nahida", "Xingqiu", "Diluc"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .dice(P1, &[("Omni", 16)])
    .status(
        P1,
        0,
        json!({"name": "Flower of Paradise Lost", "usage": 4}),
    )
    .deck(P1, "Sweet Madame")
    .deck(P1, "Sweet Madame")
    .deck(P1, "Sweet Madame")
    .declared_end(P2)
    .build();
    let crystals = |g: &Game| {
        g.status(P1, 0, EntityId::FlowerOfParadiseLost)
            .unwrap()
            .usage
    };
    g.act("p1 skill Akara");
    assert_eq!(crystals(&g), 5);
    assert_eq!(g.dice_total(P1), 16 - 3, "no reaction yet: nothing");
    let hand = g.hand(P1).len();
    g.act("p1 switch 2").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.dice_total(P1), 13 - 1 - 3 + 1, "Bloom: 1 Omni");
    assert_eq!(g.hand(P1).len(), hand + 1);
    g.act("p1 switch 1").act("p1 skill Akara");
    assert_eq!(g.aura(P2, 0), ["Dendro"], "no reaction: nothing");
    assert_eq!(g.hand(P1).len(), hand + 1);
    g.act("p1 switch 2").act("p1 skill Fatal Rainscreen");
    assert_eq!(
        g.hand(P1).len(),
        hand + 2,
        "Bloom again: the second this round"
    );
    let flower = g.status(P1, 0, EntityId::FlowerOfParadiseLost).unwrap();
    assert_eq!(flower.counter, 2, "its two uses of the round spent");
    assert_eq!(crystals(&g), 5, "kept");
}

/// Marechaussee Hunter counts a hit once: a Swirl's Electro spread to its character and the
/// Electro-Charged Piercing that spread sets off elsewhere (which reaches it too) are one
/// "damaged" event (docs/rules.md, Damage; differential game 14004-14). 1 Electro + 1
/// Piercing, then its 1st time: 1 Geo die and no card.
#[test]
fn marechaussee_hunter_counts_one_hit_with_its_spread_once() {
    let mut g = setup(["Diluc", "Xingqiu", "Noelle"], ["Sucrose", "Kaeya", "Mona"])
        .set("config", json!({"all_omni": true}))
        .dice(P2, &[("Omni", 16)])
        .aura(P1, 0, &["Electro"])
        .aura(P1, 1, &["Hydro"])
        .status(P1, 2, json!("Marechaussee Hunter"))
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .declared_end(P1)
        .set("to_act", json!(2))
        .build();
    let hand = g.hand(P1).len();
    g.act("p2 skill Astable Anemohypostasis Creation - 6308");
    assert_eq!(
        g.hp(P1, 2),
        12 - 1 - 1,
        "the Swirl's Electro and the Piercing"
    );
    assert_eq!(g.dice(P1).count(Die::Geo), 1, "counted once: its 1st time");
    assert_eq!(g.hand(P1).len(), hand, "not twice: no card");
}

/// Maiden's Fading Beauty (1 same): "附属角色受到圣遗物以外的治疗后：治疗我方受伤最多的角色1点。
/// （每回合至多触发2次）" A skill's heal and a card's heal of the holder each heal the most
/// injured character for 1; an Artifact's heal (Traveling Doctor's Handkerchief) does not
/// count; a third heal in the round does nothing; the next round it works again.
#[test]
fn maidens_fading_beauty_heals_the_most_injured_twice_a_round() {
    let mut g = setup(
        ["Barbara", "Xingqiu", "Diluc"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .hp(P1, 0, 1)
    .hp(P1, 1, 2)
    .hp(P1, 2, 4)
    .energy(P1, 0, 3)
    .status(P1, 0, json!("Traveling Doctor's Handkerchief"))
    .status(P1, 1, json!("Maiden's Fading Beauty"))
    .summon(P1, json!("Melody Loop"))
    .hand(P1, "Sweet Madame")
    .hand(P1, "Mondstadt Hash Brown")
    .set("to_act", json!(1))
    .build();
    let hps = |g: &Game| [g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)];
    g.act("p1 skill Shining Miracle♪");
    // 4 to all (5, 6, 8); Maiden's: Barbara, the most injured, +1; the Handkerchief 1 to
    // all, an Artifact's heal: nothing more.
    assert_eq!(hps(&g), [7, 7, 9]);
    let maiden = |g: &Game| g.status(P1, 1, EntityId::MaidensFadingBeauty).unwrap();
    assert_eq!(maiden(&g).counter, 1, "once this round");
    g.act("p2 end").act("p1 play Sweet Madame target 2");
    assert_eq!(hps(&g), [8, 8, 9], "Xingqiu +1, then Barbara +1");
    assert_eq!(maiden(&g).counter, 2, "twice this round");
    g.act("p1 end");
    // End Phase: Melody Loop heals all for 1: a third time, nothing.
    assert_eq!(hps(&g), [9, 9, 10]);
    g.act("p2 end").act("p1 play Mondstadt Hash Brown target 2");
    assert_eq!(hps(&g), [10, 10, 10], "a new round: Xingqiu +1, Barbara +1");
    assert_eq!(maiden(&g).counter, 1);
}

/// Conductor's Top Hat (1 same), 6.5.0: "我方切换到所附属角色后：舍弃1张当前元素骰费用最高的手牌，
/// 将2个元素骰转换为万能元素，并使角色下次使用技能或打出「天赋」时少花费1个元素骰。（每回合1次）"
/// Switching to Mona: Paimon (3 dice, the costliest) is discarded; of Cryo, Electro and Anemo
/// (elements none of the team has), Cryo and Electro become Omni (Anemo comes last, as the
/// reference orders them); her next skill costs 1 less; once a round.
#[test]
fn conductors_top_hat_discards_converts_and_discounts() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .dice(
            P1,
            &[
                ("Cryo", 1),
                ("Electro", 1),
                ("Anemo", 1),
                ("Geo", 1),
                ("Hydro", 4),
                ("Pyro", 1),
            ],
        )
        .dice(P2, &[("Omni", 16)])
        .status(P1, 1, json!("Conductor's Top Hat"))
        .hand(P1, "Sweet Madame")
        .hand(P1, "Paimon")
        .hand(P1, "Strategize")
        .set("to_act", json!(1))
        .build();
    g.act("p1 switch 2 dice Geo");
    assert_eq!(
        g.hand(P1),
        [CardId::SweetMadame, CardId::Strategize],
        "Paimon discarded"
    );
    let d = g.dice(P1);
    assert_eq!(
        (
            d.count(Die::Omni),
            d.count(Die::Cryo),
            d.count(Die::Electro)
        ),
        (2, 0, 0),
        "2 dice converted"
    );
    assert_eq!((d.count(Die::Anemo), d.count(Die::Hydro)), (1, 4));
    let effect = EntityId::ConductorsTopHatInEffect;
    assert!(g.status(P1, 1, effect).is_some());
    g.act("p2 end");
    let before = g.dice_total(P1);
    g.act("p1 skill Mirror Reflection of Doom dice Hydro Hydro");
    assert_eq!(g.dice_total(P1), before - 2, "3 Hydro, 1 less");
    assert!(g.status(P1, 1, effect).is_none(), "used up");
    g.act("p1 switch 1 dice Anemo").act("p1 switch 2 dice Pyro");
    assert_eq!(g.hand(P1).len(), 2, "once per round: nothing discarded");
    assert!(g.status(P1, 1, effect).is_none());
}
