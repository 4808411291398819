//! Weapon cards, one file each.

mod kings_squire;
mod raven_bow;
mod sacrificial_sword;
mod skyward_spine;
mod wolfs_gravestone;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_weapons.rs"));
