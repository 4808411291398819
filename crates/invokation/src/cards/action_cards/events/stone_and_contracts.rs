//! Stone and Contracts (Event, 3 unaligned): "When the Action Phase of the next Round begins:
//! Create 3 Omni Element and draw 1 card." (The deck rule, 2 Liyue characters, is the
//! deck's.) Before 4.3 it only creates the dice (the 3.7.0 text: "生成3点万能元素"); from 4.3
//! on it also draws 1 card.

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(
        CardId::StoneAndContracts,
        &CardDef::event(|cx| cx.combat_status(EntityId::StoneAndContractsInEffect)),
    ),
    Def::Entity(EntityId::StoneAndContractsInEffect, &IN_EFFECT),
];

/// Omni dice created.
const OMNI: u8 = 3;
/// Cards drawn (from 4.3 on).
const DRAW: u8 = 1;

/// Stone and Contracts (In Effect): when the next Action Phase begins, 3 Omni dice and (from
/// 4.3) 1 card; then it is removed (once, with no time limit).
static IN_EFFECT: EntityDef =
    EntityDef::new()
        .init(1, NO_DURATION)
        .on_action_phase_start(|cx, me| {
            cx.gain_omni(OMNI);
            if cx.state.version() >= Version::V4_3_0 {
                cx.draw(DRAW);
            }
            cx.spend_after(me);
        });
