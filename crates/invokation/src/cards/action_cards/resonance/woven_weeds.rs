//! Elemental Resonance: Woven Weeds (Event, free): "Create 1 Dendro Die." (Two Dendro characters
//! in the deck.)

use super::{create_die, woven};
use crate::cards::CardDef;
use crate::facts::Element;

/// The card.
pub(super) static CARD: CardDef = woven(|cx| create_die(cx, Element::Dendro));
