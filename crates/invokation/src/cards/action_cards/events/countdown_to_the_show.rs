//! Countdown to the Show: 3 (6.5.0 text, unchanged since 4.7.0): "将我方所有元素骰转换为万能
//! 元素，抓4张牌。 / 此牌在手牌或牌库中被舍弃后：将1张元素骰费用比此牌少1个的「幻戏倒计时」放置
//! 到你的牌库顶。" (Convert all your Elemental Dice to Omni Element and draw 4 cards. After this
//! card is discarded from your hand or deck: place 1 "Countdown to the Show" card that costs 1
//! less Elemental Die than this one on the top of your deck.)
//!
//! The created cards Countdown to the Show: 2 and : 1 do the same (: 1 puts The Show Begins!,
//! costing 0, on top); The Show Begins! only converts and draws. The discard answer is the
//! card's own (`CardDef::on_self_discarded`): a card discarded by an effect from the hand or
//! the pile, not one played or tuned.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::CountdownToTheShow3, &COUNTDOWN_3),
    Def::Card(CardId::CountdownToTheShow2, &COUNTDOWN_2),
    Def::Card(CardId::CountdownToTheShow1, &COUNTDOWN_1),
    Def::Card(CardId::TheShowBegins, &CardDef::event(show)),
];

/// "抓4张牌".
const DRAWN: u8 = 4;

/// "将我方所有元素骰转换为万能元素，抓4张牌。"
fn show(cx: &mut CardCx) {
    cx.convert_to_omni(u8::MAX);
    cx.draw(DRAWN);
}

/// Countdown to the Show: 3; discarded: Countdown to the Show: 2 on top of the pile.
static COUNTDOWN_3: CardDef = CardDef::event(show)
    .on_self_discarded(|cx| cx.insert_into_deck(CardId::CountdownToTheShow2, 1, DeckSpot::Top));

/// Countdown to the Show: 2; discarded: Countdown to the Show: 1 on top of the pile.
static COUNTDOWN_2: CardDef = CardDef::event(show)
    .on_self_discarded(|cx| cx.insert_into_deck(CardId::CountdownToTheShow1, 1, DeckSpot::Top));

/// Countdown to the Show: 1; discarded: The Show Begins! on top of the pile.
static COUNTDOWN_1: CardDef = CardDef::event(show)
    .on_self_discarded(|cx| cx.insert_into_deck(CardId::TheShowBegins, 1, DeckSpot::Top));
