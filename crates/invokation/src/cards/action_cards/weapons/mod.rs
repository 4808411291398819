//! Weapon cards, one file each.

mod a_thousand_floating_dreams;
mod amos_bow;
mod aquila_favonia;
mod beacon_of_the_reed_sea;
mod elegy_for_the_end;
mod engulfing_lightning;
mod favonius_sword;
mod fruit_of_fulfillment;
mod kings_squire;
mod light_of_foliar_incision;
mod lithic_spear;
mod lost_prayer_to_the_sacred_winds;
mod magic_guide;
mod moonpiercer;
mod primordial_jade_winged_spear;
mod raven_bow;
mod sacrificial_bow;
mod sacrificial_fragments;
mod sacrificial_greatsword;
mod sacrificial_sword;
mod sapwood_blade;
mod skyward_atlas;
mod skyward_blade;
mod skyward_harp;
mod skyward_pride;
mod skyward_spine;
mod the_bell;
mod travelers_handy_sword;
mod tulaytullahs_remembrance;
mod vortex_vanquisher;
mod white_iron_greatsword;
mod white_tassel;
mod wolfs_gravestone;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_weapons.rs"));
