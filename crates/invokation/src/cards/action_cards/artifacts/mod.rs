//! Artifact cards, one file each.

mod crimson_witch_of_flames;
mod exiles_circlet;
mod gamblers_earrings;
mod instructors_cap;
mod thundering_fury;
mod viridescent_venerer;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_artifacts.rs"));
