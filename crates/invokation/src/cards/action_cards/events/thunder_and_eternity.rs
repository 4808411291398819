//! Thunder and Eternity (Event, free): "Convert all your Elemental Dice to Omni Element."
//! (The deck rule, 2 Inazuma characters, is the deck's.) Before 4.0 the dice became the
//! active character's element instead (the 3.7.0 text: "转换为当前出战角色的类型").

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::ThunderAndEternity, &CARD)];

static CARD: CardDef = CardDef::event(|cx| {
    let dice = cx.state.player(cx.player).dice;
    let face = if cx.state.version() >= Version::V4_0_0 {
        Die::Omni
    } else {
        let active = cx.state.active(cx.player);
        cx.state
            .character_facts(cx.player, active)
            .element
            .map_or(Die::Omni, Die::of)
    };
    // Omni dice and dice already of the face stay (as the reference converts). A
    // conversion, not a gain: the opponent's "I'd Rather Lose Money Myself..." does not
    // count these dice (as the reference; differential position 14-38).
    let mut others = dice;
    others.0[face.index()] = 0;
    others.0[Die::Omni.index()] = 0;
    let n = others.total() as u8;
    if n > 0 {
        cx.convert_dice(face, n);
    }
});
