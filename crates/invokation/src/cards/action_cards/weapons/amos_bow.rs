//! Amos' Bow (Bow, 3 same): "The character deals +1 DMG. When the character uses a Skill
//! that costs at least a total of 5 Elemental Dice and Energy, +2 additional DMG. (Once per
//! Round)"
//!
//! The cost is the skill's printed one (the 6.5.0 text: "原本元素骰费用+充能费用": its
//! original dice and energy, whatever discounts applied). As in the reference (GI-TCG), the
//! additional bonus goes to the first damage of such a skill in the round that the
//! character deals (not spread by a reaction; Piercing damage is never boosted).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::AmosBow, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::AmosBow, &ENTITY),
];

/// The character's bonus.
const BONUS: i32 = 1;
/// The additional bonus of a costly skill, once per round.
const COSTLY_BONUS: i32 = 2;
/// "at least a total of 5 Elemental Dice and Energy".
const COSTLY: u8 = 5;

static ENTITY: EntityDef = EntityDef::new().on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if !d.dealt_directly_by(cx.player, c) {
        return;
    }
    d.amount += BONUS;
    let costly = match cx.state.skill_in_progress() {
        Some((p, user, skill)) if p == cx.player && user == c && d.is_skill() => {
            let cost = cx.state.skill_facts(p, c as usize, skill as usize).cost;
            cost.matching + cost.same + cost.unaligned + cost.energy >= COSTLY
        }
        _ => false,
    };
    if costly && me.once_per_round() {
        d.amount += COSTLY_BONUS;
    }
});
