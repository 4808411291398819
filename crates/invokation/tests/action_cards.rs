//! Action card tests: each card against its text, and the rules every card follows.

mod common;

#[path = "action_cards/basics.rs"]
mod basics;
