//! Kirara (6.5.0): 10 HP, 2 energy; Urgent Neko Parcel, Shield of Safe Transport, Cat Grass
//! Cardamom, Countless Sights to See.

use crate::common::*;
use invokation::{EntityId, Pending};
use serde_json::json;

const PARCEL: EntityId = EntityId::UrgentNekoParcel;
const SHIELD: EntityId = EntityId::ShieldOfSafeTransport;
const CARDAMOM: EntityId = EntityId::CatGrassCardamom;

/// Kirara against Noelle (12 HP); 16 Omni dice each, every Roll Phase all Omni; a pile of
/// Strategize for P1.
fn kirara() -> Setup {
    setup(
        ["Kirara", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .set("config", json!({"all_omni": true}))
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
    .deck(P1, "Strategize")
    .deck(P1, "Strategize")
}

/// Meow-teor Kick (3 Dendro): "Creates 1 Urgent Neko Parcel and Shield of Safe Transport."
/// No damage. Used again: the parcel stacks to its limit of 2; the shield is refreshed to
/// its 2 points, not added to (the reference's 6.5.0 definition).
#[test]
fn meow_teor_kick_creates_the_parcel_and_the_shield() {
    let mut g = kirara().declared_end(P2).build();
    g.act("p1 skill Meow-teor Kick");
    assert_eq!(g.hp(P2, 0), 12);
    assert_eq!(g.combat(P1, PARCEL).unwrap().usage, 1);
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 skill Meow-teor Kick");
    assert_eq!(g.combat(P1, PARCEL).unwrap().usage, 2);
    assert_eq!(
        g.combat(P1, SHIELD).unwrap().usage,
        2,
        "refreshed, not added"
    );
    g.act("p1 skill Meow-teor Kick");
    assert_eq!(g.combat(P1, PARCEL).unwrap().usage, 2, "at most 2 stacks");
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 2);
}

/// Shield of Safe Transport: "Grants 2 Shield points to your active character."
#[test]
fn shield_of_safe_transport_protects_the_active_character() {
    let mut g = kirara()
        .combat(P1, json!("Shield of Safe Transport"))
        .build();
    g.act("p1 end").act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10);
    assert!(g.combat(P1, SHIELD).is_none(), "2 points used up");
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10 - 2);
}

/// Urgent Neko Parcel: "When Kirara is your active character, after you switch characters:
/// Deal 1 Dendro DMG and draw 1 card. Usage(s): 1". A switch away from another character
/// does nothing.
#[test]
fn urgent_neko_parcel_strikes_and_draws_after_a_switch_away_from_kirara() {
    let mut g = kirara()
        .active(P1, 1)
        .combat(P1, json!({"name": "Urgent Neko Parcel", "usage": 2}))
        .declared_end(P2)
        .build();
    let hand = g.hand(P1).len();
    g.act("p1 switch 1");
    assert_eq!(g.hp(P2, 0), 12, "switched away from Xingqiu");
    assert_eq!(g.combat(P1, PARCEL).unwrap().usage, 2);
    g.act("p1 switch 3");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(g.hand(P1).len(), hand + 1);
    assert_eq!(g.combat(P1, PARCEL).unwrap().usage, 1);
    g.act("p1 switch 1").act("p1 switch 2");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.hand(P1).len(), hand + 2);
    assert!(g.combat(P1, PARCEL).is_none(), "used up");
}

/// Secret Art: Surprise Dispatch (3 Dendro, 2 energy): "Deals 4 Dendro DMG, creates 1 Cat
/// Grass Cardamom on the opponent's side of the field." Cat Grass Cardamom: "After the
/// side of the field that this card is on has played 2 Action Cards: Deal 1 Dendro DMG to
/// the active character on that side. Usage(s): 2". Kirara's side's cards do not count.
#[test]
fn cat_grass_cardamom_hurts_its_side_every_2_cards() {
    let mut g = kirara()
        .energy(P1, 0, 2)
        .hand(P1, "Changing Shifts")
        .hand(P2, "Changing Shifts")
        .hand(P2, "Changing Shifts")
        .hand(P2, "Changing Shifts")
        .hand(P2, "Changing Shifts")
        .build();
    g.act("p1 skill Secret Art: Surprise Dispatch");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert_eq!(g.energy(P1, 0), 0);
    assert_eq!(g.combat(P2, CARDAMOM).unwrap().usage, 2);
    assert!(g.combat(P1, CARDAMOM).is_none());
    g.act("p2 play Changing Shifts");
    assert_eq!(g.hp(P2, 0), 8);
    g.act("p2 end").act("p1 play Changing Shifts");
    assert_eq!(g.hp(P2, 0), 8, "the other side's card");
    g.act("p1 end");
    // Round 2 (P2 ended first and starts): the second card of P2's side.
    if matches!(g.state.pending(), Pending::Decision { player: P1, .. }) {
        g.act("p1 end");
    }
    g.act("p2 play Changing Shifts");
    assert_eq!(g.hp(P2, 0), 8 - 1);
    assert_eq!(g.aura(P2, 0), ["Dendro"]);
    assert_eq!(g.combat(P2, CARDAMOM).unwrap().usage, 1);
    g.act("p2 play Changing Shifts");
    assert_eq!(g.hp(P2, 0), 7);
    g.act("p2 play Changing Shifts");
    assert_eq!(g.hp(P2, 0), 6);
    assert!(g.combat(P2, CARDAMOM).is_none(), "used up");
}

/// Cat Grass Cardamom created again (a second Secret Art: Surprise Dispatch) keeps its count
/// of the cards its side played: the text does not start it over, and the reference keeps
/// it (differential game 13-13). One card before, one after: the second strikes.
#[test]
fn cat_grass_cardamom_created_again_keeps_its_count_of_cards() {
    let mut g = kirara()
        .energy(P1, 0, 2)
        .combat(P2, json!({"name": "Cat Grass Cardamom", "usage": 1}))
        .hand(P2, "Changing Shifts")
        .hand(P2, "Changing Shifts")
        .build();
    g.act("p1 end").act("p2 play Changing Shifts");
    assert_eq!(g.hp(P2, 0), 12, "1 card played");
    // Round 2 (P1 ended first and starts).
    g.act("p2 end")
        .act("p1 skill Secret Art: Surprise Dispatch");
    assert_eq!(g.hp(P2, 0), 12 - 4);
    assert_eq!(g.combat(P2, CARDAMOM).unwrap().usage, 2, "refreshed to 2");
    g.act("p2 play Changing Shifts");
    assert_eq!(
        g.hp(P2, 0),
        8 - 1,
        "the 2nd card, counted across the re-creation"
    );
    assert_eq!(g.combat(P2, CARDAMOM).unwrap().usage, 1);
}

/// Countless Sights to See (3 Dendro): equipping uses Meow-teor Kick; "When your Kirara,
/// who has this card equipped, is the active character, and you perform a "Switch
/// Character" action: Spend 1 less Elemental Die. (Once per Round)".
#[test]
fn countless_sights_to_see_lowers_one_switch_away_from_kirara_a_round() {
    let mut g = kirara()
        .hand(P1, "Countless Sights to See")
        .declared_end(P2)
        .build();
    g.act("p1 play Countless Sights to See target 1");
    assert!(g.status(P1, 0, EntityId::CountlessSightsToSee).is_some());
    assert_eq!(g.combat(P1, PARCEL).unwrap().usage, 1);
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 2);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p1 switch 2");
    assert_eq!(
        g.dice_total(P1),
        16 - 3,
        "the switch away from Kirara is free"
    );
    g.act("p1 switch 1");
    assert_eq!(g.dice_total(P1), 16 - 3 - 1, "Kirara was not active");
    g.act("p1 switch 2");
    assert_eq!(g.dice_total(P1), 16 - 3 - 2, "once per round");
}
