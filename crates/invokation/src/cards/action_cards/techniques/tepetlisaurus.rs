//! Tepetlisaurus (Technique): "Technique: Burrowing Assault (2 Unaligned): Draw 2 cards.
//! Then, if your hand has a card whose name is not in this match's initial deck, grant 2
//! Shield points to the character to which this is attached. Usage(s): 2."
//!
//! 特技：掘进突击（2 无色）：抓2张牌。然后，如果手牌中存在名称不存在于本局最初牌组中的牌，
//! 则提供2点护盾保护所附属角色。可用次数：2。
//!
//! The hand is looked at once the 2 cards are drawn (a signal to the Technique after the
//! draw: cards drawn into a full hand are discarded and do not count), against the match
//! record of the initial deck ([`crate::state::PlayerState::in_initial_deck`]). The shield
//! is the status Digging Down to Paydirt (its points from the facts), as the reference's.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    // Equipped by the engine.
    Def::Card(CardId::Tepetlisaurus, &CardDef::EQUIPMENT),
    Def::Entity(EntityId::Tepetlisaurus, &ENTITY),
    Def::Entity(EntityId::DiggingDownToPaydirt, &templates::CHARACTER_SHIELD),
];

/// Cards drawn.
const DRAW: u8 = 2;

static ENTITY: EntityDef = EntityDef::new()
    .on_technique(burrowing_assault)
    .on_signal(shield_if_new_card);

fn burrowing_assault(cx: &mut Cx, me: &mut Status) {
    cx.draw(DRAW);
    // "Then": once the cards are drawn.
    let zone = cx.zone;
    cx.signal(zone, me.id);
    cx.spend_after(me);
}

/// "If your hand has a card whose name is not in this match's initial deck".
fn shield_if_new_card(cx: &mut Cx, _me: &mut Status) {
    let side = cx.state.player(cx.player);
    if side.hand.iter().any(|&c| !side.in_initial_deck(c)) {
        if let Some(c) = cx.character() {
            cx.attach(c, EntityId::DiggingDownToPaydirt);
        }
    }
}
