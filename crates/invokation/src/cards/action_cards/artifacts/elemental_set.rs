//! What the elemental artifacts share (Crimson Witch of Flames, Thundering Fury, Viridescent
//! Venerer): "When you play a Talent card or a Character uses a Skill: Spend 1 less
//! <element> Die. (Once per Round) / Roll Phase: 2 of the starting Elemental Dice you roll
//! are always guaranteed to be <element>."
//!
//! "A Talent card" is one of the equipped character's (in the 6.5.0 text, "对角色打出「天赋」":
//! played on the character). As the reference (GI-TCG) does, the die lowered is one of the
//! element if the cost has one, else an unaligned one; a cost with neither (e.g. only dice
//! of another element) is not lowered and the once-per-round use is kept.

use crate::cards::{CardDef, CardTarget, CostAction, CostQuery, Cx, Hook};
use crate::command::listen;
use crate::dice::Die;
use crate::facts::{card_tag, Element};
use crate::state::Status;

/// Dice of the element every roll shows: "2 of the starting Elemental Dice you roll".
const FIXED: u8 = 2;

/// What the equipment listens to.
pub(super) const LISTENS: u32 = listen::COST | listen::ROLL;

/// The card: equipped on one of the player's characters.
pub(super) static CARD: CardDef = CardDef {
    target: CardTarget::OwnCharacter,
    playable: |_, _, _| true,
    play: |_| {},
};

/// The equipment's handler, for the artifact of `element`. `me.counter`: the cost was
/// lowered this round.
pub(super) fn on(element: Element, cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    let Some(c) = cx.character() else { return };
    match hook {
        Hook::Cost(q) if q.player == cx.owner && me.counter == 0 => {
            let mine = match q.action {
                CostAction::Skill { character, .. } => character == c,
                CostAction::Card(card) => {
                    let ch = cx.state.character(cx.owner, c as usize).id;
                    card.facts(cx.state.version())
                        .is_some_and(|f| f.tags & card_tag::TALENT != 0 && f.character == Some(ch))
                }
                _ => false,
            };
            if mine && lower(q, element) {
                me.counter = 1;
            }
        }
        Hook::Roll(q) if q.player == cx.owner => {
            q.fixed.0[Die::of(element).index()] += FIXED;
        }
        _ => {}
    }
}

/// Lowers one die of `element`, or else one unaligned die.
fn lower(q: &mut CostQuery, element: Element) -> bool {
    if q.reduce_element(element) {
        true
    } else if q.cost.unaligned > 0 {
        q.cost.unaligned -= 1;
        true
    } else {
        false
    }
}
