//! Text rendering of boards and of what happened, for the terminal.

use invokation::command::Source;
use invokation::log::LogEvent;
use invokation::state::{Status, NO_DURATION};
use invokation::{GameState, Player};
use std::fmt::Write;

fn character_name(state: &GameState, p: Player, c: u8) -> &'static str {
    state.character(p, c as usize).id.name()
}

fn source_name(state: &GameState, p: Player, s: &Source) -> String {
    match s {
        Source::Character(c) => format!("{p} {}", character_name(state, p, *c)),
        Source::Summon(id) | Source::Entity(id) => format!("{p} {id}"),
        Source::Card(card) => format!("{p} {card}"),
    }
}

/// One line describing an event, as `viewer` may see it (None: everything): the
/// opponent's draws and dice stay hidden.
pub fn event_for(state: &GameState, e: &LogEvent, viewer: Option<Player>) -> String {
    let hidden = |p: &Player| viewer.is_some_and(|v| v != *p);
    match e {
        LogEvent::Drew { player, .. } if hidden(player) => return format!("{player} draws a card"),
        LogEvent::Created { player, .. } if hidden(player) => {
            return format!("{player} gets a card")
        }
        LogEvent::Burned { player, .. } if hidden(player) => {
            return format!("{player} discards a card (hand full)")
        }
        LogEvent::Dice { player, dice } if hidden(player) => {
            return format!("{player} has {} dice", dice.total())
        }
        _ => {}
    }
    event(state, e)
}

/// One line describing an event.
pub fn event(state: &GameState, e: &LogEvent) -> String {
    match e {
        LogEvent::Phase { round, phase } => format!("-- round {round}: {} phase --", phase.name()),
        LogEvent::Decision { .. } => String::new(),
        LogEvent::Dice { player, dice } => format!("{player} dice: {dice}"),
        LogEvent::Skill {
            player,
            character,
            name,
            charged,
            plunging,
        } => {
            let how = match (charged, plunging) {
                (true, _) => " (charged)",
                (_, true) => " (plunging)",
                _ => "",
            };
            format!(
                "{player} {} uses {name}{how}",
                character_name(state, *player, *character)
            )
        }
        LogEvent::Damage {
            from,
            source,
            to,
            target,
            dtype,
            amount,
            reaction,
            hp,
        } => {
            let r = reaction.map(|r| format!(" ({r})")).unwrap_or_default();
            format!(
                "{to} {} takes {amount} {}{r} from {}: {hp} HP",
                character_name(state, *to, *target),
                dtype.name(),
                source_name(state, *from, source)
            )
        }
        LogEvent::Applied {
            to,
            target,
            element,
            reaction,
        } => {
            let r = reaction.map(|r| format!(" ({r})")).unwrap_or_default();
            format!(
                "{} applied to {to} {}{r}",
                element.name(),
                character_name(state, *to, *target)
            )
        }
        LogEvent::Heal {
            player,
            character,
            amount,
            hp,
        } => format!(
            "{player} {} heals {amount}: {hp} HP",
            character_name(state, *player, *character)
        ),
        LogEvent::Added {
            player, id, usage, ..
        } => format!("{player} gains {id} ({usage})"),
        LogEvent::Removed { player, id, .. } => format!("{player} loses {id}"),
        LogEvent::Drew { player, card } => format!("{player} draws {card}"),
        LogEvent::Created { player, card } => format!("{player} gets {card}"),
        LogEvent::Burned { player, card } => format!("{player} discards {card} (hand full)"),
        LogEvent::Discarded { player, card } => format!("{player} discards {card}"),
        LogEvent::Played { player, card } => format!("{player} plays {card}"),
        LogEvent::Switched {
            player, from, to, ..
        } => format!(
            "{player} switches {} -> {}",
            character_name(state, *player, *from),
            character_name(state, *player, *to)
        ),
        LogEvent::Defeated { player, character } => {
            format!(
                "{player} {} is defeated",
                character_name(state, *player, *character)
            )
        }
        LogEvent::DeclaredEnd { player } => format!("{player} declares round end"),
        LogEvent::Tuned {
            player,
            card,
            element,
        } => format!("{player} tunes {card} into {}", element.name()),
    }
}

fn entities(list: &[Status]) -> String {
    list.iter()
        .map(|s| {
            let mut t = format!("{}", s.id);
            if s.usage > 0 {
                let _ = write!(t, " ({})", s.usage);
            }
            if s.duration != NO_DURATION {
                let _ = write!(t, " [{}r]", s.duration);
            }
            t
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The board as `viewer` sees it: both sides, the viewer's hand and dice.
pub fn board(state: &GameState, viewer: Player) -> String {
    let view = state.view(viewer);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "=== round {}, {} phase ===",
        state.round(),
        state.phase().name()
    );
    for p in [viewer.other(), viewer] {
        let side = &view.sides[p];
        let who = if p == viewer { "you" } else { "opponent" };
        let _ = writeln!(
            out,
            "{p} ({who}){}",
            if side.flags.declared_end {
                " - round ended"
            } else {
                ""
            }
        );
        for (i, ch) in side.characters.iter().enumerate() {
            let active = side.active == Some(i as u8);
            let mark = if active { '*' } else { ' ' };
            if !ch.alive {
                let _ = writeln!(out, "  {mark}{} {:<32} defeated", i + 1, ch.id.name());
                continue;
            }
            let aura: Vec<&str> = ch.aura.elements().iter().map(|e| e.name()).collect();
            let _ = writeln!(
                out,
                "  {mark}{} {:<32} HP {:>2}/{:<2} energy {}/{} {}{}",
                i + 1,
                ch.id.name(),
                ch.hp,
                ch.max_hp,
                ch.energy,
                ch.max_energy,
                if aura.is_empty() {
                    String::new()
                } else {
                    format!("[{}] ", aura.join("+"))
                },
                entities(&ch.statuses)
            );
        }
        for (label, list) in [
            ("combat", side.combat.as_slice()),
            ("summons", &side.summons),
            ("supports", &side.supports),
        ] {
            if !list.is_empty() {
                let _ = writeln!(out, "    {label}: {}", entities(list));
            }
        }
        match (&side.dice, &side.hand) {
            (Some(dice), Some(hand)) => {
                let _ = writeln!(out, "    dice ({}): {dice}", dice.total());
                let names: Vec<String> = hand.iter().map(|c| c.name().to_string()).collect();
                let _ = writeln!(out, "    hand ({}): {}", hand.len(), names.join(", "));
            }
            _ => {
                let known: Vec<&str> = side.revealed.iter().map(|c| c.name()).collect();
                let known = if known.is_empty() {
                    String::new()
                } else {
                    format!(", among them {}", known.join(", "))
                };
                let _ = writeln!(
                    out,
                    "    dice: {}   hand: {} cards{known}",
                    side.dice_count, side.hand_count
                );
            }
        }
        let _ = writeln!(out, "    deck: {} cards", side.deck_count);
    }
    out
}
