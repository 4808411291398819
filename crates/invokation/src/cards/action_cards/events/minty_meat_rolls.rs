//! Minty Meat Rolls (Food, 1 same): "Before this Round ends, the target character's next 3
//! Normal Attacks cost 1 less Unaligned Element." In 3.3 every Normal Attack of the round
//! was cheaper (the 3.3.0 text: "所有普通攻击"; its In Effect has no usages then); from 3.4
//! on, the next 3 (usages from the facts).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::MintyMeatRolls, &CardDef::on_character(play)),
    Def::Entity(EntityId::MintyMeatRollsInEffect, &IN_EFFECT),
];

/// Minty Meat Rolls (In Effect) on the target, with the usages of the facts, this round.
fn play(cx: &mut CardCx) {
    let id = EntityId::MintyMeatRollsInEffect;
    let usage = cx.state.entity_facts(id).and_then(|f| f.usage).unwrap_or(0);
    if let Some(c) = cx.target_character() {
        cx.add_to(cx.player, Zone::Character(c), id, usage);
    }
}

/// Minty Meat Rolls (In Effect): the character's Normal Attacks with an Unaligned die in
/// their cost cost 1 less, this round; each spends a usage from 3.4 on.
static IN_EFFECT: EntityDef = EntityDef::new()
    .this_round()
    .on_cost_unaligned(|cx, me, q| {
        let Some(c) = cx.character() else { return };
        if !q.is_skill_of(cx.player, c, Some(SkillKind::Normal)) {
            return;
        }
        if cx.state.version() < Version::V3_4_0 {
            q.reduce_unaligned();
        } else if me.usage > 0 && q.reduce_unaligned() {
            me.usage -= 1;
        }
    });
