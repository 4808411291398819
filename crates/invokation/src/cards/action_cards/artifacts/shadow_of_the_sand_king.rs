//! Shadow of the Sand King (Artifact): "入场时：抓1张牌。 / 所附属角色为出战角色期间，敌方受到
//! 元素反应伤害时：抓1张牌。（每回合1次）" (When played: Draw 1 card. / While the character is
//! the active character, when an opposing character takes Elemental Reaction DMG: Draw 1
//! card. (Once per Round))
//!
//! "Elemental Reaction DMG" is damage that triggered a reaction, whoever dealt it.

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::ShadowOfTheSandKing, &CARD),
    Def::Entity(EntityId::ShadowOfTheSandKing, &ENTITY),
];

/// "Draw 1 card" (when played, and per reaction).
const DRAW: u8 = 1;
/// "(Once per Round)".
const PER_ROUND: u8 = 1;

/// Equipped (by the engine), then a card.
static CARD: CardDef = CardDef::on_character(|cx| cx.draw(DRAW));

static ENTITY: EntityDef = EntityDef::new().on_damaged(|cx, me, e| {
    draw_on_reaction_damage(cx, me, e, PER_ROUND);
});

/// "While the character is the active character, when an opposing character takes
/// Elemental Reaction DMG: Draw 1 card", at most `per_round` times a round (Shadow of the
/// Sand King, Gilded Dreams).
pub(super) fn draw_on_reaction_damage(cx: &mut Cx, me: &mut Status, e: &Damaged, per_round: u8) {
    if e.player != cx.player && e.reaction.is_some() && cx.on_active() && me.per_round(per_round) {
        cx.draw(DRAW);
    }
}
