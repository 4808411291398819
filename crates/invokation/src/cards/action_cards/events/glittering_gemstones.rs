//! Glittering Gemstones (Food, 1 same). 6.5.0 text: "目标角色获得1点额外最大生命值。" (The
//! target character gains 1 additional Max HP.) As the reference (GI-TCG), the raise heals
//! the character for the HP it adds.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(
    CardId::GlitteringGemstones,
    &CardDef::on_character(|cx| {
        if let Some(c) = cx.target_character() {
            cx.raise_max_hp(c, MAX_HP);
        }
    }),
)];

/// "gains 1 additional Max HP".
const MAX_HP: u8 = 1;
