//! Wolf's Gravestone (Claymore, 3 same): "The character deals +1 DMG. Deal +2 additional DMG
//! if the target's remaining HP is equal to or less than 6."
//!
//! The target's HP is read when the damage is calculated (before it is taken). As in the
//! reference (GI-TCG), the bonus is on the character's damage that is not spread by a
//! reaction (Swirl); Piercing damage is never boosted.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::WolfsGravestone, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::WolfsGravestone, &ENTITY),
];

/// Bonus damage.
const BONUS: i32 = 1;
/// Additional bonus against a target with at most [`LOW_HP`] HP.
const LOW_HP_BONUS: i32 = 2;
/// "remaining HP is equal to or less than 6".
const LOW_HP: u8 = 6;

static ENTITY: EntityDef = EntityDef::new().on_damage_add(|cx, _, d| {
    if cx
        .character()
        .is_some_and(|c| d.dealt_directly_by(cx.player, c))
    {
        let hp = cx.state.character(d.cmd.to, d.cmd.target as usize).hp;
        d.amount += BONUS + if hp <= LOW_HP { LOW_HP_BONUS } else { 0 };
    }
});
