//! Support cards (companions, items, locations), one file each.

mod paimon;

include!(concat!(env!("OUT_DIR"), "/cards_action_cards_supports.rs"));
