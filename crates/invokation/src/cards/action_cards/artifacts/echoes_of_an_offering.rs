//! Echoes of an Offering (Artifact): "角色使用「普通攻击」后：抓1张牌。（每回合1次） / 角色使用
//! 技能后：如果我方元素骰数量不多于手牌数量，则生成1个所附属角色类型的元素骰。（每回合1次）"
//! (After the character uses a Normal Attack: Draw 1 card. (Once per Round) / After the
//! character uses a Skill: If you have no more Elemental Dice than cards in your hand, create
//! 1 Elemental Die of the character's element. (Once per Round))
//!
//! Two limits, one bit of the round's counter each. The dice and the hand are counted when
//! the skill is done, after the card a Normal Attack drew (the first effect is the first
//! line of the text); a skill whose dice outnumber the hand keeps the round's die.

use super::flowing_rings::{own_normal_attack, DRAW};
use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::EchoesOfAnOffering, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::EchoesOfAnOffering, &ENTITY),
];

/// The round's draw.
const DRAW_BIT: u8 = 1 << 0;
/// The round's die.
const DIE_BIT: u8 = 1 << 1;

static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    let Some(c) = cx.character() else { return };
    if e.player != cx.player || e.character != c {
        return;
    }
    let mut hand = cx.state.player(cx.player).hand.len() as u32;
    if own_normal_attack(cx, e) && me.once_per_round_bit(DRAW_BIT) {
        cx.draw(DRAW);
        let ps = cx.state.player(cx.player);
        if ps.hand.len() < cx.state.config().max_hand as usize && !ps.deck.is_empty() {
            hand += DRAW as u32;
        }
    }
    let dice = cx.state.player(cx.player).dice.total();
    if me.counter & DIE_BIT == 0 && dice <= hand {
        if let Some(element) = cx.state.character_facts(cx.player, c as usize).element {
            me.counter |= DIE_BIT;
            cx.gain_dice(Die::of(element), 1);
        }
    }
});
