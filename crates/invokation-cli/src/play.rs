//! `invokation play`: a game in the terminal against an agent.
//!
//! Each decision is built through numbered choices (the action generator). Type a number,
//! or an action in the notation without the player (`skill Elemental Skill`, `end`), or
//! `help`, `undo` (back to your previous decision) or `quit`. Reads standard input, so a
//! game can be piped in.

use crate::render;
use crate::replay::{agent_rng, Replay};
use crate::selfplay::outcome_name;
use crate::{config_for, load_deck_or_code, Fail};
use invokation::action::generator::{ActionBuilder, ActionKind, Choice};
use invokation::notation::{format_action, parse_action};
use invokation::{Action, DecisionKind, Dice, GameState, Player, Rng, Target};
use invokation_ai::{agent_by_name, Decision};
use std::io::{BufRead, Write};

/// Arguments of `play`.
#[derive(clap::Args)]
pub struct Args {
    /// Your deck: a built-in deck name, a deck file or a share code.
    #[arg(long, default_value = "icy-rain")]
    deck: String,
    /// The opponent's deck.
    #[arg(long, default_value = "fire-and-thunder")]
    opponent_deck: String,
    /// The opponent: random, greedy, mcts, mcts:ITERATIONS.
    #[arg(long, default_value = "greedy")]
    opponent: String,
    /// Your seat: 1 (first in round 1) or 2.
    #[arg(long, default_value_t = 1)]
    seat: u8,
    /// Seed of the game.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Write the replay of the game to this file.
    #[arg(long)]
    record: Option<String>,
}

const HELP: &str = "\
Type the number of a choice, or an action in the notation without the player
(e.g. `skill Elemental Skill`, `switch 2`, `tune Paimon`, `end`). Commands:
  help    this text
  board   show the board again
  undo    go back to your previous decision
  quit    leave the game";

fn describe(state: &GameState, p: Player, c: &Choice, kind: DecisionKind) -> String {
    let ch = |i: u8| state.character(p, i as usize).id.name().to_string();
    match *c {
        Choice::Kind(k) => match k {
            ActionKind::Skill => "use a skill".into(),
            ActionKind::Switch => "switch character".into(),
            ActionKind::Play => "play a card".into(),
            ActionKind::Tune => "elemental tuning".into(),
            ActionKind::Technique => "use the Technique".into(),
            ActionKind::EndRound => "declare round end".into(),
        },
        Choice::Skill(s) => {
            let f = state.skill_facts(p, state.active(p), s as usize);
            let cost = state
                .skill_cost(p, s as usize)
                .map(|c| c.dice())
                .unwrap_or(0);
            format!("{} ({:?}, {cost} dice)", f.name, f.kind)
        }
        Choice::Character(i) => ch(i),
        Choice::Card(card) => match kind {
            DecisionKind::Redraw => format!("redraw {card}"),
            _ => card.name().to_string(),
        },
        Choice::Target(t) => match t {
            Target::None => "no target".into(),
            Target::Own(i) => format!("your {}", ch(i)),
            Target::Opponent(i) => {
                format!("opponent's {}", state.character(p.other(), i as usize).id)
            }
            Target::Summon(i) => format!("summon {}", i + 1),
            Target::Support(i) => format!("replace support {}", i + 1),
            Target::Pair(a, b) => format!("from your {} to your {}", ch(a), ch(b)),
        },
        Choice::Die(d) => match kind {
            DecisionKind::Reroll => format!("reroll one {d} die"),
            _ => format!("pay with one {d} die"),
        },
        Choice::Offered(i) => state
            .pending_offer()
            .and_then(|o| o.items().get(i as usize).copied())
            .map_or_else(|| "?".into(), |o| format!("choose {}", o.name())),
        Choice::AutoPay => "pay automatically".into(),
        Choice::Done => match kind {
            DecisionKind::Reroll => "done: reroll the chosen dice (none: keep all)".into(),
            _ => "done".into(),
        },
    }
}

/// A snapshot to go back to.
#[derive(Clone)]
struct Snapshot {
    state: GameState,
    chance: Rng,
    agent: Rng,
    actions: usize,
}

pub fn run(args: Args) -> Result<(), Fail> {
    let config = config_for(None, false)?;
    let me = match args.seat {
        1 => Player::P1,
        2 => Player::P2,
        n => return Err(Fail(format!("--seat must be 1 or 2, not {n}"))),
    };
    let mine = load_deck_or_code(&args.deck, config.version)?;
    let theirs = load_deck_or_code(&args.opponent_deck, config.version)?;
    let mut opponent = agent_by_name(&args.opponent).map_err(Fail)?;
    let decks = if me == Player::P1 {
        [&mine, &theirs]
    } else {
        [&theirs, &mine]
    };
    let mut state = GameState::new(config, decks)?;
    let mut chance = Rng::new(args.seed);
    let mut agent = agent_rng(args.seed);
    let mut actions: Vec<String> = Vec::new();
    let mut history: Vec<Snapshot> = Vec::new();
    let mut log = Vec::new();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut out = std::io::stdout();
    println!(
        "You are {me}, against {}. Type `help` for help.",
        opponent.name()
    );
    let mut shown = 0;
    loop {
        state.resolve_chance_observed(&mut chance, &mut log);
        for e in &log[shown..] {
            let line = render::event_for(&state, e, Some(me));
            if !line.is_empty() {
                println!("  {line}");
            }
        }
        shown = log.len();
        let Some(p) = state.deciding().next() else {
            break;
        };
        if p != me {
            let d = Decision::new(&state, p).expect("deciding");
            let a = opponent.decide(&d, &mut agent);
            let text = format_action(&state, &a);
            // What the opponent redraws or rerolls stays hidden.
            let first_choice = state.decision_of(p) == Some(DecisionKind::ChooseActive);
            match a {
                Action::Choose { .. } if first_choice => println!("{p} has chosen a character"),
                Action::Redraw { cards, .. } => {
                    println!("{p} redraws {} cards", cards.count_ones())
                }
                Action::Reroll { dice, .. } => println!("{p} rerolls {} dice", dice.total()),
                _ => println!("{}", public_text(&state, &a)),
            }
            actions.push(text);
            state
                .apply_action_observed(a, &mut log)
                .map_err(|e| Fail(e.to_string()))?;
            continue;
        }
        // The human decides, possibly after the opponent's simultaneous decision.
        history.push(Snapshot {
            state,
            chance: chance.clone(),
            agent: agent.clone(),
            actions: actions.len(),
        });
        print!("{}", render::board(&state, me));
        let kind = state.decision_of(me).expect("deciding");
        println!(
            "Your decision: {}.",
            invokation::notation::describe_decision(kind)
        );
        let mut builder = ActionBuilder::new(&state, me).expect("deciding");
        let action: Action = loop {
            let options = builder.options(&state);
            let chosen = builder.chosen_dice();
            if !chosen.is_empty() {
                println!("  (chosen: {chosen})");
            }
            for (i, c) in options.iter().enumerate() {
                println!("  {:>2}. {}", i + 1, describe(&state, me, c, kind));
            }
            print!("> ");
            out.flush().ok();
            let Some(Ok(line)) = lines.next() else {
                println!("\n(end of input)");
                return finish(
                    &state,
                    &args,
                    &actions,
                    decks,
                    [me, me.other()],
                    &opponent.name(),
                );
            };
            let line = line.trim();
            match line {
                "" => continue,
                "help" | "?" => println!("{HELP}"),
                "board" => print!("{}", render::board(&state, me)),
                "quit" | "exit" => {
                    return finish(
                        &state,
                        &args,
                        &actions,
                        decks,
                        [me, me.other()],
                        &opponent.name(),
                    );
                }
                "undo" => {
                    // Back to the previous decision of ours.
                    if history.len() >= 2 {
                        history.pop();
                        let back = history.pop().expect("two snapshots");
                        state = back.state;
                        chance = back.chance;
                        agent = back.agent;
                        actions.truncate(back.actions);
                        shown = log.len();
                        println!("(back to your previous decision)");
                        break Action::EndRound { player: me }; // placeholder, not applied
                    }
                    println!("(nothing to undo)");
                }
                _ => {
                    if let Ok(n) = line.parse::<usize>() {
                        match options.get(n.wrapping_sub(1)) {
                            Some(&c) => match builder.choose(&state, c) {
                                Ok(Some(a)) => break a,
                                Ok(None) => {}
                                Err(e) => println!("{e}"),
                            },
                            None => println!("no choice {n}"),
                        }
                    } else {
                        match parse_action(&state, &format!("{me} {line}")) {
                            Ok(a) if state.is_legal(&a) => break a,
                            Ok(a) => {
                                println!("illegal: {}", state.clone().apply_action(a).unwrap_err())
                            }
                            Err(e) => println!("{e}"),
                        }
                    }
                }
            }
        };
        if history.last().is_some_and(|h| h.state != state) {
            // `undo` restored an earlier state: decide again there.
            continue;
        }
        let text = format_action(&state, &action);
        println!("{text}");
        actions.push(text);
        state
            .apply_action_observed(action, &mut log)
            .map_err(|e| Fail(e.to_string()))?;
    }
    finish(
        &state,
        &args,
        &actions,
        decks,
        [me, me.other()],
        &opponent.name(),
    )
}

fn finish(
    state: &GameState,
    args: &Args,
    actions: &[String],
    decks: [&invokation::Deck; 2],
    seats: [Player; 2],
    opponent: &str,
) -> Result<(), Fail> {
    match state.outcome() {
        Some(o) => {
            let verdict = match o.winner() {
                Some(w) if w == seats[0] => "you win",
                Some(_) => "you lose",
                None => "nobody wins",
            };
            println!(
                "Game over after round {}: {} ({verdict}).",
                state.round(),
                outcome_name(o)
            );
        }
        None => println!("Game left unfinished in round {}.", state.round()),
    }
    if let Some(path) = &args.record {
        let mut players = [String::new(), String::new()];
        players[seats[0].index()] = "human".into();
        players[seats[1].index()] = opponent.to_string();
        let replay = Replay {
            version: state.version().to_string(),
            config: *state.config(),
            decks: [decks[0], decks[1]].map(|d| d.to_text().lines().map(String::from).collect()),
            seed: args.seed,
            players,
            actions: actions.to_vec(),
            result: state.outcome().map(|o| outcome_name(o).to_string()),
            chance: None,
        };
        std::fs::write(path, serde_json::to_string_pretty(&replay)?)
            .map_err(|e| Fail(format!("cannot write {path}: {e}")))?;
        println!("Replay written to {path}.");
    }
    Ok(())
}

/// An opponent's action as the table shows it: the dice it pays stay hidden (only their
/// number shows), as does the die spent on Elemental Tuning.
fn public_text(state: &GameState, a: &Action) -> String {
    let mut shown = *a;
    let paid = match &mut shown {
        Action::Skill { dice, .. }
        | Action::Switch { dice, .. }
        | Action::Play { dice, .. }
        | Action::Technique { dice, .. } => std::mem::replace(dice, Dice::EMPTY).total(),
        Action::Tune { player, card, .. } => return format!("{player} tunes {}", card.name()),
        _ => 0,
    };
    let text = format_action(state, &shown);
    match paid {
        0 => text,
        1 => format!("{text} (1 die)"),
        n => format!("{text} ({n} dice)"),
    }
}
