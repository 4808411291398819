//! Every error a caller can meet reads as one clear line, and the paths that produce them
//! refuse what they should (the error types' messages, the deck rules, chance outcomes,
//! share codes, lookups).

mod common;

use common::*;
use invokation::chance::{ChanceError, ChanceOutcome, ChanceRequest};
use invokation::facts::LookupError;
use invokation::inline::InlineVec;
use invokation::sharecode::{self, ShareCodeError};
use invokation::{
    CardId, CharacterId, Deck, DeckError, Dice, Die, Element, GameConfig, GameState, Pending, Rng,
    Version,
};

fn deck(chars: [CharacterId; 3], cards: Vec<CardId>) -> Deck {
    Deck {
        characters: chars,
        cards,
    }
}

const TRIO: [CharacterId; 3] = [
    CharacterId::Ganyu,
    CharacterId::Xingqiu,
    CharacterId::Noelle,
];

#[test]
fn deck_errors_name_the_problem() {
    let v = Version::LATEST;
    let messages: Vec<(DeckError, &str)> = vec![
        (
            DeckError::DuplicateCharacter(CharacterId::Ganyu),
            "character Ganyu appears twice",
        ),
        (
            DeckError::NotInVersion {
                name: "Nahida".into(),
                version: Version::ALL[0],
            },
            "Nahida does not exist in version 3.3.0",
        ),
        (
            DeckError::NotImplemented(CharacterId::Ganyu),
            "character Ganyu is not implemented yet",
        ),
        (DeckError::TooManyCards(41), "41 action cards; at most"),
        (
            DeckError::CardCount(29),
            "a deck holds exactly 30 action cards, this one 29",
        ),
        (
            DeckError::TooManyCopies(CardId::SweetMadame),
            "more than 2 copies of Sweet Madame",
        ),
        (
            DeckError::NotObtainable("Lightning Stiletto".into()),
            "Lightning Stiletto cannot be put in a deck",
        ),
        (
            DeckError::TalentWithoutCharacter {
                card: CardId::UndividedHeart,
                character: CharacterId::Ganyu,
            },
            "talent card Undivided Heart needs Ganyu in the deck",
        ),
        (
            DeckError::RequiresCharacters(CardId::WindAndFreedom),
            "Wind and Freedom",
        ),
        (
            DeckError::ResonanceWithoutElement {
                card: CardId::ElementalResonanceWovenIce,
                element: Element::Cryo,
            },
            "Cryo",
        ),
        (DeckError::Config("bad".into()), "bad"),
    ];
    for (e, m) in messages {
        let text = e.to_string();
        assert!(text.contains(m), "{text:?} should say {m:?}");
        assert_eq!(text.lines().count(), 1);
    }
    // The rules, each broken once.
    let d = deck(
        [CharacterId::Ganyu, CharacterId::Ganyu, CharacterId::Noelle],
        vec![],
    );
    assert_eq!(
        d.check(v),
        Err(DeckError::DuplicateCharacter(CharacterId::Ganyu))
    );
    let old = Version::ALL[0];
    let d = deck(
        [
            CharacterId::Nahida,
            CharacterId::Xingqiu,
            CharacterId::Noelle,
        ],
        vec![],
    );
    assert!(matches!(d.check(old), Err(DeckError::NotInVersion { .. })));
    let unimplemented = CharacterId::ALL
        .into_iter()
        .find(|&c| !invokation::cards::character_implemented(c) && c.facts(v).is_some())
        .expect("a character not implemented yet");
    let d = deck(
        [unimplemented, CharacterId::Xingqiu, CharacterId::Noelle],
        vec![],
    );
    assert_eq!(d.check(v), Err(DeckError::NotImplemented(unimplemented)));
    let d = deck(TRIO, vec![CardId::SweetMadame; 41]);
    assert!(matches!(d.check(v), Err(DeckError::TooManyCards(41))));
    let new_card = CardId::ALL
        .into_iter()
        .find(|&c| c.facts(old).is_none() && c.facts(v).is_some())
        .expect("a card newer than 3.3.0");
    let d = deck(TRIO, vec![new_card]);
    assert!(matches!(d.check(old), Err(DeckError::NotInVersion { .. })));
    let unobtainable = CardId::ALL
        .into_iter()
        .find(|&c| c.facts(v).is_some_and(|f| !f.obtainable))
        .expect("a card that cannot be put in a deck");
    let mut cards = vec![unobtainable];
    cards.extend(vec![CardId::SweetMadame; 29]);
    let d = deck(TRIO, cards);
    assert!(matches!(d.check_rules(v), Err(DeckError::NotObtainable(_))));
}

#[test]
fn chance_outcomes_that_do_not_answer_are_refused() {
    let messages = [
        (
            ChanceError::NotChance,
            "the game is not waiting for a chance outcome",
        ),
        (
            ChanceError::WrongKind,
            "the outcome does not answer the chance request",
        ),
        (
            ChanceError::BadPermutation,
            "the shuffle is not a permutation of the pile",
        ),
        (
            ChanceError::WrongDiceCount {
                expected: 8,
                got: 3,
            },
            "expected 8 dice, got 3",
        ),
        (ChanceError::BadIndex, "the index is beyond the choices"),
        (
            ChanceError::BadDice,
            "the dice are not different basic elements",
        ),
    ];
    for (e, m) in messages {
        assert_eq!(e.to_string(), m);
    }
    // A new game first shuffles P1's pile.
    let a = invokation::builtin_deck("icy-rain").unwrap();
    let b = invokation::builtin_deck("fire-and-thunder").unwrap();
    let s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    let Pending::Chance(req) = s.pending() else {
        panic!("a new game shuffles first")
    };
    assert!(matches!(req, ChanceRequest::Shuffle { .. }));
    let n = 30;
    let mut bad = InlineVec::new();
    for i in 0..n {
        bad.push(if i == 1 { 0 } else { i as u8 }).unwrap();
    }
    let mut t = s;
    assert_eq!(
        t.apply_chance(ChanceOutcome::Shuffle(bad)),
        Err(ChanceError::BadPermutation)
    );
    assert_eq!(t, s);
    let short = InlineVec::from_slice(&[0u8, 1]).unwrap();
    assert_eq!(
        t.apply_chance(ChanceOutcome::Shuffle(short)),
        Err(ChanceError::BadPermutation)
    );
    assert_eq!(
        t.apply_chance(ChanceOutcome::Index(0)),
        Err(ChanceError::WrongKind)
    );
    assert_eq!(req.probability(&s, &ChanceOutcome::Index(0)), 0.0);
    let identity = InlineVec::from_slice(&(0..30u8).collect::<Vec<_>>()).unwrap();
    let p = req.probability(&s, &ChanceOutcome::Shuffle(identity));
    assert!((p * (1..=30).map(|k| k as f64).product::<f64>() - 1.0).abs() < 1e-9);
    assert!(req.outcomes(&s, 100).is_none(), "30! orders are too many");
    // A roll: the wrong number of dice.
    let mut rng = Rng::new(3);
    let mut s = s;
    while !matches!(s.pending(), Pending::Chance(ChanceRequest::RollDice { .. })) {
        match s.pending() {
            Pending::Chance(r) => s.apply_chance(r.sample(&s, &mut rng)).unwrap(),
            _ => s.apply_action(s.legal_actions()[0]).unwrap(),
        }
    }
    let Pending::Chance(roll) = s.pending() else {
        unreachable!()
    };
    assert_eq!(
        s.apply_chance(ChanceOutcome::Dice(Dice::of(Die::Omni, 3))),
        Err(ChanceError::WrongDiceCount {
            expected: 8,
            got: 3
        })
    );
    assert_eq!(roll.probability(&s, &ChanceOutcome::Index(2)), 0.0);
    // Not waiting for chance at all.
    let mut g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build();
    assert_eq!(
        g.state.apply_chance(ChanceOutcome::Index(0)),
        Err(ChanceError::NotChance)
    );
}

#[test]
fn small_chance_requests_list_their_outcomes() {
    let g = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .deck(P1, "Sweet Madame")
    .deck(P1, "Paimon")
    .deck(P1, "Liben")
    .build();
    let s = g.state;
    // A pile of one card has one order; of three, the orders are not listed.
    let one = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .deck(P1, "Sweet Madame")
    .build()
    .state;
    let shuffle = ChanceRequest::Shuffle {
        player: invokation::Player::P1,
    };
    let outs = shuffle.outcomes(&one, 10).expect("one order");
    assert_eq!(outs.len(), 1);
    assert_eq!(outs[0].1, 1.0);
    assert!(shuffle.outcomes(&s, 10).is_none());
    // A random draw of a Food card: one of the matching cards, each as likely.
    let food = ChanceRequest::DrawTagged {
        player: invokation::Player::P1,
        tags: invokation::facts::card_tag::FOOD,
    };
    let outs = food.outcomes(&s, 10).expect("few");
    assert_eq!(outs.len(), 1, "Sweet Madame is the one Food in the pile");
    assert_eq!(outs[0], (ChanceOutcome::Index(0), 1.0));
    assert_eq!(
        food.check(&s, &ChanceOutcome::Index(1)),
        Err(ChanceError::BadIndex)
    );
    assert!(food.outcomes(&s, 0).is_none(), "over the limit");
    let any = ChanceRequest::DrawTagged {
        player: invokation::Player::P1,
        tags: 0,
    };
    assert_eq!(any.probability(&s, &ChanceOutcome::Index(0)), 1.0 / 3.0);
    let three = ChanceRequest::DistinctElements {
        player: invokation::Player::P1,
        count: 3,
    };
    assert_eq!(three.outcomes(&s, 1000).unwrap().len(), 35);
    assert!(three.outcomes(&s, 34).is_none());
    assert_eq!(
        three.check(&s, &ChanceOutcome::Dice(Dice::of(Die::Omni, 3))),
        Err(ChanceError::BadDice)
    );
    assert_eq!(
        three.check(&s, &ChanceOutcome::Dice(Dice::of(Die::Cryo, 2))),
        Err(ChanceError::WrongDiceCount {
            expected: 3,
            got: 2
        })
    );
}

#[test]
fn share_code_errors_and_unencodable_decks() {
    assert_eq!(
        ShareCodeError::Malformed("x".into()).to_string(),
        "not a deck share code: x"
    );
    assert_eq!(
        ShareCodeError::UnknownShareId {
            kind: "card",
            id: 9999
        }
        .to_string(),
        "the share code names unknown card share id 9999"
    );
    assert_eq!(
        ShareCodeError::Unencodable("y".into()).to_string(),
        "cannot write a share code: y"
    );
    // A deck of 31 cards cannot be written as a code (a code holds 30).
    let long = deck(TRIO, vec![CardId::SweetMadame; 31]);
    let e = sharecode::encode(&long, Version::LATEST).unwrap_err();
    assert_eq!(
        e.to_string(),
        "cannot write a share code: 31 action cards; a code holds 30"
    );
    // A card with no share id (one that cannot be put in a deck).
    let unobtainable = CardId::ALL
        .into_iter()
        .find(|&c| {
            c.facts(Version::LATEST)
                .is_some_and(|f| !f.obtainable && f.share_id.is_none())
        })
        .expect("a card without share id");
    let mut cards = vec![unobtainable];
    cards.extend(vec![CardId::SweetMadame; 29]);
    let e = sharecode::encode(&deck(TRIO, cards), Version::LATEST).unwrap_err();
    assert!(e.to_string().contains("has no share id in 6.5.0"), "{e}");
}

#[test]
fn lookups_and_versions_read_names_or_say_what_is_unknown() {
    assert_eq!(
        LookupError::UnknownEntity("Zz".into()).to_string(),
        "unknown entity \"Zz\""
    );
    assert_eq!(
        "4.1.0".parse::<Version>().unwrap(),
        Version::parse("4.1.0").unwrap()
    );
    assert!("9.9.9".parse::<Version>().is_err());
    let v: Version = serde_json::from_str("\"5.0.0\"").unwrap();
    assert_eq!(v.to_string(), "5.0.0");
    let e = serde_json::from_str::<Version>("7")
        .unwrap_err()
        .to_string();
    assert!(e.contains("a game version such as \"6.5.0\""), "{e}");
    assert_eq!(GameConfig::with_version(v).version, v);
    assert_eq!(CharacterId::Ganyu.index(), CharacterId::Ganyu as usize);
}
