//! "Ultimate Overlord's Mega Magic Sword" (Claymore, 2 same). 6.5.0 text: "此牌会记录本局游戏
//! 中你打出过的名称不存在于本局最初牌组中的不同名的行动牌数量，称为「声援」。 / 如果此牌的「声援」
//! 至少为2/4/9，则角色造成的伤害+1/2/3。" (This card records the number of Action Cards of
//! different names you have played this match whose names are not in this match's initial
//! deck: its Support. / If its Support is at least 2/4/9, the character deals +1/2/3 DMG.)
//! Before 6.3.0 the last step was at 8.
//!
//! The count is the match record [`crate::state::PlayerState::new_cards_played`] (kept
//! from the start of the match, also before the sword is in play, as the reference's
//! record; the sword itself counts when its name is not in the deck). The sword shows it as
//! its usages (the reference's `supp`), refreshed after each card its side plays.

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::UltimateOverlordsMegaMagicSword, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::UltimateOverlordsMegaMagicSword, &ENTITY),
];

/// The Support needed for +1 and +2 DMG.
const STEPS: [u8; 2] = [2, 4];
/// The Support needed for +3 DMG: 9 from 6.3.0, 8 before.
fn top_step(version: Version) -> u8 {
    if version >= Version::V6_3_0 {
        9
    } else {
        8
    }
}

/// The Support: different new cards played this match.
fn support(cx: &Cx) -> u8 {
    cx.state.player(cx.player).new_cards_played.len() as u8
}

static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_card_played(|cx, me, e| {
        if e.player == cx.player {
            me.usage = support(cx);
        }
    })
    .on_damage_add(|cx, _, d| {
        if !cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
        {
            return;
        }
        let n = support(cx);
        d.amount += if n >= top_step(cx.state.version()) {
            3
        } else if n >= STEPS[1] {
            2
        } else if n >= STEPS[0] {
            1
        } else {
            0
        };
    });
