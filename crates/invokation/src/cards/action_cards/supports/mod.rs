//! Support cards (companions, items, locations), one file each.

mod chef_mao;
mod dawn_winery;
mod dunyarzad;
mod ellin;
mod iron_tongue_tian;
mod katheryne;
mod kid_kujirai;
mod knights_of_favonius_library;
mod liben;
mod liu_su;
mod liyue_harbor_wharf;
mod master_zhang;
mod nre;
mod paimon;
mod parametric_transformer;
mod rana;
mod red_feather_fan;
mod timmie;
mod treasure_seeking_seelie;
mod xudong;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_supports.rs"));
