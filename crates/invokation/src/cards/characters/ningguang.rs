//! Ningguang: Geo catalyst. Jade Screen (reduces big hits on the active character) and a
//! burst that hits harder behind it; her talent, Strategic Reserve, makes the screen add 1
//! to her side's Geo damage.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::listen;
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Jade Screen (the skill) in Ningguang's skill list.
const JADE_SCREEN_SKILL: u8 = 1;
/// Starshatter: "If Jade Screen is on the field, deals +2 DMG."
const STARSHATTER_BONUS: u8 = 2;
/// Jade Screen only reduces damage of at least this much.
const SCREEN_THRESHOLD: i32 = 2;
/// Strategic Reserve: "Jade Screen will cause your Geo DMG to increase by 1."
const RESERVE_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Sparkling Scatter: base damage.
        0 => cx.base_damage(),
        // Jade Screen: damage, then the Jade Screen combat status.
        JADE_SCREEN_SKILL => {
            cx.base_damage();
            cx.add_combat_status(EntityId::JadeScreen);
        }
        // Starshatter: damage, +2 with Jade Screen on the field.
        2 => {
            let screen = cx
                .state
                .player(cx.player)
                .combat_status(EntityId::JadeScreen)
                .is_some();
            cx.base_damage_plus(if screen { STARSHATTER_BONUS } else { 0 });
        }
        _ => {}
    }
}

/// Jade Screen: "When your active character receives at least 2 DMG: Decrease DMG taken
/// by 1. Usage(s): 2" (usages from the facts). With Strategic Reserve equipped on a
/// Ningguang of its side: "your Geo DMG +1" (any Geo damage the side deals, as in the
/// reference).
static JADE_SCREEN: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE | listen::DAMAGE_ADD,
    on: jade_screen,
    ..EntityDef::INERT
};

fn jade_screen(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::DamageDecrease(d)
            if d.target_active && d.amount >= SCREEN_THRESHOLD && me.usage > 0 =>
        {
            d.amount -= 1;
            me.usage -= 1;
        }
        Hook::DamageAdd(d)
            if d.cmd.from == cx.owner
                && d.dtype == DamageType::Elemental(Element::Geo)
                && cx
                    .state
                    .player(cx.owner)
                    .any_character_has(EntityId::StrategicReserve) =>
        {
            d.amount += RESERVE_BONUS;
        }
        _ => {}
    }
}

/// Strategic Reserve (talent, Combat Action, 3 Geo): "When your active character is
/// Ningguang, equip this card. After Ningguang equips this card, immediately use Jade
/// Screen once. When your Ningguang, who has this card equipped, is on the field, Jade
/// Screen will cause your Geo DMG to increase by 1."
static STRATEGIC_RESERVE: CardDef = CardDef::talent::<JADE_SCREEN_SKILL>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::JadeScreen => &JADE_SCREEN,
        EntityId::StrategicReserve => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::StrategicReserve => &STRATEGIC_RESERVE,
        _ => return None,
    })
}
