//! Action cards, one file each, in a folder per kind: events (food, Arcane Legends and the
//! others), Elemental Resonance, weapons, artifacts, supports, Techniques. Talent cards live
//! with their character.
//!
//! Rules every card follows are the engine's (see `GameState::card_cost`): food and
//! Satiated, weapon types, talents and their character, energy costs, the support zone.
//! Equipment is attached and supports placed before the card's own effect runs.

pub(super) mod artifacts;
pub(super) mod events;
pub(super) mod resonance;
pub(super) mod supports;
pub(super) mod techniques;
pub(super) mod weapons;
