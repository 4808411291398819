//! Skyward Spine (Polearm, 3 same): "The character deals +1 DMG. Once per Round: This
//! character's Normal Attacks deal +1 additional DMG."
//!
//! As in the reference (GI-TCG), the bonuses are on the character's damage that is not
//! spread by a reaction (Swirl); the once-per-round one goes to the first such damage of a
//! Normal Attack in the round. Piercing damage is never boosted.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SkywardSpine, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::SkywardSpine, &ENTITY),
];

/// Bonus damage.
const BONUS: i32 = 1;
/// Additional bonus of a Normal Attack, once per round.
const NORMAL_ATTACK_BONUS: i32 = 1;

static ENTITY: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    if cx
        .character()
        .is_some_and(|c| d.dealt_directly_by(cx.player, c))
    {
        d.amount += BONUS;
        if d.is_normal_attack() && me.once_per_round() {
            d.amount += NORMAL_ATTACK_BONUS;
        }
    }
});
