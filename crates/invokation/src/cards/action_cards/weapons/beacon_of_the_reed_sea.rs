//! Beacon of the Reed Sea (Claymore, 3 same). 6.5.0 text: "角色造成的伤害+1。 / 角色使用「元素战
//! 技」后：本回合内，角色下次造成的伤害额外+1。（每回合1次） / 角色受到伤害后：本回合内，角色下
//! 次造成的伤害额外+1。（每回合1次）" (The character deals +1 DMG. After the character uses an
//! Elemental Skill: this round, the character's next damage +1 more. (Once per Round) After
//! the character takes DMG: this round, the character's next damage +1 more. (Once per
//! Round))
//!
//! As in the reference (GI-TCG): each "next damage" is a status of the character, "Desert
//! Watch: Take the Initiative" (after the Elemental Skill) and "Desert Watch: Offensive
//! Defense" (after taking damage, 0 damage a shield absorbed whole too), each this round,
//! spent by the character's next skill damage (not spread by a reaction); both are spent
//! together when both are there (+2).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::BeaconOfTheReedSea, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::BeaconOfTheReedSea, &ENTITY),
    Def::Entity(EntityId::DesertWatchTakeTheInitiative, &NEXT_DAMAGE),
    Def::Entity(EntityId::DesertWatchOffensiveDefense, &NEXT_DAMAGE),
];

/// "The character deals +1 DMG."
const BONUS: u8 = 1;
/// The next damage's additional bonus.
const NEXT_BONUS: i32 = 1;
/// The once-per-round bits: after an Elemental Skill, after taking damage.
const AFTER_SKILL: u8 = 1;
const AFTER_DAMAGE: u8 = 2;

static ENTITY: EntityDef = templates::damage_bonus(BONUS)
    .on_after_skill(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        if e.player == cx.player
            && e.character == c
            && e.kind == SkillKind::Elemental
            && me.once_per_round_bit(AFTER_SKILL)
        {
            cx.attach(c, EntityId::DesertWatchTakeTheInitiative);
        }
    })
    .on_damaged(|cx, me, e| {
        let Some(c) = cx.character() else { return };
        let alive = cx.state.character(cx.player, c as usize).hp > 0;
        if e.player == cx.player && e.character == c && alive && me.once_per_round_bit(AFTER_DAMAGE)
        {
            cx.attach(c, EntityId::DesertWatchOffensiveDefense);
        }
    });

/// Desert Watch (either): the character's next skill damage this round +1; once.
static NEXT_DAMAGE: EntityDef = EntityDef::new().init(1, 1).on_damage_add(|cx, me, d| {
    let Some(c) = cx.character() else { return };
    if d.dealt_directly_by(cx.player, c) && d.is_skill() && me.take_usage() {
        d.amount += NEXT_BONUS;
    }
});
