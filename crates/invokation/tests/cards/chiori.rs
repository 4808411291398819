//! Chiori (6.5.0): 10 HP, 2 energy. Fluttering Hasode: "Select 1 Summon from 3 Chiori's
//! Automaton Dolls" (choosing one among several: the dolls offered are drawn at random).

use crate::common::*;
use invokation::command::Offered;
use invokation::notation::parse_action;
use invokation::{ChanceOutcome, ChanceRequest, DecisionKind, EntityId};
use serde_json::json;

fn team() -> Setup {
    setup(
        ["Chiori", "Xingqiu", "Ganyu"],
        ["Diluc", "Sucrose", "Noelle"],
    )
}

/// Applies `line` and answers the random drops of dolls with `drops` (indices among those
/// still offered).
fn act_dropping(g: &mut Game, line: &str, drops: &[u8]) {
    let a = parse_action(&g.state, line).unwrap();
    g.state.apply_action(a).unwrap();
    for &k in drops {
        assert!(matches!(
            g.state.chance_request(),
            Some(ChanceRequest::OfferDrop { .. })
        ));
        g.state.apply_chance(ChanceOutcome::Index(k)).unwrap();
    }
}

fn offered(g: &Game) -> Vec<EntityId> {
    g.state
        .pending_offer()
        .unwrap()
        .items()
        .iter()
        .map(|o| match *o {
            Offered::Summon(id) => id,
            Offered::Card(c) => panic!("{c:?}"),
        })
        .collect()
}

/// Fluttering Hasode: "Select 1 Summon from 3 Chiori's Automaton Dolls." Three of the five
/// dolls (never Tranquilly Taking Ten Tamoto) are offered, a random three: two of the five
/// dropped; the one chosen is summoned (Usage(s): 2). No damage; 3 Geo, 1 energy.
#[test]
fn fluttering_hasode_summons_one_of_three_dolls() {
    let mut g = team().build();
    act_dropping(&mut g, "p1 skill Fluttering Hasode", &[1, 1]);
    assert_eq!(g.state.decision_of(P1), Some(DecisionKind::Select));
    // The choice comes after the skill's energy (as the reference, differential game 4-4).
    assert_eq!(g.energy(P1, 0), 1, "energy before the choice");
    assert_eq!(
        offered(&g),
        [
            EntityId::GrouchyKnifeWieldingTamoto,
            EntityId::FightingWithHerEyesShutTamoto,
            EntityId::BombasticSideEyeTamoto
        ]
    );
    assert_eq!(g.state.legal_actions().len(), 3);
    g.act("p1 select Bombastic Side-Eye Tamoto");
    assert_eq!(
        g.summon(P1, EntityId::BombasticSideEyeTamoto)
            .unwrap()
            .usage,
        2
    );
    assert_eq!(g.state.player(P1).summons.len(), 1);
    assert_eq!(g.hp(P2, 0), 10, "no damage");
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 8 - 3);
    assert_eq!(g.state.decision_of(P2), Some(DecisionKind::Action));
}

/// Grouchy, Knife-Wielding Tamoto: "End Phase: Deal 1 Geo DMG. Usage(s): 2. While this card
/// is on the field: Physical DMG dealt by your Chiori is converted to Geo DMG, and Geo DMG
/// dealt by Normal Attacks +1" (Geo Infusion on Chiori while it is there, as the reference).
#[test]
fn grouchy_tamoto_infuses_chiori_while_on_the_field() {
    let mut g = team().set("config", json!({"all_omni": true})).build();
    act_dropping(&mut g, "p1 skill Fluttering Hasode", &[4, 3]);
    g.act("p1 select Grouchy, Knife-Wielding Tamoto");
    assert!(g.status(P1, 0, EntityId::GeoInfusion_116098).is_some());
    g.act("p2 end").act("p1 skill Weaving Blade");
    assert_eq!(g.hp(P2, 0), 10 - 3, "2 Physical, converted to Geo, +1");
    assert_eq!(g.aura(P2, 0), Vec::<&str>::new(), "Geo leaves no aura");
    g.end_round();
    assert_eq!(g.hp(P2, 0), 10 - 3 - 1, "End Phase: 1 Geo");
    g.end_round();
    assert!(g.summon(P1, EntityId::GrouchyKnifeWieldingTamoto).is_none());
    assert!(
        g.status(P1, 0, EntityId::GeoInfusion_116098).is_none(),
        "gone with the doll"
    );
}

/// "Nothing to See Here" Tamoto: "after you use a Skill: Switch to your next character.
/// (Once per Round)"
#[test]
fn nothing_to_see_here_switches_after_a_skill_once_a_round() {
    let mut g = team()
        .summon(P1, json!("\"Nothing to See Here\" Tamoto"))
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Weaving Blade");
    assert_eq!(g.active(P1), 1, "switched to Xingqiu");
    g.act("p2 end").act("p1 skill Fatal Rainscreen");
    assert_eq!(g.active(P1), 1, "once per round");
}

/// Effortlessly Outclassing Opponents Tamoto: "after any of your characters other than
/// Chiori use a Skill: Deal 1 Geo DMG. (Once per Round)"
#[test]
fn effortlessly_outclassing_strikes_after_another_characters_skill() {
    let mut g = team()
        .summon(P1, json!("Effortlessly Outclassing Opponents Tamoto"))
        .dice(P1, &[("Omni", 12)])
        .build();
    g.act("p1 skill Weaving Blade");
    assert_eq!(g.hp(P2, 0), 10 - 2, "not after Chiori's skill");
    g.act("p2 end")
        .act("p1 switch 2")
        .act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 1, "Xingqiu's 2, then 1 Geo");
    g.act("p1 skill Guhua Style");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 2 - 1 - 2, "once per round");
}

/// Fighting With Her Eyes Shut Tamoto: "Your Chiori and Chiori's Automaton Dolls deal +1 Geo
/// DMG. (Twice per Round)"
#[test]
fn fighting_with_her_eyes_shut_adds_one_to_geo_twice_a_round() {
    let mut g = team()
        .summon(P1, json!("Fighting With Her Eyes Shut Tamoto"))
        .energy(P1, 0, 2)
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Weaving Blade");
    assert_eq!(g.hp(P2, 0), 10 - 2, "Physical: no bonus");
    g.act("p2 end").act("p1 skill Hiyoku: Twin Blades");
    assert_eq!(g.hp(P2, 0), 10 - 2 - 6, "5 Geo +1");
    g.end_round();
    // End Phase: its own 1 Geo +1 (the second use this round).
    assert_eq!(g.hp(P2, 0), 10 - 2 - 6 - 2);
}

/// Bombastic Side-Eye Tamoto: "When Chiori uses a Normal Attack: Spend 1 less Elemental
/// Die. (Once per Round)"
#[test]
fn bombastic_side_eye_lowers_chioris_normal_attack_once_a_round() {
    let mut g = team()
        .summon(P1, json!("Bombastic Side-Eye Tamoto"))
        .set("config", json!({"all_omni": true}))
        .build();
    g.act("p1 skill Weaving Blade");
    assert_eq!(g.dice_total(P1), 8 - 2, "3 dice, 1 less");
    g.act("p2 end").act("p1 skill Weaving Blade");
    assert_eq!(g.dice_total(P1), 8 - 2 - 3, "once per round");
}

/// In Five Colors Dyed: "After Chiori equips this card, immediately use Fluttering Hasode
/// once. When your Chiori, who has this equipped, uses Fluttering Hasode: Summon 1
/// additional Tranquilly Taking Ten Tamoto, and Select 1 of 4 Chiori's Automaton Dolls".
/// A combat action (the turn passes once the doll is chosen).
#[test]
fn in_five_colors_dyed_adds_tranquilly_and_offers_four() {
    let mut g = team()
        .hand(P1, "In Five Colors Dyed")
        .set("config", json!({"all_omni": true}))
        .build();
    act_dropping(&mut g, "p1 play In Five Colors Dyed", &[0]);
    assert!(g.status(P1, 0, EntityId::InFiveColorsDyed).is_some());
    assert_eq!(
        g.summon(P1, EntityId::TranquillyTakingTenTamoto)
            .unwrap()
            .usage,
        2
    );
    assert_eq!(offered(&g).len(), 4);
    assert!(!offered(&g).contains(&EntityId::GrouchyKnifeWieldingTamoto));
    g.act("p1 select 4");
    assert!(g.summon(P1, EntityId::BombasticSideEyeTamoto).is_some());
    assert_eq!(g.state.player(P1).summons.len(), 2);
    assert_eq!(g.dice_total(P1), 8 - 4, "4 Geo");
    assert_eq!(g.state.decision_of(P2), Some(DecisionKind::Action));
}

/// With the summon zone full (4), the doll chosen is not summoned (the choice is still
/// asked), and Chiori gets no Geo Infusion from a Grouchy, Knife-Wielding Tamoto that did
/// not enter.
#[test]
fn a_doll_chosen_with_a_full_summon_zone_is_not_summoned() {
    let mut g = team()
        .summon(P1, json!("Tranquilly Taking Ten Tamoto"))
        .summon(P1, json!("Chiori's Automaton Dolls"))
        .summon(P1, json!("Bombastic Side-Eye Tamoto"))
        .summon(P1, json!("Fighting With Her Eyes Shut Tamoto"))
        .build();
    act_dropping(&mut g, "p1 skill Fluttering Hasode", &[4, 3]);
    g.act("p1 select Grouchy, Knife-Wielding Tamoto");
    assert!(g.summon(P1, EntityId::GrouchyKnifeWieldingTamoto).is_none());
    assert!(g.status(P1, 0, EntityId::GeoInfusion_116098).is_none());
    assert_eq!(g.state.player(P1).summons.len(), 4);
}

/// The doll chosen is summoned before the skill's "after skill" effects, as the reference
/// resolves the choice: "Nothing to See Here" Tamoto chosen by Fluttering Hasode switches
/// at once, after that very skill.
#[test]
fn a_doll_chosen_hears_the_skill_that_summoned_it() {
    let mut g = team().build();
    act_dropping(&mut g, "p1 skill Fluttering Hasode", &[0, 0]);
    assert_eq!(
        offered(&g),
        [
            EntityId::EffortlesslyOutclassingOpponentsTamoto,
            EntityId::FightingWithHerEyesShutTamoto,
            EntityId::BombasticSideEyeTamoto
        ]
    );
    let mut g = team().build();
    act_dropping(&mut g, "p1 skill Fluttering Hasode", &[0, 1]);
    g.act("p1 select \"Nothing to See Here\" Tamoto");
    assert_eq!(g.active(P1), 1, "switched after Fluttering Hasode");
}
