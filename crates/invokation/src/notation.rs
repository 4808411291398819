//! The action notation shared by scenarios, replays and the terminal UI.
//!
//! One action per line, words separated by spaces, case-insensitive:
//!
//! | notation | action |
//! |---|---|
//! | `p1 skill Elemental Skill` | use a skill: its kind (`Normal Attack`, `Elemental Skill`, `Elemental Burst`), its name, or its 1-based position |
//! | `p2 switch 2` | switch to character 2 (1-based position, or its name) |
//! | `p1 play Sweet Madame target 1` | play a card, with an optional target (`target 2`, `target opponent 1`, `target summon 1`, `target support 1`) |
//! | `p1 tune Paimon` | Elemental Tuning of that card; the die is chosen as the game does, or named: `p1 tune Paimon Pyro` |
//! | `p1 technique` | use the active character's Technique, with a target when it takes one (`target summon 1`) |
//! | `p1 end` | declare round end |
//! | `p2 choose 3` | choose the active character (first one, or after a defeat) |
//! | `p1 reroll` / `p1 reroll Pyro Cryo` | keep all dice / reroll those dice |
//! | `p1 redraw` / `p1 redraw Paimon` | keep the hand / redraw those cards |
//! | `p1 select Liben` / `p1 select 2` | choose one of the things offered (its name, or its 1-based position in the offer) |
//!
//! Skill, switch, play and technique take an optional payment at the end, `dice Omni Pyro Pyro` (or
//! `dice 2*Pyro Omni`); without it the dice are paid automatically.

use crate::action::{Action, Target};
use crate::command::DecisionKind;
use crate::dice::{Dice, Die};
use crate::facts::{CardId, Cost, SkillKind};
use crate::player::Player;
use crate::state::GameState;
use std::fmt;

/// Why a line of notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError(pub String);

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NotationError {}

fn err<T>(msg: impl Into<String>) -> Result<T, NotationError> {
    Err(NotationError(msg.into()))
}

/// Parses dice words: face names, each optionally prefixed by a count (`2*Pyro`, `2xPyro`).
pub fn parse_dice(words: &[&str]) -> Result<Dice, NotationError> {
    let mut d = Dice::EMPTY;
    for w in words {
        let (n, face) = match w.split_once(['*', 'x', '×']) {
            Some((n, f)) if n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty() => (
                n.parse::<u8>()
                    .map_err(|_| NotationError(format!("bad count in {w:?}")))?,
                f,
            ),
            _ => (1, *w),
        };
        let Some(face) = Die::parse(face) else {
            return err(format!("unknown die {face:?} (expected Omni, Cryo, Hydro, Pyro, Electro, Anemo, Geo or Dendro)"));
        };
        d.0[face.index()] = d.0[face.index()].saturating_add(n);
    }
    Ok(d)
}

/// Finds a card in `p`'s hand by name or id.
fn hand_card(state: &GameState, p: Player, name: &str) -> Result<CardId, NotationError> {
    let card = CardId::from_name(name).map_err(|e| NotationError(e.to_string()))?;
    if !state.player(p).hand.contains(&card) {
        return err(format!("{card} is not in {p}'s hand"));
    }
    Ok(card)
}

/// A character position: 1-based number or name.
fn character_pos(state: &GameState, p: Player, word: &str) -> Result<u8, NotationError> {
    if let Ok(n) = word.parse::<usize>() {
        if (1..=3).contains(&n) {
            return Ok(n as u8 - 1);
        }
        return err(format!("character position {n} is not 1, 2 or 3"));
    }
    state
        .player(p)
        .characters
        .iter()
        .position(|c| c.id.name().eq_ignore_ascii_case(word))
        .map(|i| i as u8)
        .ok_or_else(|| NotationError(format!("{p} has no character named {word:?}")))
}

/// Splits off a trailing `dice ...` payment.
/// Splits the words of an action at its `dice` keyword: the last `dice` with words after it
/// (a name may contain "Dice" too: Yelan's Depth-Clarion Dice).
fn split_dice<'a>(words: &'a [&'a str]) -> Result<(&'a [&'a str], Option<Dice>), NotationError> {
    let before_last = &words[..words.len().saturating_sub(1)];
    match before_last
        .iter()
        .rposition(|w| w.eq_ignore_ascii_case("dice"))
    {
        Some(i) => Ok((&words[..i], Some(parse_dice(&words[i + 1..])?))),
        None => Ok((words, None)),
    }
}

fn pay(
    state: &GameState,
    p: Player,
    cost: Cost,
    toward: Option<usize>,
    explicit: Option<Dice>,
) -> Result<Dice, NotationError> {
    match explicit {
        Some(d) => Ok(d),
        None => state
            .auto_dice(p, &cost, toward)
            .ok_or_else(|| NotationError(format!("{p} cannot pay {} dice for this", cost.dice()))),
    }
}

/// The die Elemental Tuning converts when none is named, as the game picks it (see
/// [`crate::dice::PayPrefs::tune_die`]).
pub fn default_tune_die(state: &GameState, p: Player) -> Option<Die> {
    let c = state.active(p);
    let target = Die::of(state.character_facts(p, c).element?);
    state
        .pay_prefs(p, None)
        .tune_die(&state.player(p).dice, target)
}

/// Parses one line of notation into an action for `state`.
pub fn parse_action(state: &GameState, line: &str) -> Result<Action, NotationError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&who, rest)) = words.split_first() else {
        return err("empty action");
    };
    let player = match who.to_ascii_lowercase().as_str() {
        "p1" => Player::P1,
        "p2" => Player::P2,
        _ => return err(format!("an action starts with p1 or p2, not {who:?}")),
    };
    let Some((&verb, args)) = rest.split_first() else {
        return err(format!("{line:?} has no verb"));
    };
    let joined = |ws: &[&str]| ws.join(" ");
    match verb.to_ascii_lowercase().as_str() {
        "end" => Ok(Action::EndRound { player }),
        "choose" => {
            let [w] = args else { return err("choose takes one character") };
            Ok(Action::Choose {
                player,
                character: character_pos(state, player, w)?,
            })
        }
        "select" => {
            let name = joined(args);
            let Some(offer) = state.pending_offer() else {
                return err("nothing is offered");
            };
            let items = offer.items();
            let index = match name.parse::<usize>() {
                Ok(n) if (1..=items.len()).contains(&n) => n - 1,
                Ok(n) => return err(format!("offer position {n} is not 1 to {}", items.len())),
                Err(_) => items
                    .iter()
                    .position(|o| o.name().eq_ignore_ascii_case(&name))
                    .ok_or_else(|| NotationError(format!("{name:?} is not offered")))?,
            };
            Ok(Action::Select {
                player,
                index: index as u8,
            })
        }
        "reroll" => Ok(Action::Reroll {
            player,
            dice: parse_dice(args)?,
        }),
        "redraw" => {
            let hand = state.player(player).hand;
            let mut mask = 0u16;
            // Card names may have spaces: match the longest name at each point.
            let mut i = 0;
            while i < args.len() {
                let mut found = None;
                for j in (i + 1..=args.len()).rev() {
                    if let Ok(card) = CardId::from_name(&joined(&args[i..j])) {
                        found = Some((card, j));
                        break;
                    }
                }
                let Some((card, j)) = found else {
                    return err(format!("unknown card in {:?}", joined(&args[i..])));
                };
                let pos = (0..hand.len())
                    .find(|&k| hand[k] == card && mask & (1 << k) == 0)
                    .ok_or_else(|| NotationError(format!("{card} is not in {player}'s hand (or not that many)")))?;
                mask |= 1 << pos;
                i = j;
            }
            Ok(Action::Redraw { player, cards: mask })
        }
        "skill" => {
            let (args, dice) = split_dice(args)?;
            let name = joined(args);
            let c = state.active(player);
            let skills = state.character_facts(player, c).skills;
            let usable = |k: SkillKind| matches!(k, SkillKind::Normal | SkillKind::Elemental | SkillKind::Burst);
            let by_kind = match name.to_ascii_lowercase().as_str() {
                "normal attack" | "normal" | "a" => Some(SkillKind::Normal),
                "elemental skill" | "skill" | "e" => Some(SkillKind::Elemental),
                "elemental burst" | "burst" | "q" => Some(SkillKind::Burst),
                _ => None,
            };
            let index = if let Ok(n) = name.parse::<usize>() {
                // 1-based among the skills usable as actions.
                skills
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| usable(s.kind) && !s.hidden)
                    .nth(n.wrapping_sub(1))
                    .map(|(i, _)| i)
            } else if let Some(kind) = by_kind {
                skills.iter().position(|s| s.kind == kind && !s.hidden)
            } else {
                skills.iter().position(|s| s.name.eq_ignore_ascii_case(&name))
            };
            let Some(skill) = index else {
                return err(format!("{} has no skill {name:?}", state.character(player, c).id));
            };
            let cost = state
                .skill_cost(player, skill)
                .map_err(|e| NotationError(e.to_string()))?;
            Ok(Action::Skill {
                player,
                skill: skill as u8,
                dice: pay(state, player, cost, None, dice)?,
            })
        }
        "technique" => {
            let (args, dice) = split_dice(args)?;
            let target = match args {
                [] => Target::None,
                [t, rest @ ..] if t.eq_ignore_ascii_case("target") => {
                    parse_target(state, player, rest)?
                }
                _ => return err("technique takes only a target (`target summon 1`) and dice"),
            };
            let (_, cost) = state
                .technique_cost(player)
                .map_err(|e| NotationError(e.to_string()))?;
            Ok(Action::Technique {
                player,
                target,
                dice: pay(state, player, cost, None, dice)?,
            })
        }
        "switch" => {
            let (args, dice) = split_dice(args)?;
            let to = character_pos(state, player, &joined(args))?;
            let cost = state
                .switch_cost(player, to as usize)
                .map_err(|e| NotationError(e.to_string()))?;
            Ok(Action::Switch {
                player,
                to,
                dice: pay(state, player, cost, Some(to as usize), dice)?,
            })
        }
        "tune" => {
            // The last word may name the die.
            let (card_words, die) = match args.split_last() {
                Some((last, init)) if !init.is_empty() && Die::parse(last).is_some() => (init, Die::parse(last)),
                _ => (args, None),
            };
            let card = hand_card(state, player, &joined(card_words))?;
            let die = match die {
                Some(d) => d,
                None => default_tune_die(state, player)
                    .ok_or_else(|| NotationError(format!("{player} has no die that can be tuned")))?,
            };
            Ok(Action::Tune { player, card, die })
        }
        "play" => {
            let (args, dice) = split_dice(args)?;
            let (card_words, target) = match args.iter().position(|w| w.eq_ignore_ascii_case("target")) {
                Some(i) => (&args[..i], Some(parse_target(state, player, &args[i + 1..])?)),
                None => (args, None),
            };
            let card = hand_card(state, player, &joined(card_words))?;
            let target = match target {
                Some(t) => t,
                None => implied_target(state, player, card)?,
            };
            let dice = match dice {
                Some(d) => d,
                None => {
                    // The cost after modifiers (e.g. an artifact lowering a talent card's);
                    // for a card that cannot be played, its printed cost (the action is
                    // then refused with the reason).
                    let cost = state.card_cost(player, card, target).unwrap_or_else(|_| {
                        card.facts(state.version()).map(|f| f.cost).unwrap_or_default()
                    });
                    pay(state, player, cost, None, None)?
                }
            };
            Ok(Action::Play {
                player,
                card,
                target,
                dice,
            })
        }
        other => err(format!(
            "unknown verb {other:?} (expected skill, switch, play, tune, technique, end, choose, reroll or redraw)"
        )),
    }
}

/// The target of a card played without one: none if it takes none, the only legal target
/// if there is exactly one (a talent equips the active character); otherwise an error
/// naming the legal targets.
fn implied_target(
    state: &GameState,
    player: Player,
    card: CardId,
) -> Result<Target, NotationError> {
    let mut targets: Vec<Target> = Vec::new();
    for a in state.legal_actions() {
        if let Action::Play {
            player: p,
            card: c,
            target,
            ..
        } = a
        {
            if p == player && c == card && !targets.contains(&target) {
                targets.push(target);
            }
        }
    }
    match targets.as_slice() {
        [] => Ok(Target::None), // refused later, with the reason
        [t] => Ok(*t),
        ts if ts.contains(&Target::None) => Ok(Target::None),
        ts => {
            let names: Vec<String> = ts
                .iter()
                .map(|t| target_words(*t).trim().to_string())
                .collect();
            err(format!("{card} needs a target: {}", names.join(" or ")))
        }
    }
}

fn target_words(target: Target) -> String {
    match target {
        Target::None => String::new(),
        Target::Own(c) => format!(" target {}", c + 1),
        Target::Opponent(c) => format!(" target opponent {}", c + 1),
        Target::Summon(i) => format!(" target summon {}", i + 1),
        Target::Support(i) => format!(" target support {}", i + 1),
        Target::Pair(a, b) => format!(" target {} {}", a + 1, b + 1),
    }
}

fn parse_target(state: &GameState, p: Player, words: &[&str]) -> Result<Target, NotationError> {
    let n = |w: &str| -> Result<u8, NotationError> {
        match w.parse::<u8>() {
            Ok(n) if n >= 1 => Ok(n - 1),
            _ => err(format!("bad target position {w:?}")),
        }
    };
    match words {
        [w] => Ok(Target::Own(character_pos(state, p, w)?)),
        [kind, w] => match kind.to_ascii_lowercase().as_str() {
            "opponent" => Ok(Target::Opponent(character_pos(state, p.other(), w)?)),
            "summon" => Ok(Target::Summon(n(w)?)),
            "support" => Ok(Target::Support(n(w)?)),
            "own" => Ok(Target::Own(character_pos(state, p, w)?)),
            // Two of the player's characters: from one to the other.
            _ => match (character_pos(state, p, kind), character_pos(state, p, w)) {
                (Ok(a), Ok(b)) => Ok(Target::Pair(a, b)),
                _ => err(format!("unknown target kind {kind:?}")),
            },
        },
        _ => {
            err("target takes a position, two positions, or opponent/summon/support and a position")
        }
    }
}

fn dice_words(d: &Dice) -> String {
    let mut out = Vec::new();
    for face in d.faces() {
        let n = d.count(face);
        if n == 1 {
            out.push(face.name().to_string());
        } else {
            out.push(format!("{n}*{}", face.name()));
        }
    }
    out.join(" ")
}

fn dice_suffix(d: &Dice) -> String {
    if d.is_empty() {
        String::new()
    } else {
        format!(" dice {}", dice_words(d))
    }
}

/// Writes an action in the notation, with its dice (so that replaying it is exact).
pub fn format_action(state: &GameState, a: &Action) -> String {
    let p = a.player();
    match *a {
        Action::EndRound { .. } => format!("{p} end"),
        Action::Choose { character, .. } => format!("{p} choose {}", character + 1),
        Action::Reroll { dice, .. } if dice.is_empty() => format!("{p} reroll"),
        Action::Reroll { dice, .. } => format!("{p} reroll {}", dice_words(&dice)),
        Action::Redraw { cards, .. } => {
            let hand = state.player(p).hand;
            let names: Vec<String> = (0..hand.len())
                .filter(|i| cards & (1 << i) != 0)
                .map(|i| hand[i].name().to_string())
                .collect();
            if names.is_empty() {
                format!("{p} redraw")
            } else {
                format!("{p} redraw {}", names.join(" "))
            }
        }
        Action::Skill { skill, dice, .. } => {
            let c = state.active(p);
            let name = state
                .character_facts(p, c)
                .skills
                .get(skill as usize)
                .map_or("?", |s| s.name);
            format!("{p} skill {name}{}", dice_suffix(&dice))
        }
        Action::Switch { to, dice, .. } => format!("{p} switch {}{}", to + 1, dice_suffix(&dice)),
        Action::Tune { card, die, .. } => format!("{p} tune {} {}", card.name(), die.name()),
        Action::Select { index, .. } => {
            let offered = state
                .pending_offer()
                .and_then(|o| o.items().get(index as usize).copied());
            match offered {
                // Two things of one name are never offered together: the name reads back.
                Some(o) => format!("{p} select {}", o.name()),
                None => format!("{p} select {}", index + 1),
            }
        }
        Action::Technique { target, dice, .. } => {
            format!(
                "{p} technique{}{}",
                target_words(target),
                dice_suffix(&dice)
            )
        }
        Action::Play {
            card, target, dice, ..
        } => {
            let t = target_words(target);
            format!("{p} play {}{t}{}", card.name(), dice_suffix(&dice))
        }
    }
}

/// A short human description of a decision kind, for prompts.
pub fn describe_decision(kind: DecisionKind) -> &'static str {
    match kind {
        DecisionKind::Redraw => "choose cards to redraw",
        DecisionKind::ChooseActive => "choose your first active character",
        DecisionKind::Reroll => "choose dice to reroll",
        DecisionKind::Action => "take an action",
        DecisionKind::DeathSwap => "choose a new active character",
        DecisionKind::Select => "choose one of the cards offered",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;

    /// Ganyu (active), Xingqiu, Noelle with 2 Omni, 3 Cryo, 2 Pyro and two cards, against
    /// Diluc, Fischl, Sucrose.
    fn position() -> GameState {
        use crate::scenario::{CharacterSpec, PlayerSpec};
        let side = |names: [&str; 3], dice: &[(&str, u8)], hand: &[&str]| PlayerSpec {
            characters: names
                .iter()
                .map(|n| CharacterSpec {
                    name: n.to_string(),
                    ..Default::default()
                })
                .collect(),
            dice: dice.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
            hand: hand.iter().map(|h| h.to_string()).collect(),
            ..Default::default()
        };
        Scenario {
            players: [
                side(
                    ["Ganyu", "Xingqiu", "Noelle"],
                    &[("Omni", 2), ("Cryo", 3), ("Pyro", 2)],
                    &["Paimon", "Liben"],
                ),
                side(["Diluc", "Fischl", "Sucrose"], &[("Omni", 8)], &[]),
            ],
            ..Default::default()
        }
        .build()
        .unwrap()
    }

    /// A skill whose name contains "Dice" (Yelan's Depth-Clarion Dice): the `dice` keyword is
    /// the last one with dice after it.
    #[test]
    fn a_name_with_dice_in_it_is_not_a_dice_list() {
        let words = ["Depth-Clarion", "Dice", "dice", "3*Omni"];
        let (name, dice) = split_dice(&words).unwrap();
        assert_eq!(name, ["Depth-Clarion", "Dice"]);
        assert_eq!(dice.unwrap().total(), 3);
        let words = ["Depth-Clarion", "Dice"];
        let (name, dice) = split_dice(&words).unwrap();
        assert_eq!((name.len(), dice), (2, None));
    }

    #[test]
    fn parses_each_verb() {
        let s = position();
        let p = |line: &str| parse_action(&s, line).unwrap();
        assert_eq!(p("p1 end"), Action::EndRound { player: Player::P1 });
        assert!(matches!(
            p("P1 SKILL elemental skill"),
            Action::Skill { skill: 1, .. }
        ));
        assert!(matches!(
            p("p1 skill Frostflake Arrow dice 3*Cryo 2*Omni"),
            Action::Skill { skill: 2, .. }
        ));
        assert!(
            matches!(p("p1 skill 3"), Action::Skill { skill: 2, .. }),
            "third usable skill"
        );
        assert!(matches!(
            p("p1 switch Noelle"),
            Action::Switch { to: 2, .. }
        ));
        assert_eq!(
            p("p1 tune Paimon"),
            Action::Tune {
                player: Player::P1,
                card: CardId::Paimon,
                die: Die::Pyro
            },
            "the default die: not Omni, not the active element"
        );
        assert_eq!(
            p("p1 skill normal attack dice Omni Cryo Pyro").paid(),
            Some(Dice::from_counts(&[
                (Die::Omni, 1),
                (Die::Cryo, 1),
                (Die::Pyro, 1)
            ]))
        );
    }

    #[test]
    fn format_then_parse_is_the_same_action() {
        let s = position();
        for a in s.legal_actions() {
            let text = format_action(&s, &a);
            assert_eq!(parse_action(&s, &text).unwrap(), a, "{text}");
        }
    }

    #[test]
    fn errors_name_the_word() {
        let s = position();
        let e = |line: &str| parse_action(&s, line).unwrap_err().to_string();
        assert!(e("p3 end").contains("p3"));
        assert!(e("p1 dance").contains("dance"));
        assert!(e("p1 skill Dance").contains("Dance"));
        assert!(e("p1 tune Katheryne").contains("Katheryne"));
        assert!(e("p1 switch 4").contains('4'));
        assert!(e("p1 skill Normal Attack dice Mud").contains("Mud"));
    }
}
