//! Chongyun: Cryo claymore. Chonghua Frost Field turns his team's melee Physical damage
//! into Cryo; his talent, Steady Breathing, makes the field add 1 to their Normal Attacks.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Source};
use crate::facts::{CardId, DamageType, Element, EntityId, Weapon};
use crate::state::{GameState, Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Chonghua's Layered Frost in Chongyun's skill list.
const LAYERED_FROST: u8 = 1;
/// Steady Breathing's field: "Normal Attacks ... deal +1 DMG".
const TALENT_FIELD_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Demonbane: base damage.
        0 => cx.base_damage(),
        // Chonghua's Layered Frost: damage, then the Frost Field (with Steady Breathing,
        // the talent version; the two replace each other, as in the reference).
        LAYERED_FROST => {
            cx.base_damage();
            cx.create_version(
                Zone::Combat,
                EntityId::SteadyBreathing,
                EntityId::ChonghuaFrostField_111041,
                EntityId::ChonghuaFrostField_111042,
            );
        }
        // Cloud-Parting Star: base damage.
        2 => cx.base_damage(),
        _ => {}
    }
}

/// Chonghua Frost Field: "Your Sword, Claymore, and Polearm-wielding characters' Physical
/// DMG is converted to Cryo DMG. Duration (Rounds): 2" (duration from the facts). As in
/// the reference, it converts skill damage. The talent version (111042) adds: "Your Sword,
/// Claymore, and Polearm-wielding characters' Normal Attacks deal +1 DMG."
static FROST_FIELD: EntityDef = EntityDef {
    listens: listen::DAMAGE_TYPE | listen::DAMAGE_ADD,
    on: frost_field,
    ..EntityDef::INERT
};

/// Whether the damage comes from a skill of a Sword, Claymore or Polearm user of `owner`.
fn melee_skill(state: &GameState, owner: crate::player::Player, source: Source) -> bool {
    let Source::Character(c) = source else {
        return false;
    };
    let weapon = state.character_facts(owner, c as usize).weapon;
    matches!(weapon, Weapon::Sword | Weapon::Claymore | Weapon::Polearm)
}

fn frost_field(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::DamageType(d)
            if d.cmd.from == cx.owner
                && d.dtype == DamageType::Physical
                && d.cmd.skill.is_some()
                && melee_skill(cx.state, cx.owner, d.cmd.source) =>
        {
            d.dtype = DamageType::Elemental(Element::Cryo);
        }
        Hook::DamageAdd(d)
            if me.id == EntityId::ChonghuaFrostField_111042
                && d.cmd.from == cx.owner
                && d.is_normal_attack()
                && melee_skill(cx.state, cx.owner, d.cmd.source) =>
        {
            d.amount += TALENT_FIELD_BONUS;
        }
        _ => {}
    }
}

/// Steady Breathing (talent, Combat Action, 3 Cryo): "When your active character is
/// Chongyun, equip this card. After Chongyun equips this card, immediately use Chonghua's
/// Layered Frost once. When your Chongyun, who has this card equipped, creates a Chonghua
/// Frost Field, it will have the following effects: Your Sword, Claymore, and
/// Polearm-wielding characters' Normal Attacks deal +1 DMG."
static STEADY_BREATHING: CardDef = CardDef::talent::<LAYERED_FROST>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::ChonghuaFrostField_111041 | EntityId::ChonghuaFrostField_111042 => &FROST_FIELD,
        EntityId::SteadyBreathing => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::SteadyBreathing => &STEADY_BREATHING,
        _ => return None,
    })
}
