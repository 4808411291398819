//! Diona: Cryo bow. Icy Paws shields the active character (Cat-Claw Shield); Signature Mix
//! heals her and summons Drunken Mist. Her talent, Shaken, Not Purred, makes the shield
//! stronger.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::{Status, Zone};

use crate::cards::reactions::shield_on_active;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Icy Paws in Diona's skill list.
const ICY_PAWS: u8 = 1;
/// Signature Mix: "heals this character for 2 HP".
const MIX_HEAL: u8 = 2;
/// Drunken Mist's End Phase damage.
const MIST_DAMAGE: u8 = 1;
/// Drunken Mist's End Phase heal of the active character.
const MIST_HEAL: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Kätzlein Style: base damage.
        0 => cx.base_damage(),
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
        2 => {
            cx.base_damage();
            let (player, character) = (cx.player, cx.character);
            cx.push(Command::Heal {
                player,
                character,
                amount: MIX_HEAL,
            });
            cx.summon(EntityId::DrunkenMist);
        }
        _ => {}
    }
}

/// Cat-Claw Shield: "Provides 1 Shield point to your active character." (2 points for the
/// talent version; the points are in the facts.)
static CAT_CLAW_SHIELD: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE,
    on: shield_on_active,
    ..EntityDef::INERT
};

/// Drunken Mist: "End Phase: Deal 1 Cryo DMG, heal your active character for 2 HP.
/// Usage(s): 2".
static DRUNKEN_MIST: EntityDef = EntityDef {
    listens: listen::END_PHASE,
    on: drunken_mist,
    ..EntityDef::INERT
};

fn drunken_mist(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    if let Hook::Event(Event::EndPhase) = hook {
        let cryo = DamageType::Elemental(Element::Cryo);
        cx.damage_active(Source::Summon(me.id), MIST_DAMAGE, cryo);
        cx.push(Command::Heal {
            player: cx.owner,
            character: cx.state.active(cx.owner) as u8,
            amount: MIST_HEAL,
        });
        cx.spend_after(me);
    }
}

/// Shaken, Not Purred (talent, Combat Action, 3 Cryo): "When your active character is
/// Diona, equip this card. After Diona equips this card, immediately use Icy Paws once.
/// When your Diona, who has this card equipped, creates a Cat-Claw Shield, it will provide
/// +1 Shield point."
static SHAKEN_NOT_PURRED: CardDef = CardDef::talent::<ICY_PAWS>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::CatClawShield_111021 | EntityId::CatClawShield_111022 => &CAT_CLAW_SHIELD,
        EntityId::DrunkenMist => &DRUNKEN_MIST,
        EntityId::ShakenNotPurred => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::ShakenNotPurred => &SHAKEN_NOT_PURRED,
        _ => return None,
    })
}
