//! Characters, one file each: skills, the entities they create, the talent card.

mod abyss_lector;
mod barbara;
mod beidou;
mod bennett;
mod candace;
mod chongyun;
mod collei;
mod cyno;
mod diluc;
mod diona;
mod electro_hypostasis;
mod fischl;
mod ganyu;
mod jadeplume_terrorshroom;
mod jean;
mod kaeya;
mod keqing;
mod kokomi;
mod kujou_sara;
mod mona;
mod nahida;
mod ningguang;
mod noelle;
mod qiqi;
mod raiden_shogun;
mod razor;
mod sucrose;
mod tartaglia;
mod tighnari;
mod xiangling;
mod xingqiu;
mod yae_miko;
mod zhongli;

include!(concat!(env!("OUT_DIR"), "/cards_characters.rs"));
