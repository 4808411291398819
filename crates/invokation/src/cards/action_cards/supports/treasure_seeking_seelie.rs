//! Treasure-Seeking Seelie (Item): "After your character uses a skill: This card gains 1
//! Treasure Clue. If this card has 3 Treasure Clues, discard this card and draw 3 cards."

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[
    Def::Card(CardId::TreasureSeekingSeelie, &CardDef::SUPPORT),
    Def::Entity(EntityId::TreasureSeekingSeelie, &ENTITY),
];

/// "If this card has 3 Treasure Clues".
const CLUES: u8 = 3;
/// Cards drawn then.
const DRAW: u8 = 3;

/// The support: `usage` counts its Treasure Clues.
static ENTITY: EntityDef = EntityDef::new().on_after_skill(|cx, me, e| {
    if e.player == cx.player {
        me.usage = me.usage.saturating_add(1);
        if me.usage >= CLUES {
            cx.dispose = true;
            cx.draw(DRAW);
        }
    }
});
