//! Emblem of Severed Fate (Artifact): "After another character of yours uses an Elemental
//! Burst: The character to which this is attached gains 1 Energy. / The DMG dealt by the
//! character's Elemental Bursts is increased by 2. (Once per Round)"
//!
//! The first half is Ornate Kabuto's. The "+2" boosts the character's own damage of its
//! Elemental Bursts (not damage a reaction spreads, not Piercing damage). "(Once per Round)"
//! came with 4.1.0: before, every damage of its Bursts is boosted (the version is followed:
//! `action_cards::artifacts::emblem_of_severed_fate_before_4_1_has_no_limit`).

use super::ornate_kabuto::energy_after_another_burst;
use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::EmblemOfSeveredFate, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::EmblemOfSeveredFate, &ENTITY),
];

/// "Increased by 2".
const BONUS: i32 = 2;
/// The version that made the bonus once per round.
const ONCE_PER_ROUND_SINCE: Version = Version::V4_1_0;

static ENTITY: EntityDef = EntityDef::new()
    .on_after_skill(energy_after_another_burst)
    .on_damage_add(|cx, me, d| {
        let Some(c) = cx.character() else { return };
        if !d.dealt_directly_by(cx.player, c) || d.cmd.skill != Some(SkillKind::Burst) {
            return;
        }
        if cx.state.version() < ONCE_PER_ROUND_SINCE || me.once_per_round() {
            d.amount += BONUS;
        }
    });
