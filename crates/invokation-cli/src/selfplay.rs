//! `invokation selfplay`: games with uniformly random decisions.

use crate::{config_for, load_deck, Fail};
use invokation::{Action, CharacterId, Deck, GameState, Outcome, Pending, Rng};
use serde::Serialize;

/// Arguments of `selfplay`.
#[derive(clap::Args)]
pub struct Args {
    /// Number of games.
    #[arg(long, default_value_t = 10)]
    games: u64,
    /// Seed; game i uses seed + i.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Deck of player 1: a built-in deck name, a deck file, `random` (three random
    /// implemented characters each game) or `random-cards` (a random legal deck of every
    /// implemented character and action card each game).
    #[arg(long, default_value = "frost-and-rain")]
    deck_a: String,
    /// Deck of player 2: a built-in deck name, a deck file, `random` or `random-cards`.
    #[arg(long, default_value = "storm-and-fire")]
    deck_b: String,
    /// Game version (default: the newest).
    #[arg(long)]
    version: Option<String>,
    /// Every die is Omni.
    #[arg(long)]
    all_omni: bool,
    /// Print JSON: one object per game, then a summary object.
    #[arg(long)]
    json: bool,
    /// Add to each game a digest of the state hash after every step (two runs that print
    /// the same digests played the same games, step for step).
    #[arg(long)]
    digest: bool,
}

/// One finished game.
#[derive(Serialize)]
pub struct GameResult {
    /// The game's seed.
    pub seed: u64,
    /// "p1", "p2", "draw" or "both_lose".
    pub result: &'static str,
    /// Rounds played (the round number when it ended).
    pub rounds: u8,
    /// Decisions taken.
    pub decisions: u64,
    /// Chance outcomes applied.
    pub chance: u64,
    /// Digest of the state hash after every step (with `--digest`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub digest: Option<String>,
}

/// Plays one game with random decisions.
pub fn play_random(state: &mut GameState, rng: &mut Rng, buf: &mut Vec<Action>) -> (u64, u64) {
    play_random_traced(state, rng, buf, |_| {})
}

/// Plays one game with random decisions, calling `step` on the state after every step.
pub fn play_random_traced(
    state: &mut GameState,
    rng: &mut Rng,
    buf: &mut Vec<Action>,
    mut step: impl FnMut(&GameState),
) -> (u64, u64) {
    let mut decisions = 0;
    let mut chance = 0;
    loop {
        step(state);
        match state.pending() {
            Pending::GameOver(_) => return (decisions, chance),
            Pending::Chance(req) => {
                let outcome = req.sample(state, rng);
                state
                    .apply_chance(outcome)
                    .expect("sampled outcomes are valid");
                chance += 1;
            }
            Pending::Decision { .. } => {
                let a = state
                    .sample_legal_action(rng, buf)
                    .expect("someone decides");
                state.apply_action(a).expect("listed actions are legal");
                decisions += 1;
            }
        }
    }
}

/// Three distinct random implemented characters and no action cards.
pub fn random_deck(rng: &mut Rng) -> Deck {
    let mut pool: Vec<CharacterId> = CharacterId::ALL
        .into_iter()
        .filter(|&c| invokation::cards::character_implemented(c) && !invokation::cards::is_form(c))
        .collect();
    rng.shuffle(&mut pool);
    Deck::characters_only([pool[0], pool[1], pool[2]])
}

/// The result name of an outcome.
pub fn outcome_name(o: Outcome) -> &'static str {
    invokation::replay::result_name(o)
}

pub fn run(args: Args) -> Result<(), Fail> {
    let config = config_for(args.version.as_deref(), args.all_omni)?;
    let fixed = |arg: &str| -> Result<Option<Deck>, Fail> {
        if arg == "random" || arg == "random-cards" {
            Ok(None)
        } else {
            load_deck(arg).map(Some)
        }
    };
    let full = |arg: &str| arg == "random-cards";
    let random = |rng: &mut Rng, full: bool| {
        if full {
            Deck::random(rng, config.version)
        } else {
            random_deck(rng)
        }
    };
    let (a, b) = (fixed(&args.deck_a)?, fixed(&args.deck_b)?);
    let mut buf = Vec::new();
    let mut totals = [0u64; 4];
    let mut decisions_total = 0;
    let mut rounds_total = 0u64;
    let t0 = std::time::Instant::now();
    for i in 0..args.games {
        let seed = args.seed.wrapping_add(i);
        let mut rng = Rng::new(seed);
        let deck_a = a
            .clone()
            .unwrap_or_else(|| random(&mut rng, full(&args.deck_a)));
        let deck_b = b
            .clone()
            .unwrap_or_else(|| random(&mut rng, full(&args.deck_b)));
        let mut state = GameState::new(config, [&deck_a, &deck_b])?;
        let mut digest = 0xcbf2_9ce4_8422_2325u64;
        let (decisions, chance) = play_random_traced(&mut state, &mut rng, &mut buf, |s| {
            if args.digest {
                digest = (digest ^ s.hash())
                    .wrapping_mul(0x0100_0000_01b3)
                    .rotate_left(5);
            }
        });
        let outcome = state.outcome().expect("the game is over");
        let result = outcome_name(outcome);
        totals[["p1", "p2", "draw", "both_lose"]
            .iter()
            .position(|r| *r == result)
            .unwrap()] += 1;
        decisions_total += decisions;
        rounds_total += state.round() as u64;
        let g = GameResult {
            seed,
            result,
            rounds: state.round(),
            decisions,
            chance,
            digest: args.digest.then(|| format!("{digest:016x}")),
        };
        if args.json {
            println!("{}", serde_json::to_string(&g)?);
        } else {
            println!(
                "game {i:>4}  seed {seed:<6} result {:<9} rounds {:>2}  decisions {:>4}{}",
                g.result,
                g.rounds,
                g.decisions,
                g.digest
                    .as_ref()
                    .map_or(String::new(), |d| format!("  digest {d}"))
            );
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    let n = args.games.max(1) as f64;
    if args.json {
        let summary = serde_json::json!({
            "games": args.games,
            "p1_wins": totals[0],
            "p2_wins": totals[1],
            "draws": totals[2],
            "both_lose": totals[3],
            "average_rounds": rounds_total as f64 / n,
            "average_decisions": decisions_total as f64 / n,
        });
        println!("{summary}");
    } else {
        println!(
            "{} games: p1 {} / p2 {} / draw {} / both lose {}; {:.1} rounds and {:.1} decisions on average; {:.2}s",
            args.games,
            totals[0],
            totals[1],
            totals[2],
            totals[3],
            rounds_total as f64 / n,
            decisions_total as f64 / n,
            secs
        );
    }
    Ok(())
}
