//! Action card tests: each card against its text, and the rules every card follows.

mod common;

#[path = "action_cards/basics.rs"]
mod basics;

#[path = "action_cards/events.rs"]
mod events;

#[path = "action_cards/resonance_weapons.rs"]
mod resonance_weapons;

#[path = "action_cards/talents_b.rs"]
mod talents_b;

#[path = "action_cards/artifacts_supports.rs"]
mod artifacts_supports;

#[path = "action_cards/talents_a.rs"]
mod talents_a;
