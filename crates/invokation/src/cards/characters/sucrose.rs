//! Sucrose: Anemo catalyst. Her skill pulls the opponent back one character; Large Wind
//! Spirit takes the element of the first Swirl its side triggers. Her talent, Chaotic
//! Entropy, summons a Large Wind Spirit that, once converted, boosts its side's damage of
//! that element.

use crate::cards::prelude::*;
use crate::facts::skill::sucrose::*;
use crate::reaction::Reaction;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Sucrose, &CharacterDef::new(skill)),
    Def::Entity(EntityId::LargeWindSpirit_115011, &LARGE_WIND_SPIRIT),
    Def::Entity(EntityId::LargeWindSpirit_115012, &TALENT_LARGE_WIND_SPIRIT),
    Def::Entity(EntityId::ChaoticEntropy, &EntityDef::NONE),
    Def::Card(CardId::ChaoticEntropy, &CHAOTIC_ENTROPY),
];

/// Large Wind Spirit's End Phase damage.
const SPIRIT_DAMAGE: u8 = 2;
/// Large Wind Spirit of Chaotic Entropy, converted: "Deal +1 DMG of this Elemental Type."
const TALENT_SPIRIT_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        WIND_SPIRIT_CREATION => cx.base_damage(),
        // Damage, the target switches to the previous character.
        ASTABLE_ANEMOHYPOSTASIS_CREATION_6308 => {
            cx.base_damage();
            cx.force_switch_opponent(true);
        }
        // Damage, summon Large Wind Spirit (with Chaotic Entropy, the talent version, which
        // replaces the other one, as in the reference). (A Swirl of this damage converts
        // the new spirit: events wait for the skill's end.)
        FORBIDDEN_CREATION_ISOMER_75_TYPE_II => {
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
static LARGE_WIND_SPIRIT: EntityDef = EntityDef::new()
    .on_end_phase(spirit_strikes)
    .on_reaction(spirit_converts);

/// The element the spirit has converted to, if it has.
fn converted(me: &Status) -> Option<Element> {
    me.aux.checked_sub(1).map(|n| Element::ALL[n as usize])
}

fn spirit_strikes(cx: &mut Cx, me: &mut Status) {
    let element = converted(me).unwrap_or(Element::Anemo);
    cx.damage_active(DamageType::Elemental(element), SPIRIT_DAMAGE);
    cx.spend_after(me);
}

fn spirit_converts(cx: &mut Cx, me: &mut Status, e: &Reacted) {
    let by_us = matches!(e.source, Source::Character(_) | Source::Summon(_));
    if let (Reaction::Swirl(element), true) = (e.reaction, by_us) {
        if e.player == cx.player && me.aux == 0 {
            me.aux = 1 + element.index() as u8;
        }
    }
}

/// Large Wind Spirit summoned by a Sucrose with Chaotic Entropy (115012): as the other one,
/// and "When this Summon is in play: If this card's Elemental Type has changed, it will deal
/// +1 DMG of that Element" (its side's damage of that element, its own included, as in the
/// reference).
static TALENT_LARGE_WIND_SPIRIT: EntityDef = EntityDef::new()
    .on_end_phase(spirit_strikes)
    .on_reaction(spirit_converts)
    .on_damage_add(|_, me, d| {
        if converted(me).is_some_and(|e| d.is(e)) {
            d.amount += TALENT_SPIRIT_BONUS;
        }
    });

/// Chaotic Entropy (talent, Combat Action, 3 Anemo and 2 Energy): "When your active
/// character is Sucrose, equip this card. After Sucrose equips this card, immediately use
/// Forbidden Creation - Isomer 75 / Type II once. After the Large Wind Spirit created by
/// your Sucrose, who had this card equipped, has converted to another Elemental Type: Deal
/// +1 DMG of this Elemental Type."
static CHAOTIC_ENTROPY: CardDef = CardDef::talent::<FORBIDDEN_CREATION_ISOMER_75_TYPE_II>();
