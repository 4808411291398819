//! Support cards (companions, items, locations), one file each.

mod dawn_winery;
mod katheryne;
mod knights_of_favonius_library;
mod liben;
mod liyue_harbor_wharf;
mod nre;
mod paimon;
mod parametric_transformer;
mod timmie;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_supports.rs"));
