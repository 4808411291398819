//! Card tests: each skill and entity of each implemented character, against its text.

mod common;

#[path = "cards/abyss_herald_wicked_torrents.rs"]
mod abyss_herald_wicked_torrents;
#[path = "cards/abyss_lector.rs"]
mod abyss_lector;
#[path = "cards/abyss_lector_violet_lightning.rs"]
mod abyss_lector_violet_lightning;
#[path = "cards/alhaitham.rs"]
mod alhaitham;
#[path = "cards/arataki_itto.rs"]
mod arataki_itto;
#[path = "cards/azhdaha.rs"]
mod azhdaha;

#[path = "cards/albedo.rs"]
mod albedo;
#[path = "cards/all_devouring_narwhal.rs"]
mod all_devouring_narwhal;
#[path = "cards/amber.rs"]
mod amber;
#[path = "cards/baizhu.rs"]
mod baizhu;
#[path = "cards/barbara.rs"]
mod barbara;
#[path = "cards/beidou.rs"]
mod beidou;
#[path = "cards/bennett.rs"]
mod bennett;
#[path = "cards/candace.rs"]
mod candace;
#[path = "cards/charlotte.rs"]
mod charlotte;
#[path = "cards/chevreuse.rs"]
mod chevreuse;
#[path = "cards/chiori.rs"]
mod chiori;
#[path = "cards/chongyun.rs"]
mod chongyun;
#[path = "cards/collei.rs"]
mod collei;
#[path = "cards/consecrated_flying_serpent.rs"]
mod consecrated_flying_serpent;
#[path = "cards/consecrated_scorpion.rs"]
mod consecrated_scorpion;
#[path = "cards/cryo_hypostasis.rs"]
mod cryo_hypostasis;
#[path = "cards/cyno.rs"]
mod cyno;
#[path = "cards/dehya.rs"]
mod dehya;
#[path = "cards/diluc.rs"]
mod diluc;
#[path = "cards/diona.rs"]
mod diona;
#[path = "cards/dori.rs"]
mod dori;
#[path = "cards/dvalin.rs"]
mod dvalin;
#[path = "cards/electro_hypostasis.rs"]
mod electro_hypostasis;
#[path = "cards/emperor_of_fire_and_iron.rs"]
mod emperor_of_fire_and_iron;
#[path = "cards/eremite_floral_ring_dancer.rs"]
mod eremite_floral_ring_dancer;
#[path = "cards/eremite_scorching_loremaster.rs"]
mod eremite_scorching_loremaster;
#[path = "cards/eula.rs"]
mod eula;
#[path = "cards/faruzan.rs"]
mod faruzan;
#[path = "cards/fatui_cryo_cicin_mage.rs"]
mod fatui_cryo_cicin_mage;
#[path = "cards/fatui_electro_cicin_mage.rs"]
mod fatui_electro_cicin_mage;
#[path = "cards/fatui_pyro_agent.rs"]
mod fatui_pyro_agent;
#[path = "cards/fischl.rs"]
mod fischl;
#[path = "cards/freminet.rs"]
mod freminet;
#[path = "cards/frost_operative.rs"]
mod frost_operative;
#[path = "cards/furina.rs"]
mod furina;
#[path = "cards/ganyu.rs"]
mod ganyu;
#[path = "cards/golden_wolflord.rs"]
mod golden_wolflord;
#[path = "cards/gorou.rs"]
mod gorou;
#[path = "cards/hu_tao.rs"]
mod hu_tao;
#[path = "cards/hydro_hilichurl_rogue.rs"]
mod hydro_hilichurl_rogue;
#[path = "cards/jadeplume_terrorshroom.rs"]
mod jadeplume_terrorshroom;
#[path = "cards/jean.rs"]
mod jean;
#[path = "cards/kaedehara_kazuha.rs"]
mod kaedehara_kazuha;
#[path = "cards/kaeya.rs"]
mod kaeya;
#[path = "cards/kamisato_ayaka.rs"]
mod kamisato_ayaka;
#[path = "cards/kamisato_ayato.rs"]
mod kamisato_ayato;
#[path = "cards/kaveh.rs"]
mod kaveh;
#[path = "cards/keqing.rs"]
mod keqing;
#[path = "cards/kirara.rs"]
mod kirara;
#[path = "cards/klee.rs"]
mod klee;
#[path = "cards/kokomi.rs"]
mod kokomi;
#[path = "cards/kujou_sara.rs"]
mod kujou_sara;
#[path = "cards/kuki_shinobu.rs"]
mod kuki_shinobu;
#[path = "cards/la_signora.rs"]
mod la_signora;
#[path = "cards/layla.rs"]
mod layla;
#[path = "cards/lisa.rs"]
mod lisa;
#[path = "cards/lynette.rs"]
mod lynette;
#[path = "cards/lyney.rs"]
mod lyney;
#[path = "cards/maguu_kenki.rs"]
mod maguu_kenki;
#[path = "cards/millennial_pearl_seahorse.rs"]
mod millennial_pearl_seahorse;
#[path = "cards/mirror_maiden.rs"]
mod mirror_maiden;
#[path = "cards/mona.rs"]
mod mona;
#[path = "cards/nahida.rs"]
mod nahida;
#[path = "cards/navia.rs"]
mod navia;
#[path = "cards/neuvillette.rs"]
mod neuvillette;
#[path = "cards/nilou.rs"]
mod nilou;
#[path = "cards/ningguang.rs"]
mod ningguang;
#[path = "cards/noelle.rs"]
mod noelle;
#[path = "cards/qiqi.rs"]
mod qiqi;
#[path = "cards/raiden_shogun.rs"]
mod raiden_shogun;
#[path = "cards/razor.rs"]
mod razor;
#[path = "cards/reactions.rs"]
mod reactions;
#[path = "cards/rhodeia_of_loch.rs"]
mod rhodeia_of_loch;
#[path = "cards/rosaria.rs"]
mod rosaria;
#[path = "cards/sayu.rs"]
mod sayu;
#[path = "cards/shenhe.rs"]
mod shenhe;
#[path = "cards/stonehide_lawachurl.rs"]
mod stonehide_lawachurl;
#[path = "cards/sucrose.rs"]
mod sucrose;
#[path = "cards/tartaglia.rs"]
mod tartaglia;
#[path = "cards/thoma.rs"]
mod thoma;
#[path = "cards/thunder_manifestation.rs"]
mod thunder_manifestation;
#[path = "cards/tighnari.rs"]
mod tighnari;
#[path = "cards/venti.rs"]
mod venti;
#[path = "cards/wanderer.rs"]
mod wanderer;
#[path = "cards/wriothesley.rs"]
mod wriothesley;
#[path = "cards/xiangling.rs"]
mod xiangling;
#[path = "cards/xianyun.rs"]
mod xianyun;
#[path = "cards/xiao.rs"]
mod xiao;
#[path = "cards/xingqiu.rs"]
mod xingqiu;
#[path = "cards/xinyan.rs"]
mod xinyan;
#[path = "cards/yae_miko.rs"]
mod yae_miko;
#[path = "cards/yanfei.rs"]
mod yanfei;
#[path = "cards/yaoyao.rs"]
mod yaoyao;
#[path = "cards/yelan.rs"]
mod yelan;
#[path = "cards/yoimiya.rs"]
mod yoimiya;
#[path = "cards/yun_jin.rs"]
mod yun_jin;
#[path = "cards/zhongli.rs"]
mod zhongli;
