//! The action generator: every path of small choices ends in a legal action, and every
//! legal action can be built.

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
