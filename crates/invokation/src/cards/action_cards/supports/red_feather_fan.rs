//! Red Feather Fan (Item): "After you switch characters: The next Switch Character action
//! you perform this Round will be considered a Fast Action instead of a Combat Action. It
//! will also cost 1 less Elemental Die. (Once per Round)"
//!
//! After any switch of its side (the action, a forced switch, the choice after a defeat),
//! once per round, it creates Red Feather Fan (In Effect) for the rest of the round: the
//! next Switch Character action of the side is fast and 1 die cheaper (a switch that
//! already costs nothing or is already fast keeps only the other half), and then it is
//! discarded, as the reference plays the card up to 6.5.0 (later versions of the reference
//! create Efficient Switch and Agile Switch instead).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::RedFeatherFan, &CardDef::SUPPORT),
    Def::Entity(EntityId::RedFeatherFan, &ENTITY),
    Def::Entity(EntityId::RedFeatherFanInEffect, &IN_EFFECT),
];

/// Dice less.
const LESS: u8 = 1;

/// The support: `counter` is 1 once used this round.
static ENTITY: EntityDef = EntityDef::new().on_switched(|cx, me, e| {
    if e.player == cx.player && me.once_per_round() {
        cx.combat_status(EntityId::RedFeatherFanInEffect);
    }
});

/// Red Feather Fan (In Effect), this round: `aux` is 1 once the switch being taken used it.
static IN_EFFECT: EntityDef = EntityDef::THIS_ROUND
    .on_cost(|cx, me, q| {
        if q.player == cx.player
            && matches!(q.action, CostAction::Switch { .. })
            && q.reduce_dice(LESS) > 0
        {
            me.aux = 1;
        }
    })
    .on_switch_speed(|_, me, q| {
        if !q.fast {
            q.fast = true;
            me.aux = 1;
        }
    })
    .on_switched(|cx, me, e| {
        if e.player == cx.player && e.kind == SwitchKind::Action && me.aux != 0 {
            cx.dispose = true;
        }
    });
