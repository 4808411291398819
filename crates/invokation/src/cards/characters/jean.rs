//! Jean: Anemo sword. Gale Blade forces the target out; Dandelion Breeze heals her team
//! and summons Dandelion Field. Her talent, Lands of Dandelion, makes the field add 1 to
//! her side's Anemo damage.

use crate::cards::{CardDef, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId};
use crate::state::Status;

use super::heal_all;

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Dandelion Breeze in Jean's skill list.
const DANDELION_BREEZE: u8 = 2;
/// Dandelion Breeze: "Heals all your characters for 2 HP".
const BREEZE_HEAL: u8 = 2;
/// Dandelion Field's End Phase damage.
const FIELD_DAMAGE: u8 = 1;
/// Dandelion Field's End Phase heal of the active character.
const FIELD_HEAL: u8 = 1;
/// Lands of Dandelion: "your Anemo DMG +1".
const TALENT_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Favonius Bladework: base damage.
        0 => cx.base_damage(),
        // Gale Blade: damage, then the target is switched to the next character.
        1 => {
            cx.base_damage();
            cx.force_switch_opponent(false);
        }
        // Dandelion Breeze: heals her side, summons Dandelion Field.
        DANDELION_BREEZE => {
            for cmd in heal_all(cx.state, cx.player, BREEZE_HEAL)
                .into_iter()
                .flatten()
            {
                cx.push(cmd);
            }
            cx.summon(EntityId::DandelionField);
        }
        _ => {}
    }
}

/// Dandelion Field: "End Phase: Deal 1 Anemo DMG, heal your active character for 1 HP.
/// Usage(s): 3". With Lands of Dandelion on a Jean of its side (alive: the equipment goes
/// with her): "your Anemo DMG +1", any Anemo damage the side deals, its own too (as in the
/// reference).
static DANDELION_FIELD: EntityDef = EntityDef {
    listens: listen::END_PHASE | listen::DAMAGE_ADD,
    on: dandelion_field,
    ..EntityDef::INERT
};

fn dandelion_field(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::Event(Event::EndPhase) => {
            let anemo = DamageType::Elemental(Element::Anemo);
            cx.damage_active(Source::Summon(me.id), FIELD_DAMAGE, anemo);
            cx.push(Command::Heal {
                player: cx.owner,
                character: cx.state.active(cx.owner) as u8,
                amount: FIELD_HEAL,
            });
            cx.spend_after(me);
        }
        Hook::DamageAdd(d)
            if d.cmd.from == cx.owner
                && d.dtype == DamageType::Elemental(Element::Anemo)
                && cx
                    .state
                    .player(cx.owner)
                    .any_character_has(EntityId::LandsOfDandelion) =>
        {
            d.amount += TALENT_BONUS;
        }
        _ => {}
    }
}

/// Lands of Dandelion (talent, Combat Action, 4 Anemo and 2 Energy): "When your active
/// character is Jean, equip this card. After Jean equips this card, immediately use
/// Dandelion Breeze once. When Jean, who has this card equipped, is on the field, Dandelion
/// Field will cause your Anemo DMG to increase by 1." (The energy comes from Jean.)
static LANDS_OF_DANDELION: CardDef = CardDef::talent::<DANDELION_BREEZE>();

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::DandelionField => &DANDELION_FIELD,
        EntityId::LandsOfDandelion => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::LandsOfDandelion => &LANDS_OF_DANDELION,
        _ => return None,
    })
}
