//! The public API's smaller promises: the choice environment over a whole game, the action
//! space ids, observations in every phase, names, inline lists, the generator's rejection
//! sampling, dice and reactions.

mod common;

use common::*;
use invokation::action::generator::{ActionKind, Choice};
use invokation::encode::{choice_id, choice_of, OBS_SIZE};
use invokation::env::{ChoiceEnv, StepError};
use invokation::inline::{Full, InlineVec};
use invokation::reaction::Reaction;
use invokation::{
    check, CardId, Dice, Die, Element, GameConfig, GameState, Outcome, Phase, Player, Rng, Target,
};

#[test]
fn a_choice_environment_plays_a_whole_game_and_then_refuses_steps() {
    let a = invokation::builtin_deck("icy-rain").unwrap();
    let b = invokation::builtin_deck("fire-and-thunder").unwrap();
    let mut env = ChoiceEnv::new(GameState::new(GameConfig::default(), [&a, &b]).unwrap(), 5);
    let mut rng = Rng::new(5);
    let mut steps = 0;
    while !env.is_terminal() {
        assert_eq!(env.returns(), [0.0, 0.0]);
        let p = env.current_player().expect("someone chooses");
        assert_eq!(env.builder().map(|b| b.player()), Some(p));
        let ids = env.legal_ids();
        let mask = env.mask();
        assert_eq!(mask.iter().filter(|&&m| m).count(), ids.len());
        let obs = env.observation(p);
        assert!(obs.iter().all(|x| x.is_finite()));
        // An id not in the mask is refused and changes nothing.
        if let Some(bad) = (0..mask.len()).find(|&i| !mask[i]) {
            let before = *env.state();
            let e = env.step(bad).unwrap_err();
            assert_eq!(e, StepError::Illegal(bad));
            assert_eq!(e.to_string(), format!("action {bad} is not legal now"));
            assert_eq!(*env.state(), before);
        }
        let id = env.random_id(&mut rng).unwrap();
        env.step(id).unwrap();
        steps += 1;
    }
    assert!(steps > 20);
    let r = env.returns();
    assert!(r == [1.0, -1.0] || r == [-1.0, 1.0] || r == [-1.0, -1.0] || r == [0.0, 0.0]);
    assert!(env.legal_ids().is_empty());
    assert_eq!(
        env.mask(),
        [false; invokation::encode::NUM_DISTINCT_ACTIONS]
    );
    assert_eq!(env.step(0), Err(StepError::GameOver));
    assert_eq!(StepError::GameOver.to_string(), "the game is over");
    assert!(env.random_id(&mut rng).is_none());
    assert!(env.builder().is_none());
    // The observation of a finished game: phase "game over".
    let obs = env.observation(Player::P1);
    assert_eq!(obs.len(), OBS_SIZE);
}

#[test]
fn every_choice_has_its_id_in_the_action_space() {
    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Sweet Madame")
    .hand(P1, "Paimon")
    .build()
    .state;
    let cases = [
        (Choice::Kind(ActionKind::Skill), Some(0)),
        (Choice::Kind(ActionKind::Switch), Some(1)),
        (Choice::Kind(ActionKind::Play), Some(2)),
        (Choice::Kind(ActionKind::Tune), Some(3)),
        (Choice::Kind(ActionKind::Technique), Some(4)),
        (Choice::Kind(ActionKind::EndRound), Some(5)),
        (Choice::Skill(2), Some(8)),
        (Choice::Skill(6), None),
        (Choice::Character(2), Some(14)),
        (Choice::Card(CardId::Paimon), Some(16)),
        (Choice::Card(CardId::Liben), None),
        (Choice::Target(Target::None), Some(25)),
        (Choice::Target(Target::Own(1)), Some(27)),
        (Choice::Target(Target::Opponent(2)), Some(31)),
        (Choice::Target(Target::Summon(9)), Some(35)),
        (Choice::Target(Target::Support(0)), Some(36)),
        (Choice::Die(Die::Omni), Some(40)),
        (Choice::Die(Die::Anemo), Some(40 + Die::Anemo.index())),
        (Choice::AutoPay, Some(48)),
        (Choice::Done, Some(49)),
    ];
    for (c, id) in cases {
        assert_eq!(choice_id(&s, P1, &c), id, "{c:?}");
        if let Some(id) = id {
            assert_eq!(choice_of(&s, P1, &[c], id), Some(c));
        }
    }
}

#[test]
fn observations_of_every_state_of_random_games_are_finite_and_in_range() {
    for seed in 0..12u64 {
        let (config, decks) = check::random_setup(seed);
        let mut s = GameState::new(config, [&decks[0], &decks[1]]).unwrap();
        let mut rng = Rng::new(seed);
        let mut phases = Vec::new();
        loop {
            for p in Player::ALL {
                let obs = s.observation_tensor(p);
                assert!(
                    obs.iter()
                        .all(|x| x.is_finite() && (-1.0..=16.0).contains(x)),
                    "seed {seed}"
                );
            }
            if !phases.contains(&s.phase()) {
                phases.push(s.phase());
            }
            if s.is_over() {
                break;
            }
            s.resolve_chance(&mut rng);
            if s.is_over() {
                continue;
            }
            let legal = s.legal_actions();
            s.apply_action(legal[rng.index(legal.len())]).unwrap();
        }
        assert!(phases.contains(&Phase::GameOver));
    }
}

#[test]
fn the_hand_and_the_cards_both_players_saw_are_in_the_observation() {
    let empty = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .build()
    .state;
    let with_hand = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Sweet Madame")
    .build()
    .state;
    let mine = |s: &GameState| s.observation_tensor(P1);
    let theirs = |s: &GameState| s.observation_tensor(P2);
    assert_ne!(mine(&empty), mine(&with_hand), "my hand shows");
    // The opponent sees a card count, not which card.
    let other = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .hand(P1, "Paimon")
    .build()
    .state;
    assert_eq!(theirs(&with_hand), theirs(&other));
    assert_ne!(mine(&with_hand), mine(&other));
}

#[test]
fn names_and_outcomes() {
    let names = [
        (Phase::Redraw, "redraw"),
        (Phase::ChooseActive, "choose_active"),
        (Phase::Roll, "roll"),
        (Phase::Action, "action"),
        (Phase::End, "end"),
        (Phase::GameOver, "game_over"),
    ];
    for (p, n) in names {
        assert_eq!(p.name(), n);
    }
    assert_eq!(Outcome::Win(P2).winner(), Some(P2));
    assert_eq!(Outcome::Draw.winner(), None);
    assert_eq!(Outcome::Draw.reward(P1), 0.0);
    assert_eq!(Outcome::BothLose.reward(P2), -1.0);
    assert_eq!(P1.and_other(), [P1, P2]);
    assert_eq!(P2.and_other(), [P2, P1]);
    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .set("round", serde_json::json!(3))
    .build()
    .state;
    assert_eq!(s.globals().round, 3);
    assert_eq!(Reaction::Overloaded.to_string(), "Overloaded");
    assert!(Reaction::Overloaded.involves(Element::Electro));
    assert!(Reaction::Superconduct.involves(Element::Cryo));
    assert!(!Reaction::Superconduct.involves(Element::Pyro));
    assert!(Reaction::Swirl(Element::Hydro).involves(Element::Anemo));
    assert!(Reaction::Swirl(Element::Hydro).involves(Element::Hydro));
    assert!(!Reaction::Swirl(Element::Hydro).involves(Element::Pyro));
}

#[test]
fn inline_lists_keep_their_capacity() {
    let mut v: InlineVec<u8, 2> = InlineVec::new();
    assert_eq!(v.pop(), None);
    v.push(1).unwrap();
    v.push(2).unwrap();
    assert_eq!(v.push(3), Err(Full));
    assert_eq!(v.insert(0, 9), Err(Full));
    assert_eq!(format!("{v:?}"), "[1, 2]");
    let doubled: Vec<u8> = (&v).into_iter().map(|x| x * 2).collect();
    assert_eq!(doubled, [2, 4]);
    let collected: InlineVec<u8, 2> = [7, 8, 9].into_iter().collect();
    assert_eq!(collected.as_slice(), [7, 8], "the rest is dropped");
    let e = serde_json::from_str::<InlineVec<u8, 2>>("[1, 2, 3]").unwrap_err();
    assert!(
        e.to_string().starts_with("more than 2 items in a list"),
        "{e}"
    );
    let e = serde_json::from_str::<InlineVec<u8, 2>>("7").unwrap_err();
    assert!(e.to_string().contains("a list of at most 2 items"), "{e}");
}

#[test]
fn the_generator_is_uniform_below_any_bound() {
    // A bound just above 2^31 rejects about half of the raw draws (Lemire's method).
    let n = 0x8000_0001;
    let mut rng = Rng::new(11);
    let mut high = 0;
    for _ in 0..2000 {
        let x = rng.below(n);
        assert!(x < n);
        high += (x >= n / 2) as u32;
    }
    assert!((900..1100).contains(&high), "{high}");
    // A fork is a new stream, independent of the continuation.
    let mut a = Rng::new(1);
    let mut f = a.fork();
    assert_ne!(f.next_u64(), a.next_u64());
}

#[test]
fn dice_add_pay_and_print() {
    let mut d = Dice::EMPTY;
    assert!(d.add_one(Die::Omni, 2));
    assert!(d.add_one(Die::Pyro, 2));
    assert!(!d.add_one(Die::Pyro, 2), "at the cap");
    assert_eq!(Die::Omni.tie_order(), 7, "Omni after every element");
    assert_eq!(d.to_string(), "Omni×1 Pyro×1");
    assert_eq!(Dice::EMPTY.to_string(), "none");
    // Three Cryo dice from one Pyro and one Omni: not payable.
    let cost = invokation::facts::Cost {
        element: Some(Element::Cryo),
        matching: 3,
        ..Default::default()
    };
    let s = setup(
        ["Ganyu", "Xingqiu", "Noelle"],
        ["Diluc", "Fischl", "Sucrose"],
    )
    .dice(P1, &[("Pyro", 1), ("Omni", 1)])
    .build()
    .state;
    assert_eq!(s.auto_dice(P1, &cost, None), None);
    let same = invokation::facts::Cost {
        same: 3,
        ..Default::default()
    };
    assert_eq!(s.auto_dice(P1, &same, None), None);
}
