//! Jeht (Companion), from 4.6: "This card will record the number of cards discarded from
//! your Support Zone during this match as Sophistication points. (Max 6 points) / After your
//! characters use an Elemental Burst: If this card has recorded at least 6 Sophistication
//! points, discard this card and attach Sand and Dreams to your active character."
//!
//! Before 4.6 the second sentence read: "If this card has recorded at least 5
//! Sophistication points, discard this card and create Omni Element equal to its points
//! minus 2."
//!
//! The points are its side's match record
//! ([`crate::state::PlayerState::supports_discarded`]: supports discarded before Jeht came
//! count too), shown as its usages: set as it enters and after each support of its side
//! leaves. A Burst user that already has Sand and Dreams sets nothing off (as the
//! reference).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Jeht, &CardDef::SUPPORT),
    Def::Entity(EntityId::Jeht, &ENTITY),
    Def::Entity(EntityId::SandAndDreams, &SAND_AND_DREAMS),
];

/// "(Max 6 points)", and the points the 4.6 text needs.
const MAX: u8 = 6;
/// The points the text before 4.6 needs.
const OLD_NEEDED: u8 = 5;
/// Before 4.6: Omni dice are the points minus this.
const OLD_LESS: u8 = 2;
/// Sand and Dreams: "Spend 3 less Elemental Dice".
const LESS: u8 = 3;

/// Its side's Sophistication points.
fn points(cx: &Cx) -> u8 {
    cx.state.player(cx.player).supports_discarded.min(MAX)
}

/// The support: `usage` shows its points (it stays at 0 until a support is discarded).
static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_card_played(|cx, me, e| {
        // Entering, it shows the record so far; one already in play (set up in a
        // scenario) keeps the points it was given until the record changes.
        if templates::is_own_entry(cx, me, e, CardId::Jeht) {
            me.usage = points(cx);
        }
    })
    .on_support_left(|cx, me, p| {
        if *p == cx.player {
            me.usage = points(cx);
        }
    })
    .on_after_skill(|cx, me, e| {
        if e.player != cx.player || e.kind != SkillKind::Burst {
            return;
        }
        if cx.state.version() >= Version::V4_6_0 {
            let caller = cx.state.character(cx.player, e.character as usize);
            if me.usage >= MAX && !caller.has(EntityId::SandAndDreams) {
                let active = cx.state.active(cx.player) as u8;
                cx.attach(active, EntityId::SandAndDreams);
                cx.dispose = true;
            }
        } else if me.usage >= OLD_NEEDED {
            cx.gain_omni(me.usage - OLD_LESS);
            cx.dispose = true;
        }
    });

/// Sand and Dreams (character status): "When you play a Talent card or a Character uses a
/// Skill: Spend 3 less Elemental Dice. / Usage(s): 1" (a skill of its character, or a
/// talent card of that character).
static SAND_AND_DREAMS: EntityDef = EntityDef::new().on_cost(|cx, me, q| {
    let Some(c) = cx.character() else { return };
    let mine = q.is_skill_of(cx.player, c, None) || templates::is_talent_of(cx, c, q.action);
    if q.player == cx.player && mine && q.reduce_dice(LESS) > 0 {
        me.take_usage();
    }
});
