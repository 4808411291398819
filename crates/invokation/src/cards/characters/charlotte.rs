//! Charlotte: Cryo catalyst of Fontaine. Framing: Freezing Point Composition marks the
//! opposing active character with Snappy Silhouette, which hurts it in the End Phase; her
//! Burst heals her side and summons Newsflash Field. Her talent, A Summation of Interest,
//! heals her side's active character after a Normal Attack while an opposing character
//! carries Snappy Silhouette.

use crate::cards::prelude::*;
use crate::facts::skill::charlotte::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Charlotte, &CharacterDef::new(skill)),
    Def::Entity(SILHOUETTE, &SNAPPY_SILHOUETTE),
    Def::Entity(EntityId::NewsflashField, &NEWSFLASH_FIELD),
    Def::Entity(EntityId::ASummationOfInterest, &TALENT_EQUIPPED),
    Def::Card(CardId::ASummationOfInterest, &A_SUMMATION_OF_INTEREST),
];

const SILHOUETTE: EntityId = EntityId::SnappySilhouette;
/// Still Photo: Comprehensive Confirmation: "heals all your characters for 1 HP".
const BURST_HEAL: u8 = 1;
/// Snappy Silhouette: "deal 1 Cryo DMG to the character to which this is attached; if the
/// Usage(s) is 1 and the character has Cryo applied, +1 DMG".
const SILHOUETTE_DAMAGE: u8 = 1;
const SILHOUETTE_BONUS: u8 = 1;
/// Newsflash Field: "Deal 1 Cryo DMG, heal your active character for 1 HP".
const FIELD_DAMAGE: u8 = 1;
const FIELD_HEAL: u8 = 1;
/// A Summation of Interest: "heal your active character for 2 HP".
const TALENT_HEAL: u8 = 2;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Cool-Color Capture: "Deals 1 Cryo DMG."
        COOL_COLOR_CAPTURE => cx.base_damage(),
        // Framing: Freezing Point Composition: "Deals 1 Cryo DMG. Attach Snappy Silhouette to
        // the target." (The opposing active character once the damage is dealt.)
        FRAMING_FREEZING_POINT_COMPOSITION => {
            cx.base_damage();
            cx.attach_opponent_active_after(SILHOUETTE);
        }
        // Still Photo: Comprehensive Confirmation: "Deals 1 Cryo DMG, heals all your
        // characters for 1 HP, summons 1 Newsflash Field."
        STILL_PHOTO_COMPREHENSIVE_CONFIRMATION => {
            cx.base_damage();
            cx.heal_all(BURST_HEAL);
            cx.summon(EntityId::NewsflashField);
        }
        _ => {}
    }
}

/// Snappy Silhouette (status on an opposing character; usages from the facts): "End Phase:
/// Deal 1 Cryo DMG to the character to which this is attached; if the Usage(s) is 1 and the
/// character has Cryo applied, +1 DMG. Usage(s): 2" It sits on the side it hurts, and that
/// side deals its damage (as the reference: no bonus of Charlotte's side applies).
static SNAPPY_SILHOUETTE: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    let Some(c) = cx.character() else { return };
    let ch = cx.state.character(cx.player, c as usize);
    let cryo = ch.aura.elements().contains(&Element::Cryo);
    let amount = if me.usage == 1 && cryo {
        SILHOUETTE_DAMAGE + SILHOUETTE_BONUS
    } else {
        SILHOUETTE_DAMAGE
    };
    cx.damage_own(c, CRYO, amount);
    cx.spend_after(me);
});

/// Newsflash Field (summon; usages from the facts): "End Phase: Deal 1 Cryo DMG, heal your
/// active character for 1 HP. Usage(s): 2"
static NEWSFLASH_FIELD: EntityDef = templates::healing_summon(CRYO, FIELD_DAMAGE, FIELD_HEAL);

/// A Summation of Interest (talent, Combat Action, 3 Cryo): "When your active character is
/// Charlotte, equip this card. After Charlotte equips this card, immediately use Framing:
/// Freezing Point Composition once. When Charlotte, who has this card equipped, is on the
/// field, after your character uses a Normal Attack: If there is a character with Snappy
/// Silhouette attached on the opponent's side of the field, heal your active character for 2
/// HP. (Once per Round)"
static A_SUMMATION_OF_INTEREST: CardDef = CardDef::talent::<FRAMING_FREEZING_POINT_COMPOSITION>();

/// The equipped talent: after a Normal Attack of its side, with Snappy Silhouette on an
/// opposing character, heals its side's active character (once per round, the round's use
/// spent only when it heals).
static TALENT_EQUIPPED: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    if e.player != cx.player || e.kind != SkillKind::Normal {
        return;
    }
    let opp = cx.state.player(cx.player.other());
    if opp.any_character_has(SILHOUETTE) && me.once_per_round() {
        cx.heal_active(TALENT_HEAL);
    }
});
