//! Elemental Resonance: Shattering Ice (Event, 1 Cryo): "During this Round, your current
//! active character will deal +2 DMG for the next instance." (Two Cryo characters in the
//! deck.)
//!
//! As in the reference (GI-TCG), the bonus is a status on the character active when the
//! card is played; it applies to that character's next damage that is not Piercing and not
//! spread by a reaction (Swirl), then is discarded, or at the end of the round.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::ElementalResonanceShatteringIce,
        &CardDef::event(|cx| cx.attach_active(IN_EFFECT_ID)),
    ),
    Def::Entity(IN_EFFECT_ID, &IN_EFFECT),
];

/// Bonus damage of the next instance.
const BONUS: i32 = 2;
/// The status the card creates.
const IN_EFFECT_ID: EntityId = EntityId::ElementalResonanceShatteringIceInEffect;

/// Shattering Ice (In Effect): the character's next damage +2, this round.
static IN_EFFECT: EntityDef = EntityDef::new().this_round().on_damage_add(|cx, _, d| {
    if cx
        .character()
        .is_some_and(|c| d.dealt_directly_by(cx.player, c))
    {
        d.amount += BONUS;
        cx.dispose = true;
    }
});
