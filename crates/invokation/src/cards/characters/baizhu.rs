//! Baizhu: Dendro catalyst. Gossamer Sprite (End Phase summon that heals), Pulsing Clarity
//! (a Seamless Shield at each Action Phase) and Seamless Shield (a shield that strikes and
//! heals when it is removed or created again). His talent, All Things Are of the Earth, adds
//! a die to each of the shield's heals.

use crate::cards::prelude::*;
use crate::facts::skill::baizhu::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Baizhu, &CharacterDef::new(skill)),
    Def::Entity(EntityId::GossamerSprite, &GOSSAMER_SPRITE),
    Def::Entity(EntityId::PulsingClarity, &PULSING_CLARITY),
    Def::Entity(EntityId::SeamlessShield_117053, &SEAMLESS_SHIELD),
    Def::Entity(EntityId::AllThingsAreOfTheEarth, &EntityDef::NONE),
    Def::Card(CardId::AllThingsAreOfTheEarth, &ALL_THINGS_ARE_OF_THE_EARTH),
];

/// Gossamer Sprite: "End Phase: Deal 1 Dendro DMG, heal your active character for 1 HP."
const SPRITE_DAMAGE: u8 = 1;
/// Gossamer Sprite: "heal your active character for 1 HP".
const SPRITE_HEAL: u8 = 1;
/// Seamless Shield: "Deal 1 Dendro DMG, and heal your active character for 1 HP."
const SHIELD_DAMAGE: u8 = 1;
/// Seamless Shield: "heal your active character for 1 HP".
const SHIELD_HEAL: u8 = 1;
/// All Things Are of the Earth: "generate 1 Elemental Die of the same type as your active
/// character".
const TALENT_DICE: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // The Classics of Acupuncture: "Deals 1 Dendro DMG."
        THE_CLASSICS_OF_ACUPUNCTURE => cx.base_damage(),
        // Universal Diagnosis: "Deals 1 Dendro DMG, summons 1 Gossamer Sprite."
        UNIVERSAL_DIAGNOSIS => {
            cx.base_damage();
            cx.summon(EntityId::GossamerSprite);
        }
        // Holistic Revivification: "Creates 1 Pulsing Clarity and Seamless Shield."
        HOLISTIC_REVIVIFICATION => {
            cx.combat_status(EntityId::PulsingClarity);
            cx.combat_status(EntityId::SeamlessShield_117053);
        }
        _ => {}
    }
}

/// Gossamer Sprite: "End Phase: Deal 1 Dendro DMG, heal your active character for 1 HP.
/// Usage(s): 1" (usages from the facts).
static GOSSAMER_SPRITE: EntityDef = templates::healing_summon(DENDRO, SPRITE_DAMAGE, SPRITE_HEAL);

/// Pulsing Clarity: "When Action Phase begins: Create Seamless Shield. Usage(s): 2" (usages
/// from the facts).
static PULSING_CLARITY: EntityDef = EntityDef::new().on_action_phase_start(|cx, me| {
    cx.combat_status(EntityId::SeamlessShield_117053);
    cx.spend_after(me);
});

/// Seamless Shield: "Provides 1 Shield, protecting your active character. When this effect
/// is removed, or generated again: Deal 1 Dendro DMG, and heal your active character for 1
/// HP." (Shield points from the facts.) Removed however it goes (its points used up by
/// damage, discarded by an effect), as the reference's "when disposed".
static SEAMLESS_SHIELD: EntityDef = templates::SHIELD
    .deals(DENDRO, SHIELD_DAMAGE)
    .on_discarded(|cx, _| shield_strikes_and_heals(cx))
    .on_created_again(|cx, _| shield_strikes_and_heals(cx));

/// Seamless Shield's effect: 1 Dendro DMG and 1 HP to the active character; with a Baizhu
/// of its side wearing All Things Are of the Earth, 1 die of the active character's element
/// ("When your Baizhu, who has this card equipped, is on the field, when Seamless Shield
/// activates a healing effect, generate 1 Elemental Dice of the same type as your active
/// character"; the equipment leaves with a defeated Baizhu). With the active character
/// defeated (the hit that broke the shield defeated it, the choice of the next one still to
/// come) there is no heal, so no die, as the reference.
fn shield_strikes_and_heals(cx: &mut Cx) {
    cx.strike();
    let p = cx.player;
    if !cx.state.character(p, cx.state.active(p)).alive {
        return;
    }
    cx.heal_active(SHIELD_HEAL);
    let talent = cx
        .state
        .player(p)
        .characters
        .iter()
        .any(|ch| ch.alive && ch.has(EntityId::AllThingsAreOfTheEarth));
    let active = cx.state.active(p);
    if let (true, Some(element)) = (talent, cx.state.character_facts(p, active).element) {
        cx.gain_dice(Die::of(element), TALENT_DICE);
    }
}

/// All Things Are of the Earth (talent, Combat Action; 4 Dendro and 2 Energy): "When your
/// active character is Baizhu, equip this card. After Baizhu equips this card, immediately
/// use Holistic Revivification once." (The energy comes from Baizhu.)
static ALL_THINGS_ARE_OF_THE_EARTH: CardDef = CardDef::talent::<HOLISTIC_REVIVIFICATION>();
