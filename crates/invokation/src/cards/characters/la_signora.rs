//! La Signora: Cryo Fatui who changes form. She begins the battle with Ice-Sealed Crimson
//! Witch of Embers; when it is removed (her Burst, Carmine Chrysalis, removes it; so does the
//! Action Phase at 4 HP or less, and her defeat, which it prevents once) she permanently
//! becomes Crimson Witch of Embers, a Pyro form with its own skills (docs/rules.md, "A
//! character changes form"). Biting Shards applies Sheer Cold, Decimating Lash Blazing Heat
//! (each removes the other). Her talent, Pain for Pain, decreases heavy damage to her once
//! per round and answers it with Sheer Cold or Blazing Heat, as her form is.

use super::cryo_hypostasis::attach_sheer_cold;
use crate::cards::prelude::*;
use crate::facts::skill::crimson_witch_of_embers::*;
use crate::facts::skill::la_signora::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::LaSignora, &LA_SIGNORA),
    Def::Character(CharacterId::CrimsonWitchOfEmbers, &CRIMSON_WITCH),
    Def::Entity(ICE_SEALED, &ICE_SEALED_WITCH),
    Def::Entity(EntityId::BlazingHeat, &BLAZING_HEAT),
    Def::Entity(EntityId::PainForPain, &PAIN_FOR_PAIN_EQUIPPED),
    Def::Card(CardId::PainForPain, &PAIN_FOR_PAIN),
];

/// Ice-Sealed Crimson Witch of Embers, the status La Signora begins with (121021; 121023
/// and 121024 are those of other game modes, with other HP thresholds).
const ICE_SEALED: EntityId = EntityId::IceSealedCrimsonWitchOfEmbers_121021;
/// Carmine Chrysalis: "heals this character for 2 HP".
const CHRYSALIS_HEAL: u8 = 2;
/// Ice-Sealed Crimson Witch of Embers: "If the attached character has no more than 4 HP".
const SEAL_BREAKS_AT: u8 = 4;
/// Ice-Sealed Crimson Witch of Embers: "heal them to 1 HP".
const SEAL_SAVES_TO: u8 = 1;
/// Blazing Heat's End Phase damage to its character.
const BLAZING_HEAT_DAMAGE: u8 = 1;
/// Pain for Pain: "When this character takes at least 3 DMG".
const PAIN_THRESHOLD: i32 = 3;
/// Pain for Pain: "generate 3 Elemental Dice".
const PAIN_DICE: u8 = 3;

/// La Signora. Might of Delusion (passive): "When the battle begins, this character gains
/// Ice-Sealed Crimson Witch of Embers." (Not again when she is revived: the battle's
/// beginning only, as Cryo Hypostasis's core.) Inferno's Awakening (hidden) is the form
/// change, Ice-Sealed's own "when this effect is removed".
static LA_SIGNORA: CharacterDef =
    CharacterDef::new(la_signora_skill).passive(EntityDef::new().on_battle_begins(|cx, _| {
        if let Some(c) = cx.character() {
            cx.attach(c, ICE_SEALED);
        }
    }));

fn la_signora_skill(cx: &mut SkillCx) {
    match cx.skill {
        // Frostblade Hailstorm: "Deals 1 Cryo DMG."
        FROSTBLADE_HAILSTORM => cx.base_damage(),
        // Biting Shards: "Deals 2 Cryo DMG. The target character receives Sheer Cold."
        BITING_SHARDS => {
            cx.base_damage();
            attach_sheer_cold(cx);
        }
        // Carmine Chrysalis: "Deals 4 Cryo DMG, heals this character for 2 HP. Removes
        // Ice-Sealed Crimson Witch of Embers. This character permanently switches to Crimson
        // Witch of Embers state." The switch is Ice-Sealed's removal (as the reference: a La
        // Signora without it, which no game reaches, keeps her form).
        CARMINE_CHRYSALIS => {
            cx.base_damage();
            cx.heal(cx.character, CHRYSALIS_HEAL);
            cx.remove_status(cx.character, ICE_SEALED);
        }
        _ => {}
    }
}

/// Crimson Witch of Embers (6301), the form La Signora takes: Pyro, the same HP and energy.
/// Crimson Flamespin (hidden) belongs to another game mode: never used.
static CRIMSON_WITCH: CharacterDef =
    CharacterDef::new(crimson_witch_skill).form_of(CharacterId::LaSignora);

fn crimson_witch_skill(cx: &mut SkillCx) {
    match cx.skill {
        // Crimson Lotus Moth: "Deals 1 Pyro DMG."
        CRIMSON_LOTUS_MOTH => cx.base_damage(),
        // Decimating Lash: "Deals 2 Pyro DMG. The target character receives Blazing Heat."
        // On the opposing active character once the damage is dealt (the one an Overloaded
        // switched in, as the reference).
        DECIMATING_LASH => {
            cx.base_damage();
            cx.attach_opponent_active_after(EntityId::BlazingHeat);
        }
        // Whirling Blaze: "Deals 6 Pyro DMG."
        WHIRLING_BLAZE => cx.base_damage(),
        _ => {}
    }
}

/// Ice-Sealed Crimson Witch of Embers (121021): "When the Action Phase starts: If the
/// attached character has no more than 4 HP, remove this effect. / When attached character
/// is defeated: Remove this effect, ensure that character will not be defeated and heal them
/// to 1 HP. / When this effect is removed: Attached character will transform into the
/// Crimson Witch of Embers state." The form changes once the effect that removed it
/// completes.
static ICE_SEALED_WITCH: EntityDef = EntityDef::new()
    .on_action_phase_start(|cx, _| {
        if let Some(c) = cx.character() {
            if cx.state.character(cx.player, c as usize).hp <= SEAL_BREAKS_AT {
                cx.dispose = true;
            }
        }
    })
    .on_would_be_defeated(|cx, _, q| {
        let Some(c) = cx.character() else { return };
        if q.character == c && q.heal_to.is_none() {
            q.heal_to = Some(SEAL_SAVES_TO);
            cx.dispose = true;
        }
    })
    .on_discarded(|cx, _| {
        if let Some(c) = cx.character() {
            cx.change_form(c, CharacterId::CrimsonWitchOfEmbers);
        }
    });

/// Blazing Heat (163011): "End Phase: Deals 1 Pyro DMG to attached character. Usage(s): 1 /
/// When attached character has Sheer Cold attached, remove this effect." (usages from the
/// facts; it and Sheer Cold exclude each other). The damage is dealt by the side that
/// applied it, to a character of the side it is on.
static BLAZING_HEAT: EntityDef =
    EntityDef::new()
        .excludes(EntityId::SheerCold)
        .on_end_phase(|cx, me| {
            if let Some(c) = cx.character() {
                cx.damage_own(c, PYRO, BLAZING_HEAT_DAMAGE);
                cx.spend_after(me);
            }
        });

/// Pain for Pain (talent, 3 matching dice; not a Combat Action): "Can only be played if your
/// active character is La Signora: When entering play, generate 3 Elemental Dice of the same
/// Type as La Signora." (Of her current element: Cryo, or Pyro as Crimson Witch of Embers,
/// who may play it too.)
static PAIN_FOR_PAIN: CardDef = CardDef::on_character(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    if let Some(element) = cx.state.character_facts(cx.player, c as usize).element {
        cx.gain_dice(Die::of(element), PAIN_DICE);
    }
})
.when(|state, p, target| matches!(target, Target::Own(c) if state.active(p) == c as usize));

/// Pain for Pain (equipped): "When this character takes at least 3 DMG: Negates 1 DMG, then
/// apply Sheer Cold or Blazing Heat to the opposing active character based on La Signora's
/// state. (Once per Round)" (Sheer Cold as La Signora, Blazing Heat as Crimson Witch of
/// Embers.)
static PAIN_FOR_PAIN_EQUIPPED: EntityDef = EntityDef::new().on_damage_decrease(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.hits(cx.player, c) && d.amount >= PAIN_THRESHOLD && me.once_per_round() {
        d.amount -= 1;
        if cx.state.character(cx.player, c as usize).id == CharacterId::LaSignora {
            attach_sheer_cold(cx);
        } else {
            cx.attach_opponent_active(EntityId::BlazingHeat);
        }
    }
});
