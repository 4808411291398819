//! What a card file needs, in one import: `use crate::cards::prelude::*;`.

// A prelude offers more than any one file uses.
#![allow(unused_imports)]

pub(crate) use super::templates;
pub(crate) use super::{
    arkhe, Act, Arkhe, CardCx, CardDef, CardTarget, CharacterDef, CostAction, CostQuery, Cx,
    DamageCalc, Def, DefeatQuery, EntityDef, ReactionQuery, RollQuery, SkillCx, SwitchQuery,
};
pub(crate) use crate::action::Target;
pub(crate) use crate::command::{
    dmg, AfterSkill, CardPlayed, CardsDrawn, Damaged, DeckSpot, Defeated, EquipmentDiscarded,
    HandCard, Healed, Reacted, Source, SwitchKind, Switched,
};
pub(crate) use crate::dice::{Dice, Die};
pub(crate) use crate::facts::{
    card_tag, skill, CardId, CharacterId, DamageType, Element, EntityId, SkillKind, Weapon,
};
pub(crate) use crate::player::Player;
pub(crate) use crate::state::{action_log, GameState, Status, Zone, CHARACTERS, NO_DURATION};

/// Cryo damage.
pub(crate) const CRYO: DamageType = DamageType::Elemental(Element::Cryo);
/// Hydro damage.
pub(crate) const HYDRO: DamageType = DamageType::Elemental(Element::Hydro);
/// Pyro damage.
pub(crate) const PYRO: DamageType = DamageType::Elemental(Element::Pyro);
/// Electro damage.
pub(crate) const ELECTRO: DamageType = DamageType::Elemental(Element::Electro);
/// Anemo damage.
pub(crate) const ANEMO: DamageType = DamageType::Elemental(Element::Anemo);
/// Geo damage.
pub(crate) const GEO: DamageType = DamageType::Elemental(Element::Geo);
/// Dendro damage.
pub(crate) const DENDRO: DamageType = DamageType::Elemental(Element::Dendro);
/// Physical damage.
pub(crate) const PHYSICAL: DamageType = DamageType::Physical;
/// Piercing damage.
pub(crate) const PIERCING: DamageType = DamageType::Piercing;
