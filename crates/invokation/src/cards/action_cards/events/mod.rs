//! Event cards, one file each: food, Arcane Legends and the other events.

mod ancient_courtyard;
mod calxs_arts;
mod changing_shifts;
mod covenant_of_rock;
mod i_havent_lost_yet;
mod joyous_celebration;
mod jueyun_guoba;
mod leave_it_to_me;
mod lotus_flower_crisp;
mod mondstadt_hash_brown;
mod northern_smoked_chicken;
mod send_off;
mod starsigns;
mod strategize;
mod sweet_madame;
mod teyvat_fried_egg;
mod toss_up;
mod wind_and_freedom;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_events.rs"));
