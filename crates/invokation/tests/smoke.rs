use invokation::*;

#[test]
fn random_games_finish() {
    let a = builtin_deck("frost-and-rain").unwrap();
    let b = builtin_deck("storm-and-fire").unwrap();
    for seed in 0..200 {
        let mut state = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
        let mut rng = Rng::new(seed);
        let mut n = 0;
        loop {
            state.resolve_chance(&mut rng);
            if let Pending::GameOver(o) = state.pending() {
                if seed < 5 {
                    println!("seed {seed}: {o:?} round {} decisions {n}", state.round());
                }
                break;
            }
            let actions = state.legal_actions();
            assert!(!actions.is_empty());
            let a = actions[rng.index(actions.len())];
            state.apply_action(a).unwrap();
            assert_eq!(state.hash(), state.hash_from_scratch());
            n += 1;
            assert!(n < 5000);
        }
    }
}
