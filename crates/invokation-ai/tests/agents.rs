//! Agent sanity: legal choices, lethal moves found, no use of hidden facts.

use invokation::scenario::Scenario;
use invokation::{builtin_deck, Action, GameConfig, GameState, Outcome, Player, Rng};
use invokation_ai::{agent_by_name, Agent, Decision, GreedyAgent, MctsAgent, RandomAgent};
use serde_json::json;

/// Player 1's Diluc (with Ganyu and Xingqiu, `dice` Omni dice and `hand`) against player
/// 2's last character, Fischl (`fischl`: HP and aura).
fn diluc_against_fischl(dice: u8, hand: &[&str], fischl: serde_json::Value) -> GameState {
    let mut fischl_json = json!({"name": "Fischl"});
    fischl_json
        .as_object_mut()
        .unwrap()
        .extend(fischl.as_object().unwrap().clone());
    let scenario: Scenario = serde_json::from_value(json!({
        "seed": 3,
        "players": [
            {
                "characters": [{"name": "Diluc"}, {"name": "Ganyu"}, {"name": "Xingqiu"}],
                "dice": {"Omni": dice},
                "hand": hand,
                "deck": ["Katheryne", "Timmie", "Send Off"]
            },
            {
                "characters": [fischl_json, {"name": "Noelle", "hp": 0}, {"name": "Sucrose", "hp": 0}],
                "dice": {"Omni": 8},
                "hand": ["Paimon", "Sweet Madame"]
            }
        ]
    }))
    .unwrap();
    scenario.build().unwrap()
}

/// Fischl has a Hydro aura and 4 HP. Diluc kills her only with Searing Onslaught (3 Pyro,
/// +1 from Vaporize); his Normal Attack deals 2 Physical. Player 1 also has cards to play
/// and characters to switch to.
fn lethal_position() -> GameState {
    diluc_against_fischl(
        8,
        &["Paimon", "Sweet Madame", "Liben", "Strategize"],
        json!({"hp": 4, "aura": ["Hydro"]}),
    )
}

fn is_searing_onslaught(a: &Action) -> bool {
    matches!(a, Action::Skill { skill: 1, .. })
}

#[test]
fn the_lethal_position_has_one_winning_move() {
    let s = lethal_position();
    let actions = s.legal_actions();
    assert!(actions.len() >= 8, "a real choice: {actions:?}");
    let winning: Vec<_> = actions
        .iter()
        .filter(|&&a| {
            let mut t = s;
            t.apply_action(a).unwrap();
            t.outcome() == Some(Outcome::Win(Player::P1))
        })
        .collect();
    assert!(!winning.is_empty());
    assert!(
        winning.iter().all(|a| is_searing_onslaught(a)),
        "{winning:?}"
    );
}

#[test]
fn mcts_finds_the_lethal_move() {
    let s = lethal_position();
    for seed in 0..10 {
        let d = Decision::new(&s, Player::P1).unwrap();
        let a = MctsAgent::with_iterations(300).decide(&d, &mut Rng::new(seed));
        assert!(is_searing_onslaught(&a), "seed {seed}: {a:?}");
    }
}

#[test]
fn greedy_finds_the_lethal_move() {
    let s = lethal_position();
    for seed in 0..10 {
        let d = Decision::new(&s, Player::P1).unwrap();
        let a = GreedyAgent::default().decide(&d, &mut Rng::new(seed));
        assert!(is_searing_onslaught(&a), "seed {seed}: {a:?}");
    }
}

/// Fischl has 6 HP. Diluc's Searing Onslaught deals 3; with Wolf's Gravestone equipped
/// first it deals 3 + 1 + 2 (target at 6 HP or less) = 6. With 6 dice that is the only way
/// to win this turn: Strategize or Paimon first leaves too few dice for both.
fn two_move_lethal_position() -> GameState {
    diluc_against_fischl(
        6,
        &["Strategize", "Paimon", "Wolf's Gravestone", "Sweet Madame"],
        json!({"hp": 6}),
    )
}

#[test]
fn mcts_plays_a_two_move_lethal() {
    for seed in 0..5 {
        let mut s = two_move_lethal_position();
        let mut rng = Rng::new(seed);
        let mut moves = Vec::new();
        while let Some(d) = Decision::new(&s, Player::P1) {
            let a = MctsAgent::with_iterations(1000).decide(&d, &mut rng);
            moves.push(a);
            s.apply_action(a).unwrap();
            s.resolve_chance(&mut rng);
        }
        assert_eq!(
            s.outcome(),
            Some(Outcome::Win(Player::P1)),
            "seed {seed}: {moves:?}"
        );
    }
}

/// Positions from a game between the built-in 30-card decks, at decisions.
fn positions(seed: u64, n: usize) -> Vec<GameState> {
    let a = builtin_deck("icy-rain").unwrap();
    let b = builtin_deck("fire-and-thunder").unwrap();
    let mut s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
    let mut rng = Rng::new(seed);
    let mut buf = Vec::new();
    let mut out = Vec::new();
    while out.len() < n {
        s.resolve_chance(&mut rng);
        if s.is_over() {
            break;
        }
        out.push(s);
        let a = s.sample_legal_action(&mut rng, &mut buf).unwrap();
        s.apply_action(a).unwrap();
    }
    out
}

/// An agent's choice does not change when only what the deciding player cannot see
/// changes (the opponent's hand and dice, the order of the piles).
#[test]
fn agents_do_not_read_hidden_facts() {
    let mut agents: Vec<Box<dyn Agent>> = vec![
        Box::new(RandomAgent),
        Box::new(GreedyAgent::default()),
        Box::new(MctsAgent::with_iterations(40)),
    ];
    let mut rng = Rng::new(9);
    for s in positions(5, 60).into_iter().step_by(3) {
        let p = s.deciding().next().unwrap();
        let t = s.determinize(p, &mut rng);
        assert_ne!(s.hash(), t.hash(), "the hidden parts differ");
        for agent in &mut agents {
            let seed = rng.next_u64();
            let a = agent.decide(&Decision::new(&s, p).unwrap(), &mut Rng::new(seed));
            let b = agent.decide(&Decision::new(&t, p).unwrap(), &mut Rng::new(seed));
            assert_eq!(a, b, "{} at round {}", agent.name(), s.round());
            assert!(s.legal_actions().contains(&a));
        }
    }
}

#[test]
fn agents_play_whole_games_with_legal_moves() {
    let a = builtin_deck("icy-rain").unwrap();
    let b = builtin_deck("fire-and-thunder").unwrap();
    for (i, (x, y)) in [("random", "greedy"), ("mcts:30", "random")]
        .into_iter()
        .enumerate()
    {
        let mut agents = [agent_by_name(x).unwrap(), agent_by_name(y).unwrap()];
        let s = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
        let end = invokation_ai::play(s, &mut agents, &mut Rng::new(i as u64));
        assert!(end.is_over());
        assert!(end.round() <= 15);
    }
}

#[test]
fn agent_names() {
    assert_eq!(agent_by_name("MCTS:200").unwrap().name(), "mcts(200)");
    assert_eq!(agent_by_name("greedy").unwrap().name(), "greedy");
    for bad in ["mcts:0", "mcts:x", "alphazero", ""] {
        let e = agent_by_name(bad).err().unwrap();
        assert!(e.contains("unknown agent"), "{e}");
    }
}
