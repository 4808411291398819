//! Flower of Paradise Lost (Artifact, 2 same; from 6.0.0). 6.5.0 text: "敌方受到伤害后：如果
//! 此伤害是草元素伤害或发生了草元素相关反应，则累积1枚「花冠水晶」。（最多叠加到5） / 行动阶段
//! 开始或我方触发元素反应时：如果「花冠水晶」数量为5，则生成1个万能元素，并抓1张牌。（每回合2
//! 次）" (After an opposing character takes DMG: if it was Dendro DMG or a Dendro-related
//! reaction happened, gain 1 Crown Crystal, at most 5. When the Action Phase begins or your
//! side triggers a reaction: with 5 Crown Crystals, create 1 Omni Element and draw 1 card.
//! Twice per Round.)
//!
//! The Crown Crystals are the artifact's usage count (kept, not consumed), as Amethyst
//! Crown's. Before 6.0.0 the card worked otherwise: newest behaviour only.

use super::amethyst_crown::dendro_hit;
use crate::cards::prelude::*;
use crate::cards::Item;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FlowerOfParadiseLost, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::FlowerOfParadiseLost, &ENTITY),
    Def::BehaviourSince(
        Item::Card(CardId::FlowerOfParadiseLost),
        Version::V6_0_0,
        "Crown Crystals (at most 5) from any Dendro damage or Dendro-related reaction on the \
         opponent; with 5, an Omni die and a card when the Action Phase begins or your side \
         triggers a reaction, twice a round (before: while its character was active, 2 \
         crystals a hit and an Omni die when they reached the hand size)",
    ),
];

/// "(at most 5)", and the count the effect needs.
const CRYSTALS: u8 = 5;
/// "(Twice per Round)".
const PER_ROUND: u8 = 2;

static ENTITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_damaged(|cx, me, e| {
        if dendro_hit(cx, e) && me.usage < CRYSTALS {
            me.usage += 1;
        }
    })
    .on_action_phase_start(bloom)
    .on_reaction(|cx, me, e| {
        if e.player == cx.player {
            bloom(cx, me);
        }
    });

/// With 5 Crown Crystals: 1 Omni die and 1 card, twice a round.
fn bloom(cx: &mut Cx, me: &mut Status) {
    if me.usage == CRYSTALS && me.per_round(PER_ROUND) {
        cx.gain_omni(1);
        cx.draw(1);
    }
}
