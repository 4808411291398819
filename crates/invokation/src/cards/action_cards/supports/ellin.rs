//! Ellin (Companion): "When you use a Skill that has already been used in this Round: Spend
//! 1 less Elemental Die. (Once per Round)"

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Ellin, &CardDef::SUPPORT),
    Def::Entity(EntityId::Ellin, &ENTITY),
];

/// Dice less.
const LESS: u8 = 1;

/// The support: `counter` is 1 once used this round (a skill that costs no dice keeps the
/// use).
static ENTITY: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    let CostAction::Skill {
        character, skill, ..
    } = q.action
    else {
        return;
    };
    let uses = cx.state.character(cx.player, character as usize).skill_uses;
    let used = uses.get(skill as usize).is_some_and(|&n| n > 0);
    if q.player == cx.player && used {
        me.once_per_round_if(|| q.reduce_dice(LESS) > 0);
    }
});
