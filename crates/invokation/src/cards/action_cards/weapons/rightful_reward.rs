//! Rightful Reward (Polearm, 2 same). 6.5.0 text: "角色使用「元素爆发」造成的伤害+2。 / 我方出战
//! 角色受到伤害或治疗后：累积1点「公义之理」。如果此牌已累积3点「公义之理」，则消耗3点「公义之
//! 理」，使角色获得1点充能。" (The character's Elemental Burst deals +2 DMG. After your active
//! character takes DMG or is healed: gain 1 Principle of Justice. If this card has 3
//! Principle of Justice, consume 3 and the character gains 1 Energy.)
//!
//! Principle of Justice is the weapon's usage count (it stays at 0). "Your active
//! character" is the side's active character when the damage or heal is heard (one the
//! damage defeated too, until the new one is chosen, as the reference); the energy goes to the equipped character, also when it is full (the 3 are
//! consumed all the same).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::RightfulReward, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::RightfulReward, &WEAPON),
];

/// "元素爆发造成的伤害+2".
const BONUS: i32 = 2;
/// "如果此牌已累积3点「公义之理」，则消耗3点".
const JUSTICE: u8 = 3;
/// "使角色获得1点充能".
const ENERGY: u8 = 1;

static WEAPON: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_damage_add(|cx, _, d| {
        if cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
            && d.cmd.skill == Some(SkillKind::Burst)
        {
            d.amount += BONUS;
        }
    })
    .on_damaged(|cx, me, e| justice(cx, me, e.player, e.character))
    .on_healed(|cx, me, e| justice(cx, me, e.player, e.character));

/// After the side's active character takes damage or is healed: 1 Principle of Justice; at
/// 3, they are consumed for 1 Energy.
fn justice(cx: &mut Cx, me: &mut Status, p: Player, c: u8) {
    let Some(own) = cx.character() else { return };
    if p != cx.player || !templates::is_active(cx.state, p, c) {
        return;
    }
    me.usage = me.usage.saturating_add(1);
    if me.usage >= JUSTICE {
        me.usage -= JUSTICE;
        cx.energy(own, ENERGY);
    }
}
