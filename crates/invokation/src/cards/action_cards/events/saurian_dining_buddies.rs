//! Saurian Dining Buddies (Event, free). 6.5.0 text: "选择一个我方「特技」，使其可用次数+1。"
//! (Choose one of your Techniques: its Usage(s) +1.) Played on a character with a Technique
//! equipped (one with usages), as the reference (GI-TCG).

use crate::cards::prelude::*;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::SaurianDiningBuddies, &CARD)];

/// "Usage(s) +1".
const MORE: u8 = 1;

static CARD: CardDef = CardDef::on_character(|cx| {
    let Some(c) = cx.target_character() else {
        return;
    };
    if let Some(tech) = technique(cx.state, cx.player, c) {
        cx.gain_usage(cx.player, Zone::Character(c), &tech, MORE);
    }
})
.when(|state, player, target| match target {
    Target::Own(c) => technique(state, player, c).is_some(),
    _ => false,
});

/// The Technique `p`'s character at `c` has equipped, if it has one with usages.
fn technique(state: &GameState, p: Player, c: u8) -> Option<Status> {
    state
        .character(p, c as usize)
        .statuses
        .iter()
        .find(|s| {
            crate::cards::is_technique(s.id)
                && state.entity_facts(s.id).is_some_and(|f| f.usage.is_some())
        })
        .copied()
}
