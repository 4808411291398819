//! Fischl: Electro bow. Oz (End Phase summon) and a burst with piercing to standby. Her
//! talent, Stellar Predator, summons an Oz that also strikes after her Normal Attacks.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Event, Source};
use crate::facts::{CardId, CharacterId, DamageType, Element, EntityId, SkillKind};
use crate::state::{Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Piercing damage of Midnight Phantasmagoria to each opposing standby character.
const BURST_PIERCE: u8 = 2;
/// Oz's End Phase damage.
const OZ_DAMAGE: u8 = 1;
/// Oz of Stellar Predator: "After Fischl uses a Normal Attack: Deal 2 Electro DMG."
const OZ_TALENT_DAMAGE: u8 = 2;
/// Position of Nightrider in Fischl's skill list.
const NIGHTRIDER: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Bolts of Downfall: base damage.
        0 => cx.base_damage(),
        // Nightrider: damage, summon Oz (with Stellar Predator, the talent version, which
        // replaces the other one, as in the reference).
        1 => {
            cx.base_damage();
            cx.create_version(
                Zone::Summons,
                EntityId::StellarPredator,
                EntityId::Oz_114011,
                EntityId::Oz_114012,
            );
        }
        // Midnight Phantasmagoria: damage, piercing to standby.
        2 => {
            cx.base_damage();
            cx.damage_standby(BURST_PIERCE, DamageType::Piercing);
        }
        _ => {}
    }
}

/// Oz: End Phase, 1 Electro damage.
static OZ: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: oz,
    ..EntityDef::INERT
};

fn oz(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let electro = DamageType::Elemental(Element::Electro);
        cx.damage_active(Source::Summon(me.id), OZ_DAMAGE, electro);
        cx.spend_after(me);
    }
}

/// Oz summoned by a Fischl with Stellar Predator (114012): "End Phase: Deal 1 Electro DMG.
/// Usage(s): 2. After Fischl uses a Normal Attack: Deal 2 Electro DMG. (Consumes Usage(s))"
/// It keeps this effect after the talent is gone (it is another summon).
static OZ_TALENT: EntityDef = EntityDef {
    listens: listen::END_PHASE | listen::AFTER_SKILL,
    on: oz_talent,
    ..EntityDef::INERT
};

fn oz_talent(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::Event(Event::EndPhase) => oz(cx, me, hook),
        Hook::Event(Event::AfterSkill {
            player,
            character,
            kind: SkillKind::Normal,
            ..
        }) if *player == cx.owner
            && cx.state.character(cx.owner, *character as usize).id == CharacterId::Fischl
            && me.usage > 0 =>
        {
            let electro = DamageType::Elemental(Element::Electro);
            cx.damage_active(Source::Summon(me.id), OZ_TALENT_DAMAGE, electro);
            cx.spend_after(me);
        }
        _ => {}
    }
}

/// Stellar Predator (talent, Combat Action): "When your active character is Fischl, equip
/// this card. After Fischl equips this card, immediately use Nightrider once. When your
/// Fischl, who has this card equipped, creates an Oz, Oz will gain the following effect:
/// after Fischl uses a Normal Attack: Deal 2 Electro DMG. (Consumes Usage(s))"
static STELLAR_PREDATOR: CardDef = CardDef::talent::<NIGHTRIDER>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::Oz_114011 => &OZ,
        EntityId::Oz_114012 => &OZ_TALENT,
        EntityId::StellarPredator => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::StellarPredator => &STELLAR_PREDATOR,
        _ => return None,
    })
}
