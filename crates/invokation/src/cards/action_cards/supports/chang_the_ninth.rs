//! Chang the Ninth (Companion): "After a character of either side uses a Skill: If Physical
//! DMG or Piercing DMG was dealt, or an Elemental Reaction was triggered, this card gains 1
//! Inspiration. If this card has 3 Inspiration, discard this card and draw 2 cards."
//!
//! What the skill's own effects did counts (its damage to either side, a reaction credited
//! to either side: [`AfterSkill::physical`], [`AfterSkill::any_reaction`]), as the reference
//! counts them; a prepared skill is not "using a skill" and adds nothing.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ChangTheNinth, &CardDef::SUPPORT),
    Def::Entity(EntityId::ChangTheNinth, &ENTITY),
];

/// "If this card has 3 Inspiration".
const INSPIRATION: u8 = 3;
/// Cards drawn then.
const DRAW: u8 = 2;

/// The support: `usage` counts its Inspiration (it enters with none and stays at 0).
static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_after_skill(|cx, me, e| {
        if e.physical || e.any_reaction {
            me.usage = me.usage.saturating_add(1);
            if me.usage >= INSPIRATION {
                cx.dispose = true;
                cx.draw(DRAW);
            }
        }
    });
