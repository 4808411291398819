//! The fast generator against its reference, and the payment checks against the automatic
//! payment.

use super::*;
use crate::config::GameConfig;
use crate::dice::PayPrefs;
use crate::facts::Element;
use crate::rng::Rng;

fn random_dice(rng: &mut Rng, max: u32) -> Dice {
    let mut d = Dice::EMPTY;
    for _ in 0..rng.below(max + 1) {
        d.0[rng.index(Die::NUM)] += 1;
    }
    d
}

fn random_cost(rng: &mut Rng) -> Cost {
    Cost {
        element: (rng.below(8) != 0).then(|| Element::ALL[rng.index(Element::ALL.len())]),
        matching: rng.below(4) as u8,
        same: if rng.below(3) == 0 {
            rng.below(4) as u8
        } else {
            0
        },
        unaligned: rng.below(4) as u8,
        ..Cost::default()
    }
}

/// The existence check agrees with the automatic payment for any preferences.
#[test]
fn can_auto_pay_is_whether_auto_pay_finds_dice() {
    let mut rng = Rng::new(7);
    for _ in 0..200_000 {
        let dice = random_dice(&mut rng, 12);
        let cost = random_cost(&mut rng);
        let mut prefs = PayPrefs {
            active: (rng.below(2) == 0).then(|| Die::ALL[rng.index(Die::NUM)]),
            ..PayPrefs::default()
        };
        for p in prefs.party.iter_mut() {
            *p = rng.below(2) == 0;
        }
        assert_eq!(
            can_auto_pay(&dice, &cost),
            dice.auto_pay(&cost, &prefs).is_some(),
            "{dice:?} {cost:?} {prefs:?}"
        );
    }
}

/// The early-exit search agrees with the full enumeration.
#[test]
fn completable_agrees_with_the_reference() {
    let mut rng = Rng::new(8);
    for _ in 0..100_000 {
        let paid = random_dice(&mut rng, 3);
        let rest = random_dice(&mut rng, 10);
        let cost = random_cost(&mut rng);
        assert_eq!(
            completable(&paid, &rest, &cost),
            reference::completable(&paid, &rest, &cost),
            "{paid:?} + {rest:?} for {cost:?}"
        );
    }
}

/// A choice of any kind, offered now or not.
fn random_choice(s: &GameState, p: Player, rng: &mut Rng) -> Choice {
    use crate::facts::CardId;
    use ActionKind;
    let hand = s.player(p).hand;
    match rng.below(8) {
        0 => Choice::Kind(
            [
                ActionKind::Skill,
                ActionKind::Switch,
                ActionKind::Play,
                ActionKind::Tune,
                ActionKind::Technique,
                ActionKind::EndRound,
            ][rng.index(6)],
        ),
        1 => Choice::Skill(rng.below(7) as u8),
        2 => Choice::Character(rng.below(4) as u8),
        3 if !hand.is_empty() && rng.below(4) != 0 => Choice::Card(hand[rng.index(hand.len())]),
        3 => Choice::Card(CardId::ALL[rng.index(CardId::NUM)]),
        4 => Choice::Target(match rng.below(5) {
            0 => Target::None,
            1 => Target::Own(rng.below(4) as u8),
            2 => Target::Opponent(rng.below(4) as u8),
            3 => Target::Summon(rng.below(5) as u8),
            _ => Target::Support(rng.below(5) as u8),
        }),
        5 => Choice::Die(Die::ALL[rng.index(8)]),
        6 => Choice::AutoPay,
        _ => Choice::Done,
    }
}

/// Plays a random game one choice at a time, checking at every choice that the fast
/// options and transitions (`options`, `choose`, `choose_into`) give exactly what the
/// reference (every legal action listed, then filtered) gives: the same options in the
/// same order, the same builders, the same actions, the same refusals.
fn fast_path_matches_reference(seed: u64) {
    let mut rng = Rng::new(seed);
    let decks = [
        crate::deck::Deck::random(&mut rng, crate::facts::Version::LATEST),
        crate::deck::Deck::random(&mut rng, crate::facts::Version::LATEST),
    ];
    let config = GameConfig {
        all_omni: rng.below(4) == 0,
        ..GameConfig::default()
    };
    let mut s = GameState::new(config, [&decks[0], &decks[1]]).unwrap();
    let mut choices = 0;
    while !s.is_over() {
        s.resolve_chance(&mut rng);
        if s.is_over() {
            break;
        }
        let p = s.deciding().next().unwrap();
        let mut b = ActionBuilder::new(&s, p).unwrap();
        let action = loop {
            choices += 1;
            assert!(choices < 50_000, "a random game ends");
            assert_eq!(b.validate(&s), Ok(()), "a builder of offered choices fits");
            let options = b.options(&s);
            assert_eq!(options, b.reference_options(&s), "options of {b:?}");
            assert!(!options.is_empty(), "a builder always offers a choice");
            // A choice that is not offered is refused by both, changing nothing.
            let bogus = random_choice(&s, p, &mut rng);
            if !options.contains(&bogus) {
                let (mut x, mut y, mut z) = (b, b, b);
                let mut opts = options.clone();
                assert!(x.choose(&s, bogus).is_err());
                assert!(y.reference_choose(&s, bogus).is_err());
                assert!(z.choose_into(&s, &mut opts, bogus).is_err());
                assert!(x == b && y == b && z == b && opts == options);
            }
            let c = options[rng.index(options.len())];
            let (mut fast, mut slow, mut into) = (b, b, b);
            let mut next = options.clone();
            let r = fast.choose(&s, c);
            assert_eq!(r, slow.reference_choose(&s, c), "choosing {c:?} in {b:?}");
            assert_eq!(r, into.choose_into(&s, &mut next, c));
            assert!(
                fast == slow && fast == into,
                "builders after {c:?} from {b:?}"
            );
            match r.unwrap() {
                Some(a) => {
                    assert!(next.is_empty());
                    break a;
                }
                None => {
                    assert_eq!(next, into.options(&s), "options after {c:?} from {b:?}");
                    b = fast;
                }
            }
        };
        s.apply_action(action)
            .unwrap_or_else(|e| panic!("built {action:?} refused: {e}"));
    }
}

/// 32 games in CI; `PROPTEST_CASES=N` for more.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(32)
}

/// Cases from a fixed seed unless `PROPTEST_RNG_SEED` says otherwise, so that CI is
/// deterministic (as `tests/common::proptest_config`).
fn config() -> proptest::prelude::ProptestConfig {
    let mut config = proptest::prelude::ProptestConfig {
        cases: cases(),
        ..proptest::prelude::ProptestConfig::default()
    };
    if config.rng_seed == proptest::test_runner::RngSeed::Random {
        config.rng_seed = proptest::test_runner::RngSeed::Fixed(0x1A7E_5EED);
    }
    config
}

proptest::proptest! {
    #![proptest_config(config())]

    /// The fast options and transitions give exactly what the reference gives.
    #[test]
    fn fast_generator_matches_the_reference(seed in proptest::prelude::any::<u64>()) {
        fast_path_matches_reference(seed);
    }
}
