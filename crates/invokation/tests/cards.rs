//! Card tests: each skill and entity of each implemented character, against its text.

mod common;

#[path = "cards/diluc.rs"]
mod diluc;
#[path = "cards/fischl.rs"]
mod fischl;
#[path = "cards/ganyu.rs"]
mod ganyu;
#[path = "cards/noelle.rs"]
mod noelle;
#[path = "cards/reactions.rs"]
mod reactions;
#[path = "cards/sucrose.rs"]
mod sucrose;
#[path = "cards/xingqiu.rs"]
mod xingqiu;
