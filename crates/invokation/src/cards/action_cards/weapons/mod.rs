//! Weapon cards, one file each.

mod a_thousand_floating_dreams;
mod amos_bow;
mod aquila_favonia;
mod elegy_for_the_end;
mod engulfing_lightning;
mod favonius_sword;
mod fruit_of_fulfillment;
mod kings_squire;
mod lithic_spear;
mod magic_guide;
mod raven_bow;
mod sacrificial_bow;
mod sacrificial_fragments;
mod sacrificial_greatsword;
mod sacrificial_sword;
mod skyward_atlas;
mod skyward_blade;
mod skyward_harp;
mod skyward_pride;
mod skyward_spine;
mod the_bell;
mod travelers_handy_sword;
mod vortex_vanquisher;
mod white_iron_greatsword;
mod white_tassel;
mod wolfs_gravestone;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_weapons.rs"));
