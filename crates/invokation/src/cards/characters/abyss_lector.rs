//! Abyss Lector: Fathomless Flames: Pyro monster. Her passive gives her Fiery Rebirth when
//! the battle begins: the first time she would be defeated she is healed to 4 HP instead,
//! and her Pyro damage is +1 from then on.

use crate::cards::{CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{DamageType, Element, EntityId};
use crate::state::{Status, Zone};

/// Fiery Rebirth (passive): "When the battle begins, this character gains Fiery Rebirth."
pub(super) static DEF: CharacterDef = CharacterDef {
    skill,
    listens: listen::BATTLE_BEGINS,
    on: passive,
};

/// Darkfire Furnace's End Phase damage (Pyro to the active, Piercing to standby).
const FURNACE_DAMAGE: u8 = 1;
/// HP Fiery Rebirth heals her to.
const REBIRTH_HP: u8 = 4;
/// Fiery Rebirth: Honed's bonus to her Pyro damage.
const HONED_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Flame of Salvation, Searing Precept: base damage.
        0 | 1 => cx.base_damage(),
        // Ominous Star: damage, summon Darkfire Furnace.
        2 => {
            cx.base_damage();
            cx.summon(EntityId::DarkfireFurnace);
        }
        _ => {}
    }
}

fn passive(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::Event(Event::BattleBegins), Some(c)) = (hook, cx.character()) {
        cx.push(Command::Add {
            player: cx.owner,
            zone: Zone::Character(c),
            id: EntityId::FieryRebirth,
            usage: 0,
        });
    }
}

/// Fiery Rebirth: "When the character to which this is attached would be defeated: Remove
/// this effect, ensure the character will not be defeated, and heal them to 4 HP. After
/// this effect is triggered, this character deals +1 Pyro DMG." (it becomes Fiery Rebirth:
/// Honed).
static FIERY_REBIRTH: EntityDef = EntityDef {
    listens: listen::WOULD_BE_DEFEATED,
    on: fiery_rebirth,
    ..EntityDef::INERT
};

fn fiery_rebirth(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::WouldBeDefeated(q), Some(c)) = (hook, cx.character()) {
        if q.character == c && q.heal_to.is_none() {
            q.heal_to = Some(REBIRTH_HP);
            cx.dispose = true;
            cx.push(Command::Add {
                player: cx.owner,
                zone: Zone::Character(c),
                id: EntityId::FieryRebirthHoned,
                usage: 0,
            });
        }
    }
}

/// Fiery Rebirth: Honed: "The character deals +1 Pyro DMG."
static HONED: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD,
    on: honed,
    ..EntityDef::INERT
};

fn honed(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::DamageAdd(d), Some(c)) = (hook, cx.character()) {
        if d.dealt_by(cx.owner, c) && d.dtype == DamageType::Elemental(Element::Pyro) {
            d.amount += HONED_BONUS;
        }
    }
}

/// Darkfire Furnace: End Phase, 1 Pyro to the active and 1 Piercing to each standby.
static DARKFIRE_FURNACE: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: darkfire_furnace,
    ..EntityDef::INERT
};

fn darkfire_furnace(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let src = Source::Summon(me.id);
        cx.damage_active(src, FURNACE_DAMAGE, DamageType::Elemental(Element::Pyro));
        cx.damage_standby(src, FURNACE_DAMAGE, DamageType::Piercing);
        cx.spend_after(me);
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::FieryRebirth => &FIERY_REBIRTH,
        EntityId::FieryRebirthHoned => &HONED,
        EntityId::DarkfireFurnace => &DARKFIRE_FURNACE,
        _ => return None,
    })
}

/// The talent card, once implemented.
pub(super) fn card(id: crate::facts::CardId) -> Option<&'static crate::cards::CardDef> {
    let _ = id;
    None
}
