//! Characters, one file each: skills, the entities they create, the talent card.

mod abyss_lector;
mod arataki_itto;
mod barbara;
mod beidou;
mod bennett;
mod candace;
mod chongyun;
mod collei;
mod diluc;
mod diona;
mod fischl;
mod ganyu;
mod jean;
mod kaedehara_kazuha;
mod kaeya;
mod keqing;
mod kokomi;
mod maguu_kenki;
mod mona;
mod nahida;
mod ningguang;
mod noelle;
mod qiqi;
mod razor;
mod stonehide_lawachurl;
mod sucrose;
mod tartaglia;
mod venti;
mod xiangling;
mod xiao;
mod xingqiu;
mod zhongli;

include!(concat!(env!("OUT_DIR"), "/cards_characters.rs"));
