//! Support cards (companions, items, locations), one file each.

mod chang_the_ninth;
mod chef_mao;
mod chinju_forest;
mod dawn_winery;
mod dunyarzad;
mod ellin;
mod favonius_cathedral;
mod grand_narukami_shrine;
mod hanachirusato;
mod iron_tongue_tian;
mod jade_chamber;
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
mod sangonomiya_shrine;
mod sumeru_city;
mod tenshukaku;
mod timaeus;
mod timmie;
mod treasure_seeking_seelie;
mod tubby;
mod vanarana;
mod wagner;
mod wangshu_inn;
mod xudong;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_supports.rs"));
