//! Thundering Fury (Artifact): "When you play a Talent card or a Character uses a Skill: Spend 1
//! less Electro Die. (Once per Round) / Roll Phase: 2 of the starting Elemental Dice you roll
//! are always guaranteed to be Electro." (Shared with the other elemental artifacts in
//! `elemental_set.rs`.)

use super::elemental_set;
use crate::cards::{CardDef, Cx, EntityDef, Hook};
use crate::facts::Element;
use crate::state::Status;

/// The card: equipped on one of the player's characters.
pub(super) static CARD: &CardDef = &elemental_set::CARD;

/// The equipment.
pub(super) static ENTITY: EntityDef = EntityDef {
    listens: elemental_set::LISTENS,
    on,
    ..EntityDef::INERT
};

fn on(cx: &mut Cx, me: &mut Status, hook: &mut Hook) {
    elemental_set::on(Element::Electro, cx, me, hook);
}
