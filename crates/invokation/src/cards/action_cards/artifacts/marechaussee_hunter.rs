//! Marechaussee Hunter (Artifact, 3 unaligned). 6.5.0 text: "角色受到伤害或治疗后：根据本回合触
//! 发此效果的次数，执行不同的效果。 / 第1次触发：生成1个此角色类型的元素骰。 / 第2次触发：抓1张
//! 牌。 / 第4次触发：生成1个此角色类型的元素骰。" (After the character takes DMG or is healed,
//! by how many times this happened this round: the 1st, create 1 Elemental Die of its
//! element; the 2nd, draw 1 card; the 4th, create 1 Elemental Die of its element.) The
//! times are counted in its per-round counter.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MarechausseeHunter, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::MarechausseeHunter, &ENTITY),
];

/// The times that create a die.
const DIE_TIMES: [u8; 2] = [1, 4];
/// The time that draws a card.
const DRAW_TIME: u8 = 2;
/// The last time that does something.
const LAST_TIME: u8 = 4;

static ENTITY: EntityDef = EntityDef::new()
    .on_damaged(|cx, me, e| hit_or_healed(cx, me, e.player, e.character))
    .on_healed(|cx, me, e| hit_or_healed(cx, me, e.player, e.character));

fn hit_or_healed(cx: &mut Cx, me: &mut Status, p: Player, c: u8) {
    let Some(own) = cx.character() else { return };
    if p != cx.player || c != own || me.counter >= LAST_TIME {
        return;
    }
    me.counter += 1;
    if DIE_TIMES.contains(&me.counter) {
        if let Some(element) = cx.state.character_facts(p, own as usize).element {
            cx.gain_dice(Die::of(element), 1);
        }
    } else if me.counter == DRAW_TIME {
        cx.draw(1);
    }
}
