//! Technique cards, one file each.

include!(concat!(
    env!("OUT_DIR"),
    "/cards_action_cards_techniques.rs"
));
