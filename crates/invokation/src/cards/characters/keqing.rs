//! Keqing: Electro sword. Stellar Restoration creates the Lightning Stiletto card; playing
//! it (or using the skill with it in hand) gives her Electro Infusion. Her talent,
//! Thundering Penance, makes that infusion last longer and add to her Electro damage.

use crate::cards::prelude::*;
use crate::facts::skill::keqing::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Keqing, &CharacterDef::new(skill)),
    Def::Entity(INFUSION, &ELECTRO_INFUSION),
    Def::Entity(TALENT_INFUSION, &TALENT_ELECTRO_INFUSION),
    Def::Entity(EntityId::LightningStilettoRetrieved, &EntityDef::NONE),
    Def::Entity(EntityId::ThunderingPenance, &EntityDef::NONE),
    Def::Card(CardId::LightningStiletto, &LIGHTNING_STILETTO),
    Def::Card(CardId::ThunderingPenance, &THUNDERING_PENANCE),
];

/// Starward Sword's piercing damage to each opposing standby character.
const BURST_PIERCE: u8 = 3;
/// Electro Infusion of Thundering Penance: "Electro DMG dealt by the attached character +1".
const TALENT_INFUSION_BONUS: i32 = 1;
/// Electro Infusion.
const INFUSION: EntityId = EntityId::ElectroElementalInfusion_114032;
/// Electro Infusion of a Keqing with Thundering Penance.
const TALENT_INFUSION: EntityId = EntityId::ElectroElementalInfusion_114034;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        YUNLAI_SWORDSMANSHIP => cx.base_damage(),
        // Stellar Restoration: damage; then, if this use comes from Lightning Stiletto or
        // a Lightning Stiletto is in hand (which is discarded), Electro Infusion; otherwise
        // a Lightning Stiletto is created in hand. With Thundering Penance the infusion is
        // the talent version, which replaces the other one (as in the reference).
        STELLAR_RESTORATION => {
            cx.base_damage();
            let c = cx.character;
            if cx.has(EntityId::LightningStilettoRetrieved) {
                cx.remove_status(c, EntityId::LightningStilettoRetrieved);
            } else if cx
                .state
                .player(cx.player)
                .hand
                .contains(&CardId::LightningStiletto)
            {
                cx.discard_card(CardId::LightningStiletto);
            } else {
                cx.create_card(CardId::LightningStiletto);
                return;
            }
            let zone = Zone::Character(c);
            cx.create_version(zone, EntityId::ThunderingPenance, INFUSION, TALENT_INFUSION);
        }
        // Starward Sword: damage, piercing to every opposing standby character.
        STARWARD_SWORD => {
            cx.base_damage();
            cx.damage_standby(PIERCING, BURST_PIERCE);
        }
        _ => {}
    }
}

/// Electro Infusion: the character's Physical damage becomes Electro (duration from the
/// facts).
static ELECTRO_INFUSION: EntityDef = EntityDef::new().on_damage_type(electro_infusion);

fn electro_infusion(cx: &mut Cx, _me: &mut Status, d: &mut DamageCalc) {
    if cx.character().is_some_and(|c| d.dealt_by(cx.player, c)) && d.dtype == PHYSICAL {
        d.dtype = ELECTRO;
    }
}

/// Electro Infusion created by a Keqing with Thundering Penance (114034): "The character to
/// which this is attached has their Physical DMG dealt converted to Electro DMG, and Electro
/// DMG dealt by the character +1. Duration (Rounds): 3" (duration from the facts).
static TALENT_ELECTRO_INFUSION: EntityDef = EntityDef::new()
    .on_damage_type(electro_infusion)
    .on_damage_add(|cx, _, d| {
        if cx.character().is_some_and(|c| d.dealt_by(cx.player, c)) && d.dtype == ELECTRO {
            d.amount += TALENT_INFUSION_BONUS;
        }
    });

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
static LIGHTNING_STILETTO: CardDef = CardDef::event(|cx| {
    let Some(c) = keqing(cx.state, cx.player) else {
        return;
    };
    // An active character immune to control (Edict of Absolution) is not switched out, and
    // then Keqing, on standby, does not use the skill either (as the reference).
    let active = cx.state.active(cx.player);
    if active != c as usize && cx.state.immune_to_control(cx.player, active) {
        return;
    }
    cx.switch_to(c);
    cx.attach(c, EntityId::LightningStilettoRetrieved);
    cx.use_skill(c, STELLAR_RESTORATION);
})
.when(|state, p, _| keqing(state, p).is_some_and(|c| !state.skills_blocked(p, c as usize)));
