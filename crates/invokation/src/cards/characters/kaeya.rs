//! Kaeya: Cryo sword. Glacial Waltz creates Icicle, which deals Cryo damage after each
//! switch of his side's active character.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Icicle: "After you switch characters: Deal 2 Cryo DMG."
const ICICLE_DAMAGE: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Ceremonial Bladework: "Deals 2 Physical DMG."
        // Frostgnaw: "Deals 3 Cryo DMG."
        0 | 1 => cx.base_damage(),
        // Glacial Waltz: "Deals 1 Cryo DMG, creates 1 Icicle."
        2 => {
            cx.base_damage();
            cx.add_combat_status(EntityId::Icicle);
        }
        _ => {}
    }
}

/// Icicle: "After you switch characters: Deal 2 Cryo DMG. Usage(s): 3" (usages from the
/// facts).
///
/// Every switch of its side's active character counts, as in the reference: the Switch
/// Character action, a forced switch (an opposing Overloaded, a card or skill that
/// switches) and the choice of a new active character after a defeat.
static ICICLE: EntityDef = EntityDef {
    listens: listen::SWITCHED,
    on: icicle,
    ..EntityDef::INERT
};

fn icicle(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::Switched { player, .. }) = hook {
        if *player == cx.owner && me.usage > 0 {
            let cryo = DamageType::Elemental(Element::Cryo);
            cx.damage_active(Source::Entity(me.id), ICICLE_DAMAGE, cryo);
            cx.spend_after(me);
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Icicle => &ICICLE,
        _ => return None,
    })
}

pub(super) fn card(_id: CardId) -> Option<&'static CardDef> {
    None
}
