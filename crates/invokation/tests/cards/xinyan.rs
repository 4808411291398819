//! Xinyan (6.5.0): 10 HP, 2 energy; Shield of Passion, Festive Fires, Rockin' in a Flaming
//! World; the random discard of the costliest card (a chance request when cards tie).

use crate::common::*;
use invokation::notation::parse_action;
use invokation::{CardId, ChanceOutcome, ChanceRequest, EntityId, Pending};
use serde_json::json;

const SHIELD: EntityId = EntityId::ShieldOfPassion;
const FIRES: EntityId = EntityId::FestiveFires;

/// Xinyan against Noelle (12 HP), Fischl, Diluc; 16 Omni dice each.
fn xinyan() -> Setup {
    setup(
        ["Xinyan", "Xingqiu", "Ganyu"],
        ["Noelle", "Fischl", "Diluc"],
    )
    .dice(P1, &[("Omni", 16)])
    .dice(P2, &[("Omni", 16)])
}

/// Sweeping Fervor (3 Pyro): "Deals 2 Pyro DMG, randomly discards 1 card with the highest
/// current Elemental Dice cost in your hand, creates Shield of Passion." One card costs the
/// most (Paimon, 3): it is discarded, no chance asked. Shield of Passion: "Grants 2 Shield
/// points to your active character."
#[test]
fn sweeping_fervor_discards_the_costliest_card_and_shields() {
    let mut g = xinyan()
        .hand(P1, "Strategize")
        .hand(P1, "Paimon")
        .hand(P1, "Sweet Madame")
        .build();
    g.act("p1 skill Sweeping Fervor");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(
        g.hand(P1),
        [CardId::Strategize, CardId::SweetMadame],
        "Paimon discarded"
    );
    assert_eq!(g.combat(P1, SHIELD).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 1);
    assert_eq!(g.dice_total(P1), 16 - 3);
    g.act("p2 skill Favonius Bladework - Maid");
    assert_eq!(g.hp(P1, 0), 10, "the shield took the 2");
}

/// Two cards tie at the highest cost: one of them at random, each equally likely (a chance
/// request); outcome 1 is the second in hand order. With an empty hand nothing is asked.
#[test]
fn sweeping_fervor_chooses_among_tied_cards_at_random() {
    let mut g = xinyan()
        .hand(P1, "Paimon")
        .hand(P1, "Strategize")
        .hand(P1, "Sacrificial Greatsword")
        .build();
    let a = parse_action(&g.state, "p1 skill Sweeping Fervor").unwrap();
    g.state.apply_action(a).unwrap();
    let Pending::Chance(r @ ChanceRequest::DiscardCostliest { player: P1 }) = g.state.pending()
    else {
        panic!("expected a random discard, got {:?}", g.state.pending());
    };
    let outcomes = r.outcomes(&g.state, 10).unwrap();
    assert_eq!(outcomes.len(), 2);
    assert!(outcomes.iter().all(|(_, p)| (*p - 0.5).abs() < 1e-12));
    g.state.apply_chance(ChanceOutcome::Index(1)).unwrap();
    assert_eq!(g.hand(P1), [CardId::Paimon, CardId::Strategize]);
    assert!(g.combat(P1, SHIELD).is_some());

    let mut g = xinyan().build();
    g.act("p1 skill Sweeping Fervor");
    assert!(g.hand(P1).is_empty());
    assert!(g.combat(P1, SHIELD).is_some());
}

/// Riff Revolution (3 Pyro, 2 energy): "Deals 3 Physical DMG, deals 2 Piercing DMG to all
/// opposing characters on standby; discards all cards in your hand, creates Festive Fires."
#[test]
fn riff_revolution_discards_the_hand_and_creates_festive_fires() {
    let mut g = xinyan()
        .energy(P1, 0, 2)
        .hand(P1, "Strategize")
        .hand(P1, "Paimon")
        .build();
    g.act("p1 skill Riff Revolution");
    assert_eq!(g.hp(P2, 0), 12 - 3);
    assert_eq!((g.hp(P2, 1), g.hp(P2, 2)), (10 - 2, 10 - 2));
    assert!(g.hand(P1).is_empty());
    assert_eq!(g.combat(P1, FIRES).unwrap().usage, 2);
    assert_eq!(g.energy(P1, 0), 0);
}

/// Festive Fires: "When you declare the end of your Round: If your hand has no more than 1
/// card, deal 1 Pyro DMG. Usage(s): 2". With 2 cards, nothing (and no usage spent).
#[test]
fn festive_fires_strike_at_the_end_declaration_with_a_small_hand() {
    let mut g = xinyan()
        .combat(P1, json!("Festive Fires"))
        .hand(P1, "Strategize")
        .build();
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 12 - 1);
    assert_eq!(g.aura(P2, 0), ["Pyro"]);
    assert_eq!(g.combat(P1, FIRES).unwrap().usage, 1);

    let mut g = xinyan()
        .combat(P1, json!("Festive Fires"))
        .hand(P1, "Strategize")
        .hand(P1, "Paimon")
        .build();
    g.act("p1 end");
    assert_eq!(g.hp(P2, 0), 12);
    assert_eq!(g.combat(P1, FIRES).unwrap().usage, 2);
    // The opponent's declaration does not count.
    let mut g = xinyan().combat(P1, json!("Festive Fires")).build();
    g.act("p1 skill Dance on Fire").act("p2 end");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    assert_eq!(g.combat(P1, FIRES).unwrap().usage, 2);
}

/// Rockin' in a Flaming World (1 Pyro, 2 unaligned): equipping uses Dance on Fire; "When
/// Xinyan, who has this card equipped, uses a Skill: If your hand has no more than 1 card,
/// the DMG dealt +2. (Once per Round)".
#[test]
fn rockin_in_a_flaming_world_adds_2_once_a_round_with_a_small_hand() {
    let mut g = xinyan()
        .hand(P1, "Rockin' in a Flaming World")
        .hand(P1, "Strategize")
        .declared_end(P2)
        .build();
    g.act("p1 play Rockin' in a Flaming World target 1");
    assert!(g.status(P1, 0, EntityId::RockinInAFlamingWorld).is_some());
    assert_eq!(g.dice_total(P1), 16 - 3);
    assert_eq!(g.hp(P2, 0), 12 - 2 - 2, "1 card left in hand");
    g.act("p1 skill Dance on Fire");
    assert_eq!(g.hp(P2, 0), 8 - 2, "once per round");
}

/// With 2 cards in hand the bonus waits (and the round's use stays).
#[test]
fn rockin_in_a_flaming_world_waits_for_a_small_hand() {
    let mut g = xinyan()
        .status(P1, 0, json!("Rockin' in a Flaming World"))
        .hand(P1, "Strategize")
        .hand(P1, "Paimon")
        .declared_end(P2)
        .build();
    g.act("p1 skill Dance on Fire");
    assert_eq!(g.hp(P2, 0), 12 - 2);
    g.act("p1 skill Sweeping Fervor");
    assert_eq!(g.hp(P2, 0), 10 - 2, "2 cards when it deals its damage");
    assert_eq!(g.hand(P1), [CardId::Strategize]);
    g.act("p1 skill Dance on Fire");
    assert_eq!(g.hp(P2, 0), 8 - 2 - 2);
}
