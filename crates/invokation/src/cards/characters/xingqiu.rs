//! Xingqiu: Hydro sword. Self-applies Hydro; Rain Sword (reduces big hits), Rainbow
//! Bladework (Hydro damage after Normal Attacks). His talent, The Scent Remained, makes his
//! Rain Sword block smaller hits and last longer.

use crate::cards::prelude::*;
use crate::facts::skill::xingqiu::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Xingqiu, &CharacterDef::new(skill)),
    // Rain Sword: "When your active character receives at least 3 DMG: Decrease DMG taken
    // by 1. Usage(s): 2".
    Def::Entity(EntityId::RainSword_112021, &templates::reduction(3)),
    // Rain Sword created with The Scent Remained (112023): "... at least 2 DMG ...
    // Usage(s): 3" (usages from the facts).
    Def::Entity(EntityId::RainSword_112023, &templates::reduction(2)),
    // Rainbow Bladework: "After your character uses a Normal Attack: Deal 1 Hydro DMG.
    // Usage(s): 3".
    Def::Entity(
        EntityId::RainbowBladework,
        &templates::strike_after_normal_attack(HYDRO, 1),
    ),
    Def::Entity(EntityId::TheScentRemained, &EntityDef::NONE),
    Def::Card(CardId::TheScentRemained, &THE_SCENT_REMAINED),
];

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        GUHUA_STYLE => cx.base_damage(),
        // Damage, Hydro on Xingqiu, Rain Sword (with The Scent Remained, the talent
        // version, which replaces the other one, as in the reference).
        FATAL_RAINSCREEN => {
            cx.base_damage();
            cx.apply_to_self(Element::Hydro);
            cx.create_version(
                Zone::Combat,
                EntityId::TheScentRemained,
                EntityId::RainSword_112021,
                EntityId::RainSword_112023,
            );
        }
        // Damage, Hydro on Xingqiu, Rainbow Bladework.
        RAINCUTTER => {
            cx.base_damage();
            cx.apply_to_self(Element::Hydro);
            cx.combat_status(EntityId::RainbowBladework);
        }
        _ => {}
    }
}

/// The Scent Remained (talent, Combat Action): "When your active character is Xingqiu,
/// equip this card. After Xingqiu equips this card, immediately use Fatal Rainscreen once.
/// When your Xingqiu has this card equipped, the Rain Sword created can block DMG of at
/// least 2 and its starting Usage(s) +1."
static THE_SCENT_REMAINED: CardDef = CardDef::talent::<FATAL_RAINSCREEN>();
