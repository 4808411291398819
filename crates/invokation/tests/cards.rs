//! Card tests: each skill and entity of each implemented character, against its text.

mod common;

#[path = "cards/abyss_lector.rs"]
mod abyss_lector;
#[path = "cards/arataki_itto.rs"]
mod arataki_itto;

#[path = "cards/barbara.rs"]
mod barbara;
#[path = "cards/beidou.rs"]
mod beidou;
#[path = "cards/bennett.rs"]
mod bennett;
#[path = "cards/candace.rs"]
mod candace;
#[path = "cards/chongyun.rs"]
mod chongyun;
#[path = "cards/collei.rs"]
mod collei;
#[path = "cards/diluc.rs"]
mod diluc;
#[path = "cards/diona.rs"]
mod diona;
#[path = "cards/fischl.rs"]
mod fischl;
#[path = "cards/ganyu.rs"]
mod ganyu;
#[path = "cards/jean.rs"]
mod jean;
#[path = "cards/kaedehara_kazuha.rs"]
mod kaedehara_kazuha;
#[path = "cards/kaeya.rs"]
mod kaeya;
#[path = "cards/keqing.rs"]
mod keqing;
#[path = "cards/kokomi.rs"]
mod kokomi;
#[path = "cards/maguu_kenki.rs"]
mod maguu_kenki;
#[path = "cards/mona.rs"]
mod mona;
#[path = "cards/nahida.rs"]
mod nahida;
#[path = "cards/ningguang.rs"]
mod ningguang;
#[path = "cards/noelle.rs"]
mod noelle;
#[path = "cards/qiqi.rs"]
mod qiqi;
#[path = "cards/razor.rs"]
mod razor;
#[path = "cards/reactions.rs"]
mod reactions;
#[path = "cards/stonehide_lawachurl.rs"]
mod stonehide_lawachurl;
#[path = "cards/sucrose.rs"]
mod sucrose;
#[path = "cards/tartaglia.rs"]
mod tartaglia;
#[path = "cards/venti.rs"]
mod venti;
#[path = "cards/xiangling.rs"]
mod xiangling;
#[path = "cards/xiao.rs"]
mod xiao;
#[path = "cards/xingqiu.rs"]
mod xingqiu;
#[path = "cards/zhongli.rs"]
mod zhongli;
