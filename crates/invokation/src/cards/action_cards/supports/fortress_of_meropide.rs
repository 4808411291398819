//! Fortress of Meropide (Location, 1 same). 6.5.0 text (since 6.4.0): "我方出战角色受到伤害或治
//! 疗后：此牌累积1点「禁令」（可叠加，最多叠加到5）。如果此牌已有5点禁令，则消耗5点，赋予对方1
//! 张随机手牌无效化。" (After your active character takes DMG or is healed: this card gains 1
//! Prohibition (up to 5). If it has 5, consume 5: 1 random card in the opponent's hand is
//! voided.)
//!
//! Prohibition is the support's usage count (it stays at 0). "Your active character" is
//! the active one when the damage or heal is heard (one the damage defeated too). As the
//! reference: the 5 are
//! consumed only while the opponent has a card in hand (otherwise they wait, at 5, for the
//! next damage or heal); the card voided is one not voided yet, at random
//! (`Act::void_random_card`); a voided card played takes no effect (not even equipped or
//! placed). Before 6.4.0 it gathered 4 and, when the Action Phase began, consumed them for
//! Strictly Prohibited on the opponent's side (their next Event card this round takes no
//! effect): only the newest behaviour is implemented (`Def::BehaviourSince`).

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::FortressOfMeropide, &CardDef::SUPPORT),
    Def::Entity(EntityId::FortressOfMeropide, &ENTITY),
    Def::BehaviourSince(
        crate::cards::Item::Card(CardId::FortressOfMeropide),
        Version::V6_4_0,
        "up to 5 Prohibition; at 5, 1 random card of the opponent's hand is voided (before: up \
         to 4; at 4, when the Action Phase began, Strictly Prohibited on the opponent's side: \
         their next Event card this round takes no effect)",
    ),
];

/// "最多叠加到5" and "如果此牌已有5点禁令，则消耗5点".
const PROHIBITION: u8 = 5;

static ENTITY: EntityDef = EntityDef::new()
    .keep_at_zero()
    .on_damaged(|cx, me, e| prohibit(cx, me, e.player, e.character))
    .on_healed(|cx, me, e| prohibit(cx, me, e.player, e.character));

/// After the side's active character takes damage or is healed: 1 Prohibition; at 5, with
/// a card in the opponent's hand, they are consumed to void one.
fn prohibit(cx: &mut Cx, me: &mut Status, p: Player, c: u8) {
    if p != cx.player || !templates::is_active(cx.state, p, c) {
        return;
    }
    me.usage = (me.usage + 1).min(PROHIBITION);
    let opponent = p.other();
    if me.usage >= PROHIBITION && !cx.state.player(opponent).hand.is_empty() {
        me.usage -= PROHIBITION;
        cx.void_random_card(opponent);
    }
}
