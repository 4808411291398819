//! Event cards (food, Arcane Legends and the other events), each against its 6.5.0 text.
//! None of them is a Combat Action: each test that plays one checks that the player keeps
//! the turn where it matters.

use crate::common::*;
use invokation::{CardId, DecisionKind, Die, EntityId, Player};
use serde_json::json;

fn team() -> Setup {
    setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
}

/// Whether `p` is asked for an action (it has the turn).
fn acts(g: &Game, p: Player) -> bool {
    g.state.decision_of(p) == Some(DecisionKind::Action)
}

// ---------------------------------------------------------------------------------------
// Food

/// Sweet Madame: "Heal the target character for 1 HP." Food: the character is Satiated
/// (one food per character per round, cleared at the end of the round); a fast action.
#[test]
fn sweet_madame_heals_one_and_satiates() {
    let mut g = team()
        .hp(P1, 1, 5)
        .hand(P1, "Sweet Madame")
        .hand(P1, "Sweet Madame")
        .build();
    g.act("p1 play Sweet Madame target 2");
    assert_eq!(g.hp(P1, 1), 6);
    assert!(g.status(P1, 1, EntityId::Satiated).is_some());
    assert_eq!(g.hand(P1), vec![CardId::SweetMadame]);
    assert!(
        g.try_act("p1 play Sweet Madame target 2").is_err(),
        "Satiated"
    );
    g.act("p1 play Sweet Madame target 1");
    assert!(
        g.status(P1, 0, EntityId::Satiated).is_some(),
        "another character can eat"
    );
    g.act("p1 end").act("p2 end");
    assert!(
        g.status(P1, 1, EntityId::Satiated).is_none(),
        "cleared at round end"
    );
    assert!(
        g.try_act("p1 play Sweet Madame target 1").is_err(),
        "no card left"
    );
}

/// Teyvat Fried Egg: "Revive the target character and heal them for 1 HP. (One character
/// revived through food per round)".
#[test]
fn teyvat_fried_egg_revives_once_a_round() {
    let mut g = team()
        .hp(P1, 1, 0)
        .hp(P1, 2, 0)
        .hand(P1, "Teyvat Fried Egg")
        .hand(P1, "Teyvat Fried Egg")
        .build();
    assert!(
        g.try_act("p1 play Teyvat Fried Egg target 1").is_err(),
        "only a defeated character"
    );
    g.act("p1 play Teyvat Fried Egg target 2");
    let ganyu = g.ch(P1, 1);
    assert!(ganyu.alive);
    assert_eq!((ganyu.hp, ganyu.energy), (1, 0));
    assert!(g.combat(P1, EntityId::ReviveOnCooldown).is_some());
    assert!(
        g.try_act("p1 play Teyvat Fried Egg target 3").is_err(),
        "one revival per round"
    );
    g.act("p1 end").act("p2 end");
    g.act("p1 reroll").act("p2 reroll");
    g.act("p1 play Teyvat Fried Egg target 3");
    assert!(g.ch(P1, 2).alive, "next round");
}

/// Mondstadt Hash Brown (Food, 1 same): "Heal the target character for 2 HP." Satiated
/// afterwards.
#[test]
fn mondstadt_hash_brown_heals_two() {
    let mut g = team()
        .hp(P1, 1, 5)
        .hand(P1, "Mondstadt Hash Brown")
        .hand(P1, "Mondstadt Hash Brown")
        .build();
    g.act("p1 play Mondstadt Hash Brown target 2");
    assert_eq!(g.hp(P1, 1), 7, "5 + 2");
    assert_eq!(g.dice_total(P1), 7, "costs 1 die");
    assert!(g.status(P1, 1, EntityId::Satiated).is_some());
    assert!(acts(&g, P1), "a fast action");
    assert!(
        g.try_act("p1 play Mondstadt Hash Brown target 2").is_err(),
        "Satiated"
    );
}

/// Before 6.1 only an injured character can eat Mondstadt Hash Brown; from 6.1 on a
/// character at full HP can too (it heals nothing and is Satiated), as in the reference
/// from its data version 6.1.0 on. (Found by the differential tool.)
#[test]
fn mondstadt_hash_brown_on_a_full_hp_character_from_6_1() {
    let mut old = team()
        .set("version", json!("6.0.0"))
        .hand(P1, "Mondstadt Hash Brown")
        .build();
    assert!(
        old.try_act("p1 play Mondstadt Hash Brown target 1")
            .is_err(),
        "6.0: Xingqiu is at full HP"
    );
    let mut g = team()
        .set("version", json!("6.5.0"))
        .hand(P1, "Mondstadt Hash Brown")
        .build();
    g.act("p1 play Mondstadt Hash Brown target 1");
    assert_eq!(g.hp(P1, 0), 10, "full HP stays full");
    assert!(g.status(P1, 0, EntityId::Satiated).is_some());
    assert_eq!(g.dice_total(P1), 7, "costs 1 die");
}

/// Jueyun Guoba (Food, free): "During this Round, the target character's next Normal Attack
/// deals +1 DMG."
#[test]
fn jueyun_guoba_adds_one_to_the_next_normal_attack() {
    let mut g = team()
        .hand(P1, "Jueyun Guoba")
        .hand(P1, "Jueyun Guoba")
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Jueyun Guoba target 1");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert_eq!(
        g.status(P1, 0, EntityId::JueyunGuobaInEffect)
            .unwrap()
            .usage,
        1
    );
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 10 - 2, "an Elemental Skill: no bonus");
    assert!(g.status(P1, 0, EntityId::JueyunGuobaInEffect).is_some());
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 8 - 3, "2 Physical + 1");
    assert!(g.status(P1, 0, EntityId::JueyunGuobaInEffect).is_none());
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 5 - 2, "only the next one");
    // Unused, it lasts this round only.
    g.act("p1 play Jueyun Guoba target 2");
    assert!(g.status(P1, 1, EntityId::JueyunGuobaInEffect).is_some());
    g.end_round();
    assert!(g.status(P1, 1, EntityId::JueyunGuobaInEffect).is_none());
}

/// Lotus Flower Crisp (Food, 1 same): "During this Round, the target character takes -3 DMG
/// the next time."
#[test]
fn lotus_flower_crisp_decreases_the_next_damage_by_three() {
    let mut g = team()
        .hand(P1, "Lotus Flower Crisp")
        .energy(P2, 0, 3)
        .build();
    g.act("p1 play Lotus Flower Crisp target 1");
    assert_eq!(g.dice_total(P1), 7);
    assert!(acts(&g, P1), "a fast action");
    g.act("p1 end").act("p2 skill Dawn");
    assert_eq!(g.hp(P1, 0), 10 - (8 - 3), "8 Pyro - 3");
    assert!(g
        .status(P1, 0, EntityId::LotusFlowerCrispInEffect)
        .is_none());
    g.act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 5 - 2, "only the next time");
}

/// Northern Smoked Chicken (Food, free): "During this Round, the target character's next
/// Normal Attack costs 1 less Unaligned Element."
#[test]
fn northern_smoked_chicken_makes_the_next_normal_attack_cheaper() {
    let mut g = team()
        .hand(P1, "Northern Smoked Chicken")
        .hand(P1, "Northern Smoked Chicken")
        .build();
    g.act("p1 play Northern Smoked Chicken target 1");
    assert_eq!(g.dice_total(P1), 8, "free");
    g.act("p1 skill Elemental Skill");
    assert_eq!(g.dice_total(P1), 8 - 3, "3 Hydro: not a Normal Attack");
    assert!(g
        .status(P1, 0, EntityId::NorthernSmokedChickenInEffect)
        .is_some());
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 5 - 2, "1 Hydro + 2 unaligned - 1");
    assert!(g
        .status(P1, 0, EntityId::NorthernSmokedChickenInEffect)
        .is_none());
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 0, "the full 3 dice again");
    // Unused, it lasts this round only.
    g.act("p1 play Northern Smoked Chicken target 2");
    assert!(g
        .status(P1, 1, EntityId::NorthernSmokedChickenInEffect)
        .is_some());
    g.end_round();
    assert!(g
        .status(P1, 1, EntityId::NorthernSmokedChickenInEffect)
        .is_none());
}

// ---------------------------------------------------------------------------------------
// Events

/// Toss-Up: "Select any Elemental Dice to reroll. Can reroll 2 times." (cost free)
#[test]
fn toss_up_rerolls_twice() {
    let mut g = team().hand(P1, "Toss-Up").dice(P1, &[("Pyro", 4)]).build();
    g.act("p1 play Toss-Up");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Reroll)
    );
    g.act("p1 reroll 2*Pyro");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Reroll),
        "a second reroll"
    );
    g.act("p1 reroll");
    assert_eq!(
        g.state.decision_of(P1),
        Some(invokation::DecisionKind::Action),
        "then P1 acts on"
    );
    assert_eq!(g.dice_total(P1), 4);
}

/// Strategize (1 same): "Draw 2 cards."
#[test]
fn strategize_draws_two() {
    let mut g = team()
        .hand(P1, "Strategize")
        .deck(P1, "Paimon")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Toss-Up")
        .build();
    g.act("p1 play Strategize");
    assert_eq!(g.hand(P1), vec![CardId::Paimon, CardId::SweetMadame]);
    assert_eq!(g.state.player(P1).deck.len(), 1);
    assert_eq!(g.dice_total(P1), 7);
    assert!(acts(&g, P1));
}

/// Leave It to Me! (free): "The next time you perform "Switch Character": This switch will
/// be considered a Fast Action instead of a Combat Action."
#[test]
fn leave_it_to_me_makes_the_next_switch_fast() {
    let mut g = team().hand(P1, "Leave It to Me!").build();
    g.act("p1 play Leave It to Me!");
    assert_eq!(g.dice_total(P1), 8, "free");
    assert_eq!(
        g.combat(P1, EntityId::LeaveItToMeInEffect).unwrap().usage,
        1
    );
    g.act("p1 switch 2");
    assert_eq!(g.active(P1), 1);
    assert_eq!(g.dice_total(P1), 7, "the switch still costs its die");
    assert!(acts(&g, P1), "a fast action: P1 keeps the turn");
    assert!(g.combat(P1, EntityId::LeaveItToMeInEffect).is_none());
    g.act("p1 switch 3");
    assert!(acts(&g, P2), "the next switch is a combat action again");
}

/// Leave It to Me!, Changing Shifts and Wind and Freedom need a character on standby to
/// switch to.
#[test]
fn switch_events_need_a_character_on_standby() {
    let mut g = team()
        .hp(P1, 1, 0)
        .hp(P1, 2, 0)
        .hand(P1, "Leave It to Me!")
        .hand(P1, "Changing Shifts")
        .hand(P1, "Wind and Freedom")
        .build();
    for card in ["Leave It to Me!", "Changing Shifts", "Wind and Freedom"] {
        assert!(g.try_act(&format!("p1 play {card}")).is_err(), "{card}");
    }
}

/// I Haven't Lost Yet! (free): "Only playable if one of your characters is defeated this
/// Round: Create Omni Element ×1 and your current active character gains 1 Energy. (Only one
/// copy of I Haven't Lost Yet! can be played each round.)"
#[test]
fn i_havent_lost_yet_after_a_defeat_once_a_round() {
    let mut g = team()
        .set("to_act", json!(2))
        .hp(P1, 0, 2)
        .hand(P1, "I Haven't Lost Yet!")
        .hand(P1, "I Haven't Lost Yet!")
        .hand(P1, "I Haven't Lost Yet!")
        .build();
    g.act("p2 skill Elemental Skill");
    assert!(
        g.try_act("p1 play I Haven't Lost Yet!").is_err(),
        "P1 must choose a new active character first"
    );
    g.act("p1 choose 2");
    assert!(acts(&g, P1));
    g.act("p1 play I Haven't Lost Yet!");
    assert_eq!(g.state.player(P1).dice.count(Die::Omni), 9, "8 + 1 Omni");
    assert_eq!(g.energy(P1, 1), 1, "the new active character");
    assert!(g.combat(P1, EntityId::IHaventLostYetOnCooldown).is_some());
    assert!(acts(&g, P1), "a fast action");
    assert!(
        g.try_act("p1 play I Haven't Lost Yet!").is_err(),
        "one a round"
    );
    g.end_round();
    assert!(g.combat(P1, EntityId::IHaventLostYetOnCooldown).is_none());
    g.act("p1 reroll").act("p2 reroll");
    assert!(
        g.try_act("p1 play I Haven't Lost Yet!").is_err(),
        "no defeat this round"
    );
}

/// I Haven't Lost Yet! is not playable without a defeat.
#[test]
fn i_havent_lost_yet_needs_a_defeat() {
    let mut g = team().hp(P1, 0, 1).hand(P1, "I Haven't Lost Yet!").build();
    assert!(g.try_act("p1 play I Haven't Lost Yet!").is_err());
}

/// Starsigns (2 unaligned): "Your current Active Character gains 1 Energy." Not playable at
/// full energy.
#[test]
fn starsigns_gives_the_active_character_one_energy() {
    let mut g = team()
        .hand(P1, "Starsigns")
        .hand(P1, "Starsigns")
        .hand(P1, "Starsigns")
        .build();
    g.act("p1 play Starsigns");
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 6, "2 dice");
    g.act("p1 play Starsigns");
    assert_eq!(g.energy(P1, 0), 2, "Xingqiu's maximum");
    assert!(g.try_act("p1 play Starsigns").is_err(), "full energy");
    assert!(acts(&g, P1));
}

/// Calx's Arts (1 same): "Shift 1 Energy from at most 2 of your characters on standby to
/// your active character."
#[test]
fn calxs_arts_shifts_energy_to_the_active_character() {
    let mut g = team()
        .active(P1, 1)
        .energy(P1, 0, 2)
        .energy(P1, 2, 1)
        .hand(P1, "Calx's Arts")
        .build();
    g.act("p1 play Calx's Arts");
    assert_eq!(
        [g.energy(P1, 0), g.energy(P1, 1), g.energy(P1, 2)],
        [1, 2, 0],
        "1 from each of the two on standby"
    );
    assert_eq!(g.dice_total(P1), 7);
    assert!(acts(&g, P1));
}

/// Calx's Arts, as the reference resolves it: each character on standby with energy gives 1
/// even when the active character can take only 1 more; it needs energy on standby and room
/// on the active character.
#[test]
fn calxs_arts_conditions_and_overflow() {
    let mut g = team()
        .energy(P1, 0, 1)
        .energy(P1, 1, 1)
        .energy(P1, 2, 1)
        .hand(P1, "Calx's Arts")
        .hand(P1, "Calx's Arts")
        .build();
    g.act("p1 play Calx's Arts");
    assert_eq!(
        [g.energy(P1, 0), g.energy(P1, 1), g.energy(P1, 2)],
        [2, 0, 0],
        "Xingqiu's maximum is 2: the second point is lost"
    );
    assert!(
        g.try_act("p1 play Calx's Arts").is_err(),
        "full, and none on standby"
    );
    let mut g = team().hand(P1, "Calx's Arts").build();
    assert!(
        g.try_act("p1 play Calx's Arts").is_err(),
        "no energy on standby"
    );
    let mut g = team()
        .energy(P1, 0, 2)
        .energy(P1, 1, 1)
        .hand(P1, "Calx's Arts")
        .build();
    assert!(
        g.try_act("p1 play Calx's Arts").is_err(),
        "the active one is full"
    );
}

/// Changing Shifts (free): "The next time you perform "Switch Character": Spend 1 less
/// Elemental Die."
#[test]
fn changing_shifts_makes_the_next_switch_cheaper() {
    let mut g = team().hand(P1, "Changing Shifts").build();
    g.act("p1 play Changing Shifts");
    assert_eq!(g.dice_total(P1), 8, "free");
    assert!(acts(&g, P1));
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 8, "the switch costs nothing");
    assert!(acts(&g, P2), "still a combat action");
    assert!(g.combat(P1, EntityId::ChangingShiftsInEffect).is_none());
    g.act("p2 end").act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 7, "only the next switch");
}

/// Changing Shifts and Leave It to Me! together: the next switch is both free and fast.
#[test]
fn changing_shifts_and_leave_it_to_me_together() {
    let mut g = team()
        .hand(P1, "Changing Shifts")
        .hand(P1, "Leave It to Me!")
        .build();
    g.act("p1 play Changing Shifts")
        .act("p1 play Leave It to Me!");
    g.act("p1 switch 3");
    assert_eq!((g.active(P1), g.dice_total(P1)), (2, 8));
    assert!(acts(&g, P1));
    assert!(g.state.player(P1).combat.is_empty(), "both used");
}

/// Send Off (2 unaligned): "Choose one Summon on the opposing side and cause it to lose 2
/// Usage(s)."
#[test]
fn send_off_takes_two_usages_from_an_opposing_summon() {
    let mut g = team()
        .summon(P2, json!({"name": "Large Wind Spirit", "usage": 3}))
        .summon(P2, json!({"name": "Oz", "usage": 2}))
        .hand(P1, "Send Off")
        .hand(P1, "Send Off")
        .build();
    let usages =
        |g: &Game| -> Vec<u8> { g.state.player(P2).summons.iter().map(|s| s.usage).collect() };
    g.act("p1 play Send Off target summon 1");
    assert_eq!(usages(&g), vec![1, 2], "Large Wind Spirit: 3 - 2");
    assert_eq!(g.dice_total(P1), 6, "2 dice");
    assert!(acts(&g, P1));
    g.act("p1 play Send Off target summon 2");
    assert_eq!(usages(&g), vec![1], "Oz: 2 - 2, discarded");
}

/// Send Off targets the opponent's summons only.
#[test]
fn send_off_needs_an_opposing_summon() {
    let mut g = team()
        .summon(P1, json!({"name": "Sacred Cryo Pearl"}))
        .hand(P1, "Send Off")
        .build();
    assert!(g.try_act("p1 play Send Off target summon 1").is_err());
    assert!(g.summon(P1, EntityId::SacredCryoPearl).is_some());
}

/// Wind and Freedom (free): "During this Round, after one of your characters uses a Skill:
/// Switch your next character in to be the active character." (本回合中: this round.)
#[test]
fn wind_and_freedom_switches_after_each_skill_this_round() {
    let mut g = team()
        .hand(P1, "Wind and Freedom")
        .dice(P1, &[("Omni", 16)])
        // Every die Omni (no rerolls) so that round 2 can attack too.
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 play Wind and Freedom");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert!(acts(&g, P1));
    g.act("p1 skill Normal Attack");
    assert_eq!(g.active(P1), 1, "Xingqiu -> Ganyu");
    assert!(
        acts(&g, P2),
        "the skill was the combat action; the switch is not one"
    );
    g.act("p2 skill Normal Attack");
    assert_eq!(g.active(P1), 1, "the opponent's skills do not switch P1");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.active(P1), 2, "Ganyu -> Noelle");
    assert!(
        g.combat(P1, EntityId::WindAndFreedomInEffect).is_some(),
        "every skill this round"
    );
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.active(P1), 0, "Noelle -> Xingqiu (next, wrapping around)");
    g.act("p1 end");
    assert!(
        g.combat(P1, EntityId::WindAndFreedomInEffect).is_none(),
        "this round only"
    );
    // P2 ended first: P2 goes first in round 2.
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.active(P1), 0, "no switch in the next round");
}

// ---------------------------------------------------------------------------------------
// Arcane Legends

/// Ancient Courtyard (Arcane Legend): "You must have a character who has already equipped a
/// Weapon or Artifact: The next time you play a Weapon or Artifact card in this Round: Spend 2
/// less Elemental Dice."
#[test]
fn ancient_courtyard_makes_the_next_weapon_cheaper() {
    let mut g = team()
        .hand(P1, "Ancient Courtyard")
        .hand(P1, "Sacrificial Sword")
        .hand(P1, "Sacrificial Sword")
        .hand(P1, "Starsigns")
        .build();
    assert!(
        g.try_act("p1 play Ancient Courtyard").is_err(),
        "no weapon or artifact equipped"
    );
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), 8 - 3);
    g.act("p1 play Ancient Courtyard");
    assert_eq!(g.dice_total(P1), 5, "no dice");
    assert!(acts(&g, P1));
    g.act("p1 play Starsigns");
    assert_eq!(g.dice_total(P1), 5 - 2, "not a weapon: full cost");
    assert!(g.combat(P1, EntityId::AncientCourtyardInEffect).is_some());
    // (The notation pays a card's printed cost: the dice are named.)
    g.act("p1 play Sacrificial Sword target 1 dice Omni");
    assert_eq!(g.dice_total(P1), 3 - 1, "3 - 2");
    assert!(g.combat(P1, EntityId::AncientCourtyardInEffect).is_none());
}

/// Ancient Courtyard lasts this round only.
#[test]
fn ancient_courtyard_lasts_this_round() {
    let mut g = team()
        .status(P1, 0, json!("Sacrificial Sword"))
        .hand(P1, "Ancient Courtyard")
        .build();
    g.act("p1 play Ancient Courtyard");
    assert_eq!(
        g.combat(P1, EntityId::AncientCourtyardInEffect)
            .unwrap()
            .usage,
        1
    );
    g.end_round();
    assert!(g.combat(P1, EntityId::AncientCourtyardInEffect).is_none());
}

/// Fresh Wind of Freedom (Arcane Legend): "In this Round, when an opposing character is
/// defeated during your Action, you can continue to act again when that Action ends. /
/// Usage(s): 1". Xingqiu's Normal Attack defeats Diluc: after P2 chooses their next
/// character, P1 acts again; the usage is spent, so the next attack passes the turn.
#[test]
fn fresh_wind_of_freedom_acts_again_after_a_defeat() {
    let mut g = team()
        .hand(P1, "Fresh Wind of Freedom")
        .hp(P2, 0, 1)
        .dice(P1, &[("Omni", 8)])
        .build();
    g.act("p1 play Fresh Wind of Freedom");
    assert_eq!(g.dice_total(P1), 8, "no dice (an Arcane Legend)");
    let status = g.combat(P1, EntityId::FreshWindOfFreedomInEffect).unwrap();
    assert_eq!((status.usage, status.duration), (1, 1));
    assert!(acts(&g, P1), "a fast action");
    g.act("p1 skill Normal Attack");
    assert!(!g.ch(P2, 0).alive);
    g.act("p2 choose 2");
    assert!(acts(&g, P1), "P1 acts again");
    assert!(
        g.combat(P1, EntityId::FreshWindOfFreedomInEffect).is_none(),
        "used up"
    );
    g.act("p1 skill Normal Attack");
    assert!(acts(&g, P2), "the turn passes");
}

/// Fresh Wind of Freedom: an action that defeats no one passes the turn and keeps the
/// usage; the status lasts this round.
#[test]
fn fresh_wind_of_freedom_needs_a_defeat_in_its_sides_turn() {
    let mut g = team()
        .hand(P1, "Fresh Wind of Freedom")
        .dice(P1, &[("Omni", 8)])
        .build();
    g.act("p1 play Fresh Wind of Freedom")
        .act("p1 skill Normal Attack");
    assert!(acts(&g, P2), "no defeat: the turn passes");
    assert_eq!(
        g.combat(P1, EntityId::FreshWindOfFreedomInEffect)
            .unwrap()
            .usage,
        1
    );
    g.end_round();
    assert!(
        g.combat(P1, EntityId::FreshWindOfFreedomInEffect).is_none(),
        "this round"
    );
}

/// Fresh Wind of Freedom: once the opponent has declared the end of their round, its side
/// acts on anyway; a defeat then does not spend the usage (as the reference).
#[test]
fn fresh_wind_of_freedom_keeps_its_usage_after_the_opponent_ended() {
    let mut g = team()
        .hand(P1, "Fresh Wind of Freedom")
        .hp(P2, 0, 1)
        .dice(P1, &[("Omni", 8)])
        .declared_end(P2)
        .build();
    g.act("p1 play Fresh Wind of Freedom")
        .act("p1 skill Normal Attack");
    g.act("p2 choose 2");
    assert!(acts(&g, P1));
    assert_eq!(
        g.combat(P1, EntityId::FreshWindOfFreedomInEffect)
            .unwrap()
            .usage,
        1
    );
}

/// Passing of Judgment (Arcane Legend, 6.4.0 on): "This round, after the opponent next plays
/// an Event card: every Event card in the opponent's hand is voided." Played by P1, its
/// status goes to P2's side; P2's Strategize draws its 2 cards, then the Event cards of P2's
/// hand (Sweet Madame, a drawn Strategize; not Paimon) are voided; a voided Sweet Madame is
/// paid for and heals no one; a second Event card played voids nothing more.
#[test]
fn passing_of_judgment_voids_the_opponents_events_after_their_next_one() {
    let mut g = team()
        .hand(P1, "Passing of Judgment")
        .hand(P2, "Strategize")
        .hand(P2, "Sweet Madame")
        .hand(P2, "Paimon")
        .deck(P2, "Paimon")
        .deck(P2, "Strategize")
        .hp(P2, 0, 5)
        .dice(P2, &[("Omni", 8)])
        .build();
    g.act("p1 play Passing of Judgment");
    assert!(g.combat(P2, EntityId::PassingOfJudgmentInEffect).is_some());
    assert!(g.combat(P1, EntityId::PassingOfJudgmentInEffect).is_none());
    g.act("p1 end");
    g.act("p2 play Strategize");
    assert_eq!(
        g.hand(P2).len(),
        4,
        "Strategize takes effect: 2 cards drawn"
    );
    assert_eq!(g.dice_total(P2), 8 - 1);
    let hand = g.hand(P2);
    let voided = g.state.player(P2).flags.voided;
    let voided_cards: Vec<CardId> = (0..hand.len())
        .filter(|&i| voided & 1 << i != 0)
        .map(|i| hand[i])
        .collect();
    assert_eq!(
        voided_cards,
        vec![CardId::SweetMadame, CardId::Strategize],
        "the Event cards in hand"
    );
    g.act("p2 play Sweet Madame target 1");
    assert_eq!(g.dice_total(P2), 7, "Sweet Madame costs nothing");
    assert_eq!(g.hp(P2, 0), 5, "voided: no heal");
    assert!(
        g.status(P2, 0, EntityId::Satiated).is_none(),
        "nor Satiated"
    );
    g.act("p2 play Strategize");
    assert_eq!(g.dice_total(P2), 6, "paid for");
    assert_eq!(
        g.hand(P2).len(),
        2,
        "voided: nothing drawn (Paimon, Paimon left)"
    );
}

/// Passing of Judgment: "This round, after the opponent discards a card from their hand: the
/// 2 cards of their hand that cost the most Elemental Dice go to the bottom of their deck."
/// P2's Keqing discards her Lightning Stiletto with Stellar Restoration: P2's Sacrificial
/// Sword and Paimon (3 dice each; the Sweet Madame costs 0) go under the deck: the Sword
/// (first in hand order) lowest, Paimon just above it, as the reference places them.
#[test]
fn passing_of_judgment_sends_the_costliest_cards_down_after_a_discard() {
    let mut g = setup(
        ["Xingqiu", "Ganyu", "Noelle"],
        ["Keqing", "Fischl", "Sucrose"],
    )
    .hand(P1, "Passing of Judgment")
    .hand(P2, "Lightning Stiletto")
    .hand(P2, "Sweet Madame")
    .hand(P2, "Sacrificial Sword")
    .hand(P2, "Paimon")
    .deck(P2, "Strategize")
    .dice(P2, &[("Omni", 8)])
    .build();
    g.act("p1 play Passing of Judgment").act("p1 end");
    g.act("p2 skill Stellar Restoration");
    assert_eq!(
        g.hand(P2),
        vec![CardId::SweetMadame],
        "the Stiletto discarded, 2 sent down"
    );
    let deck = g.state.player(P2).deck.as_slice().to_vec();
    assert_eq!(
        deck,
        vec![CardId::SacrificialSword, CardId::Paimon, CardId::Strategize],
        "the bottom first: the Sword, then Paimon above it"
    );
}

/// Covenant of Rock (Arcane Legend): "Can only be played when you have 0 Elemental Dice
/// left: Generate 2 different basic Elemental Dice." One Arcane Legend per match.
#[test]
fn covenant_of_rock_with_no_dice_left() {
    let mut g = team()
        .hand(P1, "Covenant of Rock")
        .hand(P1, "Joyous Celebration")
        .dice(P1, &[("Omni", 1)])
        .build();
    assert!(g.try_act("p1 play Covenant of Rock").is_err(), "1 die left");
    let mut g = team()
        .hand(P1, "Covenant of Rock")
        .hand(P1, "Joyous Celebration")
        .aura(P1, 0, &["Hydro"])
        .dice(P1, &[])
        .build();
    g.act("p1 play Covenant of Rock");
    let d = g.state.player(P1).dice;
    assert_eq!(d.total(), 2);
    assert_eq!(d.count(Die::Omni), 0, "basic elements");
    assert!(d.0.iter().all(|&k| k <= 1), "different: {d:?}");
    assert!(acts(&g, P1));
    assert!(
        g.try_act("p1 play Joyous Celebration").is_err(),
        "one Arcane Legend per match"
    );
}

/// Joyous Celebration (Arcane Legend): "Your active character must be one of the following
/// elemental types to play this card: Cryo/Hydro/Pyro/Electro/Dendro. The element
/// corresponding to your active character's Elemental Type will be applied to all your
/// characters affected by elements."
#[test]
fn joyous_celebration_applies_the_active_element_to_affected_characters() {
    let mut g = team()
        .active(P1, 1)
        .aura(P1, 0, &["Dendro"])
        .aura(P1, 1, &["Dendro"])
        .hand(P1, "Joyous Celebration")
        .build();
    g.act("p1 play Joyous Celebration");
    assert_eq!(g.aura(P1, 0), vec!["Cryo", "Dendro"]);
    assert_eq!(g.aura(P1, 1), vec!["Cryo", "Dendro"]);
    assert!(g.aura(P1, 2).is_empty(), "Noelle was affected by nothing");
    assert_eq!(g.dice_total(P1), 8, "no dice");
    assert!(acts(&g, P1));
}

/// Joyous Celebration's applications react, without damage: Hydro on a Pyro-affected
/// character vaporizes the aura away, and the HP stay.
#[test]
fn joyous_celebration_reacts_without_damage() {
    let mut g = team()
        .aura(P1, 2, &["Pyro"])
        .hand(P1, "Joyous Celebration")
        .build();
    g.act("p1 play Joyous Celebration");
    assert!(g.aura(P1, 2).is_empty());
    assert!(g.aura(P1, 0).is_empty(), "Xingqiu was affected by nothing");
    assert_eq!(g.hp(P1, 2), 12);
}

/// Joyous Celebration needs an active character of an element that applies (not Geo or
/// Anemo).
#[test]
fn joyous_celebration_not_with_a_geo_active_character() {
    let mut g = team()
        .active(P1, 2)
        .aura(P1, 0, &["Pyro"])
        .hand(P1, "Joyous Celebration")
        .build();
    assert!(g.try_act("p1 play Joyous Celebration").is_err());
    assert!(!g.state.player(P1).flags.legend_used);
}

/// Toss-Up (Event, free): "Select any Elemental Dice to reroll. Can reroll 2 times." With no
/// dice there is nothing to select, and it cannot be played (as the reference). (Found by
/// the differential tool.)
#[test]
fn toss_up_needs_a_die_to_reroll() {
    let mut g = team().hand(P1, "Toss-Up").dice(P1, &[]).build();
    assert!(g.try_act("p1 play Toss-Up").is_err(), "no dice to reroll");
    let mut g = team().hand(P1, "Toss-Up").dice(P1, &[("Pyro", 1)]).build();
    g.act("p1 play Toss-Up");
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Reroll));
}

// ---------------------------------------------------------------------------------------
// Cards of 3.3 … 3.8 (issue 12)

/// A team with cards to draw (5 Strategize in the pile), every die Omni (no rerolls).
fn drawing_team() -> Setup {
    let mut s = team().set("config", json!({"all_omni": true}));
    for _ in 0..5 {
        s = s.deck(P1, "Strategize");
    }
    s
}

/// Stone and Contracts (3 unaligned): "When the Action Phase of the next Round begins:
/// Create 3 Omni Element and draw 1 card." Once: the next round after that gives nothing.
#[test]
fn stone_and_contracts_gives_three_omni_and_a_card_next_round() {
    let mut g = drawing_team().hand(P1, "Stone and Contracts").build();
    g.act("p1 play Stone and Contracts");
    assert_eq!(g.dice_total(P1), 8 - 3, "3 dice");
    assert!(acts(&g, P1), "a fast action");
    let s = g.combat(P1, EntityId::StoneAndContractsInEffect).unwrap();
    assert_eq!(s.usage, 1);
    g.end_round();
    assert_eq!(g.dice_total(P1), 8 + 3, "8 rolled + 3 Omni");
    assert_eq!(g.dice(P1).count(Die::Omni), 11);
    assert_eq!(g.hand(P1).len(), 2 + 1, "2 in the End Phase + 1");
    assert!(g.combat(P1, EntityId::StoneAndContractsInEffect).is_none());
    g.end_round();
    assert_eq!(g.dice_total(P1), 8, "once");
    assert_eq!(g.hand(P1).len(), 3 + 2);
}

/// Before 4.3 Stone and Contracts creates the 3 Omni dice and draws nothing (3.7.0: "生成3点
/// 万能元素").
#[test]
fn stone_and_contracts_drew_nothing_before_4_3() {
    let mut g = drawing_team()
        .set("version", json!("4.2.0"))
        .hand(P1, "Stone and Contracts")
        .build();
    g.act("p1 play Stone and Contracts");
    g.end_round();
    assert_eq!(g.dice_total(P1), 8 + 3);
    assert_eq!(g.hand(P1).len(), 2, "the End Phase's 2 only");
}

/// Thunder and Eternity (free): "Convert all your Elemental Dice to Omni Element."
#[test]
fn thunder_and_eternity_makes_every_die_omni() {
    let mut g = team()
        .hand(P1, "Thunder and Eternity")
        .dice(P1, &[("Pyro", 2), ("Cryo", 3), ("Omni", 1), ("Hydro", 1)])
        .build();
    g.act("p1 play Thunder and Eternity");
    assert_eq!(g.dice(P1).count(Die::Omni), 7, "all 7 dice, free");
    assert_eq!(g.dice_total(P1), 7);
    assert!(acts(&g, P1));
}

/// Before 4.0 Thunder and Eternity converted the dice to the active character's element
/// (3.7.0: "转换为当前出战角色的类型"); Omni dice stay Omni.
#[test]
fn thunder_and_eternity_converted_to_the_active_element_before_4_0() {
    let mut g = team()
        .set("version", json!("3.8.0"))
        .hand(P1, "Thunder and Eternity")
        .dice(P1, &[("Pyro", 2), ("Cryo", 3), ("Omni", 1), ("Hydro", 1)])
        .build();
    g.act("p1 play Thunder and Eternity");
    let d = g.dice(P1);
    assert_eq!(
        (d.count(Die::Hydro), d.count(Die::Omni)),
        (6, 1),
        "Xingqiu: Hydro"
    );
}

/// The Bestest Travel Companion! (2 unaligned): "Create 2 Omni Element."
#[test]
fn the_bestest_travel_companion_gives_two_omni() {
    let mut g = team()
        .hand(P1, "The Bestest Travel Companion!")
        .dice(P1, &[("Pyro", 2), ("Cryo", 1)])
        .build();
    g.act("p1 play The Bestest Travel Companion!");
    let d = g.dice(P1);
    assert_eq!((d.total(), d.count(Die::Omni)), (3, 2), "3 - 2 + 2 Omni");
    assert!(acts(&g, P1));
}

/// When the Crane Returned (1 same): "The next time you use a Skill: Switch your next
/// character in to be the active character." Once; the opponent's skills do not trigger it;
/// it needs a character on standby.
#[test]
fn when_the_crane_returned_switches_after_the_next_skill() {
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "When the Crane Returned")
        .build();
    g.act("p1 play When the Crane Returned");
    assert_eq!(g.dice_total(P1), 15, "1 die");
    assert!(acts(&g, P1));
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.active(P1), 0, "not after the opponent's skill");
    let mut g = team()
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "When the Crane Returned")
        .build();
    g.act("p1 play When the Crane Returned");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.active(P1), 1, "Xingqiu -> Ganyu");
    assert!(g
        .combat(P1, EntityId::WhenTheCraneReturnedInEffect)
        .is_none());
    assert!(acts(&g, P2), "the skill was the combat action");
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.active(P1), 1, "once");
    let mut alone = team()
        .hp(P1, 1, 0)
        .hp(P1, 2, 0)
        .hand(P1, "When the Crane Returned")
        .build();
    assert!(alone.try_act("p1 play When the Crane Returned").is_err());
}

/// Quick Knit (1 same): "Choose one Summon on your side and grant it +1 Usage(s)." Beyond
/// the summon's usual usages, too.
#[test]
fn quick_knit_grants_one_usage() {
    let mut g = team()
        .summon(P1, json!({"name": "Oz", "usage": 2}))
        .summon(P2, json!({"name": "Large Wind Spirit", "usage": 3}))
        .hand(P1, "Quick Knit")
        .hand(P1, "Quick Knit")
        .build();
    g.act("p1 play Quick Knit target summon 1");
    assert_eq!(g.summon(P1, EntityId::Oz_114011).unwrap().usage, 3);
    assert_eq!(g.dice_total(P1), 7);
    assert!(acts(&g, P1));
    g.act("p1 play Quick Knit target summon 1");
    assert_eq!(
        g.summon(P1, EntityId::Oz_114011).unwrap().usage,
        4,
        "no limit"
    );
    assert_eq!(
        g.summon(P2, EntityId::LargeWindSpirit_115011)
            .unwrap()
            .usage,
        3,
        "its own side only"
    );
    let mut none = team().hand(P1, "Quick Knit").build();
    assert!(none.try_act("p1 play Quick Knit").is_err(), "no summon");
}

/// Heavy Strike (1 same): "During this round, your current active character's next Normal
/// Attack deals +1 DMG. When this Normal Attack is a Charged Attack: Deal +1 additional
/// DMG."
#[test]
fn heavy_strike_adds_one_or_two_to_the_next_normal_attack() {
    // 9 dice: 8 after the card, even: a Charged Attack.
    let mut g = team()
        .dice(P1, &[("Omni", 9)])
        .hand(P1, "Heavy Strike")
        .build();
    g.act("p1 play Heavy Strike");
    assert_eq!(g.dice_total(P1), 8);
    assert!(acts(&g, P1));
    assert_eq!(
        g.status(P1, 0, EntityId::HeavyStrikeInEffect)
            .unwrap()
            .usage,
        1
    );
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - (2 + 1 + 1), "charged: 2 + 1 + 1");
    assert!(g.status(P1, 0, EntityId::HeavyStrikeInEffect).is_none());
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 6 - 2, "only the next one");

    // 9 dice: 5 after the card and the skill, odd: not charged.
    let mut g = team()
        .dice(P1, &[("Omni", 9)])
        .hand(P1, "Heavy Strike")
        .build();
    g.act("p1 play Heavy Strike");
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 10 - 2, "an Elemental Skill: no bonus");
    g.act("p2 end").act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 8 - (2 + 1), "not charged: +1");
    // Unused, it lasts this round only.
    let mut g = team().hand(P1, "Heavy Strike").build();
    g.act("p1 play Heavy Strike");
    g.end_round();
    assert!(g.status(P1, 0, EntityId::HeavyStrikeInEffect).is_none());
}

/// The Legend of Vennessa (3 same): "Create 4 basic Elemental Dice of different types."
#[test]
fn the_legend_of_vennessa_creates_four_different_elements() {
    let mut g = team()
        .dice(P1, &[("Omni", 3)])
        .hand(P1, "The Legend of Vennessa")
        .build();
    g.act("p1 play The Legend of Vennessa");
    let d = g.dice(P1);
    assert_eq!(d.total(), 4);
    assert_eq!(d.count(Die::Omni), 0, "basic elements");
    assert!(d.0.iter().all(|&k| k <= 1), "different: {d:?}");
    assert!(acts(&g, P1));
}

/// Rhythm of the Great Dream (free): "The next time you play a Weapon or Artifact card:
/// Spend 1 less Elemental Die." Not used by other cards; no time limit.
#[test]
fn rhythm_of_the_great_dream_makes_the_next_equipment_cheaper() {
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .hand(P1, "Rhythm of the Great Dream")
        .hand(P1, "Starsigns")
        .hand(P1, "Sacrificial Sword")
        .hand(P1, "Sacrificial Sword")
        .build();
    g.act("p1 play Rhythm of the Great Dream");
    assert_eq!(g.dice_total(P1), 8, "free");
    g.act("p1 play Starsigns");
    assert_eq!(g.dice_total(P1), 8 - 2, "not equipment: full cost");
    g.end_round();
    assert_eq!(
        g.combat(P1, EntityId::RhythmOfTheGreatDreamInEffect)
            .unwrap()
            .usage,
        1,
        "no time limit"
    );
    g.act("p1 play Sacrificial Sword target 1 dice Omni Omni");
    assert_eq!(g.dice_total(P1), 8 - 2, "3 - 1");
    assert!(g
        .combat(P1, EntityId::RhythmOfTheGreatDreamInEffect)
        .is_none());
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), 6 - 3, "once");
}

/// Adeptus' Temptation (Food, 2 unaligned): "During this Round, the target character's next
/// Elemental Burst deals +3 DMG."
#[test]
fn adeptus_temptation_adds_three_to_the_next_burst() {
    let mut g = team()
        .energy(P1, 0, 2)
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Adeptus' Temptation")
        .build();
    g.act("p1 play Adeptus' Temptation target 1");
    assert_eq!(g.dice_total(P1), 14, "2 dice");
    assert!(g.status(P1, 0, EntityId::Satiated).is_some(), "food");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 2, "not a burst: no bonus");
    g.act("p2 end").act("p1 skill Raincutter");
    assert_eq!(g.hp(P2, 0), 8 - (2 + 3), "Raincutter: 2 Hydro + 3");
    assert!(g
        .status(P1, 0, EntityId::AdeptusTemptationInEffect)
        .is_none());
}

/// Mushroom Pizza (Food, 1 same): "Heal the target character for 1 HP. For the next two
/// Rounds, heal this character for 1 HP again at the End Phase."
#[test]
fn mushroom_pizza_heals_now_and_in_two_end_phases() {
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .hp(P1, 1, 4)
        .hand(P1, "Mushroom Pizza")
        .build();
    g.act("p1 play Mushroom Pizza target 2");
    assert_eq!(g.hp(P1, 1), 5);
    assert_eq!(g.dice_total(P1), 7);
    assert!(g.status(P1, 1, EntityId::Satiated).is_some());
    let rounds = |g: &Game| {
        g.status(P1, 1, EntityId::MushroomPizzaInEffect)
            .map(|s| s.duration)
    };
    assert_eq!(rounds(&g), Some(2));
    g.end_round();
    assert_eq!(g.hp(P1, 1), 6);
    assert_eq!(rounds(&g), Some(1));
    g.end_round();
    assert_eq!(g.hp(P1, 1), 7);
    assert!(g.status(P1, 1, EntityId::MushroomPizzaInEffect).is_none());
    g.end_round();
    assert_eq!(g.hp(P1, 1), 7, "two rounds only");
}

/// Mushroom Pizza (In Effect) lasts until its round ends, as every duration: a choice asked
/// in the middle of the End Phase (Oz defeats Xingqiu after the heal) still sees its two
/// rounds (as the reference). (Found by the differential tool.)
#[test]
fn mushroom_pizza_lasts_until_the_round_ends() {
    let mut g = team()
        .hp(P1, 0, 1)
        .hp(P1, 1, 4)
        .summon(P2, json!({"name": "Oz", "usage": 2}))
        .hand(P1, "Mushroom Pizza")
        .build();
    g.act("p1 play Mushroom Pizza target 2");
    g.act("p1 end").act("p2 end");
    assert_eq!(g.hp(P1, 1), 6, "the End Phase heal");
    assert!(!g.ch(P1, 0).alive, "Oz defeated Xingqiu");
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::DeathSwap));
    let rounds = |g: &Game| {
        g.status(P1, 1, EntityId::MushroomPizzaInEffect)
            .map(|s| s.duration)
    };
    assert_eq!(rounds(&g), Some(2), "the round has not ended yet");
    g.act("p1 choose 2");
    assert_eq!(rounds(&g), Some(1));
}

/// Mushroom Pizza needs an injured target before 6.1 (as Mondstadt Hash Brown).
#[test]
fn mushroom_pizza_on_a_full_hp_character_from_6_1() {
    let mut old = team()
        .set("version", json!("6.0.0"))
        .hand(P1, "Mushroom Pizza")
        .build();
    assert!(old.try_act("p1 play Mushroom Pizza target 1").is_err());
    let mut g = team().hand(P1, "Mushroom Pizza").build();
    g.act("p1 play Mushroom Pizza target 1");
    assert!(g.status(P1, 0, EntityId::MushroomPizzaInEffect).is_some());
}

/// Fish and Chips (Food, 2 unaligned): "During this round, each of your characters' next
/// skill costs 1 less Elemental Die." Every character that is not Satiated eats it; a switch
/// does not spend it; once per character, this round.
#[test]
fn fish_and_chips_makes_each_characters_next_skill_one_die_cheaper() {
    let mut g = team()
        .status(P1, 1, json!("Satiated"))
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Fish and Chips")
        .hand(P1, "Fish and Chips")
        .build();
    g.act("p1 play Fish and Chips");
    assert_eq!(g.dice_total(P1), 16 - 2, "2 dice");
    assert!(acts(&g, P1), "a fast action");
    let fed = |g: &Game, c| g.status(P1, c, EntityId::FishAndChipsActive);
    let s = fed(&g, 0).expect("Xingqiu ate it");
    assert_eq!((s.usage, s.duration), (1, 1), "once, this round");
    assert!(fed(&g, 2).is_some());
    assert!(fed(&g, 1).is_none(), "Ganyu was Satiated");
    for c in 0..3 {
        assert!(g.status(P1, c, EntityId::Satiated).is_some());
    }
    assert!(
        g.try_act("p1 play Fish and Chips").is_err(),
        "everyone is Satiated"
    );
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 14 - (3 - 1), "a Normal Attack: 3 - 1");
    assert!(fed(&g, 0).is_none(), "spent");
    g.act("p2 end").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.dice_total(P1), 12 - 3, "once");
    g.act("p1 switch 3");
    assert_eq!(g.dice_total(P1), 9 - 1, "a switch pays in full");
    assert!(fed(&g, 2).is_some(), "a switch does not spend it");
    g.act("p1 skill Breastplate");
    assert_eq!(g.dice_total(P1), 8 - (3 - 1), "Noelle's own");
    assert!(fed(&g, 2).is_none());
}

/// Fish and Chips (Active) lasts this round only.
#[test]
fn fish_and_chips_lasts_this_round() {
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .hand(P1, "Fish and Chips")
        .build();
    g.act("p1 play Fish and Chips");
    assert!(g.status(P1, 1, EntityId::FishAndChipsActive).is_some());
    g.end_round();
    for c in 0..3 {
        assert!(g.status(P1, c, EntityId::FishAndChipsActive).is_none());
    }
}

/// Matsutake Meat Rolls (Food, 2 same): "Heal the target character for 2 HP; at the End
/// Phase of the next 3 rounds, heal this character for 1 HP again." Its In Effect has 3
/// usages, one each End Phase.
#[test]
fn matsutake_meat_rolls_heal_two_then_one_at_three_end_phases() {
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .hp(P1, 1, 4)
        .hand(P1, "Matsutake Meat Rolls")
        .build();
    g.act("p1 play Matsutake Meat Rolls target 2");
    assert_eq!(g.hp(P1, 1), 4 + 2);
    assert_eq!(g.dice_total(P1), 8 - 2, "2 of the same element");
    assert!(acts(&g, P1), "a fast action");
    assert!(g.status(P1, 1, EntityId::Satiated).is_some());
    let usage = |g: &Game| {
        g.status(P1, 1, EntityId::MatsutakeMeatRollsInEffect)
            .map(|s| s.usage)
    };
    assert_eq!(usage(&g), Some(3));
    g.end_round();
    assert_eq!(g.hp(P1, 1), 7);
    assert_eq!(usage(&g), Some(2));
    g.end_round();
    assert_eq!(g.hp(P1, 1), 8);
    g.end_round();
    assert_eq!(g.hp(P1, 1), 9);
    assert_eq!(usage(&g), None, "three End Phases");
    g.end_round();
    assert_eq!(g.hp(P1, 1), 9);
}

/// Matsutake Meat Rolls needs an injured target before 6.1 (as Mondstadt Hash Brown); from
/// 6.1 on a character at full HP may eat it (and is healed at the End Phases only if hurt).
#[test]
fn matsutake_meat_rolls_on_a_full_hp_character_from_6_1() {
    let mut old = team()
        .set("version", json!("6.0.0"))
        .hand(P1, "Matsutake Meat Rolls")
        .build();
    assert!(old
        .try_act("p1 play Matsutake Meat Rolls target 1")
        .is_err());
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .hand(P1, "Matsutake Meat Rolls")
        .build();
    g.act("p1 play Matsutake Meat Rolls target 1");
    assert_eq!(g.hp(P1, 0), 10);
    g.end_round();
    assert_eq!(g.hp(P1, 0), 10);
    assert_eq!(
        g.status(P1, 0, EntityId::MatsutakeMeatRollsInEffect)
            .map(|s| s.usage),
        Some(2),
        "a usage spent at full HP too"
    );
}

/// Minty Meat Rolls (Food, 1 same): "Before this Round ends, the target character's next 3
/// Normal Attacks cost 1 less Unaligned Element."
#[test]
fn minty_meat_rolls_make_three_normal_attacks_cheaper() {
    let mut g = team()
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Minty Meat Rolls")
        .build();
    g.act("p1 play Minty Meat Rolls target 1");
    assert_eq!(g.dice_total(P1), 15);
    let usage = |g: &Game| {
        g.status(P1, 0, EntityId::MintyMeatRollsInEffect)
            .map(|s| s.usage)
    };
    assert_eq!(usage(&g), Some(3));
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.dice_total(P1), 15 - 3, "not a Normal Attack");
    g.act("p2 end");
    for (i, left) in [(1, Some(2)), (2, Some(1)), (3, None)] {
        let before = g.dice_total(P1);
        g.act("p1 skill Normal Attack");
        assert_eq!(g.dice_total(P1), before - 2, "attack {i}: 3 - 1");
        assert_eq!(usage(&g), left);
    }
    let before = g.dice_total(P1);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), before - 3, "the fourth: full cost");
}

/// In 3.3 Minty Meat Rolls made every Normal Attack of the round cheaper (3.3.0: "所有普通
/// 攻击"); the next round it is gone.
#[test]
fn minty_meat_rolls_were_unlimited_in_3_3() {
    let mut g = team()
        .set("version", json!("3.3.0"))
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Minty Meat Rolls")
        .build();
    g.act("p1 play Minty Meat Rolls target 1");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.dice_total(P1), 15 - 2, "3 - 1");
    g.act("p2 end");
    for _ in 0..3 {
        let before = g.dice_total(P1);
        g.act("p1 skill Normal Attack");
        assert_eq!(g.dice_total(P1), before - 2, "3 - 1");
    }
    g.act("p1 end");
    assert!(g.status(P1, 0, EntityId::MintyMeatRollsInEffect).is_none());
}

/// Sashimi Platter (Food, 1 same): "Before this Round ends, the target character's Normal
/// Attacks deal +1 DMG."
#[test]
fn sashimi_platter_adds_one_to_every_normal_attack_this_round() {
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Sashimi Platter")
        .build();
    g.act("p1 play Sashimi Platter target 1");
    assert_eq!(g.dice_total(P1), 15);
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 + 1");
    g.act("p2 end").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 7 - 2, "not a Normal Attack");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 5 - 3, "every Normal Attack this round");
    g.act("p1 end");
    assert!(g.status(P1, 0, EntityId::SashimiPlatterInEffect).is_none());
}

/// Tandoori Roast Chicken (Food, 2 unaligned): "During this Round, all your characters' next
/// Elemental Skills deal +2 DMG." Every living character that is not Satiated eats it and is
/// Satiated; refused when nobody can eat.
#[test]
fn tandoori_roast_chicken_feeds_every_hungry_character() {
    let mut g = team()
        .status(P1, 1, json!("Satiated"))
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Tandoori Roast Chicken")
        .hand(P1, "Tandoori Roast Chicken")
        .build();
    g.act("p1 play Tandoori Roast Chicken");
    assert_eq!(g.dice_total(P1), 14, "2 dice");
    assert!(acts(&g, P1), "a fast action");
    let fed = |g: &Game, c| g.status(P1, c, EntityId::TandooriRoastChickenInEffect);
    assert!(fed(&g, 0).is_some() && fed(&g, 2).is_some());
    assert!(fed(&g, 1).is_none(), "Ganyu was Satiated");
    for c in 0..3 {
        assert!(g.status(P1, c, EntityId::Satiated).is_some());
    }
    assert!(
        g.try_act("p1 play Tandoori Roast Chicken").is_err(),
        "everyone is Satiated"
    );
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 2, "a Normal Attack: no bonus");
    g.act("p2 end").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 8 - (2 + 2), "Fatal Rainscreen 2 + 2");
    assert!(fed(&g, 0).is_none(), "once");
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(g.hp(P2, 0), 4 - 2);
    g.act("p1 end");
    assert!(fed(&g, 2).is_none(), "this round only");
}

/// Tandoori Roast Chicken skips defeated characters.
#[test]
fn tandoori_roast_chicken_not_for_the_defeated() {
    let mut g = team()
        .hp(P1, 2, 0)
        .hand(P1, "Tandoori Roast Chicken")
        .build();
    g.act("p1 play Tandoori Roast Chicken");
    assert!(g
        .status(P1, 1, EntityId::TandooriRoastChickenInEffect)
        .is_some());
    assert!(g.ch(P1, 2).statuses.is_empty(), "Noelle is defeated");
}

/// Butter Crab (Food, 2 unaligned): "During this Round, all your characters take -2 DMG the
/// next time."
#[test]
fn butter_crab_decreases_each_characters_next_damage_by_two() {
    let mut g = team().energy(P2, 0, 3).hand(P1, "Butter Crab").build();
    g.act("p1 play Butter Crab");
    assert_eq!(g.dice_total(P1), 6, "2 dice");
    for c in 0..3 {
        assert!(g.status(P1, c, EntityId::ButterCrabInEffect).is_some());
        assert!(g.status(P1, c, EntityId::Satiated).is_some());
    }
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 10, "2 Physical - 2");
    assert!(g.status(P1, 0, EntityId::ButterCrabInEffect).is_none());
    g.act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 10 - 2, "only the next time");
    assert!(
        g.status(P1, 1, EntityId::ButterCrabInEffect).is_some(),
        "each character's own"
    );
}

/// Guardian's Oath (4 same): "Destroy all Summons. (Affects both you and your opponent!)"
#[test]
fn guardians_oath_destroys_every_summon() {
    let mut g = team()
        .summon(P1, json!({"name": "Oz", "usage": 2}))
        .summon(P2, json!({"name": "Large Wind Spirit", "usage": 3}))
        .summon(P2, json!({"name": "Oz", "usage": 1}))
        .hand(P1, "Guardian's Oath")
        .build();
    g.act("p1 play Guardian's Oath");
    assert_eq!(g.dice_total(P1), 4, "4 dice");
    assert!(g.state.player(P1).summons.is_empty());
    assert!(g.state.player(P2).summons.is_empty());
    assert!(acts(&g, P1));
}

/// Friendship Eternal (2 same): "Players with less than 4 cards in their hand draw cards until
/// their hand has 4 cards in it."
#[test]
fn friendship_eternal_fills_both_hands_up_to_four() {
    let mut s = team()
        .hand(P1, "Friendship Eternal")
        .hand(P1, "Starsigns")
        .hand(P2, "Starsigns")
        .hand(P2, "Starsigns");
    for _ in 0..5 {
        s = s.deck(P1, "Strategize").deck(P2, "Strategize");
    }
    let mut g = s.build();
    g.act("p1 play Friendship Eternal");
    assert_eq!(g.dice_total(P1), 6, "2 dice");
    assert_eq!(g.hand(P1).len(), 4, "1 left + 3");
    assert_eq!(g.hand(P2).len(), 4, "2 + 2");
    assert!(acts(&g, P1));
    let mut s = team().hand(P1, "Friendship Eternal");
    for _ in 0..5 {
        s = s
            .hand(P2, "Starsigns")
            .deck(P1, "Strategize")
            .deck(P2, "Strategize");
    }
    let mut g = s.build();
    g.act("p1 play Friendship Eternal");
    assert_eq!(g.hand(P1).len(), 4, "0 + 4");
    assert_eq!(g.hand(P2).len(), 5, "4 or more: none");
}

/// Plunging Strike (3 same, Combat Action): "Switch to the target character. That character
/// then uses a Normal Attack." Switched in, the Normal Attack is a Plunging Attack (and uses
/// the plunge up); the target must be on standby and able to use skills.
#[test]
fn plunging_strike_switches_and_plunges() {
    let mut g = team()
        .dice(P1, &[("Omni", 16)])
        .status(P1, 2, json!("Frozen"))
        .hand(P1, "Plunging Strike")
        .build();
    assert!(
        g.try_act("p1 play Plunging Strike target 1").is_err(),
        "the active character"
    );
    assert!(
        g.try_act("p1 play Plunging Strike target 3").is_err(),
        "Frozen: cannot use skills"
    );
    g.clear_log();
    g.act("p1 play Plunging Strike target 2");
    assert_eq!(g.active(P1), 1, "Ganyu");
    assert_eq!(g.hp(P2, 0), 10 - 2, "Liutian Archery: 2 Physical");
    let skills: Vec<(u8, bool)> = g
        .log
        .iter()
        .filter_map(|e| match e {
            invokation::log::LogEvent::Skill {
                character,
                plunging,
                ..
            } => Some((*character, *plunging)),
            _ => None,
        })
        .collect();
    assert_eq!(skills, vec![(1, true)], "a Plunging Attack");
    assert!(!g.state.player(P1).flags.plunge, "used up");
    assert_eq!(g.energy(P1, 1), 1, "a Normal Attack gains energy");
    assert_eq!(g.dice_total(P1), 16 - 3, "3 dice; the attack is free");
    assert!(acts(&g, P2), "a Combat Action");
}

/// Plays a card without answering the chance request it makes; returns the request.
fn play_for_chance(g: &mut Game, line: &str) -> invokation::ChanceRequest {
    let a = invokation::notation::parse_action(&g.state, line).expect("an action");
    g.state.apply_action(a).expect("legal");
    g.state.chance_request().expect("a chance request")
}

/// The entities a random draw of one entity chooses from (each outcome one of them).
fn choices(g: &Game, r: &invokation::ChanceRequest) -> Vec<EntityId> {
    match *r {
        invokation::ChanceRequest::RandomSummon { player, draw } => {
            assert_eq!(draw.count, 1, "one pick");
            let seqs = draw.sequences(&g.state, player);
            assert!(seqs.iter().all(|(seq, _)| seq.len() == 1));
            seqs.iter().map(|(seq, _)| seq[0]).collect()
        }
        _ => panic!("not a random draw: {r:?}"),
    }
}

/// Abyssal Summons (2 same): "Summon 1 Random Hilichurl Summon!" One of the four not on the
/// field yet, each equally likely (a chance request); the summons deal 1 damage of their
/// element in the End Phase, 2 usages.
#[test]
fn abyssal_summons_summons_a_random_hilichurl() {
    use invokation::ChanceOutcome;
    let hilichurls = vec![
        EntityId::CryoHilichurlShooter,
        EntityId::HydroSamachurl,
        EntityId::HilichurlBerserker,
        EntityId::ElectroHilichurlShooter,
    ];
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .summon(P1, json!({"name": "Hydro Samachurl", "usage": 1}))
        .hand(P1, "Abyssal Summons")
        .hand(P1, "Abyssal Summons")
        .build();
    let r = play_for_chance(&mut g, "p1 play Abyssal Summons");
    assert_eq!(
        choices(&g, &r),
        vec![
            EntityId::CryoHilichurlShooter,
            EntityId::HilichurlBerserker,
            EntityId::ElectroHilichurlShooter
        ],
        "the Samachurl is there"
    );
    assert_eq!(r.probability(&g.state, &ChanceOutcome::Index(0)), 1.0 / 3.0);
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert_eq!(g.dice_total(P1), 6, "2 dice");
    assert_eq!(g.summon(P1, EntityId::HilichurlBerserker).unwrap().usage, 2);
    assert!(acts(&g, P1));
    g.act("p1 end").act("p2 end");
    // End Phase: the Samachurl (1 Hydro) then the Berserker (1 Pyro): Vaporize +1? The
    // Hydro applies first, so the Pyro vaporizes (1 + 2).
    assert_eq!(g.hp(P2, 0), 10 - 1 - 3);
    assert!(g.summon(P1, EntityId::HydroSamachurl).is_none(), "used up");
    assert_eq!(g.summon(P1, EntityId::HilichurlBerserker).unwrap().usage, 1);

    // All four there: any of the four (refreshed).
    let mut g = team()
        .summon(P1, json!({"name": "Cryo Hilichurl Shooter", "usage": 1}))
        .summon(P1, json!({"name": "Hydro Samachurl", "usage": 1}))
        .summon(P1, json!({"name": "Hilichurl Berserker", "usage": 1}))
        .summon(P1, json!({"name": "Electro Hilichurl Shooter", "usage": 1}))
        .hand(P1, "Abyssal Summons")
        .build();
    let r = play_for_chance(&mut g, "p1 play Abyssal Summons");
    assert_eq!(choices(&g, &r), hilichurls);
    g.state.apply_chance(ChanceOutcome::Index(3)).unwrap();
    assert_eq!(
        g.summon(P1, EntityId::ElectroHilichurlShooter)
            .unwrap()
            .usage,
        2,
        "refreshed"
    );
    assert!(g.state.apply_chance(ChanceOutcome::Index(0)).is_err());
}

/// Fatui Conspiracy (2 same): "Create 1 Fatui Ambusher of a random type on the opponent's
/// field." An Ambusher: "After a character on whose side of the field this card is on uses a
/// Skill: Deals 1 <element> DMG to the active character on that side. (Once per round)
/// Usage(s): 2".
#[test]
fn fatui_conspiracy_ambushes_the_opponent() {
    use invokation::ChanceOutcome;
    let mut g = team()
        .set("config", json!({"all_omni": true}))
        .combat(P2, json!({"name": "Fatui Ambusher: Cryo Cicin Mage"}))
        .hand(P1, "Fatui Conspiracy")
        .build();
    let r = play_for_chance(&mut g, "p1 play Fatui Conspiracy");
    assert_eq!(
        choices(&g, &r),
        vec![
            EntityId::FatuiAmbusherMirrorMaiden,
            EntityId::FatuiAmbusherPyroslingerBracer,
            EntityId::FatuiAmbusherElectrohammerVanguard
        ],
        "not the one already there"
    );
    assert!(matches!(
        r,
        invokation::ChanceRequest::RandomSummon { player: P2, draw }
            if draw.zone == invokation::state::Zone::Combat
    ));
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert_eq!(g.dice_total(P1), 6, "2 dice");
    let bracer = |g: &Game| g.combat(P2, EntityId::FatuiAmbusherPyroslingerBracer);
    assert_eq!(bracer(&g).unwrap().usage, 2);
    assert!(g.state.player(P1).combat.is_empty(), "the opponent's field");
    g.act("p1 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 10, "not after P1's skills");
    g.act("p2 skill Normal Attack");
    // Diluc took 2 from Xingqiu, then 1 Pyro from the Bracer and 1 Cryo from the Cicin
    // Mage (Melt: +2).
    let pyro_then_cryo = g.hp(P2, 0);
    assert_eq!(pyro_then_cryo, 10 - 2 - 1 - 3);
    assert_eq!(bracer(&g).unwrap().usage, 1);
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), pyro_then_cryo, "once per round");
    g.act("p2 end");
    g.act("p1 end").act("p2 skill Normal Attack");
    assert!(bracer(&g).is_none(), "2 usages");
    assert!(g.combat(P2, EntityId::FatuiAmbusherCryoCicinMage).is_none());
}

/// Nature and Wisdom (1 same): "Draw 1 card. After that, switch any cards in your hand."
/// The switch is the starting hand's redraw, asked now; the player keeps the turn.
#[test]
fn nature_and_wisdom_draws_then_switches() {
    let mut s = team()
        .hand(P1, "Nature and Wisdom")
        .hand(P1, "Starsigns")
        .deck(P1, "Sweet Madame");
    for _ in 0..3 {
        s = s.deck(P1, "Strategize");
    }
    let mut g = s.build();
    g.act("p1 play Nature and Wisdom");
    assert_eq!(g.dice_total(P1), 7, "1 die");
    assert_eq!(
        g.hand(P1),
        vec![CardId::Starsigns, CardId::SweetMadame],
        "drew the top card (the first listed)"
    );
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Redraw));
    g.act("p1 redraw Starsigns");
    let hand = g.hand(P1);
    assert_eq!(hand.len(), 2);
    assert!(!hand.contains(&CardId::Starsigns), "switched: {hand:?}");
    assert_eq!(
        g.state.player(P1).deck.len(),
        3,
        "4 - 1 drawn - 1 replacement + 1 back"
    );
    assert!(acts(&g, P1), "a fast action: P1 acts on");
    // Keeping the hand is a choice too.
    let mut g = team()
        .hand(P1, "Nature and Wisdom")
        .deck(P1, "Strategize")
        .build();
    g.act("p1 play Nature and Wisdom");
    g.act("p1 redraw");
    assert_eq!(g.hand(P1), vec![CardId::Strategize]);
    assert!(acts(&g, P1));
}

/// Master of Weaponry (free): "Shift 1 Weapon Equipment Card that has been equipped to one of
/// your characters to another one of your characters of the same Weapon Type, and reset the
/// "usages per Round" limit on its effects." Two targets: from, then to; a weapon the second
/// had is discarded; a fast action.
#[test]
fn master_of_weaponry_shifts_a_weapon_and_resets_its_round_limit() {
    let mut g = setup(
        ["Xingqiu", "Keqing", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .status(P1, 0, json!("Sacrificial Sword"))
    .hand(P1, "Master of Weaponry")
    .build();
    assert!(
        g.try_act("p1 play Master of Weaponry target 1 3").is_err(),
        "Ganyu uses a bow"
    );
    assert!(
        g.try_act("p1 play Master of Weaponry target 2 2").is_err(),
        "to another character"
    );
    g.act("p1 skill Fatal Rainscreen");
    assert_eq!(
        g.dice_total(P1),
        16 - 3 + 1,
        "Sacrificial Sword: 1 Hydro die"
    );
    g.act("p2 end");
    g.act("p1 play Master of Weaponry target 1 2");
    assert_eq!(g.dice_total(P1), 14, "free");
    assert!(acts(&g, P1), "a fast action");
    assert!(g.status(P1, 0, EntityId::SacrificialSword).is_none());
    let sword = g.status(P1, 1, EntityId::SacrificialSword).unwrap();
    assert_eq!(sword.counter, 0, "its round limit reset");
    g.act("p1 switch 2");
    let before = g.dice(P1).count(Die::Electro);
    g.act("p1 skill Stellar Restoration");
    assert_eq!(
        g.dice(P1).count(Die::Electro),
        before + 1,
        "Keqing's Elemental Skill: the sword's die again this round"
    );
    assert_eq!(
        g.hp(P2, 0),
        10 - (2 + 1) - (3 + 1 + 1),
        "each +1 with the sword; 3 Electro, +1 Electro-Charged"
    );
    // The weapon the second character had is discarded.
    let mut g = setup(
        ["Ganyu", "Fischl", "Xingqiu"],
        ["Diluc", "Keqing", "Sucrose"],
    )
    .status(P1, 0, json!("Raven Bow"))
    .status(P1, 1, json!("King's Squire"))
    .hand(P1, "Master of Weaponry")
    .build();
    assert!(
        g.try_act("p1 play Master of Weaponry target 1 3").is_err(),
        "Xingqiu uses a sword"
    );
    g.act("p1 play Master of Weaponry target 1 2");
    assert!(g.status(P1, 0, EntityId::RavenBow).is_none());
    assert!(g.status(P1, 1, EntityId::RavenBow).is_some());
    assert!(g.status(P1, 1, EntityId::KingsSquire).is_none(), "replaced");
}

/// Before 4.1 Master of Weaponry only shifted the weapon (the 3.3.0 text has no "重置其效果的
/// 「每回合」次数限制"): its once-per-round effect stays used.
#[test]
fn master_of_weaponry_kept_the_round_limit_before_4_1() {
    let mut g = setup(
        ["Xingqiu", "Keqing", "Ganyu"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("version", json!("4.0.0"))
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .status(P1, 0, json!("Sacrificial Sword"))
    .hand(P1, "Master of Weaponry")
    .build();
    g.act("p1 skill Fatal Rainscreen");
    g.act("p2 end");
    g.act("p1 play Master of Weaponry target 1 2");
    assert_eq!(
        g.status(P1, 1, EntityId::SacrificialSword).unwrap().counter,
        1
    );
    g.act("p1 switch 2");
    let before = g.dice(P1).count(Die::Electro);
    g.act("p1 skill Stellar Restoration");
    assert_eq!(g.dice(P1).count(Die::Electro), before, "used this round");
}

/// Blessing of the Divine Relic's Installation (free): "Shift 1 Artifact Card that has been
/// equipped to one of your characters to another one of your characters, and reset the
/// "usages per Round" limit on its effects." Any other living character; its usages are
/// kept; an artifact the second had is discarded.
#[test]
fn blessing_of_the_divine_relics_installation_shifts_an_artifact() {
    let mut g = setup(
        ["Keqing", "Fischl", "Xingqiu"],
        ["Diluc", "Ganyu", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .status(P1, 0, json!("Thundering Fury"))
    .status(P1, 1, json!({"name": "Gambler's Earrings", "usage": 1}))
    .hp(P1, 2, 0)
    .hand(P1, "Blessing of the Divine Relic's Installation")
    .hand(P1, "Blessing of the Divine Relic's Installation")
    .build();
    let card = "p1 play Blessing of the Divine Relic's Installation";
    assert!(
        g.try_act(&format!("{card} target 3 1")).is_err(),
        "Xingqiu has no artifact"
    );
    assert!(
        g.try_act(&format!("{card} target 1 3")).is_err(),
        "Xingqiu is defeated"
    );
    g.act("p1 skill Stellar Restoration");
    assert_eq!(
        g.dice_total(P1),
        16 - 2,
        "Thundering Fury: 1 Electro die less"
    );
    g.act("p2 end");
    g.act(&format!("{card} target 1 2"));
    assert_eq!(g.dice_total(P1), 14, "free");
    assert!(acts(&g, P1), "a fast action");
    assert!(g.status(P1, 0, EntityId::ThunderingFury).is_none());
    assert!(
        g.status(P1, 1, EntityId::GamblersEarrings).is_none(),
        "replaced"
    );
    assert_eq!(
        g.status(P1, 1, EntityId::ThunderingFury).unwrap().counter,
        0
    );
    g.act("p1 switch 2");
    g.act("p1 skill Nightrider");
    assert_eq!(g.dice_total(P1), 14 - 1 - 2, "its round limit reset: 3 - 1");
    // Back to Keqing: an artifact's usages go with it.
    let mut g = setup(
        ["Keqing", "Fischl", "Xingqiu"],
        ["Diluc", "Ganyu", "Sucrose"],
    )
    .status(P1, 1, json!({"name": "Gambler's Earrings", "usage": 1}))
    .hand(P1, "Blessing of the Divine Relic's Installation")
    .build();
    g.act(&format!("{card} target 2 3"));
    assert_eq!(
        g.status(P1, 2, EntityId::GamblersEarrings).unwrap().usage,
        1
    );
}

/// Before 4.1 Blessing of the Divine Relic's Installation only shifted the artifact: its
/// once-per-round effect stays used.
#[test]
fn blessing_of_the_divine_relics_installation_kept_the_round_limit_before_4_1() {
    let mut g = setup(
        ["Keqing", "Fischl", "Xingqiu"],
        ["Diluc", "Ganyu", "Sucrose"],
    )
    .set("version", json!("4.0.0"))
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .status(P1, 0, json!("Thundering Fury"))
    .hand(P1, "Blessing of the Divine Relic's Installation")
    .build();
    g.act("p1 skill Stellar Restoration");
    g.act("p2 end");
    g.act("p1 play Blessing of the Divine Relic's Installation target 1 2");
    g.act("p1 switch 2");
    g.act("p1 skill Nightrider");
    assert_eq!(g.dice_total(P1), 14 - 1 - 3, "used this round: full cost");
}

/// Master of Weaponry's two targets are chosen one character at a time in the decision: a
/// character with a weapon, then another of the same weapon type.
#[test]
fn master_of_weaponry_targets_are_chosen_one_at_a_time() {
    use invokation::action::generator::{ActionBuilder, ActionKind, Choice};
    use invokation::{Action, Target};
    let g = setup(
        ["Ganyu", "Fischl", "Xingqiu"],
        ["Diluc", "Keqing", "Sucrose"],
    )
    .status(P1, 0, json!("Raven Bow"))
    .status(P1, 1, json!("King's Squire"))
    .hand(P1, "Master of Weaponry")
    .build();
    let s = &g.state;
    let mut b = ActionBuilder::new(s, P1).unwrap();
    assert_eq!(b.choose(s, Choice::Kind(ActionKind::Play)), Ok(None));
    assert_eq!(
        b.choose(s, Choice::Card(CardId::MasterOfWeaponry)),
        Ok(None)
    );
    assert_eq!(
        b.options(s),
        vec![
            Choice::Target(Target::Own(0)),
            Choice::Target(Target::Own(1))
        ],
        "the two bows; Xingqiu has no weapon"
    );
    assert_eq!(b.choose(s, Choice::Target(Target::Own(1))), Ok(None));
    assert_eq!(
        b.options(s),
        vec![Choice::Target(Target::Own(0))],
        "the other bow user (not Xingqiu, a sword user)"
    );
    let mut done = b.choose(s, Choice::Target(Target::Own(0))).unwrap();
    while done.is_none() {
        done = b.choose(s, Choice::AutoPay).unwrap();
    }
    assert!(matches!(
        done,
        Some(Action::Play {
            card: CardId::MasterOfWeaponry,
            target: Target::Pair(1, 0),
            ..
        })
    ));
}

/// Abyssal Summons with the summon zone full (4 summons): the card can be played; its
/// Hilichurl finds no room and is not summoned (as any summon into a full zone).
#[test]
fn abyssal_summons_with_a_full_summon_zone() {
    use invokation::ChanceOutcome;
    let mut g = team()
        .summon(P1, json!("Oz"))
        .summon(P1, json!("Large Wind Spirit"))
        .summon(P1, json!("Burning Flame"))
        .summon(P1, json!("Stone Stele"))
        .hand(P1, "Abyssal Summons")
        .build();
    let r = play_for_chance(&mut g, "p1 play Abyssal Summons");
    assert_eq!(choices(&g, &r).len(), 4, "none of the four is there");
    g.state.apply_chance(ChanceOutcome::Index(2)).unwrap();
    assert_eq!(g.dice_total(P1), 6, "2 dice");
    let summons = &g.state.player(P1).summons;
    assert_eq!(summons.len(), 4);
    assert!(
        g.summon(P1, EntityId::HilichurlBerserker).is_none(),
        "no room"
    );
    assert!(acts(&g, P1));
}

/// A Fatui Ambusher's damage is its own side's: neither side's Catalyzing Field ("+1 to
/// Electro or Dendro damage to the opposing active character") adds to it (as the
/// reference).
#[test]
fn fatui_ambushers_damage_is_their_own_sides() {
    let mut g = team()
        .combat(P1, json!({"name": "Catalyzing Field", "usage": 2}))
        .combat(P2, json!({"name": "Catalyzing Field", "usage": 2}))
        .combat(P2, json!("Fatui Ambusher: Electrohammer Vanguard"))
        .build();
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P1, 0), 10 - 2, "Diluc's Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - 1, "1 Electro, no bonus");
    assert_eq!(g.aura(P2, 0), vec!["Electro"]);
    let field = |p| g.combat(p, EntityId::CatalyzingField_117).map(|s| s.usage);
    assert_eq!((field(P1), field(P2)), (Some(2), Some(2)), "unused");
    assert_eq!(
        g.combat(P2, EntityId::FatuiAmbusherElectrohammerVanguard)
            .unwrap()
            .usage,
        1
    );
}

/// A Fatui Ambusher's damage to its own side's character takes the opposing side's bonus to
/// damage its characters take: Talisman Spirit ("Opposing character(s) take +1 Cryo DMG")
/// adds 1 to a Cryo Cicin Mage Ambusher's 1 Cryo (as the reference).
#[test]
fn fatui_ambushers_damage_takes_talisman_spirit_bonus() {
    let mut g = team()
        .summon(P1, json!({"name": "Talisman Spirit", "usage": 2}))
        .combat(P2, json!("Fatui Ambusher: Cryo Cicin Mage"))
        .build();
    g.act("p1 end").act("p2 skill Normal Attack");
    assert_eq!(g.hp(P2, 0), 10 - (1 + 1), "1 Cryo + 1");
    assert_eq!(
        g.hp(P1, 0),
        10 - 2,
        "Diluc's Normal Attack (Physical, to P1: no bonus)"
    );
}

/// In Every House a Stove (Arcane Legend, 1 Legend point): "When this card is played in the
/// first Round: If your deck initially contains at least 2 different Talent cards, draw 1
/// Talent Card. / When this card is played in the second Round or later: Draw a number of
/// cards equal to the current Round number minus 1. (Up to 4 cards can be drawn in this
/// way)" In round 1 it cannot be played without 2 different Talent cards (as GI-TCG).
#[test]
fn in_every_house_a_stove_draws_a_talent_in_round_1_then_the_round_minus_1() {
    let stove = |round: u8, deck: &[&str]| {
        let mut s = team()
            .set("round", json!(round))
            .hand(P1, "In Every House a Stove");
        for c in deck {
            s = s.deck(P1, c);
        }
        s.build()
    };
    let talents = [
        "Paimon",
        "Stellar Predator",
        "Paimon",
        "Flowing Flame",
        "Paimon",
    ];
    let mut g = stove(1, &talents);
    g.act("p1 play In Every House a Stove");
    let hand = g.hand(P1);
    assert_eq!(hand.len(), 1);
    assert!(
        [CardId::StellarPredator, CardId::FlowingFlame].contains(&hand[0]),
        "a Talent card: {hand:?}"
    );
    assert_eq!(g.state.player(P1).deck.len(), 4);
    // One Talent card twice is not 2 different ones: no playing it in round 1.
    let mut g = stove(1, &["Stellar Predator", "Stellar Predator", "Paimon"]);
    assert!(g.try_act("p1 play In Every House a Stove").is_err());
    let deck = ["Paimon"; 8];
    let mut g = stove(3, &deck);
    g.act("p1 play In Every House a Stove");
    assert_eq!(g.hand(P1).len(), 2, "round 3: 2 cards");
    let mut g = stove(7, &deck);
    g.act("p1 play In Every House a Stove");
    assert_eq!(g.hand(P1).len(), 4, "round 7: at most 4");
}

/// In Every House a Stove before 4.7: the round number minus 1 (4.4), also in round 1
/// (nothing); before 4.4 the round number, at most 4.
#[test]
fn in_every_house_a_stove_drew_by_the_round_before_4_7() {
    let drawn = |version: &str, round: u8| {
        let mut g = team()
            .set("version", json!(version))
            .set("round", json!(round))
            .hand(P1, "In Every House a Stove")
            .deck(P1, "Paimon")
            .deck(P1, "Paimon")
            .deck(P1, "Paimon")
            .deck(P1, "Paimon")
            .deck(P1, "Paimon")
            .build();
        g.act("p1 play In Every House a Stove");
        g.hand(P1).len()
    };
    assert_eq!(drawn("4.4.0", 1), 0);
    assert_eq!(drawn("4.4.0", 3), 2);
    assert_eq!(drawn("4.2.0", 2), 2);
    assert_eq!(drawn("4.2.0", 5), 4);
}

/// Machine Assembly Line (6.5.0): "Deal 1 Physical DMG to your active character. Draw a
/// random Artifact card from your deck." Costs 1; Xingqiu 10 → 9; the one Artifact of the
/// pile comes to the hand, the other cards stay; the player keeps the turn.
#[test]
fn machine_assembly_line_hurts_the_active_character_and_draws_an_artifact() {
    let mut g = team()
        .hand(P1, "Machine Assembly Line")
        .deck(P1, "Strategize")
        .deck(P1, "Gambler's Earrings")
        .deck(P1, "Strategize")
        .build();
    g.act("p1 play Machine Assembly Line");
    assert_eq!(g.dice_total(P1), 8 - 1, "costs 1");
    assert_eq!(g.hp(P1, 0), 10 - 1, "1 Physical to the active character");
    assert_eq!(g.hand(P1), vec![CardId::GamblersEarrings]);
    assert_eq!(g.state.player(P1).deck.len(), 2);
    assert!(acts(&g, P1));
}

/// Flickering Four-Leaf Sigil: "Attach Four-Leaf Sigil to the target character: in the End
/// Phase of every round, you switch to this character." Free; on Noelle on standby: after
/// each End Phase, Noelle is active (also after a switch away in the next round).
#[test]
fn flickering_four_leaf_sigil_switches_to_its_character_each_end_phase() {
    let mut g = team()
        .hand(P1, "Flickering Four-Leaf Sigil")
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 play Flickering Four-Leaf Sigil target 3");
    assert_eq!(g.dice_total(P1), 8, "free");
    assert!(g.status(P1, 2, EntityId::FourLeafSigil).is_some());
    assert_eq!(g.active(P1), 0);
    g.end_round();
    assert_eq!(g.active(P1), 2, "switched to Noelle in the End Phase");
    g.act("p1 switch 1");
    assert_eq!(g.active(P1), 0);
    g.end_round();
    assert_eq!(g.active(P1), 2, "every round");
    assert!(
        g.status(P1, 2, EntityId::FourLeafSigil).is_some(),
        "it stays"
    );
}

/// Falls and Fortune: "Can only be played when you have at least 8 Elemental Dice left and
/// your opponent has not ended their round: this round, both players spend 1 more die for
/// the Switch Character action." With 8 dice: a switch costs 2 for both players; with 7, or
/// after the opponent ended their round, it cannot be played.
#[test]
fn falls_and_fortune_raises_both_sides_switches() {
    let mut g = team()
        .hand(P1, "Falls and Fortune")
        .dice(P1, &[("Omni", 8)])
        .build();
    g.act("p1 play Falls and Fortune");
    assert_eq!(g.dice_total(P1), 8, "free in 6.5.0");
    assert!(acts(&g, P1), "not a combat action");
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 8 - 2, "1 + 1");
    g.act("p2 switch 2");
    assert_eq!(g.dice_total(P2), 8 - 2, "the opponent too");
    for (dice, ended) in [(7, false), (8, true)] {
        let mut s = team()
            .hand(P1, "Falls and Fortune")
            .dice(P1, &[("Omni", dice)]);
        if ended {
            s = s.declared_end(P2);
        }
        let mut g = s.build();
        assert!(
            g.try_act("p1 play Falls and Fortune").is_err(),
            "{dice} {ended}"
        );
    }
}

/// Falls and Fortune lasts the round: the next round's switch costs 1.
#[test]
fn falls_and_fortune_ends_with_the_round() {
    let mut g = team()
        .hand(P1, "Falls and Fortune")
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 play Falls and Fortune").end_round();
    assert!(g.combat(P1, EntityId::FallsAndFortuneInEffect).is_none());
    let dice = g.dice_total(P1);
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), dice - 1);
}

/// Pankration!: "Can only be played when you have at least 8 Elemental Dice left and your
/// opponent has not ended their round: this round, when a player declares the end of their
/// round first, the player who has not draws 2 cards." P1 plays it and ends first: P2 draws
/// 2; then P2 ends: nobody draws.
#[test]
fn pankration_the_other_player_draws_two_when_one_ends_first() {
    let mut g = team()
        .hand(P1, "Pankration!")
        .deck(P1, "Strategize")
        .deck(P1, "Strategize")
        .deck(P2, "Strategize")
        .deck(P2, "Strategize")
        .deck(P2, "Strategize")
        .build();
    g.act("p1 play Pankration!");
    assert_eq!(g.dice_total(P1), 8, "free");
    let status = g.combat(P1, EntityId::PankrationInEffect).unwrap();
    assert_eq!(
        (status.usage, status.duration),
        (1, invokation::state::NO_DURATION),
        "1 usage, no duration (as the reference)"
    );
    g.act("p1 end");
    assert_eq!(g.hand(P2).len(), 2, "P2 has not ended: 2 cards");
    assert_eq!(g.hand(P1).len(), 0);
    assert!(g.combat(P1, EntityId::PankrationInEffect).is_none(), "used");
}

/// Pankration!: the opponent ending first makes the player draw 2.
#[test]
fn pankration_the_player_draws_when_the_opponent_ends_first() {
    let mut g = team()
        .hand(P1, "Pankration!")
        .deck(P1, "Strategize")
        .deck(P1, "Strategize")
        .deck(P1, "Strategize")
        .build();
    g.act("p1 play Pankration!")
        .act("p1 switch 2")
        .act("p2 end");
    assert_eq!(g.hand(P1).len(), 2);
    assert!(
        g.combat(P1, EntityId::PankrationInEffect).is_none(),
        "only the first declaration"
    );
    let mut g = team()
        .hand(P1, "Pankration!")
        .dice(P1, &[("Omni", 7)])
        .build();
    assert!(g.try_act("p1 play Pankration!").is_err(), "7 dice");
}

/// Where Is the Unseen Razor?: "Return a Weapon equipped by one of your characters to your
/// hand. / This round, the next time you play a Weapon card: spend 2 less Elemental Dice."
/// Free; Sacrificial Sword returns to the hand and is played again for 3 - 2 = 1; the next
/// weapon costs its full price. Refused on a character without a weapon.
#[test]
fn where_is_the_unseen_razor_returns_a_weapon_and_lowers_the_next() {
    let mut g = team()
        .hand(P1, "Where Is the Unseen Razor?")
        .status(P1, 0, json!("Sacrificial Sword"))
        .dice(P1, &[("Omni", 16)])
        .build();
    assert!(g
        .try_act("p1 play Where Is the Unseen Razor? target 2")
        .is_err());
    g.act("p1 play Where Is the Unseen Razor? target 1");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert!(g.status(P1, 0, EntityId::SacrificialSword).is_none());
    assert!(g.hand(P1).contains(&CardId::SacrificialSword));
    g.act("p1 play Sacrificial Sword target 1");
    assert_eq!(g.dice_total(P1), 16 - 1, "3 - 2");
    assert!(g
        .combat(P1, EntityId::WhereIsTheUnseenRazorInEffect)
        .is_none());
}

/// The Boar Princess: "This round, each time an Equipment card equipped on one of your
/// characters is discarded: gain 1 Omni Element (at most 2). (A character's equipment
/// discarded when it is defeated, or a Weapon, Artifact or Technique replaced, triggers
/// it.)" Free; Diluc's Wolf's Gravestone replaced by Sacrificial Greatsword: 1 Omni; Diluc
/// defeated with two equipment cards: 1 more (the 2 usages are spent; the status leaves).
#[test]
fn the_boar_princess_gives_omni_for_discarded_equipment() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "The Boar Princess")
    .hand(P1, "Sacrificial Greatsword")
    .status(P1, 0, json!("Wolf's Gravestone"))
    .status(P1, 0, json!("Gambler's Earrings"))
    .hp(P1, 0, 1)
    .dice(P1, &[("Omni", 8)])
    .build();
    g.act("p1 play The Boar Princess");
    assert_eq!(g.dice_total(P1), 8, "free");
    let boar = g.combat(P1, EntityId::TheBoarPrincessActive).unwrap();
    assert_eq!((boar.usage, boar.duration), (2, 1));
    g.act("p1 play Sacrificial Greatsword target 1");
    assert_eq!(g.dice_total(P1), 8 - 3 + 1, "the replaced weapon: 1 Omni");
    assert_eq!(
        g.combat(P1, EntityId::TheBoarPrincessActive).unwrap().usage,
        1
    );
    g.act("p1 end").act("p2 skill Normal Attack");
    assert!(!g.ch(P1, 0).alive);
    assert_eq!(
        g.dice_total(P1),
        6 + 1,
        "two cards lost with Diluc: 1 Omni (at most 2)"
    );
    assert!(g.combat(P1, EntityId::TheBoarPrincessActive).is_none());
}

/// The Boar Princess lasts the round; the opponent's discarded equipment gives nothing.
#[test]
fn the_boar_princess_only_its_sides_equipment_this_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "The Boar Princess")
    .hand(P2, "Sacrificial Greatsword")
    .status(P2, 0, json!("Wolf's Gravestone"))
    .set("config", json!({"all_omni": true}))
    .build();
    g.act("p1 play The Boar Princess").act("p1 switch 2");
    g.act("p2 play Sacrificial Greatsword target 1");
    assert_eq!(g.dice_total(P1), 8 - 1);
    assert_eq!(
        g.combat(P1, EntityId::TheBoarPrincessActive).unwrap().usage,
        2
    );
    g.end_round();
    assert!(g.combat(P1, EntityId::TheBoarPrincessActive).is_none());
}

/// Lyresong (6.5.0): "Return an Artifact equipped by one of your characters to your hand. /
/// This round, the next time you play an Artifact card: spend 1 less Elemental Die; if you
/// had played no other Action Card before this one, 2 less instead." As the round's first
/// card: Instructor's Cap returns and is played again for 2 - 2; after another card:
/// Lyresong (In Effect) of 1 less.
#[test]
fn lyresong_returns_an_artifact_and_lowers_the_next() {
    let mut g = team()
        .hand(P1, "Lyresong")
        .hand(P1, "Ornate Kabuto")
        .status(P1, 0, json!("Instructor's Cap"))
        .dice(P1, &[("Omni", 16)])
        .build();
    assert!(
        g.try_act("p1 play Lyresong target 2").is_err(),
        "no artifact"
    );
    g.act("p1 play Lyresong target 1");
    assert_eq!(g.dice_total(P1), 16, "free");
    assert!(g.status(P1, 0, EntityId::InstructorsCap).is_none());
    assert!(g.hand(P1).contains(&CardId::InstructorsCap));
    assert!(
        g.combat(P1, EntityId::LyresongInEffect_303224).is_some(),
        "2 less"
    );
    g.act("p1 play Instructor's Cap target 1");
    assert_eq!(g.dice_total(P1), 16, "2 - 2");
    g.act("p1 play Ornate Kabuto target 2");
    assert_eq!(g.dice_total(P1), 16 - 1, "used up");

    let mut g = team()
        .hand(P1, "Strategize")
        .hand(P1, "Lyresong")
        .status(P1, 0, json!("Instructor's Cap"))
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Strategize").act("p1 play Lyresong target 1");
    assert!(
        g.combat(P1, EntityId::LyresongInEffect_303232).is_some(),
        "1 less"
    );
    g.act("p1 play Instructor's Cap target 1");
    assert_eq!(g.dice_total(P1), 16 - 1 - 1, "Strategize 1, the cap 2 - 1");
}

/// Lyresong before 4.8.0: always 2 less ("少花费2个元素骰").
#[test]
fn lyresong_before_4_8_always_lowers_two() {
    let mut g = team()
        .set("version", json!("4.2.0"))
        .hand(P1, "Strategize")
        .hand(P1, "Lyresong")
        .status(P1, 0, json!("Instructor's Cap"))
        .dice(P1, &[("Omni", 16)])
        .build();
    g.act("p1 play Strategize").act("p1 play Lyresong target 1");
    assert!(g.combat(P1, EntityId::LyresongInEffect_303224).is_some());
}

/// Pankration! cannot be played once the opponent has ended their round.
#[test]
fn pankration_not_after_the_opponent_ended() {
    let mut g = team().hand(P1, "Pankration!").declared_end(P2).build();
    assert!(g.try_act("p1 play Pankration!").is_err());
}

/// The Boar Princess: a Technique used up ("Usage(s): 2") is an equipment card discarded:
/// 1 Omni (as the reference: differential position 20242-28).
#[test]
fn the_boar_princess_counts_a_technique_used_up() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Noelle", "Ganyu", "Xingqiu"],
    )
    .hand(P1, "The Boar Princess")
    .status(
        P1,
        0,
        json!({"name": "Xenochromatic Hunter's Ray", "usage": 1}),
    )
    .dice(P1, &[("Omni", 8)])
    .build();
    g.act("p1 play The Boar Princess");
    let dice = g.dice_total(P1);
    g.act("p1 technique");
    assert!(g.status(P1, 0, EntityId::XenochromaticHuntersRay).is_none());
    let cost = 2; // Fontemer Water Blades: 2 dice.
    assert_eq!(
        g.dice_total(P1),
        dice - cost + 1,
        "1 Omni for the Technique"
    );
    assert_eq!(
        g.combat(P1, EntityId::TheBoarPrincessActive).unwrap().usage,
        1
    );
}

/// Tada!: "Deal 1 Physical DMG to your active character. Draw 1 card in the End Phase of this
/// Round."
#[test]
fn tada_hurts_the_active_character_and_draws_in_the_end_phase() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .hand(P1, "Tada!")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Sweet Madame")
        .deck(P2, "Sweet Madame")
        .deck(P2, "Sweet Madame")
        .build();
    let dice = g.dice_total(P1);
    g.act("p1 play Tada!");
    assert_eq!(g.dice_total(P1), dice, "free");
    assert_eq!(g.hp(P1, 0), 10 - 1);
    assert!(g.combat(P1, invokation::EntityId::TadaInEffect).is_some());
    let hand = g.hand(P1).len();
    g.end_round();
    assert_eq!(g.hand(P1).len(), hand + 1 + 2, "1, then the End Phase's 2");
    assert!(g.combat(P1, invokation::EntityId::TadaInEffect).is_none());
}

/// Rainbow Macarons: "Heal the target character for 1 HP. The next 3 times this character
/// takes DMG, they will also heal 1 HP afterward."
#[test]
fn rainbow_macarons_heals_after_the_next_three_hits() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .dice(P2, &[("Omni", 16)])
        .hp(P1, 0, 5)
        .hand(P1, "Rainbow Macarons")
        .build();
    g.act("p1 play Rainbow Macarons target 1");
    assert_eq!(g.hp(P1, 0), 6);
    assert_eq!(g.dice_total(P1), 16 - 2);
    let effect = invokation::EntityId::RainbowMacaronsInEffect;
    assert_eq!(g.status(P1, 0, effect).unwrap().usage, 3);
    g.act("p1 end");
    for (n, hp) in [(2, 5), (1, 4), (0, 3)] {
        g.act("p2 skill Favonius Bladework - Maid");
        assert_eq!(g.hp(P1, 0), hp, "2 DMG, then 1 HP back");
        assert_eq!(g.status(P1, 0, effect).map_or(0, |s| s.usage), n);
    }
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 1, "used up");
}

/// Saurus Crackers: "During this round, the target character's next Technique costs 1 less
/// Elemental Die."
#[test]
fn saurus_crackers_lowers_the_next_technique() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .hand(P1, "Saurus Crackers")
        .status(
            P1,
            0,
            json!({"name": "Xenochromatic Hunter's Ray", "usage": 2}),
        )
        .declared_end(P2)
        .build();
    g.act("p1 play Saurus Crackers target 1");
    assert_eq!(g.dice_total(P1), 16, "free");
    let effect = invokation::EntityId::SaurusCrackersInEffect;
    assert_eq!(g.status(P1, 0, effect).unwrap().duration, 1);
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), 16 - 1, "2 unaligned, 1 less");
    assert!(g.status(P1, 0, effect).is_none());
    g.act("p1 technique");
    assert_eq!(g.dice_total(P1), 15 - 2);
}

/// Saurian Dining Buddies: "Choose one of your Techniques: its Usage(s) +1." Only a
/// character with a Technique can be chosen.
#[test]
fn saurian_dining_buddies_adds_a_technique_usage() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .hand(P1, "Saurian Dining Buddies")
        .status(
            P1,
            1,
            json!({"name": "Xenochromatic Hunter's Ray", "usage": 1}),
        )
        .build();
    assert!(
        g.try_act("p1 play Saurian Dining Buddies target 1")
            .is_err(),
        "Xingqiu has no Technique"
    );
    g.act("p1 play Saurian Dining Buddies target 2");
    let ray = g
        .status(P1, 1, invokation::EntityId::XenochromaticHuntersRay)
        .unwrap();
    assert_eq!(ray.usage, 2);
}

/// Glittering Gemstones: "The target character gains 1 additional Max HP." (It heals the HP
/// it adds.)
#[test]
fn glittering_gemstones_raises_max_hp() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 16)])
        .hp(P1, 1, 7)
        .hand(P1, "Glittering Gemstones")
        .hand(P1, "Glittering Gemstones")
        .build();
    g.act("p1 play Glittering Gemstones target 1");
    assert_eq!(g.dice_total(P1), 16 - 1);
    assert_eq!((g.hp(P1, 0), g.ch(P1, 0).max_hp), (11, 11));
    assert!(
        g.try_act("p1 play Glittering Gemstones target 1").is_err(),
        "Satiated"
    );
    g.act("p1 play Glittering Gemstones target 2");
    assert_eq!((g.hp(P1, 1), g.ch(P1, 1).max_hp), (8, 11));
}

/// Vicious Ancient Battle (Arcane Legend): "The opposing active character loses 1 Energy."
#[test]
fn vicious_ancient_battle_drains_the_opposing_active_character() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .hand(P1, "Vicious Ancient Battle")
        .energy(P2, 0, 2)
        .energy(P2, 1, 2)
        .build();
    let dice = g.dice_total(P1);
    g.act("p1 play Vicious Ancient Battle");
    assert_eq!(g.dice_total(P1), dice);
    assert_eq!((g.energy(P2, 0), g.energy(P2, 1)), (1, 2));
    assert!(g.state.player(P1).flags.legend_used);
}

/// Day of Resistance: Moment of Shattered Dreams (Arcane Legend): "During this round, the
/// target character takes -1 DMG. (Max 4 times)"
#[test]
fn day_of_resistance_lowers_four_hits_this_round() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P2, &[("Omni", 16)])
        .hand(P1, "Day of Resistance: Moment of Shattered Dreams")
        .build();
    g.act("p1 play Day of Resistance: Moment of Shattered Dreams target 1")
        .act("p1 end");
    let effect = EntityId::DayOfResistanceMomentOfShatteredDreamsInEffect;
    assert_eq!(
        g.status(P1, 0, effect).map(|s| (s.usage, s.duration)),
        Some((4, 1))
    );
    for (n, hp) in [(3, 9), (2, 8), (1, 7), (0, 6)] {
        g.act("p2 skill Favonius Bladework - Maid");
        assert_eq!(g.hp(P1, 0), hp, "2 DMG - 1");
        assert_eq!(g.status(P1, 0, effect).map_or(0, |s| s.usage), n);
    }
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 4, "used up");
}

/// Controlled Directional Blast: "Playable only when the opponent has at least 4 cards in
/// their Support Zone and Summon Zone together: every Summon of both sides loses 1 Usage."
#[test]
fn controlled_directional_blast_wears_down_every_summon() {
    let team = || {
        setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
            .hand(P1, "Controlled Directional Blast")
            .summon(P1, json!({"name": "Oz", "usage": 2}))
            .summon(P2, json!({"name": "Oz", "usage": 1}))
            .summon(P2, json!({"name": "Large Wind Spirit", "usage": 3}))
            .support(P2, json!("Paimon"))
    };
    let mut g = team().build();
    assert!(
        g.try_act("p1 play Controlled Directional Blast").is_err(),
        "the opponent has 3"
    );
    let mut g2 = team().support(P2, json!("Liben")).build();
    g2.act("p1 play Controlled Directional Blast");
    assert_eq!(g2.summon(P1, EntityId::Oz_114011).unwrap().usage, 1);
    assert!(
        g2.summon(P2, EntityId::Oz_114011).is_none(),
        "at 0 it leaves"
    );
    assert_eq!(
        g2.summon(P2, EntityId::LargeWindSpirit_115011)
            .unwrap()
            .usage,
        2
    );
}

/// Water and Justice: "Distribute the HP of your undefeated characters equally, then heal
/// all your characters for 1 HP." 9 + 2 + 6 = 17: shares 6, 6, 5 (the first ones take the
/// rest); those above their share take the difference as Piercing DMG (Lyney 3, Xingqiu 1),
/// the one below is healed (Lynette 4); then +1 each.
/// A defeated character takes no part; with no one injured it cannot be played.
#[test]
fn water_and_justice_shares_the_hp() {
    let team = || {
        setup(
            ["Lyney", "Lynette", "Xingqiu"],
            ["Noelle", "Kaeya", "Sucrose"],
        )
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 8)])
        .hand(P1, "Water and Justice")
    };
    let mut g = team().hp(P1, 0, 9).hp(P1, 1, 2).hp(P1, 2, 6).build();
    g.act("p1 play Water and Justice");
    assert_eq!(g.dice_total(P1), 8 - 2);
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)), (7, 7, 6));
    let piercing = g
        .damages()
        .iter()
        .filter(|d| d.0 == P1 && d.3 == "Piercing")
        .map(|d| (d.1, d.2))
        .collect::<Vec<_>>();
    assert_eq!(piercing, [(0, 3), (2, 1)]);

    let mut g = team().build();
    assert!(
        g.try_act("p1 play Water and Justice").is_err(),
        "no one injured"
    );
}

/// Water and Justice shares from the active character on: with Lynette active, 9 + 2 + 6 =
/// 17 gives Lynette and Xingqiu 6 and Lyney 5 (as the reference: differential game
/// 14005-18).
#[test]
fn water_and_justice_shares_from_the_active_character() {
    let mut g = setup(
        ["Lyney", "Lynette", "Xingqiu"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 8)])
    .hand(P1, "Water and Justice")
    .active(P1, 1)
    .hp(P1, 0, 9)
    .hp(P1, 1, 2)
    .hp(P1, 2, 6)
    .build();
    g.act("p1 play Water and Justice");
    assert_eq!((g.hp(P1, 0), g.hp(P1, 1), g.hp(P1, 2)), (6, 7, 7));
}

/// Water and Justice: Bond of Life does not negate the heal of a redistribution ("cannot
/// negate healing caused by redistribution of HP"), only the +1 after it (differential game
/// 14010-3).
#[test]
fn water_and_justice_shares_past_bond_of_life() {
    let mut g = setup(
        ["Lyney", "Lynette", "Xingqiu"],
        ["Noelle", "Kaeya", "Sucrose"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 8)])
    .hand(P1, "Water and Justice")
    .hp(P1, 0, 9)
    .hp(P1, 1, 2)
    .hp(P1, 2, 6)
    .status(P1, 1, json!({"name": "Bond of Life", "usage": 2}))
    .build();
    g.act("p1 play Water and Justice");
    assert_eq!(g.hp(P1, 1), 6, "healed 4 by the share, then the +1 negated");
    assert_eq!(g.status(P1, 1, EntityId::BondOfLife).unwrap().usage, 1);
}

// ---------------------------------------------------------------------------------------
// Underwater Treasure Hunt

/// P1's pile, from the top.
fn pile(g: &Game, p: Player) -> Vec<CardId> {
    g.state.player(p).deck.iter().rev().copied().collect()
}

/// Underwater Treasure Hunt (2 same dice): "生成6张海底宝藏，随机地置入我方牌库中。" (Create 6
/// Undersea Treasure and place them into your deck at random.) Each copy in turn goes to a
/// random place of the pile: a chance request among the places (above each card, or at the
/// bottom), each equally likely, the next counting the copies already in. Not a Combat
/// Action.
#[test]
fn underwater_treasure_hunt_puts_six_treasures_at_random_places() {
    use invokation::notation::parse_action;
    use invokation::{ChanceOutcome, ChanceRequest, Pending};
    let mut g = team()
        .dice(P1, &[("Omni", 8)])
        .hand(P1, "Underwater Treasure Hunt")
        .deck(P1, "Strategize")
        .deck(P1, "Paimon")
        .deck(P1, "Sweet Madame")
        .build();
    let a = parse_action(&g.state, "p1 play Underwater Treasure Hunt").unwrap();
    g.state.apply_action(a).unwrap();
    assert_eq!(g.dice_total(P1), 8 - 2);
    // Places: 0 (on top) .. the pile's length (at the bottom).
    let outcomes = [0u8, 4, 2, 0, 7, 5];
    for (i, &k) in outcomes.iter().enumerate() {
        let Pending::Chance(
            r @ ChanceRequest::DeckPlace {
                player: P1,
                card,
                among,
            },
        ) = g.state.pending()
        else {
            panic!("copy {i}: expected a place, got {:?}", g.state.pending());
        };
        assert_eq!(card, CardId::UnderseaTreasure);
        assert_eq!(
            among as usize,
            3 + i + 1,
            "copy {i}: above each card or at the bottom"
        );
        let all = r.outcomes(&g.state, 100).unwrap();
        assert!(all
            .iter()
            .all(|(_, p)| (p - 1.0 / among as f64).abs() < 1e-12));
        g.state.apply_chance(ChanceOutcome::Index(k)).unwrap();
    }
    use CardId::{Paimon, Strategize, SweetMadame, UnderseaTreasure as T};
    // 0: T S P M; 4: T S P M T; 2: T S T P M T; 0: T T S T P M T; 7: ... T; 5: T T S T P T M T T.
    assert_eq!(
        pile(&g, P1),
        [T, T, Strategize, T, Paimon, T, SweetMadame, T, T]
    );
    assert!(acts(&g, P1), "not a Combat Action");
    // Sampled (g.act): six copies, wherever they fall.
    let mut g = team()
        .dice(P1, &[("Omni", 8)])
        .hand(P1, "Underwater Treasure Hunt")
        .deck(P1, "Strategize")
        .build();
    g.act("p1 play Underwater Treasure Hunt");
    let p = pile(&g, P1);
    assert_eq!(p.len(), 7);
    assert_eq!(p.iter().filter(|&&c| c == T).count(), 6);
}

/// Undersea Treasure (free, the card the hunt creates): "生成1个随机基础元素骰，治疗我方出战角
/// 色1点。（每个角色每回合最多受到1次来自本效果的治疗）" (Create 1 random Basic Elemental Die
/// and heal your active character for 1 HP. (Each character can receive healing from this
/// effect once per Round)). A second one this round still gives a die but no heal to the
/// same character; another active character is healed; next round again.
#[test]
fn undersea_treasure_gives_a_basic_die_and_heals_once_per_round_per_character() {
    let mut g = team()
        .dice(P1, &[])
        .hp(P1, 0, 5)
        .hp(P1, 1, 5)
        .hand(P1, "Undersea Treasure")
        .hand(P1, "Undersea Treasure")
        .hand(P1, "Undersea Treasure")
        .hand(P1, "Undersea Treasure")
        .build();
    g.act("p1 play Undersea Treasure");
    assert_eq!(g.hp(P1, 0), 6);
    assert_eq!(g.dice_total(P1), 1);
    assert_eq!(g.dice(P1).count(Die::Omni), 0, "a basic element");
    let cd = EntityId::UnderseaTreasureOnCD;
    assert!(g.status(P1, 0, cd).is_some());
    assert!(acts(&g, P1), "not a Combat Action");
    g.act("p1 play Undersea Treasure");
    assert_eq!(g.hp(P1, 0), 6, "once per round for this character");
    assert_eq!(g.dice_total(P1), 2, "the die all the same");
    g.act("p1 switch 2").act("p2 end");
    g.act("p1 play Undersea Treasure");
    assert_eq!(g.hp(P1, 1), 6, "another character: healed");
    assert!(g.status(P1, 1, cd).is_some());
    g.end_round();
    assert!(
        g.status(P1, 0, cd).is_none() && g.status(P1, 1, cd).is_none(),
        "this round only"
    );
}

// Choosing one card among several (挑选)

/// The cards of the offer `p` chooses from now.
fn offered(g: &Game) -> Vec<invokation::command::Offered> {
    g.state.pending_offer().expect("an offer").items().to_vec()
}

/// Answers the pending random pick with the `k`-th card of its pool.
fn pick(g: &mut Game, k: u8) {
    assert!(matches!(
        g.state.chance_request(),
        Some(invokation::ChanceRequest::OfferCard { .. })
    ));
    g.state
        .apply_chance(invokation::ChanceOutcome::Index(k))
        .expect("an index of the pool");
}

fn kind_of(card: invokation::command::Offered) -> u32 {
    match card {
        invokation::command::Offered::Card(c) => c.facts(invokation::Version::LATEST).unwrap().tags,
        other => panic!("{other:?} is not a card"),
    }
}

/// Eremite Teatime: "If you have multiple characters of the same Elemental Type, then
/// choose 1 Location card from 3 to add to your Hand; ... the same type of weapon ... 1 Item
/// card from 3; ... the same faction ... 1 Food card from 3." Ganyu, Diona and Kaeya: all
/// Cryo, Ganyu and Diona Bows, Diona and Kaeya of Mondstadt: three offers of 3 different
/// cards each, in that order; each chosen card goes to the hand; the player keeps the turn.
#[test]
fn eremite_teatime_offers_three_of_each_kind_met() {
    use invokation::facts::card_tag;
    let mut g = setup(["Ganyu", "Diona", "Kaeya"], ["Diluc", "Fischl", "Sucrose"])
        .hand(P1, "Eremite Teatime")
        .build();
    let dice = g.dice_total(P1);
    let a = parse(&g, "p1 play Eremite Teatime");
    g.state.apply_action(a).unwrap();
    for (kind, expected) in [
        (card_tag::LOCATION, "location"),
        (card_tag::ITEM, "item"),
        (card_tag::FOOD, "food"),
    ] {
        // Three random picks, each a different card of the kind.
        pick(&mut g, 0);
        pick(&mut g, 0);
        pick(&mut g, 0);
        assert_eq!(
            g.state.decision_of(P1),
            Some(DecisionKind::Select),
            "{expected}"
        );
        let offer = offered(&g);
        assert_eq!(offer.len(), 3, "{expected}");
        assert!(
            offer.iter().all(|&o| kind_of(o) & kind != 0),
            "{expected}: {offer:?}"
        );
        assert!(offer[0] != offer[1] && offer[1] != offer[2] && offer[0] != offer[2]);
        let before = g.hand(P1).len();
        let chosen = offer[1];
        let a = parse(&g, &format!("p1 select {}", chosen.name()));
        g.state.apply_action(a).unwrap();
        assert_eq!(g.hand(P1).len(), before + 1, "{expected}");
        assert_eq!(
            invokation::command::Offered::Card(*g.hand(P1).last().unwrap()),
            chosen
        );
    }
    assert!(acts(&g, P1), "not a combat action");
    assert_eq!(g.dice_total(P1), dice - 2, "2 dice of the same element");
    assert_eq!(g.hand(P1).len(), 3, "one card of each kind");
}

/// Eremite Teatime counts the conditions one by one: Xingqiu (Hydro, Sword, Liyue), Ganyu
/// (Cryo, Bow, Liyue), Noelle (Geo, Claymore, Mondstadt): only the faction is shared, one
/// offer of Food cards. With no condition met, nothing is offered.
#[test]
fn eremite_teatime_offers_only_for_the_conditions_met() {
    let mut g = team().hand(P1, "Eremite Teatime").build();
    let a = parse(&g, "p1 play Eremite Teatime");
    g.state.apply_action(a).unwrap();
    for _ in 0..3 {
        pick(&mut g, 1);
    }
    let offer = offered(&g);
    assert!(offer
        .iter()
        .all(|&o| kind_of(o) & invokation::facts::card_tag::FOOD != 0));
    g.act("p1 select 3");
    assert!(acts(&g, P1), "one offer only: {:?}", g.state.pending());
    assert_eq!(g.hand(P1).len(), 1);
    // No shared element, weapon nor faction: nothing.
    let mut g = setup(
        ["Xingqiu", "Diluc", "Nahida"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Eremite Teatime")
    .build();
    g.act("p1 play Eremite Teatime");
    assert!(acts(&g, P1));
    assert!(g.hand(P1).is_empty());
    assert!(g.state.pending_offer().is_none());
}

/// Choosing one card among several, as a decision: listed by `legal_actions()` (one per
/// card offered), only its player may answer, an index beyond the offer or another kind of
/// action is refused and changes nothing; the offer is not shown to the opponent; with a
/// full hand the chosen card is discarded (as every card created in a full hand is).
#[test]
fn a_choice_among_cards_is_a_decision() {
    use invokation::{Action, ActionError};
    let mut g = setup(["Ganyu", "Diona", "Keqing"], ["Diluc", "Fischl", "Sucrose"])
        .hand(P1, "Eremite Teatime")
        .build();
    g.act("p1 play Eremite Teatime");
    let legal = g.state.legal_actions();
    assert_eq!(
        legal,
        (0..3)
            .map(|index| Action::Select { player: P1, index })
            .collect::<Vec<_>>()
    );
    let before = g.state;
    assert_eq!(
        g.state.apply_action(Action::Select {
            player: P1,
            index: 3
        }),
        Err(ActionError::NoSuchOffer(3))
    );
    assert_eq!(
        g.state.apply_action(Action::Select {
            player: P2,
            index: 0
        }),
        Err(ActionError::NotYourTurn { player: P2 })
    );
    assert_eq!(
        g.state.apply_action(Action::EndRound { player: P1 }),
        Err(ActionError::WrongDecision {
            expected: DecisionKind::Select
        })
    );
    assert_eq!(g.state, before, "refused: nothing changed");
    assert_eq!(g.state.view(P1).offer.map(|o| o.items().len()), Some(3));
    assert!(g.state.view(P2).offer.is_none(), "hidden from the opponent");
    assert_eq!(g.state.view(P2).decision, Some(DecisionKind::Select));
    g.act("p1 select 1");
    assert_eq!(g.hand(P1).len(), 1);
}

/// With a full hand, the chosen card is discarded, as any card created in a full hand:
/// Ganyu, Diona and Keqing share an element, a weapon and a faction (three offers); 9 cards
/// in hand after the Teatime: the first chosen card fills the hand, the next two are
/// discarded.
#[test]
fn a_chosen_card_is_discarded_from_a_full_hand() {
    let mut s = setup(["Ganyu", "Diona", "Keqing"], ["Diluc", "Fischl", "Sucrose"])
        .hand(P1, "Eremite Teatime");
    for _ in 0..9 {
        s = s.hand(P1, "Sweet Madame");
    }
    let mut g = s.build();
    g.act("p1 play Eremite Teatime");
    assert_eq!(g.hand(P1).len(), 9);
    g.act("p1 select 2");
    assert_eq!(g.hand(P1).len(), 10);
    g.act("p1 select 2");
    assert_eq!(g.hand(P1).len(), 10, "discarded: the hand holds 10");
    g.act("p1 select 1");
    assert_eq!(g.hand(P1).len(), 10, "discarded: the hand holds 10");
    assert!(acts(&g, P1));
}

fn parse(g: &Game, line: &str) -> invokation::Action {
    invokation::notation::parse_action(&g.state, line).unwrap()
}

/// Edict of Absolution (Arcane Legend, 1 same), 6.5.0: "治疗目标角色2点。 / 目标角色免疫冻结、眩晕、
/// 石化等无法使用技能的效果，并且该角色为「出战角色」时不会因效果而切换，持续2个回合。" Healed for 2;
/// a Frozen reaction deals its +1 but attaches no Frozen (the character can still use
/// skills); Sucrose's skill does not switch it out; the status lasts 2 rounds.
#[test]
fn edict_of_absolution_heals_and_makes_immune_to_control() {
    let mut g = setup(
        ["Xingqiu", "Mona", "Diluc"],
        ["Xingqiu", "Sucrose", "Noelle"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .hp(P1, 0, 6)
    .aura(P1, 0, &["Cryo"])
    .hand(P1, "Edict of Absolution")
    .set("to_act", json!(1))
    .build();
    g.act("p1 play Edict of Absolution target 1");
    assert_eq!(g.hp(P1, 0), 6 + 2, "healed for 2");
    assert_eq!(g.dice_total(P1), 16 - 1, "1 same");
    let edict = EntityId::EdictOfAbsolutionInEffect;
    assert_eq!(
        g.status(P1, 0, edict).map(|s| s.duration),
        Some(2),
        "2 rounds"
    );
    g.act("p1 end").act("p2 skill Fatal Rainscreen");
    assert_eq!(g.hp(P1, 0), 8 - (2 + 1), "Frozen's +1");
    assert!(
        g.status(P1, 0, EntityId::Frozen).is_none(),
        "immune: not Frozen"
    );
    assert!(!g.state.skills_blocked(P1, 0));
    g.act("p2 switch 2")
        .act("p2 skill Astable Anemohypostasis Creation - 6308");
    assert_eq!(g.active(P1), 0, "not switched out by an effect");
    g.act("p2 end");
    assert_eq!(g.status(P1, 0, edict).map(|s| s.duration), Some(1));
}

/// Edict of Absolution before 5.8.0 (the 5.0.0 text: "本回合中，目标角色免疫冻结、眩晕、石化等无法
/// 使用技能的效果，并且该角色为「出战角色」时不会因效果而切换。"): no heal, this round only.
#[test]
fn edict_of_absolution_in_5_0_heals_nothing_and_lasts_the_round() {
    let mut g = setup(
        ["Xingqiu", "Mona", "Diluc"],
        ["Xingqiu", "Sucrose", "Noelle"],
    )
    .set("version", json!("5.0.0"))
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .hp(P1, 0, 6)
    .hand(P1, "Edict of Absolution")
    .set("to_act", json!(1))
    .build();
    g.act("p1 play Edict of Absolution target 1");
    assert_eq!(g.hp(P1, 0), 6, "no heal");
    assert_eq!(g.dice_total(P1), 16, "free in 5.0");
    let edict = EntityId::EdictOfAbsolutionInEffect;
    assert_eq!(
        g.status(P1, 0, edict).map(|s| s.duration),
        Some(1),
        "this round"
    );
    g.act("p1 end").act("p2 end");
    assert!(
        g.status(P1, 0, edict).is_none(),
        "gone at the end of the round"
    );
}

/// "I'd Rather Lose Money Myself..." (free), 6.5.0: "本回合中，对方每获得1个元素骰时，如果你未宣布
/// 回合结束，则你生成1个万能元素；否则，生成1点护盾。 / 可用次数：3" The opponent's Woven card (1
/// die): 1 Omni; after the end declaration, 1 Shield point each time (they add up); 3 usages,
/// then nothing; dice its own side gains do not count.
#[test]
fn id_rather_lose_money_myself_omni_then_shields() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .dice(P1, &[("Omni", 8)])
        .dice(P2, &[("Omni", 8)])
        .hand(P1, "\"I'd Rather Lose Money Myself...\"")
        .hand(P1, "Elemental Resonance: Woven Flames")
        .hand(P2, "Elemental Resonance: Woven Waters")
        .hand(P2, "Elemental Resonance: Woven Ice")
        .hand(P2, "Elemental Resonance: Woven Stone")
        .hand(P2, "Elemental Resonance: Woven Weeds")
        .set("to_act", json!(1))
        .build();
    let effect = EntityId::IdRatherLoseMoneyMyselfInEffect;
    g.act("p1 play \"I'd Rather Lose Money Myself...\"");
    let status = g.combat(P1, effect).expect("in effect");
    assert_eq!(
        (status.usage, status.duration),
        (3, 1),
        "3 usages, this round"
    );
    g.act("p1 play Elemental Resonance: Woven Flames");
    assert_eq!(g.dice_total(P1), 8 + 1, "its own side's die: nothing more");
    assert_eq!(g.combat(P1, effect).unwrap().usage, 3);
    g.act("p1 skill Guhua Style");
    let dice = g.dice_total(P1);
    g.act("p2 play Elemental Resonance: Woven Waters");
    assert_eq!(g.dice_total(P1), dice + 1, "1 Omni");
    assert_eq!(g.combat(P1, effect).unwrap().usage, 2);
    g.act("p2 skill Favonius Bladework - Maid").act("p1 end");
    g.act("p2 play Elemental Resonance: Woven Ice");
    let shield = EntityId::Shield_203;
    assert_eq!(
        g.combat(P1, shield).map(|s| s.usage),
        Some(1),
        "declared: 1 Shield point"
    );
    g.act("p2 play Elemental Resonance: Woven Stone");
    assert_eq!(
        g.combat(P1, shield).map(|s| s.usage),
        Some(2),
        "they add up"
    );
    assert!(g.combat(P1, effect).is_none(), "3 usages spent");
    g.act("p2 play Elemental Resonance: Woven Weeds");
    assert_eq!(g.combat(P1, shield).map(|s| s.usage), Some(2));
}

/// "I'd Rather Lose Money Myself...": dice the opponent converts are not dice gained. The
/// opponent's Thunder and Eternity ("Convert all your Elemental Dice to Omni Element")
/// turns 3 Pyro into Omni: no Omni, no usage spent (as the reference; differential
/// position 14-38).
#[test]
fn id_rather_lose_money_myself_ignores_dice_converted() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .dice(P1, &[("Omni", 8)])
        .dice(P2, &[("Pyro", 3), ("Omni", 2)])
        .hand(P1, "\"I'd Rather Lose Money Myself...\"")
        .hand(P2, "Thunder and Eternity")
        .hand(P2, "Elemental Resonance: Woven Waters")
        .build();
    let effect = EntityId::IdRatherLoseMoneyMyselfInEffect;
    g.act("p1 play \"I'd Rather Lose Money Myself...\"")
        .act("p1 end");
    g.act("p2 play Thunder and Eternity");
    assert_eq!(g.dice(P2).count(Die::Omni), 5, "converted");
    assert_eq!(g.dice_total(P2), 5);
    assert_eq!(g.combat(P1, effect).unwrap().usage, 3, "no die gained");
    assert!(g.combat(P1, EntityId::Shield_203).is_none());
    g.act("p2 play Elemental Resonance: Woven Waters");
    assert_eq!(g.dice_total(P2), 5 + 1, "Woven Waters is free");
    assert_eq!(g.combat(P1, effect).unwrap().usage, 2, "a die gained");
    assert_eq!(g.combat(P1, EntityId::Shield_203).map(|s| s.usage), Some(1));
}

/// "I'd Rather Lose Money Myself...": "如果你未宣布回合结束" is read in the Action Phase; a
/// die the opponent gains in the End Phase gives Omni, not Shield (as the reference, which
/// clears the declarations as the End Phase starts; differential position 15-12). The
/// opponent's Oz defeats Xingqiu (1 HP) in the End Phase; Gambler's Earrings on the
/// opponent's active Noelle create 2 Omni: 2 Omni for P1, 2 usages spent.
#[test]
fn id_rather_lose_money_myself_gives_omni_in_the_end_phase() {
    let mut g = setup(
        ["Xingqiu", "Mona", "Diluc"],
        ["Noelle", "Fischl", "Sucrose"],
    )
    .dice(P1, &[("Omni", 8)])
    .dice(P2, &[("Omni", 8)])
    .hp(P1, 0, 1)
    .status(P2, 0, json!({"name": "Gambler's Earrings", "usage": 3}))
    .summon(P2, json!({"name": "Oz", "usage": 1}))
    .hand(P1, "\"I'd Rather Lose Money Myself...\"")
    .build();
    let effect = EntityId::IdRatherLoseMoneyMyselfInEffect;
    g.act("p1 play \"I'd Rather Lose Money Myself...\"")
        .act("p1 end")
        .act("p2 end");
    // The End Phase waits for P1's new active character.
    assert!(!g.ch(P1, 0).alive);
    assert_eq!(g.dice_total(P2), 8 + 2, "Gambler's Earrings");
    assert_eq!(g.dice_total(P1), 8 + 2, "2 Omni, not Shield points");
    assert_eq!(g.dice(P1).count(Die::Omni), 10);
    assert!(g.combat(P1, EntityId::Shield_203).is_none());
    assert_eq!(g.combat(P1, effect).unwrap().usage, 1);
}

// ---------------------------------------------------------------------------------------
// Ultimate Surfing Buddy!

/// Ultimate Surfing Buddy! (free): "Combat Action: Can only be played when there are at
/// least a total of 2 Summons on the field (both sides' Summons count): randomly triggers
/// the End Phase effect of one of your Summons and of one of the opponent's." With one summon
/// a side, each is the one: Oz deals 1 Electro, the Large Wind Spirit 2 Anemo, each spending
/// a usage as in the End Phase; a Combat Action (the turn passes).
#[test]
fn ultimate_surfing_buddy_triggers_a_summon_of_each_side() {
    let mut g = team()
        .summon(P1, json!({"name": "Oz", "usage": 2}))
        .summon(P2, json!({"name": "Large Wind Spirit", "usage": 3}))
        .hand(P1, "Ultimate Surfing Buddy!")
        .build();
    g.clear_log();
    g.act("p1 play Ultimate Surfing Buddy!");
    assert_eq!(
        g.damages(),
        vec![hit(P2, 0, 1, "Electro"), hit(P1, 0, 2, "Anemo")],
        "yours first, then the opponent's"
    );
    assert_eq!((g.hp(P2, 0), g.hp(P1, 0)), (9, 8));
    let usages =
        |g: &Game, p| -> Vec<u8> { g.state.player(p).summons.iter().map(|s| s.usage).collect() };
    assert_eq!(usages(&g, P1), vec![1], "Oz: 2 - 1");
    assert_eq!(usages(&g, P2), vec![2], "Large Wind Spirit: 3 - 1");
    assert_eq!(g.dice_total(P1), 8, "free");
    assert!(acts(&g, P2), "a Combat Action: the turn passes");
}

/// "at least a total of 2 Summons on the field": one is not enough; two of one side are
/// (the side without summons triggers nothing).
#[test]
fn ultimate_surfing_buddy_needs_two_summons_on_the_field() {
    let mut g = team()
        .summon(P1, json!({"name": "Oz", "usage": 2}))
        .hand(P1, "Ultimate Surfing Buddy!")
        .build();
    assert!(g.try_act("p1 play Ultimate Surfing Buddy!").is_err());
    let mut g = team()
        .summon(P2, json!({"name": "Oz", "usage": 1}))
        .summon(P2, json!({"name": "Large Wind Spirit", "usage": 1}))
        .hand(P1, "Ultimate Surfing Buddy!")
        .build();
    use invokation::notation::parse_action;
    use invokation::{ChanceOutcome, ChanceRequest, Pending};
    let a = parse_action(&g.state, "p1 play Ultimate Surfing Buddy!").unwrap();
    g.state.apply_action(a).unwrap();
    // The opponent's summon is drawn at random: each of the two, equally likely.
    let Pending::Chance(r @ ChanceRequest::SummonEndPhase { player: P2 }) = g.state.pending()
    else {
        panic!(
            "expected a random summon of P2, got {:?}",
            g.state.pending()
        );
    };
    let outcomes = r.outcomes(&g.state, 10).unwrap();
    assert_eq!(outcomes.len(), 2);
    assert!(outcomes.iter().all(|(_, p)| (*p - 0.5).abs() < 1e-12));
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    // The Large Wind Spirit: 2 Anemo to P1's active character; its last usage spent, it
    // leaves; Oz stays untouched.
    assert_eq!(g.hp(P1, 0), 8);
    let summons = &g.state.player(P2).summons;
    assert_eq!(summons.len(), 1, "the Spirit used up");
    assert_eq!(summons[0].usage, 1, "Oz untouched");
    assert_eq!(g.hp(P2, 0), 10, "P1 has no summon: nothing hits P2");
}

/// Before 6.3.0 it was not a Combat Action (the facts' tag): the player keeps the turn.
#[test]
fn ultimate_surfing_buddy_before_6_3_is_a_fast_action() {
    let mut g = team()
        .set("version", json!("6.2.0"))
        .summon(P1, json!({"name": "Oz", "usage": 2}))
        .summon(P2, json!({"name": "Large Wind Spirit", "usage": 3}))
        .hand(P1, "Ultimate Surfing Buddy!")
        .build();
    g.act("p1 play Ultimate Surfing Buddy!");
    assert_eq!((g.hp(P2, 0), g.hp(P1, 0)), (9, 8));
    assert!(acts(&g, P1));
}

/// Countdown to the Show: 3 (3 same dice): "将我方所有元素骰转换为万能元素，抓4张牌。" After
/// paying 3 Pyro, the 5 dice left (2 Pyro, 3 Cryo) are all Omni; 4 of the 5 pile cards drawn;
/// the turn kept (not a Combat Action).
#[test]
fn countdown_to_the_show_converts_all_dice_and_draws_four() {
    let mut g = team()
        .dice(P1, &[("Pyro", 5), ("Cryo", 3)])
        .hand(P1, "Countdown to the Show: 3")
        .deck(P1, "Paimon")
        .deck(P1, "Liben")
        .deck(P1, "Sweet Madame")
        .deck(P1, "Strategize")
        .deck(P1, "Toss-Up")
        .build();
    g.act("p1 play Countdown to the Show: 3");
    assert_eq!(g.dice_total(P1), 5);
    assert_eq!(g.dice(P1).count(Die::Omni), 5, "all dice Omni");
    assert_eq!(g.hand(P1).len(), 4, "4 cards drawn");
    assert_eq!(g.state.player(P1).deck.len(), 1);
    assert!(acts(&g, P1), "not a Combat Action: P1 keeps the turn");
}

/// "此牌在手牌或牌库中被舍弃后：将1张元素骰费用比此牌少1个的「幻戏倒计时」放置到你的牌库顶。"
/// Discarded from the hand (Kusava, when the Action Phase begins: the costliest card):
/// Countdown to the Show: 2 on top of the (empty) pile.
#[test]
fn countdown_discarded_from_the_hand_puts_the_next_on_top() {
    let mut g = setup(["Xingqiu", "Mona", "Diluc"], ["Noelle", "Kaeya", "Sucrose"])
        .set("config", json!({"all_omni": true}))
        .support(P1, json!("Kusava"))
        .hand(P1, "Countdown to the Show: 3")
        .build();
    g.end_round();
    assert!(g.hand(P1).is_empty(), "discarded by Kusava");
    assert_eq!(
        g.state.player(P1).deck.as_slice(),
        [CardId::CountdownToTheShow2]
    );
}

/// Discarded from the pile (Kaveh's Burst Scan: the top card, for its cost in Dendro DMG):
/// Countdown to the Show: 1 (1 die: 1 Dendro DMG) puts The Show Begins! (0 dice) on top,
/// above the rest of the pile.
#[test]
fn countdown_discarded_from_the_pile_puts_the_next_on_top() {
    let mut g = setup(
        ["Kaveh", "Xingqiu", "Ganyu"],
        ["Xingqiu", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .combat(P1, json!("Dendro Core"))
    .deck(P1, "Countdown to the Show: 1")
    .deck(P1, "Liben")
    .build();
    g.act("p1 skill Artistic Ingenuity");
    assert_eq!(
        g.hp(P2, 0),
        10 - 2 - 1,
        "2, then the discarded card's 1 die"
    );
    let deck = g.state.player(P1).deck.as_slice().to_vec();
    assert_eq!(deck.len(), 2);
    assert_eq!(deck.last(), Some(&CardId::TheShowBegins), "on top");
    assert!(deck.contains(&CardId::Liben));
    assert!(g.hand(P1).is_empty());
}

/// Played or tuned, it is not discarded: nothing put on the pile.
#[test]
fn countdown_played_or_tuned_puts_nothing() {
    let mut g = team()
        .dice(P1, &[("Cryo", 8)])
        .hand(P1, "Countdown to the Show: 2")
        .hand(P1, "Countdown to the Show: 3")
        .build();
    g.act("p1 tune Countdown to the Show: 3");
    assert!(g.state.player(P1).deck.is_empty());
    g.act("p1 play Countdown to the Show: 2");
    assert!(g.state.player(P1).deck.is_empty());
    assert!(g.hand(P1).is_empty());
    assert_eq!(g.dice(P1).count(Die::Omni), 8 - 2);
}
