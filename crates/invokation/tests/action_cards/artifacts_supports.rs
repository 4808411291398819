//! Artifacts (Gambler's Earrings, Instructor's Cap, Exile's Circlet, Crimson Witch of Flames,
//! Thundering Fury, Viridescent Venerer) and supports (Katheryne, Dawn Winery, Liyue Harbor
//! Wharf, Timmie, Liben, Parametric Transformer, NRE), each against its 6.5.0 text.

use crate::common::*;
use invokation::facts::Cost;
use invokation::{
    CardId, ChanceOutcome, ChanceRequest, DecisionKind, Dice, Die, Element, EntityId, Pending,
    Player, Target,
};
use serde_json::json;

fn hand(g: &Game, p: Player) -> Vec<CardId> {
    g.state.player(p).hand.to_vec()
}

fn dice(g: &Game, p: Player) -> Dice {
    g.state.player(p).dice
}

fn support(g: &Game, p: Player, id: EntityId) -> Option<invokation::state::Status> {
    g.state
        .player(p)
        .supports
        .iter()
        .find(|s| s.id == id)
        .copied()
}

/// Applies an action without filling the chance requests it leads to.
fn act_only(g: &mut Game, line: &str) {
    let a = invokation::notation::parse_action(&g.state, line).unwrap();
    g.state.apply_action(a).unwrap();
}

fn cost(element: Option<Element>, matching: u8, unaligned: u8, energy: u8) -> Cost {
    Cost {
        element,
        matching,
        unaligned,
        energy,
        ..Cost::default()
    }
}

// ---------------------------------------------------------------------------------------
// Artifacts
// ---------------------------------------------------------------------------------------

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
    assert_eq!(dice(&g, P1).count(Die::Omni), 14);
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
        assert_eq!(dice(&g, P1).count(Die::Anemo), gained as u8, "an Anemo die");
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

/// "(A character can equip a maximum of 1 Artifact)": a new artifact replaces the old one;
/// another character's is untouched.
#[test]
fn a_new_artifact_replaces_the_old_one() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Instructor's Cap")
    .hand(P1, "Gambler's Earrings")
    .hand(P1, "Exile's Circlet")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Instructor's Cap target 1")
        .act("p1 play Exile's Circlet target 2")
        .act("p1 play Gambler's Earrings target 1");
    let ids: Vec<EntityId> = g.ch(P1, 0).statuses.iter().map(|s| s.id).collect();
    assert_eq!(ids, vec![EntityId::GamblersEarrings]);
    assert!(g.status(P1, 1, EntityId::ExilesCirclet).is_some());
}

// ---------------------------------------------------------------------------------------
// Supports
// ---------------------------------------------------------------------------------------

/// Katheryne: "When you perform "Switch Character": This switch is considered a Fast Action
/// instead of a Combat Action. (Once per Round)"
#[test]
fn katheryne_makes_one_switch_a_round_fast() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Katheryne")
    .dice(P1, &[("Omni", 16)])
    .build();
    g.act("p1 play Katheryne");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    g.act("p1 switch 2");
    assert_eq!(g.active(P1), 1);
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Action), "fast");
    assert_eq!(g.dice_total(P1), 14, "the switch still costs its die");
    g.act("p1 switch 3");
    assert_eq!(
        g.state.decision_of(P2),
        Some(DecisionKind::Action),
        "the second switch is a combat action"
    );
    g.act("p2 end").act("p1 end");
    g.act("p1 reroll").act("p2 reroll");
    g.act("p2 switch 2").act("p1 switch 1");
    assert_eq!(
        g.state.decision_of(P1),
        Some(DecisionKind::Action),
        "fast again next round"
    );
}

/// Dawn Winery: "When you perform "Switch Character": Spend 1 less Elemental Die. (Max twice
/// per Round)"
#[test]
fn dawn_winery_lowers_two_switches_a_round() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Dawn Winery")
    .dice(P1, &[("Omni", 16)])
    .declared_end(P2)
    .build();
    g.act("p1 play Dawn Winery");
    assert_eq!(g.dice_total(P1), 16 - 3, "costs 3 unaligned (6.5.0)");
    assert_eq!(g.state.switch_cost(P1, 1), Ok(Cost::default()));
    g.act("p1 switch 2").act("p1 switch 3");
    assert_eq!(g.dice_total(P1), 13, "two free switches");
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 12, "the third costs 1");
}

/// Liyue Harbor Wharf: "End Phase: Draw 2 cards. Usage(s): 2"
#[test]
fn liyue_harbor_wharf_draws_two_in_two_end_phases() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Liyue Harbor Wharf");
    for _ in 0..10 {
        s = s.deck(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Liyue Harbor Wharf");
    assert_eq!(
        support(&g, P1, EntityId::LiyueHarborWharf).unwrap().usage,
        2
    );
    g.end_round();
    assert_eq!(
        hand(&g, P1).len(),
        2 + 2,
        "2 from the Wharf, 2 from the End Phase"
    );
    assert_eq!(
        support(&g, P1, EntityId::LiyueHarborWharf).unwrap().usage,
        1
    );
    g.act("p1 reroll").act("p2 reroll").end_round();
    assert_eq!(hand(&g, P1).len(), 4 + 4);
    assert!(
        support(&g, P1, EntityId::LiyueHarborWharf).is_none(),
        "used up"
    );
}

/// Timmie: "Triggers automatically once per Round: This card gains 1 Pigeon. When this card
/// gains 3 Pigeons, discard this card, then draw 1 card and create Omni Element ×1." It
/// enters with 1 Pigeon.
#[test]
fn timmie_pays_out_at_three_pigeons() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Timmie");
    for _ in 0..10 {
        s = s.deck(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Timmie");
    assert_eq!(g.dice_total(P1), 8, "free");
    assert_eq!(support(&g, P1, EntityId::Timmie).unwrap().usage, 1);
    g.end_round().act("p1 reroll").act("p2 reroll");
    assert_eq!(support(&g, P1, EntityId::Timmie).unwrap().usage, 2);
    assert_eq!((hand(&g, P1).len(), g.dice_total(P1)), (2, 8));
    g.end_round().act("p1 reroll").act("p2 reroll");
    assert!(support(&g, P1, EntityId::Timmie).is_none(), "discarded");
    assert_eq!(hand(&g, P1).len(), 4 + 1, "draws 1");
    assert_eq!(g.dice_total(P1), 8 + 1, "and 1 Omni");
}

/// Liben: "End Phase: Collect your unused Elemental Dice (Max 1 of each Elemental Type). /
/// When Action Phase begins: If this card has collected 3 Elemental Dice, draw 2 cards and
/// create Omni Element ×2, then discard this card." Collected dice leave the player's dice:
/// a second Liben collects from what the first left (Pyro 3, Cryo 1, Omni 2: the first
/// takes Pyro, Cryo and an Omni; the second Pyro and the last Omni).
#[test]
fn liben_collects_different_dice_and_pays_out_at_three() {
    let mut s = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Liben")
    .hand(P1, "Liben")
    .dice(P1, &[("Pyro", 3), ("Cryo", 1), ("Omni", 2)]);
    for _ in 0..10 {
        s = s.deck(P1, "Paimon");
    }
    let mut g = s.build();
    g.act("p1 play Liben").act("p1 play Liben");
    assert_eq!(g.dice_total(P1), 6, "free");
    g.end_round();
    let usages: Vec<u8> = g
        .state
        .player(P1)
        .supports
        .iter()
        .map(|s| s.usage)
        .collect();
    assert_eq!(usages, vec![3, 2]);
    g.act("p1 reroll").act("p2 reroll");
    let usages: Vec<u8> = g
        .state
        .player(P1)
        .supports
        .iter()
        .map(|s| s.usage)
        .collect();
    assert_eq!(usages, vec![2], "the first paid out and left");
    assert_eq!(hand(&g, P1).len(), 2 + 2, "draws 2");
    assert_eq!(g.dice_total(P1), 8 + 2, "and 2 Omni");
}

/// Parametric Transformer: "When either side uses a Skill: If Elemental DMG was dealt, this
/// card gains 1 Qualitative Progress. / If this card has gained 3 Qualitative Progress, then
/// discard this card and create 3 different Basic Elemental Dice." The three elements are a
/// chance event.
#[test]
fn parametric_transformer_counts_elemental_skills_of_both_sides() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hand(P1, "Parametric Transformer")
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .build();
    let progress = |g: &Game| support(g, P1, EntityId::ParametricTransformer).map(|s| s.usage);
    g.act("p1 play Parametric Transformer");
    assert_eq!(g.dice_total(P1), 16 - 2);
    g.act("p1 skill Normal Attack");
    assert_eq!(progress(&g), Some(0), "Physical damage only");
    g.act("p2 skill Fatal Rainscreen");
    assert_eq!(progress(&g), Some(1), "the opponent's skill counts");
    g.act("p1 skill Searing Onslaught");
    assert_eq!(progress(&g), Some(2));
    let before = dice(&g, P1);
    act_only(&mut g, "p2 skill Fatal Rainscreen");
    assert_eq!(
        g.state.pending(),
        Pending::Chance(ChanceRequest::DistinctElements {
            player: P1,
            count: 3
        })
    );
    assert_eq!(progress(&g), None, "discarded");
    let twice = Dice::from_counts(&[(Die::Cryo, 2), (Die::Hydro, 1)]);
    assert!(
        g.state.apply_chance(ChanceOutcome::Dice(twice)).is_err(),
        "different elements"
    );
    let three = Dice::from_counts(&[(Die::Cryo, 1), (Die::Hydro, 1), (Die::Dendro, 1)]);
    g.state.apply_chance(ChanceOutcome::Dice(three)).unwrap();
    let mut expected = before;
    for d in [Die::Cryo, Die::Hydro, Die::Dendro] {
        expected.0[d.index()] += 1;
    }
    assert_eq!(dice(&g, P1), expected);
}

/// NRE: "When played: Draw 1 random Food Event Card from your deck. / When you play a Food
/// Event Card: Draw 1 random Food Event Card from your deck (once per Round)." Other cards do
/// not trigger it.
#[test]
fn nre_draws_food() {
    let mut g = setup(
        ["Diluc", "Fischl", "Sucrose"],
        ["Xingqiu", "Ganyu", "Noelle"],
    )
    .hp(P1, 0, 5)
    .hp(P1, 1, 5)
    .hand(P1, "NRE")
    .hand(P1, "Paimon")
    .deck(P1, "Paimon")
    .deck(P1, "Sweet Madame")
    .deck(P1, "Paimon")
    .deck(P1, "Sweet Madame")
    .deck(P1, "Sweet Madame")
    .dice(P1, &[("Omni", 16)])
    .build();
    let foods = |g: &Game| {
        let h = hand(g, P1);
        let d = g.state.player(P1).deck;
        (
            h.iter().filter(|&&c| c == CardId::SweetMadame).count(),
            d.iter().filter(|&&c| c == CardId::SweetMadame).count(),
            d.len(),
        )
    };
    g.act("p1 play NRE");
    assert_eq!(g.dice_total(P1), 15, "costs 1");
    assert_eq!(foods(&g), (1, 2, 4), "a Food card drawn");
    g.act("p1 play Paimon");
    assert_eq!(foods(&g), (1, 2, 4), "not a Food card");
    g.act("p1 play Sweet Madame target 1");
    assert_eq!(foods(&g), (1, 1, 3), "a Food card played: another drawn");
    g.act("p1 play Sweet Madame target 2");
    assert_eq!(foods(&g), (0, 1, 3), "once per round");
}
