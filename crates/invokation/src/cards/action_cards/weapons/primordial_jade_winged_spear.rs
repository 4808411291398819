//! Primordial Jade Winged-Spear (Polearm, 3 same). 6.5.0 text: "角色造成的伤害+1。 / 角色使用技
//! 能后：直到回合结束前，此牌所提供的伤害加成值额外+1。（最多累积到+2）" (The character deals +1
//! DMG. After the character uses a Skill: until the end of the round, the bonus this card
//! gives is +1 more. (Up to +2))
//!
//! The additional bonus (0 to 2) is the weapon's per-round counter: it grows after each skill
//! of the character (the skill itself not boosted) and is back to 0 when the next round
//! starts (the reference sets its `extraDamage` back to 1 when the round ends).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::PrimordialJadeWingedSpear, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::PrimordialJadeWingedSpear, &ENTITY),
];

/// "The character deals +1 DMG."
const BONUS: i32 = 1;
/// Most additional bonus.
const MAX_EXTRA: u8 = 2;

static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .on_damage_add(|cx, me, d| {
        if cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
        {
            d.amount += BONUS + me.counter as i32;
        }
    })
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player && e.character == c && me.counter < MAX_EXTRA {
            me.counter += 1;
        }
    });
