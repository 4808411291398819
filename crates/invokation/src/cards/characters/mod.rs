//! Characters, one file each: skills, the entities they create, the talent card.

mod abyss_lector;
mod amber;
mod barbara;
mod beidou;
mod bennett;
mod candace;
mod chongyun;
mod collei;
mod diluc;
mod diona;
mod fatui_pyro_agent;
mod fischl;
mod ganyu;
mod hu_tao;
mod jean;
mod kaeya;
mod keqing;
mod klee;
mod kokomi;
mod mona;
mod nahida;
mod ningguang;
mod noelle;
mod qiqi;
mod razor;
mod sucrose;
mod tartaglia;
mod xiangling;
mod xingqiu;
mod yanfei;
mod yoimiya;
mod zhongli;

include!(concat!(env!("OUT_DIR"), "/cards_characters.rs"));
