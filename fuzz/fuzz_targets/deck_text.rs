//! The text deck format (`--deck FILE`, `deck check`): any text gives a deck or an error; a
//! deck read is written back to the same deck, checked against the deck-building rules, and
//! starts a game if it passes.
#![no_main]

use invokation::{Deck, GameState};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(deck) = Deck::parse_text(text) else {
        return;
    };
    let back = Deck::parse_text(&deck.to_text()).expect("a deck's text reads back");
    assert_eq!(back, deck);
    let config = invokation_fuzz::config();
    if deck.check(config.version).is_ok() {
        let s = GameState::new(config, [&deck, &deck]).expect("a checked deck starts a game");
        invokation_fuzz::exercise(&s, 2);
    }
});
