//! Xingqiu: Hydro sword. Self-applies Hydro; Rain Sword (reduces big hits), Rainbow
//! Bladework (Hydro damage after Normal Attacks). His talent, The Scent Remained, makes his
//! Rain Sword block smaller hits and last longer.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId, SkillKind};
use crate::state::{Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Rain Sword only reduces damage of at least this much.
const RAIN_SWORD_THRESHOLD: i32 = 3;
/// The Scent Remained: "the Rain Sword created can block DMG of at least 2" (its other
/// change, starting usages +1, is the usages of the talent version in the facts).
const TALENT_RAIN_SWORD_THRESHOLD: i32 = 2;
/// Position of Fatal Rainscreen in Xingqiu's skill list.
const FATAL_RAINSCREEN: u8 = 1;
/// Rainbow Bladework's damage after a Normal Attack.
const BLADEWORK_DAMAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Guhua Style: base damage.
        0 => cx.base_damage(),
        // Fatal Rainscreen: damage, Hydro on Xingqiu, Rain Sword (with The Scent Remained,
        // the talent version, which replaces the other one, as in the reference).
        1 => {
            cx.base_damage();
            cx.apply_to_self(Element::Hydro);
            cx.create_version(
                Zone::Combat,
                EntityId::TheScentRemained,
                EntityId::RainSword_112021,
                EntityId::RainSword_112023,
            );
        }
        // Raincutter: damage, Hydro on Xingqiu, Rainbow Bladework.
        2 => {
            cx.base_damage();
            cx.apply_to_self(Element::Hydro);
            cx.add_combat_status(EntityId::RainbowBladework);
        }
        _ => {}
    }
}

/// Rain Sword: damage of at least 3 to the active character is reduced by 1.
static RAIN_SWORD: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on: rain_sword,
    ..EntityDef::INERT
};

/// Rain Sword created with The Scent Remained (112023): "When your active character
/// receives at least 2 DMG: Decrease DMG taken by 1. Usage(s): 3" (usages from the facts).
static TALENT_RAIN_SWORD: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on: talent_rain_sword,
    ..EntityDef::INERT
};

fn rain_sword(_cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    reduce_at_least(me, hook, RAIN_SWORD_THRESHOLD);
}

fn talent_rain_sword(_cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    reduce_at_least(me, hook, TALENT_RAIN_SWORD_THRESHOLD);
}

/// Reduces damage of at least `threshold` to the active character by 1, spending a usage.
fn reduce_at_least(me: &mut Status, hook: &mut Hook, threshold: i32) {
    if let Hook::DamageDecrease(d) = hook {
        if d.target_active && d.amount >= threshold && me.usage > 0 {
            d.amount -= 1;
            me.usage -= 1;
        }
    }
}

/// Rainbow Bladework: after a character of its side uses a Normal Attack, 1 Hydro damage.
static RAINBOW_BLADEWORK: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL,
    on: rainbow_bladework,
    ..EntityDef::INERT
};

fn rainbow_bladework(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::AfterSkill {
        player,
        kind: SkillKind::Normal,
        ..
    }) = hook
    {
        if *player == cx.owner && me.usage > 0 {
            let hydro = DamageType::Elemental(Element::Hydro);
            cx.damage_active(Source::Entity(me.id), BLADEWORK_DAMAGE, hydro);
            cx.spend_after(me);
        }
    }
}

/// The Scent Remained (talent, Combat Action): "When your active character is Xingqiu,
/// equip this card. After Xingqiu equips this card, immediately use Fatal Rainscreen once.
/// When your Xingqiu has this card equipped, the Rain Sword created can block DMG of at
/// least 2 and its starting Usage(s) +1."
static THE_SCENT_REMAINED: CardDef = CardDef::talent::<FATAL_RAINSCREEN>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::RainSword_112021 => &RAIN_SWORD,
        EntityId::RainSword_112023 => &TALENT_RAIN_SWORD,
        EntityId::RainbowBladework => &RAINBOW_BLADEWORK,
        EntityId::TheScentRemained => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::TheScentRemained => &THE_SCENT_REMAINED,
        _ => return None,
    })
}
