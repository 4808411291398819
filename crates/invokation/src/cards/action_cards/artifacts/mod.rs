//! Artifact cards, one file each.

mod adventurers_bandana;
mod archaic_petra;
mod blizzard_strayer;
mod broken_rimes_echo;
mod capricious_visage;
mod crimson_witch_of_flames;
mod deepwood_memories;
mod emblem_of_severed_fate;
mod exiles_circlet;
mod gamblers_earrings;
mod generals_ancient_helm;
mod heart_of_depth;
mod instructors_cap;
mod laurel_coronet;
mod lucky_dogs_silver_circlet;
mod mask_of_solitude_basalt;
mod ornate_kabuto;
mod shimenawas_reminiscence;
mod tenacity_of_the_millelith;
mod thunder_summoners_crown;
mod thundering_fury;
mod thundering_poise;
mod traveling_doctors_handkerchief;
mod vermillion_hereafter;
mod viridescent_venerer;
mod viridescent_venerers_diadem;
mod wine_stained_tricorne;
mod witchs_scorching_hat;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_artifacts.rs"));
