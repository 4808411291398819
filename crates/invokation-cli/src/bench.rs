//! `invokation bench`: random self-play throughput, clone time, state size.

use crate::selfplay::play_random;
use crate::{config_for, load_deck, Fail};
use invokation::{GameState, Pending, Rng};
use std::hint::black_box;
use std::time::Instant;

/// Arguments of `bench`.
#[derive(clap::Args)]
pub struct Args {
    /// Seconds of self-play to measure.
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
    /// Deck of player 1.
    #[arg(long, default_value = "frost-and-rain")]
    deck_a: String,
    /// Deck of player 2.
    #[arg(long, default_value = "storm-and-fire")]
    deck_b: String,
    /// Seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: Args) -> Result<(), Fail> {
    if !(args.seconds > 0.0 && args.seconds.is_finite()) {
        return Err(Fail("--seconds must be a positive number".into()));
    }
    let config = config_for(None, false)?;
    let a = load_deck(&args.deck_a)?;
    let b = load_deck(&args.deck_b)?;
    let start = GameState::new(config, [&a, &b])?;

    // Self-play throughput on this thread.
    let mut rng = Rng::new(args.seed);
    let mut buf = Vec::with_capacity(64);
    let (mut games, mut decisions, mut chance) = (0u64, 0u64, 0u64);
    let t0 = Instant::now();
    while t0.elapsed().as_secs_f64() < args.seconds {
        for _ in 0..16 {
            let mut state = start;
            let (d, c) = play_random(&mut state, &mut rng, &mut buf);
            decisions += d;
            chance += c;
            games += 1;
        }
    }
    let secs = t0.elapsed().as_secs_f64();

    // A mid-game state to clone: play a game until round 3's Action Phase.
    let mut mid = start;
    let mut rng = Rng::new(args.seed ^ 0x5eed);
    loop {
        match mid.pending() {
            Pending::GameOver(_) => break,
            Pending::Chance(r) => mid.apply_chance(r.sample(&mid, &mut rng)).unwrap(),
            Pending::Decision { .. } if mid.round() >= 3 => break,
            Pending::Decision { .. } => {
                mid.legal_actions_into(&mut buf);
                let act = buf[rng.index(buf.len())];
                mid.apply_action(act).unwrap();
            }
        }
    }
    let clones = 5_000_000u64;
    let t1 = Instant::now();
    for _ in 0..clones {
        #[allow(clippy::clone_on_copy)]
        let mut dst = black_box(&mid).clone();
        black_box(&mut dst);
    }
    let clone_ns = t1.elapsed().as_nanos() as f64 / clones as f64;

    // Encoding an observation.
    let viewer = mid.deciding().next().unwrap_or(invokation::Player::P1);
    let encodes = 200_000u64;
    let mut obs = [0f32; invokation::encode::OBS_SIZE];
    let t2 = Instant::now();
    for _ in 0..encodes {
        black_box(&mid).observation_into(viewer, None, &mut obs);
        black_box(&obs);
    }
    let encode_ns = t2.elapsed().as_nanos() as f64 / encodes as f64;

    // MCTS iterations per second from the same position.
    let mcts_ips = match invokation_ai::Decision::new(&mid, viewer) {
        Some(d) => {
            let agent = invokation_ai::MctsAgent::with_iterations(2000);
            let mut rng = Rng::new(args.seed);
            let t3 = Instant::now();
            black_box(agent.search(&d, &mut rng));
            2000.0 / t3.elapsed().as_secs_f64()
        }
        None => 0.0,
    };

    let size = std::mem::size_of::<GameState>();
    let games_s = games as f64 / secs;
    let decisions_s = decisions as f64 / secs;
    let steps_s = (decisions + chance) as f64 / secs;
    if args.json {
        println!(
            "{}",
            serde_json::json!({
                "games_per_s": games_s,
                "decisions_per_s": decisions_s,
                "steps_per_s": steps_s,
                "clone_ns": clone_ns,
                "encode_ns": encode_ns,
                "mcts_iterations_per_s": mcts_ips,
                "state_bytes": size,
                "games": games,
                "seconds": secs,
            })
        );
    } else {
        println!("random self-play, one thread, {secs:.1}s, {games} games");
        println!("  games/s        {games_s:>12.0}");
        println!("  decisions/s    {decisions_s:>12.0}");
        println!("  engine steps/s {steps_s:>12.0}   (decisions + chance outcomes)");
        println!("  clone          {clone_ns:>12.1} ns");
        println!(
            "  observation    {encode_ns:>12.1} ns   (one encoding, {} floats)",
            invokation::encode::OBS_SIZE
        );
        println!(
            "  MCTS           {mcts_ips:>12.0} iterations/s   (one decision, 2,000 iterations)"
        );
        println!("  GameState      {size:>12} bytes");
    }
    Ok(())
}
