//! Northern Smoked Chicken (Food): "During this Round, the target character's next Normal
//! Attack costs 1 less Unaligned Element."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::NorthernSmokedChicken,
        &CardDef::on_character(|cx| cx.attach_target(EntityId::NorthernSmokedChickenInEffect)),
    ),
    Def::Entity(EntityId::NorthernSmokedChickenInEffect, &IN_EFFECT),
];

/// Northern Smoked Chicken (In Effect): the character's next Normal Attack this round with
/// an Unaligned die in its cost costs 1 less; once.
static IN_EFFECT: EntityDef = EntityDef::new().init(1, 1).on_cost_unaligned(|cx, me, q| {
    let Some(c) = cx.character() else { return };
    if q.is_skill_of(cx.player, c, Some(SkillKind::Normal)) && me.usage > 0 && q.reduce_unaligned()
    {
        me.usage -= 1;
    }
});
