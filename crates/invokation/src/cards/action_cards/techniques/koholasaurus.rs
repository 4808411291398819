//! Koholasaurus (Technique): "Technique: Spiritway (1 same): Choose one of your Summons: its
//! End Phase effect is triggered immediately. (Once per Round.) Usage(s): 2."
//!
//! 特技：游隙灵道：选择一个我方「召唤物」，立刻触发其「结束阶段」效果。（每回合最多使用1次）
//! 可用次数：2。
//!
//! The summon is the Technique's target ([`crate::action::Action::Technique`]): with no
//! summon on the field it cannot be used. The summon's End Phase effect runs as in the End
//! Phase (it spends the summon's usage: [`Act::trigger_end_phase`]); the Technique spends
//! its own usage first (as the reference: before a death swap the summon's damage asks for).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    // Equipped by the engine.
    Def::Card(CardId::Koholasaurus, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::Koholasaurus, &ENTITY),
];

/// "(Once per Round)".
const PER_ROUND: u8 = 1;

/// The Technique: one of the player's summons is its target.
static ENTITY: EntityDef = EntityDef::new()
    .technique_targets(CardTarget::OwnSummon)
    .technique_per_round(PER_ROUND)
    .on_technique_at(spiritway);

fn spiritway(cx: &mut Cx, me: &mut Status, target: &Target) {
    // Its usage first, as the reference's: the summon's damage may ask for a death swap.
    cx.spend_after(me);
    if let Target::Summon(i) = *target {
        let player = cx.player;
        if let Some(summon) = cx.state.player(player).summons.get(i as usize) {
            cx.trigger_end_phase(player, summon.id);
        }
    }
}
