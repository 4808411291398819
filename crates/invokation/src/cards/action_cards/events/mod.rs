//! Event cards, one file each: food, Arcane Legends and the other events.

mod adeptus_temptation;
mod ancient_courtyard;
mod blessing_of_the_divine_relics_installation;
mod butter_crab;
mod calxs_arts;
mod changing_shifts;
mod covenant_of_rock;
mod friendship_eternal;
mod i_havent_lost_yet;
mod joyous_celebration;
mod jueyun_guoba;
mod leave_it_to_me;
mod lotus_flower_crisp;
mod master_of_weaponry;
mod minty_meat_rolls;
mod mondstadt_hash_brown;
mod mushroom_pizza;
mod nature_and_wisdom;
mod northern_smoked_chicken;
mod sashimi_platter;
mod send_off;
mod starsigns;
mod stone_and_contracts;
mod strategize;
mod sweet_madame;
mod tandoori_roast_chicken;
mod teyvat_fried_egg;
mod the_bestest_travel_companion;
mod the_legend_of_vennessa;
mod thunder_and_eternity;
mod toss_up;
mod wind_and_freedom;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_events.rs"));
