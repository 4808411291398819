//! Elemental Resonance: Fervent Flames (Event, 1 Pyro): "During this round, the next
//! instance of Pyro-Related Reactions your current active character triggers deals +3 DMG."
//! (Two Pyro characters in the deck.)
//!
//! As in the reference (GI-TCG), the bonus is a status on the character active when the
//! card is played; it applies to that character's next damage (not spread by a reaction)
//! whose reaction involves Pyro (Melt, Vaporize, Overloaded, Burning, Pyro Swirl, Pyro
//! Crystallize), then is discarded, or at the end of the round.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::ElementalResonanceFerventFlames,
        &CardDef::event(|cx| cx.attach_active(IN_EFFECT_ID)),
    ),
    Def::Entity(IN_EFFECT_ID, &IN_EFFECT),
];

/// Bonus damage of the reaction.
const BONUS: i32 = 3;
/// The status the card creates.
const IN_EFFECT_ID: EntityId = EntityId::ElementalResonanceFerventFlamesInEffect;

/// Fervent Flames (In Effect): the character's next Pyro-related reaction +3, this round
/// ("During this round").
static IN_EFFECT: EntityDef = EntityDef::new().this_round().on_damage_add(|cx, _, d| {
    let Some(c) = cx.character() else { return };
    let pyro = d.reaction.is_some_and(|r| r.involves(Element::Pyro));
    if pyro && d.dealt_directly_by(cx.player, c) {
        d.amount += BONUS;
        cx.dispose = true;
    }
});
