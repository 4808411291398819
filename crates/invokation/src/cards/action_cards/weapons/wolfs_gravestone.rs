//! Wolf's Gravestone (Claymore, 3 same): "The character deals +1 DMG. Deal +2 additional DMG
//! if the target's remaining HP is equal to or less than 6."
//!
//! The target's HP is read when the damage is calculated (before it is taken). As in the
//! reference (GI-TCG), the bonus is on the character's damage that is not spread by a
//! reaction (Swirl); Piercing damage is never boosted.

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{dmg, listen};
use crate::state::Status;

/// Bonus damage.
const BONUS: i32 = 1;
/// Additional bonus against a target with at most [`LOW_HP`] HP.
const LOW_HP_BONUS: i32 = 2;
/// "remaining HP is equal to or less than 6".
const LOW_HP: u8 = 6;

/// The card: equipped on a claymore user (the engine checks the weapon type).
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
            let hp = cx.state.character(d.cmd.to, d.cmd.target as usize).hp;
            d.amount += BONUS + if hp <= LOW_HP { LOW_HP_BONUS } else { 0 };
        }
    }
}
