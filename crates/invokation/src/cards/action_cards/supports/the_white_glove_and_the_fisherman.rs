//! The White Glove and the Fisherman (Companion, free). 6.5.0 text: "结束阶段：生成1张「清洁工
//! 作」，随机将其置入我方牌库顶部5张牌之中。如果此牌的可用次数仅剩余1，则抓1张牌。 / 可用次数：
//! 2" (End Phase: Create 1 "Called In For Cleanup" and place it randomly amongst the 5 cards
//! at the top of your deck. If this card has only 1 Usage(s) remaining, draw 1 card.) The
//! card goes above one of the top 5 cards (`DeckSpot::AmongTop(5)`, a chance request); the
//! draw (its last End Phase: 1 usage left before it is spent) comes after, so it may draw
//! the card just placed (as the reference).
//!
//! "Called In For Cleanup" (the card it creates, free event): "我方出战角色下次造成的伤害+1。
//! （可叠加，最多叠加到+2）" (Your active character will deal +1 DMG the next time they deal
//! DMG. (Can stack. Max +2)): the combat status "Called In For Cleanup" (Active), its usages
//! the bonus (1, +1 when created again, at most 2 from the facts), spent whole on the next
//! damage of its side's skills (as the reference: the damage of a skill, not of a summon or
//! a reaction's spread).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TheWhiteGloveAndTheFisherman, &CardDef::SUPPORT),
    Def::Entity(EntityId::TheWhiteGloveAndTheFisherman, &WHITE_GLOVE),
    Def::Card(CardId::CalledInForCleanup, &CLEANUP),
    Def::Entity(EntityId::CalledInForCleanupActive, &CLEANUP_ACTIVE),
];

/// "randomly amongst the 5 cards at the top of your deck".
const TOP: u8 = 5;
/// "draw 1 card".
const DRAW: u8 = 1;
/// "+1 DMG", each time it is created.
const BONUS: u8 = 1;

static WHITE_GLOVE: EntityDef = EntityDef::new().on_end_phase(|cx, me| {
    cx.insert_into_deck(CardId::CalledInForCleanup, 1, DeckSpot::AmongTop(TOP));
    if me.usage == 1 {
        cx.draw(DRAW);
    }
    cx.spend_after(me);
});

static CLEANUP: CardDef = CardDef::event(|cx| cx.combat_status(EntityId::CalledInForCleanupActive));

static CLEANUP_ACTIVE: EntityDef =
    EntityDef::new()
        .init(BONUS, NO_DURATION)
        .on_damage_add(|cx, me, d| {
            if d.dealt_directly_by_side(cx.player) && d.is_skill() && me.usage > 0 {
                d.amount += me.usage as i32;
                me.usage = 0;
            }
        });
