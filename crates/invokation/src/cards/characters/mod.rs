//! Characters, one file each: skills, the entities they create, the talent card.

mod beidou;
mod bennett;
mod candace;
mod collei;
mod diluc;
mod fischl;
mod ganyu;
mod kaeya;
mod keqing;
mod mona;
mod nahida;
mod ningguang;
mod noelle;
mod razor;
mod sucrose;
mod xiangling;
mod xingqiu;
mod zhongli;

include!(concat!(env!("OUT_DIR"), "/cards_characters.rs"));
