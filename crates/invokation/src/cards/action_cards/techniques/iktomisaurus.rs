//! Iktomisaurus (Technique): "Technique: Spiritual Support (1 same): Choose 1 card from a
//! Location, an Item and a Food card to add to your hand, and heal the character to which
//! this is attached for 1 HP. Usage(s): 2."
//!
//! 特技：灵性援护（1 同色）：从「场地」「道具」「料理」中挑选1张加入手牌，并且治疗附属角色
//! 1点。可用次数：2。
//!
//! One random card of each kind is offered ([`Act::select_card_drawn`]). The heal and the
//! usage come first, the choice last, as the reference resolves the request to choose
//! after the Technique's own effects (docs/rules.md, "Choosing one card among several").

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    // Equipped by the engine.
    Def::Card(CardId::Iktomisaurus, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::Iktomisaurus, &ENTITY),
];

/// HP healed.
const HEAL: u8 = 1;

static ENTITY: EntityDef = EntityDef::new().on_technique(spiritual_support);

fn spiritual_support(cx: &mut Cx, me: &mut Status) {
    if let Some(c) = cx.character() {
        cx.heal(c, HEAL);
    }
    cx.spend_after(me);
    cx.select_card_drawn(&[card_tag::LOCATION, card_tag::ITEM, card_tag::FOOD]);
}
