//! Master of Weaponry (Event, free): "Shift 1 Weapon Equipment Card that has been equipped to
//! one of your characters to another one of your characters of the same Weapon Type, and
//! reset the "usages per Round" limit on its effects." Two targets: the character whose
//! weapon moves, then the one it moves to (a weapon that one had is discarded). The weapon
//! keeps its usages; before 4.1 its per-round limit was not reset (the 3.3.0 text has no
//! "重置").

use crate::cards::prelude::*;
use crate::facts::Version;

pub(super) static DEFS: &[Def] = &[Def::Card(CardId::MasterOfWeaponry, &CARD)];

static CARD: CardDef = CardDef::new(CardTarget::OwnPair)
    .effect(|cx| shift(cx, card_tag::WEAPON))
    .when(|state, player, target| {
        let Target::Pair(a, b) = target else {
            return false;
        };
        let weapon = |c: u8| state.character_facts(player, c as usize).weapon;
        equipped(state, player, a, card_tag::WEAPON).is_some() && weapon(a) == weapon(b)
    });

/// The entity of the equipment card with `tag` (a Weapon, an Artifact) that `player`'s
/// character at `c` has equipped.
pub(super) fn equipped(state: &GameState, player: Player, c: u8, tag: u32) -> Option<EntityId> {
    let v = state.version();
    state
        .character(player, c as usize)
        .statuses
        .iter()
        .find(|s| {
            CardId::from_official_id(s.id.official_id())
                .and_then(|card| card.facts(v))
                .is_some_and(|f| f.kind == crate::facts::CardKind::Equipment && f.tags & tag != 0)
        })
        .map(|s| s.id)
}

/// Moves the targeted pair's first character's equipment with `tag` to the second, which
/// loses its own; from 4.1 on its per-round limits start over.
pub(super) fn shift(cx: &mut CardCx, tag: u32) {
    let Some((from, to)) = cx.target_pair() else {
        return;
    };
    let Some(id) = equipped(cx.state, cx.player, from, tag) else {
        return;
    };
    if let Some(old) = equipped(cx.state, cx.player, to, tag) {
        cx.remove_status(to, old);
    }
    let reset = cx.state.version() >= Version::V4_1_0;
    cx.move_entity(Zone::Character(from), Zone::Character(to), id, reset);
}
