//! Diona: Cryo bow. Icy Paws shields the active character (Cat-Claw Shield); Signature Mix
//! heals her and summons Drunken Mist. Her talent, Shaken, Not Purred, makes the shield
//! stronger.

use crate::cards::prelude::*;
use crate::facts::skill::diona::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Diona, &CharacterDef::new(skill)),
    // Cat-Claw Shield: "Provides 1 Shield point to your active character." (2 points for
    // the talent version; the points are in the facts.)
    Def::Entity(EntityId::CatClawShield_111021, &templates::SHIELD),
    Def::Entity(EntityId::CatClawShield_111022, &templates::SHIELD),
    Def::Entity(EntityId::DrunkenMist, &DRUNKEN_MIST),
    Def::Entity(EntityId::ShakenNotPurred, &EntityDef::NONE),
    Def::Card(CardId::ShakenNotPurred, &SHAKEN_NOT_PURRED),
];

/// Signature Mix: "heals this character for 2 HP".
const MIX_HEAL: u8 = 2;
/// Drunken Mist's End Phase damage.
const MIST_DAMAGE: u8 = 1;
/// Drunken Mist's End Phase heal of the active character.
const MIST_HEAL: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Kätzlein Style: base damage.
        KATZLEIN_STYLE => cx.base_damage(),
        // Icy Paws: damage, then Cat-Claw Shield (2 points with Shaken, Not Purred; the two
        // replace each other, as in the reference).
        ICY_PAWS => {
            cx.base_damage();
            cx.create_version(
                Zone::Combat,
                EntityId::ShakenNotPurred,
                EntityId::CatClawShield_111021,
                EntityId::CatClawShield_111022,
            );
        }
        // Signature Mix: damage, heals Diona, summons Drunken Mist.
        SIGNATURE_MIX => {
            cx.base_damage();
            let c = cx.character;
            cx.heal(c, MIX_HEAL);
            cx.summon(EntityId::DrunkenMist);
        }
        _ => {}
    }
}

/// Drunken Mist: "End Phase: Deal 1 Cryo DMG, heal your active character for 2 HP.
/// Usage(s): 2".
static DRUNKEN_MIST: EntityDef = templates::healing_summon(CRYO, MIST_DAMAGE, MIST_HEAL);

/// Shaken, Not Purred (talent, Combat Action, 3 Cryo): "When your active character is
/// Diona, equip this card. After Diona equips this card, immediately use Icy Paws once.
/// When your Diona, who has this card equipped, creates a Cat-Claw Shield, it will provide
/// +1 Shield point."
static SHAKEN_NOT_PURRED: CardDef = CardDef::talent::<ICY_PAWS>();
