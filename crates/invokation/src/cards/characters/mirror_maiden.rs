//! Mirror Maiden: Hydro monster. Influx Blast puts Refraction on its target (switching
//! away from that character costs a die more); her talent, Mirror Cage, makes Refraction
//! last longer and add to the Hydro damage its character takes.

use crate::cards::prelude::*;
use crate::facts::skill::mirror_maiden::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::MirrorMaiden, &CharacterDef::new(skill)),
    Def::Entity(REFRACTION, &REFRACTION_STATUS),
    Def::Entity(TALENT_REFRACTION, &REFRACTION_STATUS),
    // Its effect is in Influx Blast.
    Def::Entity(EntityId::MirrorCage, &EntityDef::NONE),
    Def::Card(CardId::MirrorCage, &MIRROR_CAGE),
];

/// Refraction (122021).
const REFRACTION: EntityId = EntityId::Refraction_122021;
/// Refraction of a Mirror Maiden with Mirror Cage (122022).
const TALENT_REFRACTION: EntityId = EntityId::Refraction_122022;
/// Refraction: "Elemental Dice Cost +1" to switch away.
const SWITCH_EXTRA: u8 = 1;
/// Refraction (with Mirror Cage): "takes +1 Hydro DMG".
const HYDRO_TAKEN: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Water Ball: "Deals 1 Hydro DMG." Rippled Reflection: "Deals 5 Hydro DMG."
        WATER_BALL | RIPPLED_REFLECTION => cx.base_damage(),
        // Influx Blast: "Deals 3 Hydro DMG. The target character receives Refraction." With
        // Mirror Cage equipped, the talent's Refraction. "(Only one such status can be
        // applied on the same side at a time)": the other Refractions of that side go (as
        // the reference discards them); one already on the target is refreshed.
        INFLUX_BLAST => {
            cx.base_damage();
            let id = if cx.has(EntityId::MirrorCage) {
                TALENT_REFRACTION
            } else {
                REFRACTION
            };
            let opp = cx.player.other();
            let target = cx.state.active(opp) as u8;
            for c in 0..CHARACTERS as u8 {
                for old in [REFRACTION, TALENT_REFRACTION] {
                    if old != id || c != target {
                        cx.remove_from(opp, Zone::Character(c), old);
                    }
                }
            }
            cx.add_to(opp, Zone::Character(target), id, 0);
        }
        _ => {}
    }
}

/// Refraction (122021): "When the character to which this card is attached switches to
/// another character: Elemental Dice Cost +1. Duration (Rounds): 2" (from 4.8; before, it
/// was the other effect: "The character to which this is attached takes +1 Hydro DMG").
/// Mirror Cage's Refraction (122022): both effects, "Duration (Rounds): 3" (durations from
/// the facts).
static REFRACTION_STATUS: EntityDef = EntityDef::new()
    .on_cost_unaligned(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        let switch_cost = me.id == TALENT_REFRACTION || cx.state.version() >= Version::V4_8_0;
        if q.player == cx.player
            && switch_cost
            && matches!(q.action, CostAction::Switch { from, .. } if from == c)
        {
            q.cost.unaligned += SWITCH_EXTRA;
        }
    })
    .on_damage_taken_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        let hydro_taken = me.id == TALENT_REFRACTION || cx.state.version() < Version::V4_8_0;
        if hydro_taken && d.hits(cx.player, c) && d.is(Element::Hydro) {
            d.amount += HYDRO_TAKEN;
        }
    });

/// Mirror Cage (talent, Combat Action, 3 Hydro): "When your active character is Mirror
/// Maiden, equip this card. After Mirror Maiden equips this card, immediately use Influx
/// Blast once. When your Mirror Maiden, who has this card equipped, creates a Refraction, it
/// will have +1 starting Duration (Rounds). It will also increase the Hydro DMG the
/// character to which this is attached takes by 1."
static MIRROR_CAGE: CardDef = CardDef::talent::<INFLUX_BLAST>();
