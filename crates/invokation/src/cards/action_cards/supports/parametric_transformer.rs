//! Parametric Transformer (Item): "When either side uses a Skill: If Elemental DMG was
//! dealt, this card gains 1 Qualitative Progress. / If this card has gained 3 Qualitative
//! Progress, then discard this card and create 3 different Basic Elemental Dice."
//!
//! As in the 6.5.0 text ("双方角色使用技能后") and the reference (GI-TCG): after a skill of
//! either side when Elemental damage (to anyone) has been dealt since the skill began: by
//! the skill, by an effect it triggered, or by an "after skill" effect that resolved before
//! this one (Wind and Freedom's switch setting off Icicle; Sparks 'n' Splash after a
//! Physical attack). The three elements are random, each set equally likely (a chance
//! event).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ParametricTransformer, &CardDef::SUPPORT),
    Def::Entity(EntityId::ParametricTransformer, &ENTITY),
];

/// "If this card has gained 3 Qualitative Progress".
const PROGRESS: u8 = 3;
/// "create 3 different Basic Elemental Dice".
const DICE: u8 = 3;

/// The support: `usage` counts its Qualitative Progress.
static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, _| {
    if cx.state.globals().skill_elemental {
        me.usage = me.usage.saturating_add(1);
        if me.usage >= PROGRESS {
            cx.dispose = true;
            cx.gain_distinct_elements(DICE);
        }
    }
});
