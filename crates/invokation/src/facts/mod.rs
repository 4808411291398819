//! Card facts: every character, action card and entity of every game version.
//!
//! The tables in [`generated`] are written by `tools/gen_facts.py` from the reference data
//! (`shared/data/gidb/<version>/`) and committed, so the build never needs the data. Each
//! card keeps a short list of variants, one per version where its facts changed; a lookup
//! for a version takes the newest variant that is not newer than the version.
//!
//! Behaviour code reads costs, HP, energy and base damage from here, never from literals, so
//! a balance change that only changes a number needs no code.

mod generated;
mod lookup;

pub use generated::{skill, CardId, CharacterId, EntityId, Version};
pub use lookup::LookupError;

use serde::{Deserialize, Serialize};

/// One of the seven elements. `Element::ALL` lists them in the game's own order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[repr(u8)]
pub enum Element {
    /// Cryo.
    Cryo = 0,
    /// Hydro.
    Hydro = 1,
    /// Pyro.
    Pyro = 2,
    /// Electro.
    Electro = 3,
    /// Anemo.
    Anemo = 4,
    /// Geo.
    Geo = 5,
    /// Dendro.
    Dendro = 6,
}

impl Element {
    /// Number of elements.
    pub const NUM: usize = 7;
    /// All elements in the game's order (Cryo, Hydro, Pyro, Electro, Anemo, Geo, Dendro).
    pub const ALL: [Element; 7] = [
        Element::Cryo,
        Element::Hydro,
        Element::Pyro,
        Element::Electro,
        Element::Anemo,
        Element::Geo,
        Element::Dendro,
    ];

    /// Position in [`Element::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// English name.
    pub const fn name(self) -> &'static str {
        match self {
            Element::Cryo => "Cryo",
            Element::Hydro => "Hydro",
            Element::Pyro => "Pyro",
            Element::Electro => "Electro",
            Element::Anemo => "Anemo",
            Element::Geo => "Geo",
            Element::Dendro => "Dendro",
        }
    }
}

/// The type of a damage instance: physical, one of the elements, or piercing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum DamageType {
    /// Physical damage.
    Physical,
    /// Elemental damage.
    Elemental(Element),
    /// Piercing damage: never boosted, never blocked by shields, applies nothing.
    Piercing,
}

impl DamageType {
    /// The element, for elemental damage.
    pub const fn element(self) -> Option<Element> {
        match self {
            DamageType::Elemental(e) => Some(e),
            _ => None,
        }
    }

    /// English name ("Physical", "Cryo", ..., "Piercing").
    pub const fn name(self) -> &'static str {
        match self {
            DamageType::Physical => "Physical",
            DamageType::Elemental(e) => e.name(),
            DamageType::Piercing => "Piercing",
        }
    }
}

/// A character's weapon type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Weapon {
    /// No weapon (most monsters).
    None,
    /// Sword.
    Sword,
    /// Claymore.
    Claymore,
    /// Polearm.
    Polearm,
    /// Catalyst.
    Catalyst,
    /// Bow.
    Bow,
}

impl Weapon {
    /// A Sword, Claymore or Polearm ("melee" characters of card texts).
    pub const fn is_melee(self) -> bool {
        matches!(self, Weapon::Sword | Weapon::Claymore | Weapon::Polearm)
    }

    /// The bit of [`card_tag`] of weapon cards of this type (0 for no weapon).
    pub const fn card_tag(self) -> u32 {
        match self {
            Weapon::Sword => card_tag::SWORD,
            Weapon::Claymore => card_tag::CLAYMORE,
            Weapon::Polearm => card_tag::POLEARM,
            Weapon::Catalyst => card_tag::CATALYST,
            Weapon::Bow => card_tag::BOW,
            Weapon::None => 0,
        }
    }
}

/// Kind of a character skill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum SkillKind {
    /// Normal Attack.
    Normal,
    /// Elemental Skill.
    Elemental,
    /// Elemental Burst.
    Burst,
    /// Passive skill (never used as an action).
    Passive,
    /// A skill with no kind in the data (used by statuses, never as an action).
    Other,
}

/// What paying for a skill or a card takes.
///
/// In the data a cost has at most one kind of elemental die ("matching"), or "same"
/// dice (any one element, all alike), plus unaligned dice, energy and the Arcane Legend
/// marker.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cost {
    /// Element of the matching dice; meaningful only when `matching > 0`.
    pub element: Option<Element>,
    /// Number of dice of `element` (Omni dice count as any element).
    pub matching: u8,
    /// Number of dice that must all show the same element (Omni counts as any).
    pub same: u8,
    /// Number of dice of any kind.
    pub unaligned: u8,
    /// Energy the character spends (Elemental Bursts).
    pub energy: u8,
    /// Special energy of a few characters (Mavuika, Skirk).
    pub special_energy: u8,
    /// The card is an Arcane Legend: one per player per match.
    pub legend: bool,
}

impl Cost {
    /// The cost of the Switch Character action: 1 unaligned die.
    pub const SWITCH: Cost = Cost {
        element: None,
        matching: 0,
        same: 0,
        unaligned: 1,
        energy: 0,
        special_energy: 0,
        legend: false,
    };

    /// Total number of dice this cost takes.
    pub const fn dice(&self) -> u8 {
        self.matching + self.same + self.unaligned
    }
}

/// Facts of one character skill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SkillFacts {
    /// Official skill id.
    pub id: u32,
    /// English name (may be empty for some hidden skills).
    pub name: &'static str,
    /// Kind of skill.
    pub kind: SkillKind,
    /// Cost as printed.
    pub cost: Cost,
    /// Base damage (`D__KEY__DAMAGE`), 0 when the skill deals none.
    pub damage: u8,
    /// Type of the base damage (`D__KEY__ELEMENT`).
    pub damage_type: Option<DamageType>,
    /// Hidden skills are triggered by statuses, not offered as actions.
    pub hidden: bool,
}

/// Character faction and other tags, as bits of [`CharacterFacts::tags`].
pub mod tag {
    /// Mondstadt.
    pub const MONDSTADT: u32 = 1 << 0;
    /// Liyue.
    pub const LIYUE: u32 = 1 << 1;
    /// Inazuma.
    pub const INAZUMA: u32 = 1 << 2;
    /// Sumeru.
    pub const SUMERU: u32 = 1 << 3;
    /// Fontaine.
    pub const FONTAINE: u32 = 1 << 4;
    /// Natlan.
    pub const NATLAN: u32 = 1 << 5;
    /// Snezhnaya.
    pub const SNEZHNAYA: u32 = 1 << 6;
    /// Nod-Krai.
    pub const NODKRAI: u32 = 1 << 7;
    /// Cosmic Calamity.
    pub const COSMIC_CALAMITY: u32 = 1 << 8;
    /// Fatui.
    pub const FATUI: u32 = 1 << 9;
    /// Hilichurl.
    pub const HILICHURL: u32 = 1 << 10;
    /// Monster.
    pub const MONSTER: u32 = 1 << 11;
    /// The Eremites.
    pub const EREMITE: u32 = 1 << 12;
    /// Consecrated Beast.
    pub const SACRED: u32 = 1 << 13;
    /// Arkhe: Pneuma.
    pub const PNEUMA: u32 = 1 << 14;
    /// Arkhe: Ousia.
    pub const OUSIA: u32 = 1 << 15;
}

/// Facts of one character card in one version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CharacterFacts {
    /// Official id.
    pub id: u32,
    /// Share id used by deck codes (None for characters that cannot be put in a deck).
    pub share_id: Option<u16>,
    /// English name.
    pub name: &'static str,
    /// Element (None for the few characters without one).
    pub element: Option<Element>,
    /// Weapon type.
    pub weapon: Weapon,
    /// Faction and other tags, bits of [`tag`].
    pub tags: u32,
    /// Maximum HP.
    pub hp: u8,
    /// Maximum energy.
    pub max_energy: u8,
    /// Skills in the card's order (including passive and hidden ones).
    pub skills: &'static [SkillFacts],
    /// Whether players can obtain the card (and put it in a deck).
    pub obtainable: bool,
}

/// Kind of an action card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum CardKind {
    /// Event card.
    Event,
    /// Equipment card (weapon, artifact, talent, technique, ...).
    Equipment,
    /// Support card (companion, item, location).
    Support,
}

/// Action card tags, as bits of [`CardFacts::tags`].
pub mod card_tag {
    /// Talent card.
    pub const TALENT: u32 = 1 << 0;
    /// Combat Action: playing it is a combat action.
    pub const COMBAT_ACTION: u32 = 1 << 1;
    /// Food.
    pub const FOOD: u32 = 1 << 2;
    /// Weapon.
    pub const WEAPON: u32 = 1 << 3;
    /// Artifact.
    pub const ARTIFACT: u32 = 1 << 4;
    /// Companion (support).
    pub const COMPANION: u32 = 1 << 5;
    /// Location (support).
    pub const LOCATION: u32 = 1 << 6;
    /// Item (support).
    pub const ITEM: u32 = 1 << 7;
    /// Elemental Resonance.
    pub const RESONANCE: u32 = 1 << 8;
    /// Arcane Legend.
    pub const LEGEND: u32 = 1 << 9;
    /// Technique (vehicle).
    pub const TECHNIQUE: u32 = 1 << 10;
    /// Cannot be created by "discover" effects.
    pub const NON_DISCOVERABLE: u32 = 1 << 11;
    /// Sword (weapon kind).
    pub const SWORD: u32 = 1 << 12;
    /// Claymore (weapon kind).
    pub const CLAYMORE: u32 = 1 << 13;
    /// Polearm (weapon kind).
    pub const POLEARM: u32 = 1 << 14;
    /// Catalyst (weapon kind).
    pub const CATALYST: u32 = 1 << 15;
    /// Bow (weapon kind).
    pub const BOW: u32 = 1 << 16;
    /// Simulanka.
    pub const SIMULANKA: u32 = 1 << 17;
    /// Adventure location.
    pub const ADVENTURE_PLACE: u32 = 1 << 18;
    /// Blessing card.
    pub const BLESSING: u32 = 1 << 19;
}

/// Facts of one action card in one version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardFacts {
    /// Official id.
    pub id: u32,
    /// Share id used by deck codes (None for cards that cannot be put in a deck).
    pub share_id: Option<u16>,
    /// English name.
    pub name: &'static str,
    /// Kind of card.
    pub kind: CardKind,
    /// Tags, bits of [`card_tag`].
    pub tags: u32,
    /// Cost as printed.
    pub cost: Cost,
    /// The character a talent card belongs to.
    pub character: Option<CharacterId>,
    /// Element a resonance card asks for (two characters of it in the deck).
    pub resonance: Option<Element>,
    /// Character tags (bits of [`tag`]) two characters of the deck must have (e.g. Wind and
    /// Freedom: two Mondstadt characters); 0 for none.
    pub requires: u32,
    /// Whether players can obtain the card (and put it in a deck).
    pub obtainable: bool,
}

/// Kind of an entity: what a card or skill creates on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum EntityKind {
    /// A status attached to one character.
    Status,
    /// A combat status, attached to the team (its active character).
    CombatStatus,
    /// A summon in the summon zone.
    Summon,
    /// A support in the support zone (the card itself).
    Support,
    /// Equipment attached to a character (the card itself).
    Equipment,
    /// Other attachments.
    Attachment,
}

/// Facts of one entity in one version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntityFacts {
    /// Official id.
    pub id: u32,
    /// English name (may be empty).
    pub name: &'static str,
    /// Kind of entity.
    pub kind: EntityKind,
    /// Usages it comes with ("可用次数：N"), if any.
    pub usage: Option<u8>,
    /// Duration in rounds ("持续回合：N"), if any.
    pub duration: Option<u8>,
    /// Most usages it may stack to ("最多叠加到N次"), if the text gives a number.
    pub max_usage: Option<u8>,
    /// Shield points it grants ("提供N点护盾"), if any.
    pub shield: Option<u8>,
    /// The cost of its own skill (a Technique's), if it has one.
    pub skill_cost: Option<Cost>,
}

/// A fact that holds from `since` until the next variant of the same card.
#[derive(Clone, Copy, Debug)]
pub struct Versioned<T: 'static> {
    /// First version where this variant holds.
    pub since: Version,
    /// The facts.
    pub value: T,
}

/// Returns the newest variant not newer than `version`.
fn pick<T>(variants: &'static [Versioned<T>], version: Version) -> Option<&'static T> {
    variants
        .iter()
        .rev()
        .find(|v| v.since <= version)
        .map(|v| &v.value)
}

/// One card of the tables: its identity and its variants across versions.
#[derive(Clone, Copy, Debug)]
pub struct Entry<T: 'static> {
    /// Official id.
    pub id: u32,
    /// English name in the newest version that has the card.
    pub name: &'static str,
    /// First version that has the card.
    pub since: Version,
    /// First version that no longer has it (None: still there in the newest version).
    pub until: Option<Version>,
    /// Variants, oldest first; the first one's `since` equals the entry's `since`.
    pub variants: &'static [Versioned<T>],
}
