//! Xenochromatic Hunter's Ray (Technique): "Technique: Fontemer Water Blades (2 unaligned):
//! Deals 2 Physical DMG. Usage(s): 2."

use crate::cards::{CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Source};
use crate::facts::DamageType;
use crate::state::Status;

/// Damage of Fontemer Water Blades.
const DAMAGE: u8 = 2;

/// The card: equipped by the engine.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The Technique. Its damage is not the character's ("damage dealt by using a Technique is
/// not considered damage dealt by the character").
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::TECHNIQUE,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Technique = hook {
        cx.damage_active(Source::Entity(me.id), DAMAGE, DamageType::Physical);
        cx.spend_after(me);
    }
}
