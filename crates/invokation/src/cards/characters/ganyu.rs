//! Ganyu: Cryo bow. Ice Lotus (damage reduction), Frostflake Arrow (piercing to standby),
//! Sacred Cryo Pearl (summon).

use crate::cards::prelude::*;
use crate::facts::skill::ganyu::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Ganyu, &CharacterDef::new(skill)),
    // Ice Lotus: "When your active character receives DMG: Decrease DMG taken by 1.
    // Usage(s): 2" (usages from the facts).
    Def::Entity(EntityId::IceLotus, &templates::reduction(1)),
    Def::Entity(EntityId::SacredCryoPearl, &SACRED_CRYO_PEARL),
    Def::Entity(EntityId::UndividedHeart, &EntityDef::NONE),
    Def::Card(CardId::UndividedHeart, &UNDIVIDED_HEART),
];

/// Piercing damage of Frostflake Arrow to each opposing character on standby.
const FROSTFLAKE_PIERCE: u8 = 2;
/// With Undivided Heart, once Frostflake Arrow has been used in the match.
const TALENT_PIERCE: u8 = 3;
/// Piercing damage of Celestial Shower to each opposing character on standby.
const SHOWER_PIERCE: u8 = 1;
/// Sacred Cryo Pearl's End Phase piercing damage to each opposing standby character.
const PEARL_PIERCE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        LIUTIAN_ARCHERY => cx.base_damage(),
        // Damage, then Ice Lotus.
        TRAIL_OF_THE_QILIN => {
            cx.base_damage();
            cx.combat_status(EntityId::IceLotus);
        }
        // Damage, and piercing to every opposing standby character (3 with Undivided Heart
        // once the skill has been used before in the match).
        FROSTFLAKE_ARROW => {
            cx.base_damage();
            let talent = cx.has(EntityId::UndividedHeart) && cx.used_before();
            cx.damage_standby(
                PIERCING,
                if talent {
                    TALENT_PIERCE
                } else {
                    FROSTFLAKE_PIERCE
                },
            );
        }
        // Damage, piercing to standby, summon Sacred Cryo Pearl.
        CELESTIAL_SHOWER => {
            cx.base_damage();
            cx.damage_standby(PIERCING, SHOWER_PIERCE);
            cx.summon(EntityId::SacredCryoPearl);
        }
        _ => {}
    }
}

/// Sacred Cryo Pearl: "End Phase: Deal 1 Cryo DMG, deal 1 Piercing DMG to all opposing
/// characters on standby. Usage(s): 2".
static SACRED_CRYO_PEARL: EntityDef = EntityDef::new().deals(CRYO, 1).on_end_phase(|cx, me| {
    cx.strike();
    cx.damage_standby(PIERCING, PEARL_PIERCE);
    cx.spend_after(me);
});

/// Undivided Heart (talent, Combat Action): "When your active character is Ganyu, equip
/// this card. After Ganyu equips this card, immediately use Frostflake Arrow once. When
/// Ganyu with this card uses Frostflake Arrow: if this Skill has been used previously in
/// this match, the Piercing DMG dealt to all opposing characters on standby is changed to
/// 3."
static UNDIVIDED_HEART: CardDef = CardDef::talent::<FROSTFLAKE_ARROW>();
