//! The action generator: every path of small choices ends in a legal action, and every
//! legal action can be built.

mod common;

use invokation::action::generator::{ActionBuilder, Choice};
use invokation::{Action, DecisionKind, Dice, GameConfig, GameState, Rng};

/// Collects the actions reachable from a builder, paying with AutoPay (dice paths are
/// covered by the random walks).
fn reachable(state: &GameState, b: ActionBuilder, out: &mut Vec<Action>) {
    for choice in b.options(state) {
        if matches!(choice, Choice::Die(_))
            && !matches!(b.options(state).first(), Some(Choice::AutoPay))
        {
            // Reroll/redraw-like selections explode combinatorially; walks cover them.
            continue;
        }
        if matches!(choice, Choice::Die(_)) {
            continue;
        }
        let mut next = b;
        match next.choose(state, choice).unwrap() {
            Some(a) => out.push(a),
            None => reachable(state, next, out),
        }
    }
}

fn random_walk(state: &GameState, mut b: ActionBuilder, rng: &mut Rng) -> Action {
    for _ in 0..64 {
        let options = b.options(state);
        assert!(!options.is_empty(), "a builder always offers a choice");
        let c = options[rng.index(options.len())];
        if let Some(a) = b.choose(state, c).unwrap() {
            return a;
        }
    }
    panic!("the builder did not finish");
}

#[test]
fn generator_agrees_with_legal_actions() {
    let (a, b) = (
        invokation::builtin_deck("frost-and-rain").unwrap(),
        invokation::builtin_deck("storm-and-fire").unwrap(),
    );
    for seed in 0..40 {
        let mut rng = Rng::new(seed);
        let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
        while !s.is_over() {
            s.resolve_chance(&mut rng);
            if s.is_over() {
                break;
            }
            let legal = s.legal_actions();
            for p in s.deciding().collect::<Vec<_>>() {
                let builder = ActionBuilder::new(&s, p).unwrap();
                for _ in 0..8 {
                    let a = random_walk(&s, builder, &mut rng);
                    assert!(s.is_legal(&a), "built {a:?} is illegal");
                }
                if s.decision_of(p) == Some(DecisionKind::Action) {
                    let mut built = Vec::new();
                    reachable(&s, builder, &mut built);
                    let mine: Vec<Action> =
                        legal.iter().copied().filter(|a| a.player() == p).collect();
                    for l in &mine {
                        assert!(
                            built.contains(l),
                            "legal {l:?} cannot be built; built {built:?}"
                        );
                    }
                    for x in &built {
                        assert!(mine.contains(x), "built {x:?} is not listed");
                    }
                }
            }
            let act = legal[rng.index(legal.len())];
            s.apply_action(act).unwrap();
        }
    }
}

#[test]
fn choices_outside_the_options_are_refused() {
    let (a, b) = (
        invokation::builtin_deck("frost-and-rain").unwrap(),
        invokation::builtin_deck("storm-and-fire").unwrap(),
    );
    let mut rng = Rng::new(1);
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    s.resolve_chance(&mut rng);
    let mut builder = ActionBuilder::new(&s, invokation::Player::P1).unwrap();
    assert!(builder.choose(&s, Choice::AutoPay).is_err());
    assert!(builder
        .choose(&s, Choice::Die(invokation::Die::Omni))
        .is_err());
    let _ = Dice::EMPTY;
}

/// A choice of any kind, offered now or not.
fn random_choice(s: &GameState, p: invokation::Player, rng: &mut Rng) -> Choice {
    use invokation::action::generator::ActionKind;
    use invokation::{CardId, Die, Target};
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
        invokation::Deck::random(&mut rng, invokation::Version::LATEST),
        invokation::Deck::random(&mut rng, invokation::Version::LATEST),
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

proptest::proptest! {
    #![proptest_config(common::proptest_config(32))]

    /// The fast options and transitions give exactly what the reference gives.
    #[test]
    fn fast_generator_matches_the_reference(seed in proptest::prelude::any::<u64>()) {
        fast_path_matches_reference(seed);
    }
}

/// A builder read from outside is checked against the game: each edit below makes one that
/// no sequence of offered choices reaches.
#[test]
fn edited_builders_are_refused() {
    let a = invokation::builtin_deck("icy-rain").unwrap();
    let b = invokation::builtin_deck("fire-and-thunder").unwrap();
    let mut rng = Rng::new(5);
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    // The first Action Phase decision.
    loop {
        s.resolve_chance(&mut rng);
        let p = s.deciding().next().unwrap();
        if s.decision_of(p) == Some(DecisionKind::Action) {
            break;
        }
        let legal = s.legal_actions();
        s.apply_action(legal[rng.index(legal.len())]).unwrap();
    }
    let p = s.deciding().next().unwrap();
    let builder = ActionBuilder::new(&s, p).unwrap();
    assert_eq!(builder.validate(&s), Ok(()));
    let mut paying = builder;
    paying
        .choose(
            &s,
            Choice::Kind(invokation::action::generator::ActionKind::Skill),
        )
        .unwrap();
    paying.choose(&s, Choice::Skill(0)).unwrap();
    assert_eq!(paying.validate(&s), Ok(()));
    let json = serde_json::to_value(paying).unwrap();
    let edits: Vec<(&str, serde_json::Value)> = vec![
        ("partial", serde_json::json!({"Skill": 9})),
        ("partial", serde_json::json!({"Switch": s.active(p)})),
        ("partial", serde_json::json!({"Play": [332004, "None"]})),
        ("partial", serde_json::json!({"Redraw": 0})),
        ("paid", serde_json::json!([0, 0, 0, 0, 0, 0, 0, 9])),
        ("kind", serde_json::json!("Redraw")),
        (
            "player",
            serde_json::json!(if p == invokation::Player::P1 {
                "P2"
            } else {
                "P1"
            }),
        ),
    ];
    for (field, value) in edits {
        let mut v = json.clone();
        v[field] = value.clone();
        let edited: ActionBuilder = serde_json::from_value(v).unwrap();
        let e = edited
            .validate(&s)
            .expect_err(&format!("{field} = {value} passed"));
        assert!(e.to_string().contains("does not fit the game"), "{e}");
    }
}
