//! Stage Tepetl (Location, free). 6.5.0 text: "我方打出名称不存在于本局最初牌组的牌时：此牌累积1点
//! 「瞩目」。 / 敌方打出名称不存在于本局最初牌组的牌时：此牌扣除1点「瞩目」。 / 行动阶段开始时：
//! 如果此牌有至少3点「瞩目」，则生成1个随机基础元素骰；如果此牌有至少1点「瞩目」，将1个元素骰
//! 转换为万能元素。" (When you play a card whose name is not in this match's initial deck: this
//! card gains 1 Attention point. / When the opponent plays a card whose name is not in
//! their initial deck: this card loses 1 Attention point. / When the Action Phase begins:
//! if this card has at least 3 Attention points, create 1 random basic Elemental Die; if it
//! has at least 1, convert 1 Elemental Die into Omni.)
//!
//! The Attention points are the support's usages (the reference's `attention`), without a
//! cap (255 at most), never below 0. Each side's card is judged by that side's initial deck
//! (the match record [`crate::state::PlayerState::in_initial_deck`]); Stage Tepetl hears
//! its own card played, as every support. The die is created before the conversion (a
//! random basic element: a chance request); the die converted is the least useful one
//! ([`Act::convert_to_omni`]).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::StageTepetl, &CardDef::SUPPORT),
    Def::Entity(EntityId::StageTepetl, &ENTITY),
];

/// "至少3点「瞩目」": a random basic Elemental Die.
const DIE_AT: u8 = 3;
/// "至少1点「瞩目」": a die converted into Omni.
const OMNI_AT: u8 = 1;

static ENTITY: EntityDef = EntityDef::new()
    .init(0, NO_DURATION)
    .keep_at_zero()
    .on_card_played(|cx, me, e| {
        if cx.state.player(e.player).in_initial_deck(e.card) {
            return;
        }
        if e.player == cx.player {
            me.usage = me.usage.saturating_add(1);
        } else {
            me.usage = me.usage.saturating_sub(1);
        }
    })
    .on_action_phase_start(|cx, me| {
        if me.usage >= DIE_AT {
            cx.gain_distinct_elements(1);
        }
        if me.usage >= OMNI_AT {
            cx.convert_to_omni(1);
        }
    });
