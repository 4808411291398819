//! Elemental Resonance: Fervent Flames (Event, 1 Pyro): "During this round, the next
//! instance of Pyro-Related Reactions your current active character triggers deals +3 DMG."
//! (Two Pyro characters in the deck.)
//!
//! As in the reference (GI-TCG), the bonus is a status on the character active when the
//! card is played; it applies to that character's next damage (not spread by a reaction)
//! whose reaction involves Pyro (Melt, Vaporize, Overloaded, Burning, Pyro Swirl, Pyro
//! Crystallize), then is discarded, or at the end of the round.

use crate::cards::{CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{dmg, listen, Command};
use crate::facts::{Element, EntityId};
use crate::state::{Status, Zone};

/// Bonus damage of the reaction.
const BONUS: i32 = 3;

/// The card: the status on the active character.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play,
};

fn play(cx: &mut CardCx) {
    let active = cx.state.active(cx.player) as u8;
    cx.push(Command::Add {
        player: cx.player,
        zone: Zone::Character(active),
        id: EntityId::ElementalResonanceFerventFlamesInEffect,
        usage: 0,
    });
}

/// Fervent Flames (In Effect): the character's next Pyro-related reaction +3, this round.
pub(super) static IN_EFFECT: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on,
    // "During this round".
    init: Some((0, 1)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::DamageAdd(d) = hook {
        let pyro = d.reaction.is_some_and(|r| r.involves(Element::Pyro));
        if pyro && d.dealt_by(cx.owner, c) && d.cmd.flags & dmg::SPREAD == 0 {
            d.amount += BONUS;
            cx.dispose = true;
        }
    }
}
