//! Kaeya: Cryo sword. Glacial Waltz creates Icicle, which deals Cryo damage after each
//! switch of his side's active character.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Icicle: "After you switch characters: Deal 2 Cryo DMG."
const ICICLE_DAMAGE: u8 = 2;
/// Position of Frostgnaw in Kaeya's skill list.
const FROSTGNAW: u8 = 1;
/// Cold-Blooded Strike: "heals himself for 2 HP".
const TALENT_HEAL: u8 = 2;

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

/// Cold-Blooded Strike (talent, Combat Action, 3 Cryo): "When your active character is
/// Kaeya, equip this card. After Kaeya equips this card, immediately use Frostgnaw once.
/// After your Kaeya, who has this card equipped, uses Frostgnaw, he heals himself for 2 HP.
/// (Once per Round)"
static COLD_BLOODED_STRIKE: CardDef = CardDef::talent::<FROSTGNAW>();

/// Cold-Blooded Strike, equipped: after its Kaeya uses Frostgnaw (the use the card makes
/// included), heal him for 2, once per round. As in the reference, the round's use is
/// spent even when he is at full HP.
static COLD_BLOODED_STRIKE_EQUIPPED: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on: cold_blooded_strike,
    ..EntityDef::INERT
};

fn cold_blooded_strike(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    if let Hook::Event(Event::AfterSkill {
        player,
        character,
        skill: FROSTGNAW,
        ..
    }) = hook
    {
        if *player == cx.owner && *character == c && me.counter == 0 {
            me.counter = 1;
            cx.push(Command::Heal {
                player: cx.owner,
                character: c,
                amount: TALENT_HEAL,
            });
        }
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Icicle => &ICICLE,
        EntityId::ColdBloodedStrike => &COLD_BLOODED_STRIKE_EQUIPPED,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::ColdBloodedStrike => &COLD_BLOODED_STRIKE,
        _ => return None,
    })
}
