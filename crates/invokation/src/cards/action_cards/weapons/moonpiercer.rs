//! Moonpiercer (Polearm, 3 same). 6.5.0 text: "角色造成的伤害+1。 / 入场时：在本回合中，下次对
//! 角色打出「天赋」或角色使用「元素战技」时，少花费2个元素骰。" (The character deals +1 DMG.
//! When played: during this round, the next time you play a Talent card on the character or
//! the character uses an Elemental Skill, spend 2 fewer Elemental Dice.)
//!
//! King's Squire's effect for a polearm: the discount is a status of the character
//! ("Moonpiercer (In Effect)", this round: [`templates::talent_or_elemental_skill_discount`]),
//! spent by the first of those actions that still costs dice; it stays if the weapon is
//! replaced. The 4.1.0 text ("所附属角色在本回合中，下次使用「元素战技」或装备「天赋」时") says
//! the same in other words: one behaviour for every version.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::Moonpiercer, &CARD),
    Def::Entity(EntityId::Moonpiercer, &templates::damage_bonus(BONUS)),
    Def::Entity(EntityId::MoonpiercerInEffect, &IN_EFFECT),
];

/// "The character deals +1 DMG."
const BONUS: u8 = 1;
/// Dice the next Talent card or Elemental Skill costs less.
const DISCOUNT: u8 = 2;

/// Equipped (by the engine), then the discount.
static CARD: CardDef = CardDef::on_character(|cx| cx.attach_target(EntityId::MoonpiercerInEffect));

/// Moonpiercer (In Effect): the character's next Talent card or Elemental Skill costs 2
/// dice less, this round.
static IN_EFFECT: EntityDef = templates::talent_or_elemental_skill_discount(DISCOUNT);
