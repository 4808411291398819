//! Veteran's Visage (Artifact): "角色受到伤害或治疗后：根据本回合触发此效果的次数，执行不同的
//! 效果。 / 第1次触发：生成1个此角色类型的元素骰。 / 第2次触发：抓1张牌。" (After the character
//! takes DMG or is healed: by the number of times this effect was triggered this round: the
//! first time, create 1 Elemental Die of the character's element; the second, draw 1 card.)
//!
//! The triggers are counted in the round's counter; from the third on, nothing happens.
//! A heal at full HP is a heal (the character "is healed", for 0 HP).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::VeteransVisage, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::VeteransVisage, &ENTITY),
];

/// "生成1个...元素骰".
const DICE: u8 = 1;
/// "抓1张牌".
const DRAW: u8 = 1;

static ENTITY: EntityDef = EntityDef::new()
    .on_damaged(|cx, me, e| trigger(cx, me, e.player, e.character))
    .on_healed(|cx, me, e| trigger(cx, me, e.player, e.character));

fn trigger(cx: &mut Cx, me: &mut Status, player: Player, character: u8) {
    let Some(c) = cx.character() else { return };
    if player != cx.player || character != c {
        return;
    }
    match me.counter {
        0 => {
            if let Some(element) = cx.state.character_facts(cx.player, c as usize).element {
                cx.gain_dice(Die::of(element), DICE);
            }
        }
        1 => cx.draw(DRAW),
        _ => return,
    }
    me.counter += 1;
}
