//! Central Laboratory Ruins (Location, 1 same). 6.5.0 text: "我方舍弃或调和1张牌后：此牌累积1点
//! 「实验进展」。每当「实验进展」达到3点、6点、9点时，就获得1个万能元素。然后，如果「实验进展」
//! 至少为9点，则弃置此牌。" (After you discard or tune a card: this card gains 1 Experimental
//! Progress. At 3, 6 and 9: create 1 Omni Element; then, at 9 or more, discard this card.)
//! The progress is the support's usage count (from 0).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::CentralLaboratoryRuins, &CardDef::SUPPORT),
    Def::Entity(EntityId::CentralLaboratoryRuins, &ENTITY),
];

/// An Omni die at every 3 points.
const EVERY: u8 = 3;
/// The card leaves at 9.
const DONE: u8 = 9;

static ENTITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_card_discarded(|cx, me, e| progress(cx, me, e.player))
    .on_pile_card_discarded(|cx, me, &p| progress(cx, me, p))
    .on_card_tuned(|cx, me, e| progress(cx, me, e.player));

/// A card of its side discarded or tuned: one more point; an Omni die at each third.
fn progress(cx: &mut Cx, me: &mut Status, p: Player) {
    if p != cx.player {
        return;
    }
    me.usage = me.usage.saturating_add(1);
    if me.usage.is_multiple_of(EVERY) {
        cx.gain_omni(1);
    }
    if me.usage >= DONE {
        cx.dispose = true;
    }
}
