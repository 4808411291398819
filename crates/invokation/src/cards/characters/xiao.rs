//! Xiao: Anemo polearm. Bane of All Evil puts on Yaksha's Mask: his Physical damage turns
//! Anemo, his Anemo damage and Plunging Attacks hit harder, and switching away from him is
//! cheaper. His talent, Conqueror of Evil: Guardian Yaksha, makes Lemniscatic Wind Cycling
//! cheaper twice per Mask.

use crate::cards::prelude::*;
use crate::facts::skill::xiao::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Xiao, &CharacterDef::new(skill)),
    Def::Entity(EntityId::YakshasMask, &YAKSHAS_MASK),
    Def::Entity(EntityId::ConquerorOfEvilWrathDeity, &WRATH_DEITY),
    // Its effect is in Bane of All Evil (the Wrath Deity status it attaches).
    Def::Entity(EntityId::ConquerorOfEvilGuardianYaksha, &EntityDef::NONE),
    Def::Card(CardId::ConquerorOfEvilGuardianYaksha, &GUARDIAN_YAKSHA),
];

/// Yaksha's Mask: "they will deal +1 Anemo DMG".
const MASK_ANEMO_BONUS: i32 = 1;
/// Yaksha's Mask: "When the character to which this is attached uses a Plunging Attack: +2
/// additional DMG."
const MASK_PLUNGE_BONUS: i32 = 2;
/// Yaksha's Mask: a switch away from its character "Spend 1 less Elemental Die".
const MASK_SWITCH_DISCOUNT: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        WHIRLWIND_THRUST => cx.base_damage(),
        // "Deals 3 Anemo DMG."
        LEMNISCATIC_WIND_CYCLING => cx.base_damage(),
        // "Deals 4 Anemo DMG. This character gains Yaksha's Mask." (After the damage: the
        // Mask does not boost the burst that puts it on.) With the talent equipped, also
        // Conqueror of Evil: Wrath Deity, the talent's discount for this Mask.
        BANE_OF_ALL_EVIL => {
            cx.base_damage();
            cx.attach_self(EntityId::YakshasMask);
            if cx.has(EntityId::ConquerorOfEvilGuardianYaksha) {
                cx.attach_self(EntityId::ConquerorOfEvilWrathDeity);
            }
        }
        _ => {}
    }
}

/// Whether the damage is a skill's of the character the entity is attached to (not spread
/// by a reaction): what Yaksha's Mask converts and boosts, as the reference does.
fn own_skill_damage(cx: &Cx, d: &DamageCalc) -> bool {
    d.is_skill()
        && cx
            .character()
            .is_some_and(|c| d.dealt_directly_by(cx.player, c))
}

/// Yaksha's Mask: "The character to which this is attached has their Physical DMG dealt
/// converted to Anemo DMG, and they will deal +1 Anemo DMG. / When the character to which
/// this is attached uses a Plunging Attack: +2 additional DMG. / If the character this card
/// is attached to is the active character, when you perform "Switch Character": Spend 1
/// less Elemental Die. (Once per Round) / Duration (Rounds): 2" (duration from the facts).
/// When it ends, the talent's Wrath Deity of its character ends with it.
static YAKSHAS_MASK: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        if own_skill_damage(cx, d) && d.dtype == PHYSICAL {
            d.dtype = ANEMO;
        }
    })
    .on_damage_add(|cx, _, d| {
        if !own_skill_damage(cx, d) {
            return;
        }
        if d.is(Element::Anemo) {
            d.amount += MASK_ANEMO_BONUS;
        }
        if d.is_plunging() {
            d.amount += MASK_PLUNGE_BONUS;
        }
    })
    .on_cost(|cx, me, q| {
        let switch = matches!(q.action, CostAction::Switch { .. });
        if q.player == cx.player && switch && cx.on_active() {
            me.once_per_round_if(|| q.reduce_dice(MASK_SWITCH_DISCOUNT) > 0);
        }
    })
    .on_expired(|cx, _| {
        if let Some(c) = cx.character() {
            cx.remove_status(c, EntityId::ConquerorOfEvilWrathDeity);
        }
    });

/// Conqueror of Evil: Wrath Deity: "When the character to which this is attached uses a
/// Lemniscatic Wind Cycling: Spend 1 less Anemo Die. Usage(s): 2 / When Yaksha's Mask is no
/// longer attached to the character: Remove this effect." (Usages from the facts; a cost
/// without Anemo dice keeps them.)
static WRATH_DEITY: EntityDef = EntityDef::new().on_cost_element(|cx, me, q| {
    let Some(c) = cx.character() else { return };
    let own = matches!(q.action, CostAction::Skill { character, skill, .. }
        if character == c && skill == LEMNISCATIC_WIND_CYCLING);
    if q.player == cx.player && own && me.usage > 0 && q.reduce_element(Element::Anemo) {
        me.usage -= 1;
    }
});

/// Conqueror of Evil: Guardian Yaksha (talent, Combat Action, 3 Anemo and 2 Energy): "When
/// your active character is Xiao, equip this card. After Xiao equips this card, immediately
/// use Bane of All Evil once. While your Xiao has Yaksha's Mask attached, your use of
/// Lemniscatic Wind Cycling will cost 1 less Anemo Die. (Every attachment of Yaksha's Mask
/// allows the effect to be triggered twice)"
static GUARDIAN_YAKSHA: CardDef = CardDef::talent::<BANE_OF_ALL_EVIL>();
