//! Lumenstone Adjuvant (Item, 3 unaligned). 6.5.0 text: "我方打出行动牌后：如果此牌在场期间本回
//! 合中我方已打出3张行动牌，则抓1张牌并生成1个万能元素。（每回合1次） / 可用次数：3" (After you
//! play an Action Card: if you have played 3 Action Cards this round while this card was in
//! play, draw 1 card and create 1 Omni Element. Once per Round. Usage(s): 3.)
//!
//! It counts the cards its side plays after it (its own data, reset when each Action Phase
//! begins, as the reference, GI-TCG); the third of a round pays out, spending a usage.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::LumenstoneAdjuvant, &CardDef::SUPPORT),
    Def::Entity(EntityId::LumenstoneAdjuvant, &ENTITY),
];

/// "played 3 Action Cards this round".
const CARDS: u8 = 3;

static ENTITY: EntityDef = EntityDef::new()
    .on_card_played(|cx, me, e| {
        if e.player != cx.player || templates::is_own_entry(cx, me, e, CardId::LumenstoneAdjuvant) {
            return;
        }
        me.aux = me.aux.saturating_add(1);
        if me.aux == CARDS && me.once_per_round() {
            cx.draw(1);
            cx.gain_omni(1);
            cx.spend_after(me);
        }
    })
    .on_action_phase_start(|_, me| me.aux = 0);
