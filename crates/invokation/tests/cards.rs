//! Card tests: each skill and entity of each implemented character, against its text.

mod common;

#[path = "cards/ganyu.rs"]
mod ganyu;
