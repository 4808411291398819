//! Card tests: each skill and entity of each implemented character, against its text.

mod common;

#[path = "cards/abyss_lector.rs"]
mod abyss_lector;

#[path = "cards/diluc.rs"]
mod diluc;
#[path = "cards/fischl.rs"]
mod fischl;
#[path = "cards/ganyu.rs"]
mod ganyu;
#[path = "cards/keqing.rs"]
mod keqing;
#[path = "cards/mona.rs"]
mod mona;
#[path = "cards/noelle.rs"]
mod noelle;
#[path = "cards/reactions.rs"]
mod reactions;
#[path = "cards/sucrose.rs"]
mod sucrose;
#[path = "cards/xingqiu.rs"]
mod xingqiu;
