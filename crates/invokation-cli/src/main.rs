//! `invokation`: the command-line program of the invokation simulator.

mod bench;
mod cards;
mod deck;
mod matches;
mod pipe;
mod play;
mod render;
mod replay;
mod selfplay;
mod serve;
mod soak;

use clap::{Parser, Subcommand};
use invokation::scenario::{Report, Scenario};
use invokation::{builtin_deck, Deck, GameConfig, Version};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "invokation",
    version,
    about = "An exact, fast Genius Invokation TCG simulator"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play games with uniformly random decisions; one line per game and a summary.
    Selfplay(selfplay::Args),
    /// Load a mid-game position from JSON, apply its actions, print the state as JSON.
    Scenario {
        /// The scenario file (see docs/scenario.md); `-` reads standard input.
        file: String,
        /// Also print what happened (one line per event) on standard error.
        #[arg(long)]
        log: bool,
    },
    /// Measure random self-play throughput, clone time and state size.
    Bench(bench::Args),
    /// List every character and action card of a version and whether it is implemented.
    Cards(cards::Args),
    /// Deck share codes and deck checks.
    #[command(subcommand)]
    Deck(deck::Command),
    /// Play a game in the terminal against an agent.
    Play(play::Args),
    /// Play many games between two decks and two agents; print a result table.
    Match(matches::Args),
    /// Re-run a replay file and print what happened.
    Replay(replay::Args),
    /// Play many random games (decks of every implemented card, normal and all-Omni),
    /// checking every invariant at every step; a failing game leaves a replay.
    Soak(soak::Args),
    /// Drive one game by JSON lines on standard input (for the differential tool).
    #[command(hide = true)]
    Pipe(pipe::Args),
    /// Serve the web board: play in the browser, rooms, replays, a deck builder.
    Serve(serve::Args),
}

/// An error to print on one line before exiting with a failure code.
pub struct Fail(String);

impl<E: std::fmt::Display> From<E> for Fail {
    fn from(e: E) -> Self {
        Fail(e.to_string())
    }
}

/// Reads a deck: a built-in deck name, or a file in the text deck format.
pub fn load_deck(arg: &str) -> Result<Deck, Fail> {
    if let Some(d) = builtin_deck(arg) {
        return Ok(d);
    }
    let text = std::fs::read_to_string(arg).map_err(|e| {
        Fail(format!(
            "deck {arg:?} is neither a built-in deck ({}) nor a readable file: {e}",
            invokation::builtin_decks()
                .iter()
                .map(|(n, _)| *n)
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })?;
    Deck::parse_text(&text).map_err(|e| Fail(format!("deck {arg}: {e}")))
}

/// Reads a deck: a built-in deck name, a deck file, or a share code.
pub fn load_deck_or_code(arg: &str, version: Version) -> Result<Deck, Fail> {
    match load_deck(arg) {
        Ok(d) => Ok(d),
        Err(e) => invokation::sharecode::decode(arg, version).map_err(|_| e),
    }
}

/// The game configuration of a version name.
pub fn config_for(version: Option<&str>, all_omni: bool) -> Result<GameConfig, Fail> {
    let mut config = GameConfig::default();
    if let Some(v) = version {
        config.version = Version::parse(v)?;
    }
    config.all_omni = all_omni;
    Ok(config)
}

fn scenario(file: &str, log: bool) -> Result<(), Fail> {
    let text = if file == "-" {
        std::io::read_to_string(std::io::stdin())?
    } else {
        std::fs::read_to_string(file).map_err(|e| Fail(format!("cannot read {file}: {e}")))?
    };
    let scenario: Scenario =
        serde_json::from_str(&text).map_err(|e| Fail(format!("{file}: {e}")))?;
    let run = scenario.run()?;
    if log {
        for event in &run.log {
            eprintln!("{event:?}");
        }
    }
    let report = Report::of(&run.state);
    println!("{}", serde_json::to_string_pretty(&report)?);
    Ok(())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(
                e.kind(),
                ErrorKind::DisplayHelp
                    | ErrorKind::DisplayVersion
                    | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            ) {
                let _ = e.print();
                return if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                    ExitCode::from(2)
                } else {
                    ExitCode::SUCCESS
                };
            }
            // One line, naming the problem (clap's own text, without the usage).
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("invalid arguments");
            eprintln!("{first} (see --help)");
            return ExitCode::from(2);
        }
    };
    let result = match cli.command {
        Command::Selfplay(args) => selfplay::run(args),
        Command::Scenario { file, log } => scenario(&file, log),
        Command::Bench(args) => bench::run(args),
        Command::Cards(args) => cards::run(args),
        Command::Deck(cmd) => deck::run(cmd),
        Command::Play(args) => play::run(args),
        Command::Match(args) => matches::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Soak(args) => soak::run(args),
        Command::Pipe(args) => pipe::run(args),
        Command::Serve(args) => serve::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Fail(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}
