//! Keqing: Electro sword. Stellar Restoration creates the Lightning Stiletto card; playing
//! it (or using the skill with it in hand) gives her Electro Infusion. Her talent,
//! Thundering Penance, makes that infusion last longer and add to her Electro damage.

use crate::action::Target;
use crate::cards::{CardCx, CardDef, CardTarget, CharacterDef, Cx, EntityDef, Hook, SkillCx};
use crate::command::{listen, Command, SwitchKind};
use crate::facts::{CardId, CharacterId, DamageType, Element, EntityId};
use crate::player::Player;
use crate::state::{GameState, Status, Zone};

pub(super) static DEF: CharacterDef = CharacterDef::skills(skill);

/// Starward Sword's piercing damage to each opposing standby character.
const BURST_PIERCE: u8 = 3;
/// Position of Stellar Restoration in Keqing's skill list.
const STELLAR_RESTORATION: u8 = 1;
/// Electro Infusion of Thundering Penance: "Electro DMG dealt by the attached character +1".
const TALENT_INFUSION_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Yunlai Swordsmanship: base damage.
        0 => cx.base_damage(),
        // Stellar Restoration: damage; then, if this use comes from Lightning Stiletto or
        // a Lightning Stiletto is in hand (which is discarded), Electro Infusion; otherwise
        // a Lightning Stiletto is created in hand. With Thundering Penance the infusion is
        // the talent version, which replaces the other one (as in the reference).
        1 => {
            cx.base_damage();
            let me = cx.state.character(cx.player, cx.character as usize);
            let hand = &cx.state.player(cx.player).hand;
            let (old, new) = if me.has(EntityId::ThunderingPenance) {
                (
                    EntityId::ElectroElementalInfusion_114032,
                    EntityId::ElectroElementalInfusion_114034,
                )
            } else {
                (
                    EntityId::ElectroElementalInfusion_114034,
                    EntityId::ElectroElementalInfusion_114032,
                )
            };
            let infuse = |cx: &mut SkillCx| {
                cx.push(Command::Remove {
                    player: cx.player,
                    zone: Zone::Character(cx.character),
                    id: old,
                });
                cx.add_status(new);
            };
            if me.has(EntityId::LightningStilettoRetrieved) {
                cx.push(Command::Remove {
                    player: cx.player,
                    zone: Zone::Character(cx.character),
                    id: EntityId::LightningStilettoRetrieved,
                });
                infuse(cx);
            } else if hand.contains(&CardId::LightningStiletto) {
                cx.push(Command::DiscardCard {
                    player: cx.player,
                    card: CardId::LightningStiletto,
                });
                infuse(cx);
            } else {
                cx.push(Command::CreateCard {
                    player: cx.player,
                    card: CardId::LightningStiletto,
                });
            }
        }
        // Starward Sword: damage, piercing to every opposing standby character.
        2 => {
            cx.base_damage();
            cx.damage_standby(BURST_PIERCE, DamageType::Piercing);
        }
        _ => {}
    }
}

/// Electro Infusion: the character's Physical damage becomes Electro (duration from the
/// facts).
static ELECTRO_INFUSION: EntityDef = EntityDef {
    listens: listen::DAMAGE_TYPE,
    on: electro_infusion,
    ..EntityDef::INERT
};

fn electro_infusion(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let (Hook::DamageType(d), Some(c)) = (hook, cx.character()) {
        if d.dealt_by(cx.owner, c) && d.dtype == DamageType::Physical {
            d.dtype = DamageType::Elemental(Element::Electro);
        }
    }
}

/// Electro Infusion created by a Keqing with Thundering Penance (114034): "The character to
/// which this is attached has their Physical DMG dealt converted to Electro DMG, and Electro
/// DMG dealt by the character +1. Duration (Rounds): 3" (duration from the facts).
static TALENT_ELECTRO_INFUSION: EntityDef = EntityDef {
    listens: listen::DAMAGE_TYPE | listen::DAMAGE_ADD,
    on: talent_electro_infusion,
    ..EntityDef::INERT
};

fn talent_electro_infusion(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    match (hook, cx.character()) {
        (Hook::DamageAdd(d), Some(c)) => {
            if d.dealt_by(cx.owner, c) && d.dtype == DamageType::Elemental(Element::Electro) {
                d.amount += TALENT_INFUSION_BONUS;
            }
        }
        (hook, _) => electro_infusion(cx, me, hook),
    }
}

/// Thundering Penance (talent, Combat Action): "When your active character is Keqing, equip
/// this card. After Keqing equips this card, immediately use Stellar Restoration once. When
/// your Keqing, who has this card equipped, creates an Electro Elemental Infusion, it will
/// have the following effects: Starting Duration (Rounds) +1, Electro DMG dealt by the
/// attached character +1."
static THUNDERING_PENANCE: CardDef = CardDef::talent::<STELLAR_RESTORATION>();

/// Keqing's position in `p`'s team, if she is alive.
fn keqing(state: &GameState, p: Player) -> Option<u8> {
    state
        .player(p)
        .characters
        .iter()
        .position(|c| c.id == CharacterId::Keqing && c.alive)
        .map(|c| c as u8)
}

/// Lightning Stiletto (Combat Action): switch Keqing in and use Stellar Restoration, which
/// then gives Electro Infusion instead of another Lightning Stiletto.
pub(super) static LIGHTNING_STILETTO: CardDef = CardDef {
    target: CardTarget::None,
    playable: |state, p, _: Target| {
        keqing(state, p).is_some_and(|c| !state.skills_blocked(p, c as usize))
    },
    play: play_lightning_stiletto,
};

fn play_lightning_stiletto(cx: &mut CardCx) {
    let Some(c) = keqing(cx.state, cx.player) else {
        return;
    };
    let player = cx.player;
    cx.push(Command::Switch {
        player,
        to: c,
        kind: SwitchKind::Forced,
    });
    cx.push(Command::Add {
        player,
        zone: Zone::Character(c),
        id: EntityId::LightningStilettoRetrieved,
        usage: 0,
    });
    cx.push(Command::UseSkill {
        player,
        character: c,
        skill: STELLAR_RESTORATION,
        charged: false,
        plunging: false,
    });
}

pub(super) fn entity(id: EntityId) -> Option<&'static EntityDef> {
    Some(match id {
        EntityId::ElectroElementalInfusion_114032 => &ELECTRO_INFUSION,
        EntityId::ElectroElementalInfusion_114034 => &TALENT_ELECTRO_INFUSION,
        EntityId::LightningStilettoRetrieved => &EntityDef::INERT,
        EntityId::ThunderingPenance => &EntityDef::INERT,
        _ => return None,
    })
}

pub(super) fn card(id: CardId) -> Option<&'static CardDef> {
    Some(match id {
        CardId::LightningStiletto => &LIGHTNING_STILETTO,
        CardId::ThunderingPenance => &THUNDERING_PENANCE,
        _ => return None,
    })
}
