//! Xingqiu: Hydro sword. Self-applies Hydro; Rain Sword (reduces big hits), Rainbow
//! Bladework (Hydro damage after Normal Attacks).

use crate::cards::{CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{DamageType, Element, EntityId, SkillKind};
use crate::state::Status;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Rain Sword only reduces damage of at least this much.
const RAIN_SWORD_THRESHOLD: i32 = 3;
/// Rainbow Bladework's damage after a Normal Attack.
const BLADEWORK_DAMAGE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Guhua Style: base damage.
        0 => cx.base_damage(),
        // Fatal Rainscreen: damage, Hydro on Xingqiu, Rain Sword.
        1 => {
            cx.base_damage();
            cx.apply_to_self(Element::Hydro);
            cx.add_combat_status(EntityId::RainSword_112021);
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

fn rain_sword(_cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::DamageDecrease(d) = hook {
        if d.target_active && d.amount >= RAIN_SWORD_THRESHOLD && me.usage > 0 {
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

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::RainSword_112021 => &RAIN_SWORD,
        EntityId::RainbowBladework => &RAINBOW_BLADEWORK,
        _ => return None,
    })
}

/// The talent card, once implemented.
pub(super) fn card(id: crate::facts::CardId) -> Option<&'static crate::cards::CardDef> {
    let _ = id;
    None
}
