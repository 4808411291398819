//! Gilded Dreams (Artifact). 6.5.0 text (since 4.5.0): "入场时：生成1个所附属角色类型的元素骰。
//! 如果我方队伍中存在3种不同元素类型的角色，则改为生成2个。 / 所附属角色为出战角色期间，敌方受到
//! 元素反应伤害时：抓1张牌。（每回合至多2次）" (When played: create 1 Elemental Die of the
//! character's element; if your party has characters of 3 different elements, 2 instead. /
//! While the character is the active character, when an opposing character takes Elemental
//! Reaction DMG: Draw 1 card. (Up to twice per Round))
//!
//! Before 4.5.0 the party of 3 elements gave an Omni die besides ("则额外生成1个万能元素"):
//! the version is followed (`action_cards::artifacts::gilded_dreams_before_4_5_adds_an_omni_die`).
//! The party is every character of the side, defeated ones too (as the reference counts it:
//! differential seed 12, positions 0 and 17).

use super::shadow_of_the_sand_king::draw_on_reaction_damage;
use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::GildedDreams, &CARD),
    Def::Entity(EntityId::GildedDreams, &ENTITY),
];

/// "Up to twice per Round".
const PER_ROUND: u8 = 2;
/// "3 different elements".
const ELEMENTS: usize = 3;
/// The version from which the party of 3 elements gives 2 dice of the element, not an Omni
/// die besides.
const TWO_DICE_SINCE: Version = Version::V4_5_0;

/// Equipped (by the engine), then the dice.
static CARD: CardDef = CardDef::on_character(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    let (state, p) = (cx.state, cx.player);
    let Some(element) = state.character_facts(p, c as usize).element else {
        return;
    };
    let mut seen = 0u8;
    for i in 0..CHARACTERS {
        if let Some(e) = state.character_facts(p, i).element {
            seen |= 1 << e.index();
        }
    }
    let three = seen.count_ones() as usize >= ELEMENTS;
    match (three, state.version() >= TWO_DICE_SINCE) {
        (false, _) => cx.gain_dice(Die::of(element), 1),
        (true, true) => cx.gain_dice(Die::of(element), 2),
        (true, false) => {
            cx.gain_dice(Die::of(element), 1);
            cx.gain_omni(1);
        }
    }
});

static ENTITY: EntityDef = EntityDef::new().on_damaged(|cx, me, e| {
    draw_on_reaction_damage(cx, me, e, PER_ROUND);
});
