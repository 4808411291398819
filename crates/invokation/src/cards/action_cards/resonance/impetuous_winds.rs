//! Elemental Resonance: Impetuous Winds (Event, 1 Anemo). 6.5.0 text: "我方下次执行「切换
//! 角色」行动时：将此次切换视为「快速行动」而非「战斗行动」，并且少花费1个元素骰。 / 我方下次
//! 触发扩散反应时对目标以外的所有敌方角色造成的伤害+1。" (The next time you take the Switch
//! Character action: it is a Fast Action instead of a Combat Action, and costs 1 Elemental
//! Die less. The next time you trigger Swirl, the damage to every opposing character other
//! than the target is +1.) (Two Anemo characters in the deck.)
//!
//! As in the reference (GI-TCG), three combat statuses, each spent on its own: the cheaper
//! switch on the next Switch Character action that still costs dice; the fast switch on the
//! next one that is not already fast; the Swirl bonus on the spread damage of the player's
//! next Swirl (discarded once that Swirl has resolved). None of them expires.

use crate::cards::{CardCx, CardDef, CardTarget, CostAction, Cx, EntityDef, Hook};
use crate::command::{dmg, listen, Command, Event};
use crate::facts::EntityId;
use crate::reaction::Reaction;
use crate::state::{Status, Zone};

/// Impetuous Winds (In Effect): the next switch costs 1 die less.
pub(super) const CHEAPER_SWITCH: EntityId =
    EntityId::ElementalResonanceImpetuousWindsInEffect_303133;
/// Impetuous Winds (In Effect): the next Swirl's spread damage +1.
pub(super) const SWIRL_BONUS: EntityId = EntityId::ElementalResonanceImpetuousWindsInEffect_303134;
/// Impetuous Winds (In Effect): the next switch is a fast action.
pub(super) const FAST_SWITCH: EntityId = EntityId::ElementalResonanceImpetuousWindsInEffect_303136;

/// Dice the next switch costs less.
const SWITCH_DISCOUNT: u8 = 1;
/// Bonus to each spread damage of the next Swirl.
const SWIRL_SPREAD_BONUS: i32 = 1;

/// The card: the three combat statuses, in the reference's order.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::None,
    playable: |_, _, _| true,
    play,
};

fn play(cx: &mut CardCx) {
    for id in [CHEAPER_SWITCH, SWIRL_BONUS, FAST_SWITCH] {
        cx.push(Command::Add {
            player: cx.player,
            zone: Zone::Combat,
            id,
            usage: 0,
        });
    }
}

/// The cheaper switch.
pub(super) static CHEAPER: EntityDef = EntityDef {
    listens: listen::COST,
    on: cheaper,
    ..EntityDef::INERT
};

fn cheaper(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::Cost(q) = hook {
        if q.player == cx.owner
            && matches!(q.action, CostAction::Switch { .. })
            && q.cost.dice() > 0
        {
            q.reduce_dice(SWITCH_DISCOUNT);
            cx.dispose = true;
        }
    }
}

/// The fast switch.
pub(super) static FAST: EntityDef = EntityDef {
    listens: listen::SWITCH_SPEED,
    on: fast,
    ..EntityDef::INERT
};

fn fast(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    if let Hook::SwitchSpeed(q) = hook {
        if !q.fast {
            q.fast = true;
            cx.dispose = true;
        }
    }
}

/// The Swirl bonus.
pub(super) static SWIRL: EntityDef = EntityDef {
    listens: listen::DAMAGE_ADD | listen::REACTION,
    on: swirl,
    ..EntityDef::INERT
};

fn swirl(cx: &mut Cx, _me: &mut Status, hook: &mut Hook) {
    match hook {
        // Swirl's spread damage is the only elemental spread damage (the others are
        // Piercing, which is never boosted).
        Hook::DamageAdd(d)
            if d.cmd.from == cx.owner && d.cmd.to != cx.owner && d.cmd.flags & dmg::SPREAD != 0 =>
        {
            d.amount += SWIRL_SPREAD_BONUS;
        }
        Hook::Event(Event::Reaction {
            player,
            reaction: Reaction::Swirl(_),
            ..
        }) if *player == cx.owner => cx.dispose = true,
        _ => {}
    }
}
