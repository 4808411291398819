//! Ningguang: Geo catalyst. Jade Screen (reduces big hits on the active character) and a
//! burst that hits harder behind it; her talent, Strategic Reserve, makes the screen add 1
//! to her side's Geo damage.

use crate::cards::prelude::*;
use crate::facts::skill::ningguang::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Ningguang, &CharacterDef::new(skill)),
    Def::Entity(EntityId::JadeScreen, &JADE_SCREEN_STATUS),
    Def::Entity(EntityId::StrategicReserve, &EntityDef::NONE),
    Def::Card(CardId::StrategicReserve, &STRATEGIC_RESERVE),
];

/// Starshatter: "If Jade Screen is on the field, deals +2 DMG."
const STARSHATTER_BONUS: u8 = 2;
/// Strategic Reserve: "Jade Screen will cause your Geo DMG to increase by 1."
const RESERVE_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Sparkling Scatter: base damage.
        SPARKLING_SCATTER => cx.base_damage(),
        // Jade Screen: damage, then the Jade Screen combat status.
        JADE_SCREEN => {
            cx.base_damage();
            cx.combat_status(EntityId::JadeScreen);
        }
        // Starshatter: damage, +2 with Jade Screen on the field.
        STARSHATTER => {
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
static JADE_SCREEN_STATUS: EntityDef = templates::reduction(2).on_damage_add(|cx, _, d| {
    let reserve = cx
        .state
        .player(cx.player)
        .any_character_has(EntityId::StrategicReserve);
    if d.cmd.from == cx.player && d.is(Element::Geo) && reserve {
        d.amount += RESERVE_BONUS;
    }
});

/// Strategic Reserve (talent, Combat Action, 3 Geo): "When your active character is
/// Ningguang, equip this card. After Ningguang equips this card, immediately use Jade
/// Screen once. When your Ningguang, who has this card equipped, is on the field, Jade
/// Screen will cause your Geo DMG to increase by 1."
static STRATEGIC_RESERVE: CardDef = CardDef::talent::<JADE_SCREEN>();
