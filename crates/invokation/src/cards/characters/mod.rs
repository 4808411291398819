//! Characters, one file each: skills, the entities they create, the talent card.

mod barbara;
mod beidou;
mod candace;
mod diluc;
mod diona;
mod fischl;
mod ganyu;
mod jean;
mod kaeya;
mod keqing;
mod kokomi;
mod mona;
mod noelle;
mod sucrose;
mod xiangling;
mod xingqiu;
mod zhongli;

include!(concat!(env!("OUT_DIR"), "/cards_characters.rs"));
