//! Sucrose: Anemo catalyst. Her skill pulls the opponent back one character; Large Wind
//! Spirit takes the element of the first Swirl its side triggers. Her talent, Chaotic
//! Entropy, summons a Large Wind Spirit that, once converted, boosts its side's damage of
//! that element.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::reaction::Reaction;
use crate::state::{Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Large Wind Spirit's End Phase damage.
const SPIRIT_DAMAGE: u8 = 2;
/// Large Wind Spirit of Chaotic Entropy, converted: "Deal +1 DMG of this Elemental Type."
const TALENT_SPIRIT_BONUS: i32 = 1;
/// Position of Forbidden Creation - Isomer 75 / Type II in Sucrose's skill list.
const FORBIDDEN_CREATION: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Wind Spirit Creation: base damage.
        0 => cx.base_damage(),
        // Astable Anemohypostasis Creation - 6308: damage, the target switches to the
        // previous character.
        1 => {
            cx.base_damage();
            cx.force_switch_opponent(true);
        }
        // Forbidden Creation - Isomer 75 / Type II: damage, summon Large Wind Spirit (with
        // Chaotic Entropy, the talent version, which replaces the other one, as in the
        // reference). (A Swirl of this damage converts the new spirit: events wait for the
        // skill's end.)
        2 => {
            cx.base_damage();
            cx.create_version(
                Zone::Summons,
                EntityId::ChaoticEntropy,
                EntityId::LargeWindSpirit_115011,
                EntityId::LargeWindSpirit_115012,
            );
        }
        _ => {}
    }
}

/// Large Wind Spirit: End Phase, 2 Anemo damage, or of the element of the first Swirl its
/// side triggered (kept in `aux` as 1 + element index; 0 = not converted).
static LARGE_WIND_SPIRIT: EntityDef = EntityDef {
    listens: listen::END_PHASE | listen::REACTION,
    on: large_wind_spirit,
    ..EntityDef::INERT
};

fn large_wind_spirit(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::Event(Event::EndPhase) => {
            let element = match me.aux {
                0 => Element::Anemo,
                n => Element::ALL[n as usize - 1],
            };
            let dtype = DamageType::Elemental(element);
            cx.damage_active(Source::Summon(me.id), SPIRIT_DAMAGE, dtype);
            cx.spend_after(me);
        }
        Hook::Event(Event::Reaction {
            player,
            source: Source::Character(_) | Source::Summon(_),
            reaction: Reaction::Swirl(e),
        }) if *player == cx.owner && me.aux == 0 => {
            me.aux = 1 + e.index() as u8;
        }
        _ => {}
    }
}

/// Large Wind Spirit summoned by a Sucrose with Chaotic Entropy (115012): as the other one,
/// and "When this Summon is in play: If this card's Elemental Type has changed, it will deal
/// +1 DMG of that Element" (its side's damage of that element, its own included, as in the
/// reference).
static TALENT_LARGE_WIND_SPIRIT: EntityDef = EntityDef {
    listens: listen::END_PHASE | listen::REACTION | listen::DAMAGE_ADD,
    on: talent_large_wind_spirit,
    ..EntityDef::INERT
};

fn talent_large_wind_spirit(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::DamageAdd(d) if me.aux != 0 => {
            let element = Element::ALL[me.aux as usize - 1];
            if d.dtype == DamageType::Elemental(element) {
                d.amount += TALENT_SPIRIT_BONUS;
            }
        }
        _ => large_wind_spirit(cx, me, hook),
    }
}

/// Chaotic Entropy (talent, Combat Action, 3 Anemo and 2 Energy): "When your active
/// character is Sucrose, equip this card. After Sucrose equips this card, immediately use
/// Forbidden Creation - Isomer 75 / Type II once. After the Large Wind Spirit created by
/// your Sucrose, who had this card equipped, has converted to another Elemental Type: Deal
/// +1 DMG of this Elemental Type."
static CHAOTIC_ENTROPY: CardDef = CardDef::talent::<FORBIDDEN_CREATION>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::LargeWindSpirit_115011 => &LARGE_WIND_SPIRIT,
        EntityId::LargeWindSpirit_115012 => &TALENT_LARGE_WIND_SPIRIT,
        EntityId::ChaoticEntropy => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::ChaoticEntropy => &CHAOTIC_ENTROPY,
        _ => return None,
    })
}
