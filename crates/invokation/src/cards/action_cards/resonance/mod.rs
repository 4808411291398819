//! Elemental Resonance cards, one file each.
//!
//! Elemental Resonance cards need two characters of their element in the deck; that rule is
//! the deck's (`Deck::check_rules`), not the cards'.

mod enduring_rock;
mod fervent_flames;
mod high_voltage;
mod impetuous_winds;
mod shattering_ice;
mod soothing_water;
mod sprawling_greenery;
mod woven_flames;
mod woven_ice;
mod woven_stone;
mod woven_thunder;
mod woven_waters;
mod woven_weeds;
mod woven_winds;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_resonance.rs"));
