//! Characters, one file each: skills and the entities they create.

mod abyss_lector;
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
mod kaeya;
mod keqing;
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
mod zhongli;

use super::{CardDef, CharacterDef, EntityDef};
use crate::command::Command;
use crate::facts::{CardId, CharacterId, EntityId};
use crate::player::Player;
use crate::state::{GameState, CHARACTERS};

/// A heal of `amount` for each living character of `p`, in position order ("heals all your
/// characters").
fn heal_all(state: &GameState, p: Player, amount: u8) -> [Option<Command>; CHARACTERS] {
    std::array::from_fn(|c| {
        state.character(p, c).alive.then_some(Command::Heal {
            player: p,
            character: c as u8,
            amount,
        })
    })
}

/// The behaviour of a character, if implemented.
pub(super) fn def(id: CharacterId) -> Option<&'static CharacterDef> {
    Some(match id {
        CharacterId::Ganyu => &ganyu::DEF,
        CharacterId::Xingqiu => &xingqiu::DEF,
        CharacterId::Diluc => &diluc::DEF,
        CharacterId::Fischl => &fischl::DEF,
        CharacterId::Sucrose => &sucrose::DEF,
        CharacterId::Noelle => &noelle::DEF,
        CharacterId::Keqing => &keqing::DEF,
        CharacterId::Mona => &mona::DEF,
        CharacterId::AbyssLectorFathomlessFlames => &abyss_lector::DEF,
        CharacterId::Collei => &collei::DEF,
        CharacterId::Bennett => &bennett::DEF,
        CharacterId::Kaeya => &kaeya::DEF,
        CharacterId::Qiqi => &qiqi::DEF,
        CharacterId::Zhongli => &zhongli::DEF,
        CharacterId::Candace => &candace::DEF,
        CharacterId::Beidou => &beidou::DEF,
        CharacterId::Nahida => &nahida::DEF,
        CharacterId::Tartaglia => &tartaglia::DEF,
        CharacterId::Xiangling => &xiangling::DEF,
        CharacterId::Chongyun => &chongyun::DEF,
        CharacterId::Barbara => &barbara::DEF,
        CharacterId::Razor => &razor::DEF,
        CharacterId::Ningguang => &ningguang::DEF,
        CharacterId::Diona => &diona::DEF,
        CharacterId::Jean => &jean::DEF,
        CharacterId::SangonomiyaKokomi => &kokomi::DEF,
        _ => return None,
    })
}

/// The behaviour of an entity a character creates, if implemented.
pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    ganyu::entity(id)
        .or_else(|| xingqiu::entity(id))
        .or_else(|| diluc::entity(id))
        .or_else(|| fischl::entity(id))
        .or_else(|| sucrose::entity(id))
        .or_else(|| noelle::entity(id))
        .or_else(|| keqing::entity(id))
        .or_else(|| mona::entity(id))
        .or_else(|| abyss_lector::entity(id))
        .or_else(|| collei::entity(id))
        .or_else(|| bennett::entity(id))
        .or_else(|| kaeya::entity(id))
        .or_else(|| qiqi::entity(id))
        .or_else(|| zhongli::entity(id))
        .or_else(|| candace::entity(id))
        .or_else(|| beidou::entity(id))
        .or_else(|| nahida::entity(id))
        .or_else(|| tartaglia::entity(id))
        .or_else(|| xiangling::entity(id))
        .or_else(|| chongyun::entity(id))
        .or_else(|| barbara::entity(id))
        .or_else(|| razor::entity(id))
        .or_else(|| ningguang::entity(id))
        .or_else(|| diona::entity(id))
        .or_else(|| jean::entity(id))
        .or_else(|| kokomi::entity(id))
}

/// The behaviour of a card a character creates, if implemented.
pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    keqing::card(id)
        .or_else(|| ganyu::card(id))
        .or_else(|| xingqiu::card(id))
        .or_else(|| diluc::card(id))
        .or_else(|| fischl::card(id))
        .or_else(|| sucrose::card(id))
        .or_else(|| noelle::card(id))
        .or_else(|| mona::card(id))
        .or_else(|| abyss_lector::card(id))
        .or_else(|| collei::card(id))
        .or_else(|| bennett::card(id))
        .or_else(|| kaeya::card(id))
        .or_else(|| qiqi::card(id))
        .or_else(|| zhongli::card(id))
        .or_else(|| candace::card(id))
        .or_else(|| beidou::card(id))
        .or_else(|| nahida::card(id))
        .or_else(|| tartaglia::card(id))
        .or_else(|| xiangling::card(id))
        .or_else(|| chongyun::card(id))
        .or_else(|| barbara::card(id))
        .or_else(|| razor::card(id))
        .or_else(|| ningguang::card(id))
        .or_else(|| diona::card(id))
        .or_else(|| jean::card(id))
        .or_else(|| kokomi::card(id))
}
