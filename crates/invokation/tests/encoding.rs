//! Encodings for learning: the observation hides what the viewer cannot see, the choice
//! environment plays whole games through the fixed action space.

use invokation::encode::{NUM_DISTINCT_ACTIONS, OBS_SIZE};
use invokation::env::{ChoiceEnv, StepError};
use invokation::{GameConfig, GameState, Player, Rng};

fn new_env(seed: u64) -> ChoiceEnv {
    let (a, b) = (
        invokation::builtin_deck("frost-and-rain").unwrap(),
        invokation::builtin_deck("storm-and-fire").unwrap(),
    );
    ChoiceEnv::new(
        GameState::new(GameConfig::default(), [&a, &b]).unwrap(),
        seed,
    )
}

#[test]
fn random_games_through_the_action_space_end() {
    for seed in 0..30 {
        let mut env = new_env(seed);
        let mut rng = Rng::new(seed);
        let mut steps = 0;
        while !env.is_terminal() {
            let ids = env.legal_ids();
            assert!(!ids.is_empty());
            let mask = env.mask();
            for (id, &legal) in mask.iter().enumerate() {
                assert_eq!(legal, ids.contains(&id), "mask and legal ids agree");
            }
            // An illegal id is refused and changes nothing.
            if let Some(bad) = (0..NUM_DISTINCT_ACTIONS).find(|i| !mask[*i]) {
                let before = env.state().hash();
                assert_eq!(env.step(bad), Err(StepError::Illegal(bad)));
                assert_eq!(env.state().hash(), before);
            }
            let id = ids[rng.index(ids.len())];
            env.step(id).unwrap();
            steps += 1;
            assert!(steps < 50_000);
        }
        let r = env.returns();
        assert!(r.iter().all(|x| [-1.0, 0.0, 1.0].contains(x)));
        assert_eq!(env.step(0), Err(StepError::GameOver));
    }
}

#[test]
fn observations_hide_what_the_viewer_cannot_see() {
    let mut rng = Rng::new(3);
    for seed in 0..10 {
        let mut env = new_env(seed);
        while !env.is_terminal() {
            for viewer in Player::ALL {
                let s = env.state();
                let d = s.determinize(viewer, &mut rng);
                let a = s.observation_tensor(viewer);
                let b = d.observation_tensor(viewer);
                assert_eq!(a, b, "hidden parts do not change the observation");
                assert_eq!(a.len(), OBS_SIZE);
                assert!(a.iter().all(|x| x.is_finite()));
            }
            let id = env.random_id(&mut rng).unwrap();
            env.step(id).unwrap();
        }
    }
}

#[test]
fn both_seats_see_the_same_layout_from_their_side() {
    let env = new_env(1);
    let s = env.state();
    let p1 = s.observation_tensor(Player::P1);
    let p2 = s.observation_tensor(Player::P2);
    // Each sees its own characters first: P1's first character is Ganyu (12 HP), P2's Diluc (10).
    let hp_at = invokation::encode::GLOBALS + 2;
    assert_eq!(p1[hp_at], 1.2);
    assert_eq!(p2[hp_at], 1.0);
}

/// Every built-in 30-card deck is legal at the newest version; the decks of the characters
/// first released in 3.3 … 3.8 and in 4.0 … 4.4 have the share codes the README gives.
#[test]
fn builtin_decks_are_legal_and_have_their_share_codes() {
    let v = invokation::Version::LATEST;
    for (name, deck) in invokation::builtin_decks() {
        if deck.cards.is_empty() {
            continue; // characters only
        }
        deck.check_rules(v)
            .unwrap_or_else(|e| panic!("{name} is not legal: {e}"));
    }
    for (name, code) in [
        (
            "frozen-tide",
            "ACBQwgcLADDgs0EMBDAQ9EMPBEAw9koPCmBg86YQCtFQDZAQCeEADooQDZDw/d8PDIAA",
        ),
        (
            "thunder-and-wind",
            "AlAA5SEOAmCAwlwMBSDAtl0PBUDQ9GQPCIDQ+I0PB1GwDZEQCtGwDKsRChDQ8p4QDrAA",
        ),
        (
            "wind-and-leaves",
            "AiCRwhoMEZDA1GUMBhBR9CMPEkAx9iUPEmBR8y8PEjDx+CwPCoHQDbIQDtGADugQDLAA",
        ),
        (
            "frost-core",
            "FSESxBgMFDHytEYQFUFS9SEQE2EC90QQCoEy+S8QCzFR9qYRDtLxDuARD+IBCsMRDcEB",
        ),
        (
            "fontaine-rain",
            "FiDBwk8MFCHhZXUVF5BR9FMPFUAx+FIPFYBh9lYPFzDR9YIZGGEhaYEWGJGRDYkQDtAA",
        ),
        (
            "frost-and-thunder",
            "GyABwmsYFWHBhbMPG0Ax9HQPF2BB9moPF4DR+FYPGDAB9ZMZGWExiIEQDdHwDd8QDOAA",
        ),
    ] {
        let deck = invokation::builtin_deck(name).unwrap();
        assert_eq!(deck.cards.len(), 30, "{name}");
        assert_eq!(
            invokation::sharecode::encode(&deck, v).unwrap(),
            code,
            "{name}"
        );
        let readme = include_str!("../../../README.md");
        assert!(readme.contains(code), "README gives {name}'s share code");
    }
}
