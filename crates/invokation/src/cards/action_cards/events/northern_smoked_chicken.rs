//! Northern Smoked Chicken (Food): "During this Round, the target character's next Normal
//! Attack costs 1 less Unaligned Element."

use crate::cards::{CardCx, CardDef, CardTarget, CostAction, Cx, EntityDef, Hook};
use crate::command::{listen, Command};
use crate::facts::{EntityId, SkillKind};
use crate::state::{Status, Zone};

/// Unaligned dice taken off the next Normal Attack.
const DISCOUNT: u8 = 1;

/// The card: Northern Smoked Chicken (In Effect) on the target.
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
            id: EntityId::NorthernSmokedChickenInEffect,
            usage: 0,
        });
    }
}

/// Northern Smoked Chicken (In Effect): the character's next Normal Attack this round with
/// an Unaligned die in its cost costs 1 less; once.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: listen::COST,
    on,
    init: Some((1, 1)),
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::Cost(q) = hook {
        let normal = matches!(
            q.action,
            CostAction::Skill { character, kind: SkillKind::Normal, .. } if character == c
        );
        if q.player == cx.owner && normal && q.cost.unaligned > 0 && me.usage > 0 {
            q.cost.unaligned -= DISCOUNT.min(q.cost.unaligned);
            me.usage -= 1;
        }
    }
}
