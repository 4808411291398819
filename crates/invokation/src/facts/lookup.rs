//! Lookups over the generated tables: facts by version, official ids, names, and the
//! serde and `Display` forms of the id types.
//!
//! Ids serialize as the official numeric id and versions as their number ("6.5.0"), so
//! saved games and logs stay readable and survive regenerating the tables.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use super::generated::{CARDS, CHARACTERS, ENTITIES};
use super::{
    pick, CardFacts, CardId, CharacterFacts, CharacterId, EntityFacts, EntityId, Entry, Version,
};

/// A name, id or version string that matches nothing in the tables.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LookupError {
    /// No character has this name or official id.
    UnknownCharacter(String),
    /// No action card has this name or official id.
    UnknownCard(String),
    /// No entity has this name or official id.
    UnknownEntity(String),
    /// Not a known game version.
    UnknownVersion(String),
}

impl fmt::Display for LookupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, name) = match self {
            LookupError::UnknownCharacter(name) => ("character", name),
            LookupError::UnknownCard(name) => ("card", name),
            LookupError::UnknownEntity(name) => ("entity", name),
            LookupError::UnknownVersion(name) => ("version", name),
        };
        write!(f, "unknown {what} {name:?}")
    }
}

impl std::error::Error for LookupError {}

/// A name folded for case-insensitive comparison (Unicode-aware): two names match when
/// their folded forms are equal.
fn fold(name: &str) -> String {
    name.chars().flat_map(char::to_lowercase).collect()
}

/// The ids of each folded name, in table order (the table is scanned once, on first use).
type NameIndex<T> = std::collections::HashMap<String, Vec<T>>;

/// Builds a [`NameIndex`] over `all` (ids without a name are left out).
fn name_index<T: Copy>(all: &[T], name: impl Fn(T) -> &'static str) -> NameIndex<T> {
    let mut index = NameIndex::new();
    for &id in all {
        let n = name(id);
        if !n.is_empty() {
            index.entry(fold(n)).or_insert_with(Vec::new).push(id);
        }
    }
    index
}

/// The ids named `name` (already trimmed), in table order; none for an empty name.
fn named<T: Copy>(index: &'static NameIndex<T>, name: &str) -> &'static [T] {
    if name.is_empty() {
        return &[];
    }
    index.get(&fold(name)).map_or(&[], Vec::as_slice)
}

/// Parses `text` as an official id if it is written as digits only.
fn as_official_id(text: &str) -> Option<u32> {
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse().ok()
    } else {
        None
    }
}

/// Position of `id` in a table sorted by official id.
fn position_of<T>(table: &[Entry<T>], id: u32) -> Option<usize> {
    table.binary_search_by_key(&id, |entry| entry.id).ok()
}

/// The facts of `entry` in `version`, or None when the card does not exist then.
fn facts_in<T>(entry: &'static Entry<T>, version: Version) -> Option<&'static T> {
    let ended = match entry.until {
        Some(until) => version >= until,
        None => false,
    };
    if entry.since <= version && !ended {
        pick(entry.variants, version)
    } else {
        None
    }
}

/// Methods shared by the three id types; each differs only in its table and error.
macro_rules! id_lookups {
    ($id:ident, $facts:ident, $table:ident, $error:ident, $what:literal) => {
        impl $id {
            /// The table entry: official id, newest name, lifetime and all variants.
            pub fn entry(self) -> &'static Entry<$facts> {
                &$table[self.index()]
            }

            #[doc = concat!("The facts of this ", $what, " in `version`, or `None` when the")]
            #[doc = concat!($what, " does not exist in that version.")]
            pub fn facts(self, version: Version) -> Option<&'static $facts> {
                facts_in(self.entry(), version)
            }

            /// The official numeric id.
            pub fn official_id(self) -> u32 {
                self.entry().id
            }

            /// The English name in the newest version that has it (may be empty).
            pub fn name(self) -> &'static str {
                self.entry().name
            }

            #[doc = concat!("The ", $what, " with this official id, if any.")]
            pub fn from_official_id(id: u32) -> Option<Self> {
                position_of(&$table, id).map(|index| Self::ALL[index])
            }

            /// Looks up an official id written as digits; the error names `text`.
            fn from_digits(text: &str) -> Option<Result<Self, LookupError>> {
                as_official_id(text).map(|id| {
                    Self::from_official_id(id).ok_or_else(|| LookupError::$error(text.to_owned()))
                })
            }
        }

        impl fmt::Display for $id {
            /// Writes the English name, or `#<official id>` for a card without one.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self.name() {
                    "" => write!(f, "#{}", self.official_id()),
                    name => f.write_str(name),
                }
            }
        }

        impl FromStr for $id {
            type Err = LookupError;

            /// Same as `from_name`.
            fn from_str(s: &str) -> Result<Self, LookupError> {
                Self::from_name(s)
            }
        }

        impl Serialize for $id {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_u32(self.official_id())
            }
        }

        impl<'de> Deserialize<'de> for $id {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let id = u32::deserialize(deserializer)?;
                Self::from_official_id(id).ok_or_else(|| {
                    de::Error::custom(format_args!(concat!("unknown ", $what, " id {}"), id))
                })
            }
        }
    };
}

id_lookups!(
    CharacterId,
    CharacterFacts,
    CHARACTERS,
    UnknownCharacter,
    "character"
);
id_lookups!(CardId, CardFacts, CARDS, UnknownCard, "card");
id_lookups!(EntityId, EntityFacts, ENTITIES, UnknownEntity, "entity");

impl CharacterId {
    /// Finds a character by English name (case-insensitive, surrounding whitespace
    /// ignored) or by official id written as digits.
    ///
    /// A few names belong to several cards (Azhdaha, Furina, Skirk); the one obtainable
    /// in the newest version wins, then the lowest official id.
    pub fn from_name(name: &str) -> Result<Self, LookupError> {
        let name = name.trim();
        if let Some(found) = Self::from_digits(name) {
            return found;
        }
        let obtainable = |id: &CharacterId| {
            id.facts(Version::LATEST)
                .is_some_and(|facts| facts.obtainable)
        };
        static INDEX: std::sync::OnceLock<NameIndex<CharacterId>> = std::sync::OnceLock::new();
        let index = INDEX.get_or_init(|| name_index(&Self::ALL, Self::name));
        let mut named = named(index, name).iter().copied();
        let first = named.next();
        first
            .filter(obtainable)
            .or_else(|| named.find(obtainable))
            .or(first)
            .ok_or_else(|| LookupError::UnknownCharacter(name.to_owned()))
    }
}

impl CardId {
    /// Finds an action card by English name (case-insensitive, surrounding whitespace
    /// ignored) or by official id written as digits.
    pub fn from_name(name: &str) -> Result<Self, LookupError> {
        let name = name.trim();
        if let Some(found) = Self::from_digits(name) {
            return found;
        }
        static INDEX: std::sync::OnceLock<NameIndex<CardId>> = std::sync::OnceLock::new();
        let index = INDEX.get_or_init(|| name_index(&Self::ALL, Self::name));
        named(index, name)
            .first()
            .copied()
            .ok_or_else(|| LookupError::UnknownCard(name.to_owned()))
    }
}

impl EntityId {
    /// Finds an entity by English name (case-insensitive, surrounding whitespace ignored)
    /// or by official id written as digits.
    ///
    /// Many entities share a name (a talent's stronger "Oz", the three "Shield"s, ...);
    /// this returns the one with the lowest official id. Use [`EntityId::all_named`] to
    /// choose among them.
    pub fn from_name(name: &str) -> Result<Self, LookupError> {
        let name = name.trim();
        if let Some(found) = Self::from_digits(name) {
            return found;
        }
        Self::all_named(name)
            .next()
            .ok_or_else(|| LookupError::UnknownEntity(name.to_owned()))
    }

    /// Every entity with this English name (case-insensitive, surrounding whitespace
    /// ignored), in ascending official id order. An empty name matches nothing.
    pub fn all_named(name: &str) -> impl Iterator<Item = EntityId> + '_ {
        static INDEX: std::sync::OnceLock<NameIndex<EntityId>> = std::sync::OnceLock::new();
        let index = INDEX.get_or_init(|| name_index(&Self::ALL, Self::name));
        named(index, name.trim()).iter().copied()
    }
}

impl Version {
    /// Parses a version number: "6.5.0", "v6.5.0" or "6.5" (a missing patch number is 0).
    pub fn parse(s: &str) -> Result<Version, LookupError> {
        let text = s.trim();
        let text = text.strip_prefix(['v', 'V']).unwrap_or(text);
        let mut parts = text.split('.');
        let (major, minor, patch) = (parts.next(), parts.next(), parts.next().unwrap_or("0"));
        let found = match (major, minor, parts.next()) {
            (Some(major), Some(minor), None) => Self::ALL.into_iter().find(|version| {
                let mut want = version.name().split('.');
                want.next() == Some(major)
                    && want.next() == Some(minor)
                    && want.next() == Some(patch)
            }),
            _ => None,
        };
        found.ok_or_else(|| LookupError::UnknownVersion(s.to_owned()))
    }
}

impl Default for Version {
    /// The newest version.
    fn default() -> Self {
        Version::LATEST
    }
}

impl fmt::Display for Version {
    /// Writes the version number, e.g. "6.5.0".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Version {
    type Err = LookupError;

    /// Same as [`Version::parse`].
    fn from_str(s: &str) -> Result<Self, LookupError> {
        Version::parse(s)
    }
}

impl Serialize for Version {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Version {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct VersionVisitor;

        impl Visitor<'_> for VersionVisitor {
            type Value = Version;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a game version such as \"6.5.0\"")
            }

            fn visit_str<E: de::Error>(self, s: &str) -> Result<Version, E> {
                Version::parse(s).map_err(E::custom)
            }
        }

        deserializer.deserialize_str(VersionVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::facts::{DamageType, Element, SkillKind};

    #[test]
    fn ganyu_in_the_newest_version() {
        let ganyu = CharacterId::from_name("Ganyu").unwrap();
        assert_eq!(ganyu, CharacterId::Ganyu);
        let facts = ganyu.facts(Version::V6_5_0).unwrap();
        assert_eq!(facts.id, 1101);
        assert_eq!(facts.share_id, Some(1));
        assert_eq!(facts.element, Some(Element::Cryo));
        assert_eq!(facts.hp, 12);
        assert_eq!(facts.max_energy, 3);

        let skill = &facts.skills[1];
        assert_eq!(skill.kind, SkillKind::Elemental);
        assert_eq!(skill.cost.element, Some(Element::Cryo));
        assert_eq!(skill.cost.matching, 3);
        assert_eq!(skill.cost.dice(), 3);

        let burst = facts
            .skills
            .iter()
            .find(|s| s.name == "Celestial Shower")
            .unwrap();
        assert_eq!(burst.kind, SkillKind::Burst);
        assert_eq!(burst.damage, 2);
        assert_eq!(
            burst.damage_type,
            Some(DamageType::Elemental(Element::Cryo))
        );
        assert_eq!(burst.cost.energy, 3);
    }

    #[test]
    fn ganyu_in_the_first_version() {
        let facts = CharacterId::Ganyu.facts(Version::V3_3_0).unwrap();
        assert_eq!(facts.hp, 10);
        assert_eq!(facts.max_energy, 2);
        assert_eq!(facts.skills[3].cost.energy, 2);
    }

    #[test]
    fn names_are_case_insensitive_and_ids_work() {
        assert_eq!(CharacterId::from_name("  gAnYu "), Ok(CharacterId::Ganyu));
        assert_eq!(CharacterId::from_name("1101"), Ok(CharacterId::Ganyu));
        assert_eq!(
            CharacterId::from_official_id(1101),
            Some(CharacterId::Ganyu)
        );
        assert_eq!(CharacterId::Ganyu.official_id(), 1101);
        assert_eq!(CharacterId::Ganyu.to_string(), "Ganyu");
        assert_eq!("ganyu".parse::<CharacterId>(), Ok(CharacterId::Ganyu));
        assert_eq!(
            CardId::from_name("elemental resonance: woven ice"),
            Ok(CardId::ElementalResonanceWovenIce)
        );
        assert_eq!(
            CardId::from_name("331101"),
            Ok(CardId::ElementalResonanceWovenIce)
        );
        assert_eq!(EntityId::from_name("ICE LOTUS"), Ok(EntityId::IceLotus));
    }

    #[test]
    fn unknown_names_are_errors() {
        let err = CharacterId::from_name("Ganyuu").unwrap_err();
        assert_eq!(err, LookupError::UnknownCharacter("Ganyuu".into()));
        assert_eq!(err.to_string(), r#"unknown character "Ganyuu""#);
        assert!(CharacterId::from_name("").is_err());
        assert!(CharacterId::from_name("99999").is_err());
        assert_eq!(
            CardId::from_name("No Such Card").unwrap_err().to_string(),
            r#"unknown card "No Such Card""#
        );
        assert!(EntityId::from_name("No Such Thing").is_err());
        assert_eq!(CharacterId::from_official_id(1), None);
    }

    #[test]
    fn repeated_names() {
        let oz: Vec<_> = EntityId::all_named("oz").collect();
        assert!(oz.len() >= 2);
        assert!(oz
            .windows(2)
            .all(|w| w[0].official_id() < w[1].official_id()));
        assert_eq!(EntityId::from_name("Oz"), Ok(oz[0]));
        assert_eq!(oz[0].official_id(), 114011);

        for name in ["Azhdaha", "Furina", "Skirk"] {
            let id = CharacterId::from_name(name).unwrap();
            assert_eq!(id.name(), name);
            assert!(id.facts(Version::LATEST).unwrap().obtainable, "{name}");
        }
    }

    #[test]
    fn versions() {
        for version in Version::ALL {
            assert_eq!(Version::parse(version.name()), Ok(version));
            assert_eq!(Version::parse(&version.to_string()), Ok(version));
            assert_eq!(Version::parse(&format!("v{version}")), Ok(version));
        }
        assert_eq!(Version::parse("6.5"), Ok(Version::V6_5_0));
        assert_eq!(Version::parse("v3.3.0"), Ok(Version::V3_3_0));
        assert_eq!(Version::parse("4.6.1"), Ok(Version::V4_6_1));
        assert_eq!(Version::parse("4.6"), Ok(Version::V4_6_0));
        for bad in ["", "6", "6.5.0.0", "7.0.0", "6.5.x", "vv6.5.0"] {
            assert_eq!(
                Version::parse(bad),
                Err(LookupError::UnknownVersion(bad.into()))
            );
        }
        assert_eq!(
            Version::parse("9.9").unwrap_err().to_string(),
            r#"unknown version "9.9""#
        );
        assert_eq!(Version::default(), Version::LATEST);
        assert_eq!(Version::LATEST, *Version::ALL.last().unwrap());
        assert!(Version::V3_3_0 < Version::V6_5_0);
    }

    #[test]
    fn cards_absent_from_older_versions() {
        // Furina arrived long after 3.3.0; so did her talent card and her summons.
        let furina = CharacterId::from_name("Furina").unwrap();
        assert_eq!(furina.facts(Version::V3_3_0), None);
        assert!(furina.facts(Version::LATEST).is_some());

        let card = CardId::ALL
            .into_iter()
            .find(|card| card.entry().since > Version::V3_3_0)
            .unwrap();
        assert_eq!(card.facts(Version::V3_3_0), None);
        assert!(card.facts(card.entry().since).is_some());

        let entity = EntityId::ALL
            .into_iter()
            .find(|entity| entity.entry().since > Version::V3_3_0)
            .unwrap();
        assert_eq!(entity.facts(Version::V3_3_0), None);
        assert!(entity.facts(Version::LATEST).is_some());
    }

    #[test]
    fn removed_entities_end_at_until() {
        let gone = EntityId::ALL
            .into_iter()
            .find(|entity| entity.entry().until.is_some())
            .unwrap();
        let until = gone.entry().until.unwrap();
        assert_eq!(gone.facts(until), None);
        assert!(gone.facts(gone.entry().since).is_some());
        // Its name is empty, so it displays as its id.
        assert_eq!(gone.to_string(), format!("#{}", gone.official_id()));
    }

    #[test]
    fn tables_are_consistent() {
        fn check<T>(table: &[Entry<T>], id_of: impl Fn(&T) -> u32) {
            assert!(table.windows(2).all(|w| w[0].id < w[1].id));
            for entry in table {
                assert!(!entry.variants.is_empty());
                assert_eq!(entry.variants[0].since, entry.since);
                assert!(entry.variants.windows(2).all(|w| w[0].since < w[1].since));
                assert!(entry.until.iter().all(|&until| entry.since < until));
                assert!(entry.variants.iter().all(|v| id_of(&v.value) == entry.id));
            }
        }
        check(&CHARACTERS, |f| f.id);
        check(&CARDS, |f| f.id);
        check(&ENTITIES, |f| f.id);
        for (index, id) in EntityId::ALL.into_iter().enumerate() {
            assert_eq!(id.index(), index);
            assert_eq!(EntityId::from_official_id(id.official_id()), Some(id));
        }
    }

    #[test]
    fn serde_uses_official_ids_and_version_numbers() {
        let json = serde_json::to_string(&(CharacterId::Ganyu, Version::V4_6_1)).unwrap();
        assert_eq!(json, r#"[1101,"4.6.1"]"#);
        let back: (CharacterId, Version) = serde_json::from_str(&json).unwrap();
        assert_eq!(back, (CharacterId::Ganyu, Version::V4_6_1));

        let card: CardId = serde_json::from_str("331101").unwrap();
        assert_eq!(card, CardId::ElementalResonanceWovenIce);
        let entity: EntityId = serde_json::from_str("111012").unwrap();
        assert_eq!(entity, EntityId::IceLotus);

        let err = serde_json::from_str::<CharacterId>("4242").unwrap_err();
        assert!(
            err.to_string().contains("unknown character id 4242"),
            "{err}"
        );
        let err = serde_json::from_str::<Version>(r#""1.0.0""#).unwrap_err();
        assert!(
            err.to_string().contains(r#"unknown version "1.0.0""#),
            "{err}"
        );
    }

    #[test]
    fn entity_facts_from_descriptions() {
        let at = |id: u32| {
            EntityId::from_official_id(id)
                .unwrap()
                .facts(Version::LATEST)
                .unwrap()
        };
        assert_eq!(at(111012).usage, Some(2)); // Ice Lotus
        assert_eq!(at(116021).shield, Some(2)); // Full Plate
        assert_eq!(at(116022).duration, Some(2)); // Sweeping Time
        let burning = EntityId::from_name("Burning Flame").unwrap();
        let burning = burning.facts(Version::LATEST).unwrap();
        assert_eq!((burning.usage, burning.max_usage), (Some(1), Some(2)));
    }
}
