//! Deck share codes: any text decodes to a deck or an error, at every version; a decoded
//! deck encodes back to a code that decodes to it.
#![no_main]

use invokation::{sharecode, Version};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(code) = std::str::from_utf8(data) else {
        return;
    };
    let _ = sharecode::decode_ids(code);
    for v in [Version::ALL[0], Version::LATEST] {
        if let Ok(deck) = sharecode::decode(code, v) {
            if let Ok(again) = sharecode::encode(&deck, v) {
                let back = sharecode::decode(&again, v).expect("an encoded deck decodes");
                assert_eq!(back, deck);
            }
        }
    }
});
