//! Sucrose: Anemo catalyst. Her skill pulls the opponent back one character; Large Wind
//! Spirit takes the element of the first Swirl its side triggers. Her talent, Chaotic
//! Entropy, summons a Large Wind Spirit that, once converted, boosts its side's damage of
//! that element.

use crate::cards::prelude::*;
use crate::facts::skill::sucrose::*;

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

/// Large Wind Spirit: "End Phase: Deal 2 Anemo DMG. Usage(s): 3", converting to the element
/// of the first Swirl its side triggers (the family of `templates::swirl_converting_summon`).
static LARGE_WIND_SPIRIT: EntityDef = templates::swirl_converting_summon(SPIRIT_DAMAGE);

/// Large Wind Spirit summoned by a Sucrose with Chaotic Entropy (115012): as the other one,
/// and "When this Summon is in play: If this card's Elemental Type has changed, it will deal
/// +1 DMG of that Element" (its side's damage of that element, its own included, as in the
/// reference).
static TALENT_LARGE_WIND_SPIRIT: EntityDef = templates::swirl_converting_summon(SPIRIT_DAMAGE)
    .on_damage_add(|_, me, d| {
        if templates::converted(me).is_some_and(|e| d.is(e)) {
            d.amount += TALENT_SPIRIT_BONUS;
        }
    });

/// Chaotic Entropy (talent, Combat Action, 3 Anemo and 2 Energy): "When your active
/// character is Sucrose, equip this card. After Sucrose equips this card, immediately use
/// Forbidden Creation - Isomer 75 / Type II once. After the Large Wind Spirit created by
/// your Sucrose, who had this card equipped, has converted to another Elemental Type: Deal
/// +1 DMG of this Elemental Type."
static CHAOTIC_ENTROPY: CardDef = CardDef::talent::<FORBIDDEN_CREATION_ISOMER_75_TYPE_II>();
