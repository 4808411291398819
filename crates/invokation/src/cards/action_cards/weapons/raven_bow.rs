//! Raven Bow (Bow, 2 same): "The character deals +1 DMG."
//!
//! As in the reference (GI-TCG), the bonus is on the character's damage that is not spread
//! by a reaction (Swirl); Piercing damage is never boosted.

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{dmg, listen};
use crate::state::Status;

/// Bonus damage.
const BONUS: i32 = 1;

/// The card: equipped on a bow user (the engine checks the weapon type).
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The equipment.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::DamageAdd(d) = hook {
        if d.dealt_by(cx.owner, c) && d.cmd.flags & dmg::SPREAD == 0 {
            d.amount += BONUS;
        }
    }
}
