//! Action card tests: each card against its text, one file per kind of card, and the rules
//! every card follows. (Talent cards are tested with their character, in `tests/cards/`.)

mod common;

#[path = "action_cards/artifacts.rs"]
mod artifacts;

#[path = "action_cards/events.rs"]
mod events;

#[path = "action_cards/resonance.rs"]
mod resonance;

#[path = "action_cards/rules.rs"]
mod rules;

#[path = "action_cards/supports.rs"]
mod supports;

#[path = "action_cards/techniques.rs"]
mod techniques;

#[path = "action_cards/weapons.rs"]
mod weapons;
