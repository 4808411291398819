//! Technique cards, one file each.

mod iktomisaurus;
mod koholasaurus;
mod tepetlisaurus;
mod xenochromatic_hunters_ray;
mod yumkasaurus;

include!(concat!(
    env!("OUT_DIR"),
    "/cards_action_cards_techniques.rs"
));
