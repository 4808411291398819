//! Albedo: Geo sword. Solar Isotoma (End Phase summon) makes one switch a round a fast
//! action (4.8.0 on; before, it lowered one Plunging Attack a round) and adds 2 to his
//! burst. His talent, Descent of Divinity, lowers his side's Plunging Attacks (4.8.0 on) and
//! adds 1 to their damage while Solar Isotoma is on the field.

use crate::cards::prelude::*;
use crate::facts::skill::albedo::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Albedo, &CharacterDef::new(skill)),
    Def::Entity(EntityId::SolarIsotoma, &SOLAR_ISOTOMA),
    Def::Entity(EntityId::DescentOfDivinity, &DESCENT_EQUIPPED),
    Def::Card(CardId::DescentOfDivinity, &DESCENT_OF_DIVINITY),
];

/// Solar Isotoma: "End Phase: Deal 1 Geo DMG."
const ISOTOMA_DAMAGE: u8 = 1;
/// Rite of Progeniture: Tectonic Tide: "If Solar Isotoma is on the field, deals +2 DMG."
const BURST_BONUS: u8 = 2;
/// Descent of Divinity: "Plunging Attacks ... deal +1 DMG".
const TALENT_PLUNGE_BONUS: i32 = 1;
/// The version from which Solar Isotoma makes switches fast (before: it lowered Plunging
/// Attacks) and Descent of Divinity lowers Plunging Attacks.
const SWITCH_SINCE: Version = Version::V4_8_0;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Favonius Bladework - Weiss: "Deals 2 Physical DMG."
        FAVONIUS_BLADEWORK_WEISS => cx.base_damage(),
        // Abiogenesis: Solar Isotoma: "Summons Solar Isotoma."
        ABIOGENESIS_SOLAR_ISOTOMA => cx.summon(EntityId::SolarIsotoma),
        // Rite of Progeniture: Tectonic Tide: "Deals 4 Geo DMG. If Solar Isotoma is on the
        // field, deals +2 DMG."
        RITE_OF_PROGENITURE_TECTONIC_TIDE => {
            let bonus = if isotoma_on_field(cx.state, cx.player) {
                BURST_BONUS
            } else {
                0
            };
            cx.base_damage_plus(bonus);
        }
        _ => {}
    }
}

/// Whether `p` has Solar Isotoma on the field.
fn isotoma_on_field(state: &GameState, p: Player) -> bool {
    state
        .player(p)
        .summons
        .iter()
        .any(|s| s.id == EntityId::SolarIsotoma)
}

/// Solar Isotoma: "End Phase: Deal 1 Geo DMG. Usage(s): 3 (from the facts) / When you perform
/// "Switch Character" and this Summon is on the field: This switch is considered a Fast
/// Action instead of a Combat Action. (Once per Round)" (4.8.0 on). Before 4.8.0: "When this
/// Summon is on the field: your characters' Plunging Attacks cost 1 less Unaligned Element.
/// (Once per Round)".
static SOLAR_ISOTOMA: EntityDef = templates::summon(GEO, ISOTOMA_DAMAGE)
    .on_switch_speed(|cx, me, q| {
        if cx.state.version() >= SWITCH_SINCE && !q.fast && me.once_per_round() {
            q.fast = true;
        }
    })
    .on_cost_unaligned(|cx, me, q| {
        if cx.state.version() < SWITCH_SINCE && q.is_plunging_attack(cx.state, cx.player) {
            me.once_per_round_if(|| q.reduce_unaligned());
        }
    });

/// Descent of Divinity, equipped: "When there is Albedo on the field who has this card
/// equipped, if your side of the field has Solar Isotoma, then your characters' Plunging
/// Attack costs 1 less Unaligned Element (4.8.0 on; no limit per round) and deals +1 DMG."
static DESCENT_EQUIPPED: EntityDef = EntityDef::new()
    .on_cost_unaligned(|cx, _, q| {
        if cx.state.version() >= SWITCH_SINCE
            && isotoma_on_field(cx.state, cx.player)
            && q.is_plunging_attack(cx.state, cx.player)
        {
            q.reduce_unaligned();
        }
    })
    .on_damage_add(|cx, _, d| {
        if d.dealt_directly_by_side(cx.player)
            && d.is_plunging()
            && isotoma_on_field(cx.state, cx.player)
        {
            d.amount += TALENT_PLUNGE_BONUS;
        }
    });

/// Descent of Divinity (talent, Combat Action): "When your active character is Albedo, equip
/// this card. After Albedo equips this card, immediately use Abiogenesis: Solar Isotoma."
static DESCENT_OF_DIVINITY: CardDef = CardDef::talent::<ABIOGENESIS_SOLAR_ISOTOMA>();
