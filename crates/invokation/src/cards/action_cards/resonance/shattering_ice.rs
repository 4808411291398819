//! Elemental Resonance: Shattering Ice (Event, 1 Cryo): "During this Round, your current
//! active character will deal +2 DMG for the next instance." (Two Cryo characters in the
//! deck.)
//!
//! As in the reference (GI-TCG), the bonus is a status on the character active when the
//! card is played; it applies to that character's next damage that is not Piercing and not
//! spread by a reaction (Swirl), then is discarded, or at the end of the round.

use crate::cards::{CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{dmg, listen, Command};
use crate::facts::EntityId;
use crate::state::{Status, Zone};

/// Bonus damage of the next instance.
const BONUS: i32 = 2;

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
        id: EntityId::ElementalResonanceShatteringIceInEffect,
        usage: 0,
    });
}

/// Shattering Ice (In Effect): the character's next damage +2, this round.
pub(super) static IN_EFFECT: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on,
    // "During this Round".
    init: Some((0, 1)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::DamageAdd(d) = hook {
        if d.dealt_by(cx.owner, c) && d.cmd.flags & dmg::SPREAD == 0 {
            d.amount += BONUS;
            cx.dispose = true;
        }
    }
}
