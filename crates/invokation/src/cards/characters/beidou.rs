//! Beidou: Electro claymore. Tidecaller shields her while she prepares Wavestrider;
//! Thunderbeast's Targe strikes after her team's Normal Attacks and softens big hits.

use super::candace::preparing_shield;
use crate::cards::{CardDef, CharacterDef, CostAction, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, Event, Source};
use crate::facts::{CardId, DamageType, Element, EntityId, SkillKind};
use crate::state::{Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Position of Tidecaller in Beidou's skill list.
const TIDECALLER: u8 = 1;
/// Position of Wavestrider (the prepared skill) in Beidou's skill list.
const WAVESTRIDER: u8 = 3;
/// Thunderbeast's Targe: "After your character uses a Normal Attack: Deal 1 Electro DMG."
const TARGE_DAMAGE: u8 = 1;
/// Thunderbeast's Targe: "When your character receives at least 3 DMG: Decrease DMG taken
/// by 1."
const TARGE_THRESHOLD: i32 = 3;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Oceanborne: "Deals 2 Physical DMG."
        0 => cx.base_damage(),
        // Tidecaller: "This character gains a Tidecaller: Surf Embrace. Prepare Skill:
        // Wavestrider." It deals no damage (the text and the reference; the facts' damage
        // number for this skill is not used).
        TIDECALLER => {
            cx.add_status(EntityId::TidecallerSurfEmbrace_114051);
            cx.add_status(EntityId::Wavestrider);
        }
        // Stormbreaker: "Deals 2 Electro DMG, creates 1 Thunderbeast's Targe."
        2 => {
            cx.base_damage();
            cx.add_combat_status(EntityId::ThunderbeastsTarge);
        }
        // Wavestrider (prepared): "Deals 3 Electro DMG." Preparing ends: Surf Embrace goes.
        // With Lightning Storm equipped, Beidou then gains Summoner of Lightning.
        WAVESTRIDER => {
            cx.push(Command::Remove {
                player: cx.player,
                zone: Zone::Character(cx.character),
                id: EntityId::TidecallerSurfEmbrace_114051,
            });
            cx.base_damage();
            let me = cx.state.character(cx.player, cx.character as usize);
            if me.has(EntityId::LightningStorm) {
                cx.add_status(EntityId::SummonerOfLightning);
            }
        }
        _ => {}
    }
}

/// Tidecaller: Surf Embrace: "While preparing this Skill: Grant 2 Shield points to the
/// character to which this is attached." (points from the facts)
static SURF_EMBRACE: EntityDef = EntityDef {
    listens: listen::DAMAGE_DECREASE | listen::SWITCHED,
    on: preparing_shield,
    ..EntityDef::INERT
};

/// Wavestrider (the preparation): Beidou uses Wavestrider as her player's next action.
static WAVESTRIDER_PREPARING: EntityDef = EntityDef {
    prepares: Some(WAVESTRIDER),
    ..EntityDef::INERT
};

/// Thunderbeast's Targe: "After your character uses a Normal Attack: Deal 1 Electro DMG. /
/// When your character receives at least 3 DMG: Decrease DMG taken by 1. / Duration
/// (Rounds): 2" (duration from the facts; no usage limit). The reduction applies to any
/// character of its side, active or not.
static TARGE: EntityDef = EntityDef {
    listens: listen::AFTER_SKILL | listen::DAMAGE_DECREASE,
    on: targe,
    ..EntityDef::INERT
};

fn targe(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match hook {
        Hook::Event(Event::AfterSkill {
            player,
            kind: SkillKind::Normal,
            ..
        }) if *player == cx.owner => {
            let electro = DamageType::Elemental(Element::Electro);
            cx.damage_active(Source::Entity(me.id), TARGE_DAMAGE, electro);
        }
        Hook::DamageDecrease(d) if d.cmd.to == cx.owner && d.amount >= TARGE_THRESHOLD => {
            d.amount -= 1;
        }
        _ => {}
    }
}

/// Lightning Storm (talent, Combat Action, 3 Electro): "When your active character is
/// Beidou, equip this card. After Beidou equips this card, immediately use Tidecaller once.
/// After Beidou, who has this card equipped, uses Wavestrider: Beidou's Normal Attacks this
/// Round will cost 1 less Unaligned Element. (Can be triggered 2 times)"
///
/// As in the reference, Wavestrider gives Beidou the status Summoner of Lightning, which
/// makes the reduction (the prepared skill raises no "after skill" event).
static LIGHTNING_STORM: CardDef = CardDef::talent::<TIDECALLER>();

/// Summoner of Lightning: "During this Round, the Normal Attacks of the character to which
/// this is attached will cost 1 less Unaligned Element. Usage(s): 2" (usages from the
/// facts). "During this Round": it is discarded in the End Phase, after which no skill can
/// be used this round.
static SUMMONER_OF_LIGHTNING: EntityDef = EntityDef {
    listens: listen::COST | listen::END_PHASE,
    on: summoner_of_lightning,
    ..EntityDef::INERT
};

fn summoner_of_lightning(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    match hook {
        Hook::Cost(q) => {
            let normal = matches!(
                q.action,
                CostAction::Skill { character, kind: SkillKind::Normal, .. } if character == c
            );
            if q.player == cx.owner && normal && me.usage > 0 && q.cost.unaligned > 0 {
                q.cost.unaligned -= 1;
                me.usage -= 1;
            }
        }
        Hook::Event(Event::EndPhase) => cx.dispose = true,
        _ => {}
    }
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::TidecallerSurfEmbrace_114051 => &SURF_EMBRACE,
        EntityId::Wavestrider => &WAVESTRIDER_PREPARING,
        EntityId::ThunderbeastsTarge => &TARGE,
        EntityId::SummonerOfLightning => &SUMMONER_OF_LIGHTNING,
        // Its effect is in Wavestrider.
        EntityId::LightningStorm => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::LightningStorm => &LIGHTNING_STORM,
        _ => return None,
    })
}
