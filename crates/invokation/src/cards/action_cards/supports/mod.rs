//! Support cards (companions, items, locations), one file each.

mod chef_mao;
mod dawn_winery;
mod dunyarzad;
mod katheryne;
mod knights_of_favonius_library;
mod liben;
mod liyue_harbor_wharf;
mod master_zhang;
mod nre;
mod paimon;
mod parametric_transformer;
mod timmie;
mod xudong;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_supports.rs"));
