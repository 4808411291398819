//! Event cards, one file each: food, Arcane Legends and the other events.

mod sweet_madame;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_events.rs"));
