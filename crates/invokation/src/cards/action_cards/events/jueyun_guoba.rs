//! Jueyun Guoba (Food): "During this Round, the target character's next Normal Attack deals
//! +1 DMG."

use crate::cards::{CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command};
use crate::facts::EntityId;
use crate::state::{Status, Zone};

/// Bonus to the next Normal Attack.
const BONUS: i32 = 1;

/// The card: Jueyun Guoba (In Effect) on the target.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play,
};

fn play(cx: &mut CardCx) {
    if let Some(c) = cx.target_character() {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Character(c),
            id: EntityId::JueyunGuobaInEffect,
            usage: 0,
        });
    }
}

/// Jueyun Guoba (In Effect): once, this round ("next", "during this Round").
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on,
    init: Some((1, 1)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::DamageAdd(d) = hook {
        if d.dealt_by(cx.owner, c) && d.is_normal_attack() && me.usage > 0 {
            d.amount += BONUS;
            me.usage -= 1;
        }
    }
}
