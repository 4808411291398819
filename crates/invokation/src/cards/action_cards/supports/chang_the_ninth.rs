//! Chang the Ninth (Companion): "After a character of either side uses a Skill: If Physical
//! DMG or Piercing DMG was dealt, or an Elemental Reaction was triggered, this card gains 1
//! Inspiration. If this card has 3 Inspiration, discard this card and draw 2 cards."
//!
//! What the action did so far counts, as the reference counts it: the skill's damage to
//! either side and reactions, and what the "after skill" effects that ran before this one
//! did ([`Cx::action_did`]); a prepared skill is not "using a skill" and adds nothing.

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
    .on_after_skill(|cx, me, _| {
        if cx.action_did(action_log::PHYSICAL | action_log::REACTION) {
            me.usage = me.usage.saturating_add(1);
            if me.usage >= INSPIRATION {
                cx.dispose = true;
                cx.draw(DRAW);
            }
        }
    });
