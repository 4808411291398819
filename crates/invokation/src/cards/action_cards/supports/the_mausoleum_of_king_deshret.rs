//! The Mausoleum of King Deshret (Location, 1 same; 4.7.0, unchanged since). 6.5.0 text:
//! "对方累积抓4张牌后：弃置此牌，在对方牌库顶生成2张禁忌知识。然后直到本回合结束前，对方每抓1张
//! 牌，就立刻生成1张禁忌知识，随机地置入对方牌库中。" (After your opponent draws 4 cards
//! cumulatively: discard this card and create 2 Forbidden Knowledge at the top of your
//! opponent's deck. After that, until this Round ends, for every card your opponent draws, 1
//! Forbidden Knowledge is created and randomly placed within their deck.)
//!
//! As the reference: the cards the opponent has drawn are the support's usages
//! (`EntityDef::on_cards_drawn`, burned cards too); at 4 it leaves, 2 Forbidden Knowledge go
//! on top of the opponent's pile, and The Mausoleum of King Deshret (In Effect) (301022,
//! "直到本回合结束前，所在阵营每抓1张牌，就立刻生成1张禁忌知识，随机地置入牌库中。") goes to
//! the opponent's side for the round. Cards of the same draw beyond the 4th already count for
//! it (the reference hears each card of a draw in turn): 1 Forbidden Knowledge each, at random
//! (`DeckSpot::Random`), after the 2 on top, unless the In Effect status is already on that
//! side (it is one status: two Mausoleums reaching 4 on the same draw put 2 + 2 on top and
//! 1 per card beyond once, as the reference; the reference puts both pairs on top before the
//! random ones, here the second pair comes after them: the same piles are reachable).
//!
//! Forbidden Knowledge (301020, a created card, free): "无法使用此牌进行元素调和，且每回合最多
//! 只能打出1张「禁忌知识」。 / 对我方出战角色造成1点穿透伤害，抓1张牌。" (Cannot be used in
//! Elemental Tuning (`CardDef::untunable`); one per round: Forbidden Knowledge (On Cooldown),
//! 301021, "本回合无法再打出「禁忌知识」。", on its side for the round. Deal 1 Piercing DMG to
//! your active character and draw 1 card.)

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TheMausoleumOfKingDeshret, &CardDef::SUPPORT),
    Def::Entity(EntityId::TheMausoleumOfKingDeshret, &MAUSOLEUM),
    Def::Entity(EntityId::TheMausoleumOfKingDeshretInEffect, &IN_EFFECT),
    Def::Card(CardId::ForbiddenKnowledge, &FORBIDDEN_KNOWLEDGE),
    Def::Entity(EntityId::ForbiddenKnowledgeOnCooldown, &ON_COOLDOWN),
];

/// "对方累积抓4张牌后".
const CARDS_DRAWN: u8 = 4;
/// "在对方牌库顶生成2张禁忌知识".
const ON_TOP: u8 = 2;
/// In Effect: "每抓1张牌，就立刻生成1张禁忌知识".
const PER_CARD: u8 = 1;
/// Forbidden Knowledge: "造成1点穿透伤害，抓1张牌".
const KNOWLEDGE_PIERCING: u8 = 1;
const KNOWLEDGE_DRAW: u8 = 1;

const KNOWLEDGE: CardId = CardId::ForbiddenKnowledge;

/// The support: counts the opponent's cards drawn.
static MAUSOLEUM: EntityDef = EntityDef::new().keep_at_zero().on_cards_drawn(|cx, me, e| {
    let opponent = cx.player.other();
    if e.player != opponent {
        return;
    }
    let total = me.usage.saturating_add(e.n);
    if total < CARDS_DRAWN {
        me.usage = total;
        return;
    }
    me.usage = CARDS_DRAWN;
    cx.insert_into_deck_of(opponent, KNOWLEDGE, ON_TOP, DeckSpot::Top);
    // The In Effect status already on that side (another Mausoleum's, of this draw or an
    // earlier one) answers the cards beyond the 4th itself: it is one status.
    let answered = cx
        .state
        .player(opponent)
        .combat_status(EntityId::TheMausoleumOfKingDeshretInEffect)
        .is_some();
    let beyond = total - CARDS_DRAWN;
    if beyond > 0 && !answered {
        cx.insert_into_deck_of(opponent, KNOWLEDGE, beyond * PER_CARD, DeckSpot::Random);
    }
    cx.opponent_combat_status(EntityId::TheMausoleumOfKingDeshretInEffect);
    cx.dispose = true;
});

/// On the opponent's side for the round: a Forbidden Knowledge at random per card drawn.
static IN_EFFECT: EntityDef = EntityDef::new().this_round().on_cards_drawn(|cx, _, e| {
    if e.player == cx.player {
        cx.insert_into_deck(KNOWLEDGE, e.n * PER_CARD, DeckSpot::Random);
    }
});

/// Forbidden Knowledge (On Cooldown): no more Forbidden Knowledge this round.
static ON_COOLDOWN: EntityDef = EntityDef::new().this_round();

static FORBIDDEN_KNOWLEDGE: CardDef = CardDef::event(|cx| {
    let active = cx.state.active(cx.player) as u8;
    cx.damage_own(active, PIERCING, KNOWLEDGE_PIERCING);
    cx.draw(KNOWLEDGE_DRAW);
    cx.combat_status(EntityId::ForbiddenKnowledgeOnCooldown);
})
.untunable()
.when(|state, p, _| {
    state
        .player(p)
        .combat_status(EntityId::ForbiddenKnowledgeOnCooldown)
        .is_none()
});
