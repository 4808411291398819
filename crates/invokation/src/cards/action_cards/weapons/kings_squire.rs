//! King's Squire (Bow, 3 same). 6.5.0 text: "角色造成的伤害+1。 / 入场时：在本回合中，下次对
//! 角色打出「天赋」或角色使用「元素战技」时，少花费2个元素骰。" (The character deals +1 DMG.
//! When played: during this round, the next time you play a Talent card on the character or
//! the character uses an Elemental Skill, spend 2 fewer Elemental Dice.)
//!
//! As in the reference (GI-TCG): the discount is a status on the character ("King's Squire
//! (In Effect)", this round: [`templates::talent_or_elemental_skill_discount`], shared with
//! Moonpiercer), spent by the first of those actions that still costs dice; it stays if the
//! weapon is replaced. The damage bonus is on the character's damage that is not spread by a
//! reaction (Swirl); Piercing damage is never boosted.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::KingsSquire, &CARD),
    Def::Entity(EntityId::KingsSquire, &templates::damage_bonus(1)),
    Def::Entity(EntityId::KingsSquireInEffect, &IN_EFFECT),
];

/// Dice the next Talent card or Elemental Skill costs less.
const DISCOUNT: u8 = 2;

/// Equipped (by the engine), then the discount.
static CARD: CardDef = CardDef::on_character(|cx| cx.attach_target(EntityId::KingsSquireInEffect));

/// King's Squire (In Effect): the character's next Talent card or Elemental Skill costs 2
/// dice less, this round.
static IN_EFFECT: EntityDef = templates::talent_or_elemental_skill_discount(DISCOUNT);
