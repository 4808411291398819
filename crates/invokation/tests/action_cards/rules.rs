//! The rules every card of a kind follows, not one card's text: an Arcane Legend starts in
//! the hand, an Elemental Resonance card needs two characters of its element in the deck, a
//! character holds one artifact.

use crate::common::*;
use invokation::{CardId, CharacterId, Deck, DeckError, Element, EntityId, GameConfig, GameState};
use invokation::{Rng, Version};

/// A deck's Arcane Legend card is always in the starting hand of a new game.
#[test]
fn an_arcane_legend_starts_in_the_hand() {
    let mut cards = vec![CardId::SweetMadame; 29];
    // The last card of the list is the bottom of the pile before shuffling.
    cards.push(CardId::CovenantOfRock);
    let deck = Deck {
        characters: [
            invokation::CharacterId::Xingqiu,
            invokation::CharacterId::Ganyu,
            invokation::CharacterId::Noelle,
        ],
        cards,
    };
    for seed in 0..20 {
        let mut s = GameState::new(GameConfig::default(), [&deck, &deck]).unwrap();
        s.resolve_chance(&mut Rng::new(seed));
        for p in [P1, P2] {
            let hand = &s.player(p).hand;
            assert_eq!(hand.len(), 5);
            assert!(hand.contains(&CardId::CovenantOfRock), "seed {seed}, {p}");
        }
    }
}

/// "(You must have at least 2 Cryo characters in your deck to add this card to your deck.)":
/// checked by the deck rules, for every Elemental Resonance card.
#[test]
fn resonance_needs_two_characters_of_its_element_in_the_deck() {
    let v = Version::V6_5_0;
    let filler: Vec<CardId> = CardId::ALL
        .into_iter()
        .filter(|c| {
            c.facts(v).is_some_and(|f| {
                f.obtainable
                    && f.share_id.is_some()
                    && f.character.is_none()
                    && f.resonance.is_none()
                    && f.requires == 0
            })
        })
        .take(14)
        .collect();
    let deck = |characters, resonance| {
        let mut cards: Vec<CardId> = filler.iter().flat_map(|&c| [c, c]).collect();
        cards.extend([resonance, resonance]);
        Deck { characters, cards }
    };
    let one_cryo = [
        CharacterId::Ganyu,
        CharacterId::Xingqiu,
        CharacterId::Noelle,
    ];
    let two_cryo = [CharacterId::Ganyu, CharacterId::Kaeya, CharacterId::Noelle];
    let shattering = CardId::ElementalResonanceShatteringIce;
    assert_eq!(
        deck(one_cryo, shattering).check_rules(v),
        Err(DeckError::ResonanceWithoutElement {
            card: shattering,
            element: Element::Cryo
        })
    );
    assert_eq!(deck(two_cryo, shattering).check_rules(v), Ok(()));
    let dendro = [
        CharacterId::Collei,
        CharacterId::Nahida,
        CharacterId::Noelle,
    ];
    let greenery = CardId::ElementalResonanceSprawlingGreenery;
    assert_eq!(deck(dendro, greenery).check_rules(v), Ok(()));
    assert!(deck(two_cryo, greenery).check_rules(v).is_err());
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

/// `play CARD` without `target`: accepted when exactly one target is legal (a talent equips
/// the active character), refused with an error naming the legal targets when several are.
#[test]
fn play_without_a_target_takes_the_only_legal_one() {
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Undivided Heart")
    .hand(P1, "Sweet Madame")
    .hp(P1, 1, 5)
    .hp(P1, 2, 5)
    .dice(P1, &[("Omni", 16)])
    .build();
    let err = g.try_act("p1 play Sweet Madame").unwrap_err();
    assert!(
        err.contains("Sweet Madame needs a target: target 1 or target 2 or target 3"),
        "{err}"
    );
    g.act("p1 play Undivided Heart");
    assert!(
        g.status(P1, 0, EntityId::UndividedHeart).is_some(),
        "equipped on Ganyu"
    );
    assert_eq!([g.hp(P2, 1), g.hp(P2, 2)], [8, 8], "Frostflake Arrow used");
}
