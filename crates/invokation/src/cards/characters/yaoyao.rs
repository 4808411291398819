//! Yaoyao: Dendro polearm. Yuegui: Throwing Mode (End Phase summon that heals the most
//! injured character) and Adeptal Legacy (damage and a heal after each switch of her side).
//! Her talent, Beneficent, makes the Yuegui she summons deal and heal 1 more at its last
//! usage.

use crate::cards::prelude::*;
use crate::facts::skill::yaoyao::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(CharacterId::Yaoyao, &CharacterDef::new(skill)),
    Def::Entity(EntityId::YueguiThrowingMode_117041, &YUEGUI),
    Def::Entity(EntityId::YueguiThrowingMode_117042, &YUEGUI_BENEFICENT),
    Def::Entity(EntityId::AdeptalLegacy, &ADEPTAL_LEGACY),
    Def::Entity(EntityId::Beneficent, &EntityDef::NONE),
    Def::Card(CardId::Beneficent, &BENEFICENT),
];

/// Yuegui: Throwing Mode: "End Phase: Deal 1 Dendro DMG, heal the character on your team
/// that has taken the most damage for 1 HP."
const YUEGUI_DAMAGE: u8 = 1;
/// Yuegui: Throwing Mode: "heal ... for 1 HP".
const YUEGUI_HEAL: u8 = 1;
/// Beneficent: "when it has only 1 Usage remaining, it deals +1 DMG and healing is
/// increased by 1".
const BENEFICENT_BONUS: u8 = 1;
/// Adeptal Legacy: "After you switch characters: Deal 1 Dendro DMG, heal your active
/// character for 1 HP."
const LEGACY_DAMAGE: u8 = 1;
/// Adeptal Legacy: "heal your active character for 1 HP".
const LEGACY_HEAL: u8 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // Toss 'N' Turn Spear: "Deals 2 Physical DMG."
        TOSS_N_TURN_SPEAR => cx.base_damage(),
        // Raphanus Sky Cluster: "Summons Yuegui: Throwing Mode." With Beneficent equipped,
        // the talent's version (the two exclude each other, as in the reference). A version
        // that cannot enter (4 summons, itself not among them) leaves the other in play, as
        // in the reference.
        RAPHANUS_SKY_CLUSTER => {
            let new = if cx.has(EntityId::Beneficent) {
                EntityId::YueguiThrowingMode_117042
            } else {
                EntityId::YueguiThrowingMode_117041
            };
            let summons = &cx.state.player(cx.player).summons;
            let full = summons.len() >= cx.state.config().max_summons as usize;
            if !full || summons.iter().any(|s| s.id == new) {
                cx.create_version(
                    Zone::Summons,
                    EntityId::Beneficent,
                    EntityId::YueguiThrowingMode_117041,
                    EntityId::YueguiThrowingMode_117042,
                );
            }
        }
        // Moonjade Descent: "Deals 1 Dendro DMG, creates 1 Adeptal Legacy."
        MOONJADE_DESCENT => {
            cx.base_damage();
            cx.combat_status(EntityId::AdeptalLegacy);
        }
        _ => {}
    }
}

/// Yuegui: Throwing Mode: "End Phase: Deal 1 Dendro DMG, heal the character on your team
/// that has taken the most damage for 1 HP. Usage(s): 2" (usages from the facts).
static YUEGUI: EntityDef = EntityDef::new()
    .deals(DENDRO, YUEGUI_DAMAGE)
    .on_end_phase(|cx, me| {
        cx.strike();
        cx.heal_most_injured(YUEGUI_HEAL);
        cx.spend_after(me);
    });

/// Yuegui: Throwing Mode summoned by a Yaoyao with Beneficent: as [`YUEGUI`], and "when it
/// has only 1 Usage remaining, it deals +1 DMG and healing is increased by 1" (its last
/// End Phase: the usage it is about to spend is its last one, as in the reference).
static YUEGUI_BENEFICENT: EntityDef =
    EntityDef::new()
        .deals(DENDRO, YUEGUI_DAMAGE)
        .on_end_phase(|cx, me| {
            let bonus = if me.usage == 1 { BENEFICENT_BONUS } else { 0 };
            cx.damage_active(DENDRO, YUEGUI_DAMAGE + bonus);
            cx.heal_most_injured(YUEGUI_HEAL + bonus);
            cx.spend_after(me);
        });

/// Adeptal Legacy: "After you switch characters: Deal 1 Dendro DMG, heal your active
/// character for 1 HP. Usage(s): 3" (usages from the facts). Any switch of its side counts
/// (the Switch Character action, a forced switch, the choice after a defeat), as in the
/// reference; the character healed is the new active one.
static ADEPTAL_LEGACY: EntityDef = EntityDef::new().on_switched(|cx, me, e| {
    if e.player == cx.player && e.kind != SwitchKind::Initial && me.usage > 0 {
        cx.damage_active(DENDRO, LEGACY_DAMAGE);
        cx.heal_active(LEGACY_HEAL);
        cx.spend_after(me);
    }
});

/// Beneficent (talent, Combat Action): "When your active character is Yaoyao, equip this
/// card. After Yaoyao equips this card, immediately use Raphanus Sky Cluster once. When
/// Yuegui: Throwing Mode is created by your Yaoyao, who has this card equipped, and it has
/// only 1 Usage(s) remaining, it deals +1 DMG and healing is increased by 1."
static BENEFICENT: CardDef = CardDef::talent::<RAPHANUS_SKY_CLUSTER>();
