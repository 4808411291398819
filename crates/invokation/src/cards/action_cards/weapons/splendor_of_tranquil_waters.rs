//! Splendor of Tranquil Waters (Sword, 2 same). 6.5.0 text: "我方角色受到伤害或治疗后：此牌累积1
//! 点「湖光」。 / 角色进行普通攻击时：如果已有12点「湖光」，则消耗12点，使此技能少花费2个无色元
//! 素且造成的伤害+1，并且治疗所附属角色1点（每回合1次）。" (After your characters take DMG or
//! are healed: this card gains 1 Lakelight. When the character uses a Normal Attack: with 12
//! Lakelight, consume 12: the skill costs 2 less Unaligned Element, deals +1 DMG, and heals
//! the character for 1 HP. Once per Round.)
//!
//! Lakelight is the weapon's usage count (it stays at 0). As in the reference (GI-TCG), the
//! discount and the bonus are each once per round: the discount needs 12 Lakelight when the
//! Normal Attack is paid, the bonus (with the heal) consumes the 12 when it deals damage.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SplendorOfTranquilWaters, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::SplendorOfTranquilWaters, &WEAPON),
];

/// "If you have 12 Lakelight".
const LAKELIGHT: u8 = 12;
/// "costs 2 less Unaligned Element".
const DISCOUNT: u8 = 2;
/// "deals +1 DMG".
const BONUS: i32 = 1;
/// "heals the character for 1 HP".
const HEAL: u8 = 1;
/// The per-round bits (masks): the discount, the bonus.
const DISCOUNT_BIT: u8 = 1;
const BONUS_BIT: u8 = 2;

static WEAPON: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_damaged(|cx, me, e| gain(cx, me, e.player))
    .on_healed(|cx, me, e| gain(cx, me, e.player))
    .on_cost_unaligned(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        if q.is_skill_of(cx.player, c, Some(SkillKind::Normal))
            && me.usage >= LAKELIGHT
            && me.once_per_round_bit(DISCOUNT_BIT)
        {
            for _ in 0..DISCOUNT {
                q.reduce_unaligned();
            }
        }
    })
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if d.dealt_directly_by(cx.player, c)
            && d.is_normal_attack()
            && me.usage >= LAKELIGHT
            && me.once_per_round_bit(BONUS_BIT)
        {
            me.usage -= LAKELIGHT;
            d.amount += BONUS;
            cx.heal(c, HEAL);
        }
    });

/// "After your characters take DMG or are healed: this card gains 1 Lakelight."
fn gain(cx: &mut Cx, me: &mut Status, p: Player) {
    if p == cx.player {
        me.usage = me.usage.saturating_add(1);
    }
}
