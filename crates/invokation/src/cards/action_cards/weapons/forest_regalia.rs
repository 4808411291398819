//! Forest Regalia (Claymore, 3 unaligned). 6.5.0 text: "角色造成的伤害+1。 / 入场时：所附属角色在
//! 本回合中，下次使用「普通攻击」后：生成2个此角色类型的元素骰。" (The character deals +1 DMG.
//! When played: during this round, after the character next uses a Normal Attack, create 2
//! Elemental Dice of its element.) Sapwood Blade's effect for a claymore
//! ([`templates::dice_after_next_normal_attack`]).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ForestRegalia, &CARD),
    Def::Entity(EntityId::ForestRegalia, &templates::damage_bonus(BONUS)),
    Def::Entity(EntityId::ForestRegaliaInEffect, &IN_EFFECT),
];

/// "The character deals +1 DMG."
const BONUS: u8 = 1;
/// Dice of the character's element after its next Normal Attack.
const DICE: u8 = 2;

/// Equipped (by the engine), then the status.
static CARD: CardDef =
    CardDef::on_character(|cx| cx.attach_target(EntityId::ForestRegaliaInEffect));

/// Forest Regalia (In Effect): after the character's next Normal Attack this round, 2 dice
/// of its element; once.
static IN_EFFECT: EntityDef = templates::dice_after_next_normal_attack(DICE);
