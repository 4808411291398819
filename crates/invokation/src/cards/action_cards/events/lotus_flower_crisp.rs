//! Lotus Flower Crisp (Food): "During this Round, the target character takes -3 DMG the next
//! time."

use crate::cards::{CardCx, CardDef, CardTarget, Cx, EntityDef, Hook};
use crate::command::{listen, Command};
use crate::facts::EntityId;
use crate::state::{Status, Zone};

/// Damage prevented the next time.
const DECREASE: i32 = 3;

/// The card: Lotus Flower Crisp (In Effect) on the target.
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
            id: EntityId::LotusFlowerCrispInEffect,
            usage: 0,
        });
    }
}

/// Lotus Flower Crisp (In Effect): the next damage (more than 0, not Piercing) the character
/// takes this round is decreased by 3; once.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on,
    init: Some((1, 1)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::DamageDecrease(d) = hook {
        if d.cmd.to == cx.owner && d.cmd.target == c && d.amount > 0 && me.usage > 0 {
            d.amount = (d.amount - DECREASE).max(0);
            me.usage -= 1;
        }
    }
}
