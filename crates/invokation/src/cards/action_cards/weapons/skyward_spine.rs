//! Skyward Spine (Polearm, 3 same): "The character deals +1 DMG. Once per Round: This
//! character's Normal Attacks deal +1 additional DMG."
//!
//! As in the reference (GI-TCG), the bonuses are on the character's damage that is not
//! spread by a reaction (Swirl); the once-per-round one goes to the first such damage of a
//! Normal Attack in the round. Piercing damage is never boosted.

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{dmg, listen};
use crate::state::Status;

/// Bonus damage.
const BONUS: i32 = 1;
/// Additional bonus of a Normal Attack, once per round.
const NORMAL_ATTACK_BONUS: i32 = 1;

/// The card: equipped on a polearm user (the engine checks the weapon type).
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The equipment; its per-round counter marks the Normal Attack bonus as used.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::DamageAdd(d) = hook {
        if d.dealt_by(cx.owner, c) && d.cmd.flags & dmg::SPREAD == 0 {
            d.amount += BONUS;
            if d.is_normal_attack() && me.counter == 0 {
                d.amount += NORMAL_ATTACK_BONUS;
                me.counter = 1;
            }
        }
    }
}
