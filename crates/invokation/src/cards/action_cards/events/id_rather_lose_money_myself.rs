//! "I'd Rather Lose Money Myself..." (Event, free). 6.5.0 text (since 6.3.0): "本回合中，对方
//! 每获得1个元素骰时，如果你未宣布回合结束，则你生成1个万能元素；否则，生成1点护盾。 / 可用次
//! 数：3" (This round, each time the opponent gains 1 Elemental Die: if you have not declared
//! the end of your round, create 1 Omni Element; otherwise, create 1 Shield point. Usage(s):
//! 3.)
//!
//! Its effect is "I'd Rather Lose Money Myself..." (In Effect), a combat status for the
//! round with the facts' 3 usages, one per die the opponent gains from an effect
//! (`EntityDef::on_dice_gained`: created dice, not rolled, converted or tuned ones, as the
//! reference's "generate dice" event; Thunder and Eternity converts). In the End Phase the
//! declaration is past: a die the opponent gains then gives Omni, as the reference. The
//! Shield point is Shield, a combat status of 1 point that stacks without limit. Before
//! 6.3.0 it gave 1 Omni for every 2 dice the opponent gained, without limit (not its own):
//! only the newest behaviour is implemented
//! (`Def::BehaviourSince`).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::IdRatherLoseMoneyMyself, &CARD),
    Def::Entity(EntityId::IdRatherLoseMoneyMyselfInEffect, &IN_EFFECT),
    Def::BehaviourSince(
        crate::cards::Item::Card(CardId::IdRatherLoseMoneyMyself),
        Version::V6_3_0,
        "each die the opponent gains this round: 1 Omni, or 1 Shield point after declaring the \
         end of the round; 3 usages (before: 1 Omni for every 2 dice the opponent gained)",
    ),
];

/// "你生成1个万能元素".
const OMNI: u8 = 1;

/// The combat status for this round, with its usages from the facts.
static CARD: CardDef = CardDef::event(|cx| {
    let id = EntityId::IdRatherLoseMoneyMyselfInEffect;
    cx.combat_status(id);
    cx.set_duration(Zone::Combat, id, 1);
});

/// The In Effect status: for each die the opponent gains, 1 Omni (or 1 Shield point once
/// its side declared the end of the round, in the Action Phase; in the End Phase, 1 Omni),
/// spending a usage.
static IN_EFFECT: EntityDef = EntityDef::new().on_dice_gained(|cx, me, e| {
    if e.player == cx.player {
        return;
    }
    for _ in 0..e.n {
        if !me.take_usage() {
            break;
        }
        // "如果你未宣布回合结束": read in the Action Phase only; in the End Phase (where both
        // sides have ended their rounds) it gives Omni, as the reference, which clears the
        // declarations as the End Phase starts (differential position 15-12).
        let in_action_phase = cx.state.phase() == crate::state::Phase::Action;
        if in_action_phase && cx.state.player(cx.player).flags.declared_end {
            cx.combat_status(EntityId::Shield_203);
        } else {
            cx.gain_omni(OMNI);
        }
    }
    if me.usage == 0 {
        cx.dispose = true;
    }
});
