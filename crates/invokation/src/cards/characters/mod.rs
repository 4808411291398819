//! Characters, one file each: skills, the entities they create, the talent card.

mod abyss_lector;
mod barbara;
mod beidou;
mod bennett;
mod candace;
mod chongyun;
mod collei;
mod diluc;
mod diona;
mod eula;
mod fatui_cryo_cicin_mage;
mod fischl;
mod ganyu;
mod jean;
mod kaeya;
mod kamisato_ayaka;
mod kamisato_ayato;
mod keqing;
mod kokomi;
mod mirror_maiden;
mod mona;
mod nahida;
mod ningguang;
mod noelle;
mod qiqi;
mod razor;
mod rhodeia_of_loch;
mod shenhe;
mod sucrose;
mod tartaglia;
mod xiangling;
mod xingqiu;
mod zhongli;

include!(concat!(env!("OUT_DIR"), "/cards_characters.rs"));
