//! Property tests over random games (proptest; `PROPTEST_CASES` raises the number of games
//! outside CI, the default keeps CI fast).

mod common;

use invokation::{check, GameConfig, GameState, Rng};
use proptest::prelude::*;

/// Plays the random game of `seed` (decks of every implemented card, one game in four
/// all-Omni), checking every invariant of `invokation::check` at every step, as
/// `invokation soak` does. Returns the final state.
fn play_checked(seed: u64) -> GameState {
    let (config, decks) = check::random_setup(seed);
    let mut actions = Vec::new();
    match check::play(config, [&decks[0], &decks[1]], seed, &mut actions) {
        Ok(end) => end.state,
        Err(v) => panic!("seed {seed}: {v}"),
    }
}

proptest! {
    #![proptest_config(common::proptest_config(64))]

    /// Random games end, keep every invariant, list only legal actions and reject the rest.
    #[test]
    fn random_games_keep_invariants(seed in any::<u64>()) {
        let s = play_checked(seed);
        prop_assert!(s.outcome().is_some());
    }

    /// Same seed and same decisions give the same game, bit for bit.
    #[test]
    fn same_seed_same_game(seed in any::<u64>()) {
        let a = play_checked(seed);
        let b = play_checked(seed);
        prop_assert_eq!(a, b);
        prop_assert_eq!(a.hash(), b.hash());
    }

    /// A state survives a JSON round trip, hash included.
    #[test]
    fn serde_round_trip(seed in any::<u64>(), cut in 0usize..400) {
        let mut rng = Rng::new(seed);
        let (a, b) = (
        invokation::builtin_deck("frost-and-rain").unwrap(),
        invokation::builtin_deck("storm-and-fire").unwrap(),
    );
        let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
        for _ in 0..cut {
            s.resolve_chance(&mut rng);
            if s.is_over() { break; }
            let legal = s.legal_actions();
            s.apply_action(legal[rng.index(legal.len())]).unwrap();
        }
        let json = serde_json::to_string(&s).unwrap();
        let back: GameState = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, s);
        prop_assert_eq!(back.hash(), s.hash());
    }
}
