//! Fatui Pyro Agent: Pyro monster. Stealth (from the battle's start and from Prowl) makes
//! her take 1 less and deal 1 more DMG. Her talent, Paid in Full, makes her Stealth last one
//! usage longer and turn her Physical DMG into Pyro.

use crate::cards::prelude::*;
use crate::facts::skill::fatui_pyro_agent::*;

pub(super) static DEFS: &[Def] = &[
    Def::Character(
        CharacterId::FatuiPyroAgent,
        &CharacterDef::new(skill).passive(STEALTH_MASTER_PASSIVE),
    ),
    Def::Entity(STEALTH, &STEALTH_STATUS),
    Def::Entity(STEALTH_TALENT, &STEALTH_TALENT_STATUS),
    // Its effect is in Prowl.
    Def::Entity(EntityId::PaidInFull, &EntityDef::NONE),
    Def::Card(CardId::PaidInFull, &PAID_IN_FULL),
];

/// Stealth.
const STEALTH: EntityId = EntityId::Stealth_123011;
/// Stealth created by a Fatui Pyro Agent with Paid in Full (one more usage, Pyro infusion).
const STEALTH_TALENT: EntityId = EntityId::Stealth_123012;
/// Stealth: "takes -1 DMG and deals +1 DMG".
const STEALTH_BONUS: i32 = 1;

fn skill(cx: &mut SkillCx) {
    match cx.skill {
        // "Deals 2 Physical DMG."
        THRUST => cx.base_damage(),
        // "Deals 1 Pyro DMG. This character gains Stealth." With Paid in Full equipped, the
        // talent's Stealth; the two exclude each other (as in the reference). The Stealth
        // she has already boosts this damage (it is attached after).
        PROWL => {
            cx.base_damage();
            let zone = Zone::Character(cx.character);
            cx.create_version(zone, EntityId::PaidInFull, STEALTH, STEALTH_TALENT);
        }
        // "Deals 5 Pyro DMG."
        BLADE_ABLAZE => cx.base_damage(),
        _ => {}
    }
}

/// Stealth Master (passive): "When the battle begins, this character gains Stealth."
static STEALTH_MASTER_PASSIVE: EntityDef = EntityDef::new().on_battle_begins(|cx, _| {
    if let Some(c) = cx.character() {
        cx.attach(c, STEALTH);
    }
});

/// Whether `d` is skill damage of the character the entity is attached to (the damage
/// Stealth boosts, as in the reference).
fn own_skill_damage(cx: &Cx, d: &DamageCalc) -> bool {
    cx.character().is_some_and(|c| d.dealt_by(cx.player, c)) && d.is_skill()
}

/// Stealth: "The character to which this is attached takes -1 DMG and deals +1 DMG. /
/// Usage(s): 2" (usages from the facts). Each hit it decreases (one with damage left) and
/// each damage of her skills it boosts spends a usage.
static STEALTH_STATUS: EntityDef = EntityDef::new()
    .on_damage_add(stealth_boost)
    .on_damage_decrease(stealth_cover);

/// Stealth of Paid in Full (123012): "Usage(s): 3 / The character to which this is
/// attached has their Physical DMG dealt converted to Pyro DMG."
static STEALTH_TALENT_STATUS: EntityDef = EntityDef::new()
    .on_damage_type(|cx, _, d| {
        if own_skill_damage(cx, d) && d.dtype == PHYSICAL {
            d.dtype = PYRO;
        }
    })
    .on_damage_add(stealth_boost)
    .on_damage_decrease(stealth_cover);

fn stealth_boost(cx: &mut Cx, me: &mut Status, d: &mut DamageCalc) {
    if own_skill_damage(cx, d) && me.take_usage() {
        d.amount += STEALTH_BONUS;
    }
}

fn stealth_cover(cx: &mut Cx, me: &mut Status, d: &mut DamageCalc) {
    let mine = cx.character().is_some_and(|c| d.hits(cx.player, c));
    if mine && d.amount > 0 && me.take_usage() {
        d.amount -= STEALTH_BONUS;
    }
}

/// Paid in Full (talent, Combat Action): "When your active character is Fatui Pyro Agent,
/// equip this card. After Fatui Pyro Agent equips this card, immediately use Prowl once.
/// Stealth created by your Fatui Pyro Agent who has this card equipped will have the
/// following effects: Starting Usage(s) +1, and the character to which this is attached
/// has their Physical DMG dealt converted to Pyro DMG."
static PAID_IN_FULL: CardDef = CardDef::talent::<PROWL>();
