//! Layla: Cryo sword. Nights of Formal Focus creates a shield and Shooting Star, which
//! gathers Night Stars after her team's skills and strikes with 4 of them; her burst's
//! Celestial Dreamsphere adds a star in the End Phase. Her talent, Light's Remit, draws a
//! card whenever Shooting Star strikes.

use crate::cards::prelude::*;
use crate::facts::skill::layla::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Layla, &CharacterDef::new(skill)),
    // Curtain of Slumber Shield: "Grants 2 Shield points to defend your active character."
    // (points from the facts)
    Def::Entity(EntityId::CurtainOfSlumberShield, &templates::SHIELD),
    Def::Entity(EntityId::ShootingStar, &SHOOTING_STAR),
    Def::Entity(EntityId::CelestialDreamsphere, &DREAMSPHERE),
    // Its effect is in Shooting Star.
    Def::Entity(EntityId::LightsRemit, &EntityDef::NONE),
    Def::Card(CardId::LightsRemit, &LIGHTS_REMIT),
];

/// Shooting Star: "If you have at least 4 Night Stars, consume 4 Night Stars".
const STARS_TO_STRIKE: u8 = 4;
/// Shooting Star: "When causing this Combat Status again: Accumulate 2 Night Stars."
const STARS_AGAIN: u8 = 2;
/// Shooting Star: "After your character uses a Skill: Accumulate 1 Night Star." Celestial
/// Dreamsphere: "it will let it gain 1 Night Star."
const STAR: u8 = 1;
/// Light's Remit: "draw 1 card".
const REMIT_DRAW: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        SWORD_OF_THE_RADIANT_PATH => cx.base_damage(),
        // "Creates 1 Curtain of Slumber Shield and Shooting Star." (No damage.) Shooting
        // Star created again keeps its Night Stars and gains 2 (its stars are its usages).
        NIGHTS_OF_FORMAL_FOCUS => {
            cx.combat_status(EntityId::CurtainOfSlumberShield);
            let before = cx
                .state
                .player(cx.player)
                .combat_status(EntityId::ShootingStar)
                .map(|s| s.usage);
            cx.combat_status(EntityId::ShootingStar);
            if let Some(stars) = before {
                cx.set_usage(
                    Zone::Combat,
                    EntityId::ShootingStar,
                    stars.saturating_add(STARS_AGAIN),
                );
            }
        }
        // "Deals 3 Cryo DMG, summons 1 Celestial Dreamsphere."
        DREAM_OF_THE_STAR_STREAM_SHAKER => {
            cx.base_damage();
            cx.summon(EntityId::CelestialDreamsphere);
        }
        _ => {}
    }
}

/// Shooting Star: "After your character uses a Skill: Accumulate 1 Night Star. If you have
/// at least 4 Night Stars, consume 4 Night Stars and deal 1 Cryo DMG. (The Skill that
/// causes this Combat Status will also trigger this effect) / When causing this Combat
/// Status again: Accumulate 2 Night Stars."
///
/// Its Night Stars are its usages (it starts with none and stays at 0). With Light's Remit
/// equipped on a character of its side, each strike draws 1 card.
static SHOOTING_STAR: EntityDef = EntityDef::new()
    .deals(CRYO, 1)
    .keep_at_zero()
    .on_after_skill(|cx, me, e| {
        if e.player != cx.player {
            return;
        }
        me.usage = me.usage.saturating_add(STAR);
        if me.usage >= STARS_TO_STRIKE {
            me.usage -= STARS_TO_STRIKE;
            cx.strike();
            if cx
                .state
                .player(cx.player)
                .any_character_has(EntityId::LightsRemit)
            {
                cx.draw(REMIT_DRAW);
            }
        }
    });

/// Celestial Dreamsphere: "End Phase: Deal 1 Cryo DMG. If Shooting Star is in play, it will
/// let it gain 1 Night Star. Usage(s): 2" (usages from the facts). The star is added
/// without a strike, even when it makes 4 (as the reference): the next skill strikes.
static DREAMSPHERE: EntityDef = EntityDef::new().deals(CRYO, 1).on_end_phase(|cx, me| {
    cx.strike();
    if let Some(star) = cx
        .state
        .player(cx.player)
        .combat_status(EntityId::ShootingStar)
    {
        let p = cx.player;
        cx.gain_usage(p, Zone::Combat, star, STAR);
    }
    cx.spend_after(me);
});

/// Light's Remit (talent, Combat Action, 3 Cryo): "When your active character is Layla,
/// equip this card. After Layla equips this card, immediately use Nights of Formal Focus.
/// When Layla is on the field and has this card equipped, every time Shooting Star deals
/// DMG, draw 1 card."
static LIGHTS_REMIT: CardDef = CardDef::talent::<NIGHTS_OF_FORMAL_FOCUS>();
