//! Edict of Absolution (Arcane Legend, 1 same). 6.5.0 text (since 5.8.0): "治疗目标角色2点。 /
//! 目标角色免疫冻结、眩晕、石化等无法使用技能的效果，并且该角色为「出战角色」时不会因效果而切换，
//! 持续2个回合。" (Heal the target character for 2 HP. The target character is immune to
//! Frozen, Stun, Petrification and other effects that prevent the use of Skills, and, as the
//! active character, is not switched out by effects, for 2 Rounds.)
//!
//! The immunity is Edict of Absolution (In Effect), a status of the character
//! (`EntityDef::immune_control`: the engine attaches no status that blocks skills to it and
//! does not switch it out by an effect while it is active, as the reference); its 2 rounds
//! come from the facts. Before 5.8.0 (the 5.0.0 text: "本回合中，目标角色免疫…") it healed
//! nothing and lasted this round: the card follows the selected version.

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::EdictOfAbsolution, &CARD),
    Def::Entity(EntityId::EdictOfAbsolutionInEffect, &IN_EFFECT),
];

/// "治疗目标角色2点" (5.8.0 on).
const HEAL: u8 = 2;

static CARD: CardDef = CardDef::on_character(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    let id = EntityId::EdictOfAbsolutionInEffect;
    if cx.state.version() >= Version::V5_8_0 {
        cx.heal(c, HEAL);
        cx.attach(c, id);
    } else {
        // "本回合中": this round.
        cx.attach(c, id);
        cx.set_duration(Zone::Character(c), id, 1);
    }
});

/// Edict of Absolution (In Effect): its character is immune to control.
static IN_EFFECT: EntityDef = EntityDef::new().immune_control();
