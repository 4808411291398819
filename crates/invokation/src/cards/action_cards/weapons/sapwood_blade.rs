//! Sapwood Blade (Sword, 3 unaligned). 6.5.0 text: "角色造成的伤害+1。 / 入场时：所附属角色在本
//! 回合中，下次使用「普通攻击」后：生成2个此角色类型的元素骰。" (The character deals +1 DMG.
//! When played: during this round, after the character next uses a Normal Attack, create 2
//! Elemental Dice of its element.)
//!
//! As in the reference (GI-TCG): the dice come from a status of the character ("Sapwood
//! Blade (In Effect)", this round, once), spent by its next Normal Attack; it stays if the
//! weapon is replaced.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::SapwoodBlade, &CARD),
    Def::Entity(EntityId::SapwoodBlade, &templates::damage_bonus(BONUS)),
    Def::Entity(EntityId::SapwoodBladeInEffect, &IN_EFFECT),
];

/// "The character deals +1 DMG."
const BONUS: u8 = 1;
/// Dice of the character's element after its next Normal Attack.
const DICE: u8 = 2;

/// Equipped (by the engine), then the status.
static CARD: CardDef = CardDef::on_character(|cx| cx.attach_target(EntityId::SapwoodBladeInEffect));

/// Sapwood Blade (In Effect): after the character's next Normal Attack this round, 2 dice
/// of its element; once.
static IN_EFFECT: EntityDef = templates::dice_after_next_normal_attack(DICE);
