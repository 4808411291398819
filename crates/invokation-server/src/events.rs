//! What happened, in words, as each viewer may read it.
//!
//! The room keeps the engine's [`LogEvent`]s and notes of its own; each viewer gets the
//! lines rendered for them: the opponent's draws, dice and redraw choices stay hidden.

use crate::board::Viewer;
use invokation::command::Source;
use invokation::log::LogEvent;
use invokation::{GameState, Player};

/// One entry of a game's log.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    /// Something the engine reported.
    Event(LogEvent),
    /// A note of the room about a player's decision: the text for those who may see it,
    /// and the text for the others.
    Note {
        /// Whose decision.
        player: Player,
        /// What the player (and replays) see.
        private: String,
        /// What the others see.
        public: String,
    },
    /// A note everybody sees alike.
    Public(String),
}

fn character_name(state: &GameState, p: Player, c: u8) -> &'static str {
    state
        .player(p)
        .characters
        .get(c as usize)
        .map(|ch| ch.id.name())
        .unwrap_or("?")
}

fn source_name(state: &GameState, p: Player, s: &Source) -> String {
    match s {
        Source::Character(c) => format!("{p} {}", character_name(state, p, *c)),
        Source::Summon(id) | Source::Entity(id) => format!("{p} {id}"),
        Source::Card(card) => format!("{p} {card}"),
    }
}

/// The text of a line for `viewer`; empty when there is nothing to show. `state` gives
/// character names (public; any state of the same game will do).
pub fn line_text(state: &GameState, line: &Line, viewer: Viewer) -> String {
    match line {
        Line::Event(e) => event_text(state, e, viewer),
        Line::Note {
            player,
            private,
            public,
        } => {
            if viewer.sees(*player) {
                private.clone()
            } else {
                public.clone()
            }
        }
        Line::Public(t) => t.clone(),
    }
}

/// One event in words, as `viewer` may see it.
pub fn event_text(state: &GameState, e: &LogEvent, viewer: Viewer) -> String {
    let hidden = |p: &Player| !viewer.sees(*p);
    match e {
        LogEvent::Drew { player, .. } if hidden(player) => format!("{player} draws a card"),
        LogEvent::Burned { player, .. } if hidden(player) => {
            format!("{player} discards a card (hand full)")
        }
        LogEvent::Dice { player, dice } if hidden(player) => {
            format!("{player} has {} dice", dice.total())
        }
        LogEvent::Phase { round, phase } => {
            format!(
                "— round {round}: {} phase —",
                phase.name().replace('_', " ")
            )
        }
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
        } => {
            if *usage > 0 {
                format!("{player} gains {id} ({usage})")
            } else {
                format!("{player} gains {id}")
            }
        }
        LogEvent::Removed { player, id, .. } => format!("{player} loses {id}"),
        LogEvent::Drew { player, card } => format!("{player} draws {card}"),
        LogEvent::Created { player, card } => format!("{player} gets {card}"),
        LogEvent::Burned { player, card } => format!("{player} discards {card} (hand full)"),
        LogEvent::Discarded { player, card } => format!("{player} discards {card}"),
        LogEvent::Played { player, card } => format!("{player} plays {card}"),
        LogEvent::Switched {
            player, from, to, ..
        } => format!(
            "{player} switches {} → {}",
            character_name(state, *player, *from),
            character_name(state, *player, *to)
        ),
        LogEvent::Defeated { player, character } => format!(
            "{player} {} is defeated",
            character_name(state, *player, *character)
        ),
        LogEvent::DeclaredEnd { player } => format!("{player} declares round end"),
        LogEvent::Tuned {
            player,
            card,
            element,
        } => format!("{player} tunes {card} into {}", element.name()),
    }
}
