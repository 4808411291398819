//! Plays agents against each other on the built-in decks, alternating seats:
//! `cargo run --release -p invokation-ai --example duel -- mcts:1000 random 20`.

use invokation::{builtin_deck, GameConfig, GameState, Outcome, Player, Rng};
use invokation_ai::{agent_by_name, play};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (a, b) = (
        args.get(1).map_or("mcts", |s| s),
        args.get(2).map_or("random", |s| s),
    );
    let games: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(20);
    let decks = [
        builtin_deck("frost-and-rain").unwrap(),
        builtin_deck("storm-and-fire").unwrap(),
    ];
    let mut score = 0.0;
    let t = std::time::Instant::now();
    for g in 0..games {
        // Alternate seats and decks.
        let swap = g % 2 == 1;
        let mut agents = [agent_by_name(a).unwrap(), agent_by_name(b).unwrap()];
        if swap {
            agents.swap(0, 1);
        }
        let d = if (g / 2) % 2 == 0 {
            [&decks[0], &decks[1]]
        } else {
            [&decks[1], &decks[0]]
        };
        let s = GameState::new(GameConfig::default(), d).unwrap();
        let mut rng = Rng::new(g);
        let end = play(s, &mut agents, &mut rng);
        let me = if swap { Player::P2 } else { Player::P1 };
        let r = match end.outcome().unwrap() {
            Outcome::Win(p) if p == me => 1.0,
            Outcome::Draw => 0.5,
            _ => 0.0,
        };
        score += r;
        println!(
            "game {g}: {:?} (A as {me}) rounds {}",
            end.outcome().unwrap(),
            end.round()
        );
    }
    println!(
        "{a} vs {b}: {score}/{games} in {:.1}s",
        t.elapsed().as_secs_f64()
    );
}
