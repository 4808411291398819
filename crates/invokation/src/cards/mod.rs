//! Card behaviour: one file per character (its skills, the entities they create, its
//! talent) and per action card, plus the entities of elemental reactions.
//!
//! A card file declares what it defines in one list, `DEFS` ([`Def`]: its character, its
//! entities, its cards, each with its id), and reads like its card text: facts come from
//! [`crate::facts`]; behaviour is [`EntityDef`]s built from handlers (one per event or
//! query, so what an entity listens to is derived from its handlers), the templates of
//! [`templates`] for the families that repeat, and the verbs of [`Act`], the one
//! vocabulary of effects shared by skills, handlers and cards. A card file starts with
//! `use crate::cards::prelude::*;`.
//!
//! Every card file is registered by its `mod` line (the build script lists each folder's
//! files); the tables here map ids to definitions, built once, and refuse an id defined
//! twice.

mod action_cards;
mod characters;
mod cx;
mod def;
pub(crate) mod prelude;
mod query;
mod reactions;
mod rules;
pub(crate) mod templates;
#[cfg(test)]
mod tests;

pub(crate) use cx::{
    closest, least_injured, most_injured, standby, Act, CardCx, Cx, Effects, SkillCx,
};
pub(crate) use def::{CardDef, CardTarget, CharacterDef, EntityDef, Hook};
pub(crate) use query::{
    CostAction, CostQuery, CostStage, DamageCalc, DefeatQuery, ReactionQuery, RollQuery,
    SwitchQuery,
};
pub(crate) use reactions::ids as reaction_ids;

use crate::command::Listen;
use crate::facts::{card_tag, CardId, CharacterId, EntityId, Version};

/// What card texts ask of the deck a player began the game with ("if your deck originally
/// includes at least 6 Artifact cards"), as bits of [`crate::state::PlayerFlags::deck`]:
/// the state keeps no copy of the deck, so each question is answered once, when the game
/// is created ([`deck_traits`]).
pub mod deck_trait {
    /// At least 6 Artifact cards (Timaeus).
    pub const SIX_ARTIFACTS: u8 = 1 << 0;
    /// At least 3 different Weapon cards (Wagner).
    pub const THREE_WEAPONS: u8 = 1 << 1;
    /// At least 2 different Talent cards (In Every House a Stove).
    pub const TWO_TALENTS: u8 = 1 << 2;
}

/// The [`deck_trait`] bits of a deck of these action cards.
pub fn deck_traits(cards: &[CardId], version: Version) -> u8 {
    let tagged = |tag: u32| {
        cards
            .iter()
            .filter(move |c| c.facts(version).is_some_and(|f| f.tags & tag != 0))
    };
    let mut weapons: Vec<CardId> = tagged(card_tag::WEAPON).copied().collect();
    weapons.sort_unstable_by_key(|c| c.index());
    weapons.dedup();
    let mut bits = 0;
    if tagged(card_tag::ARTIFACT).count() >= 6 {
        bits |= deck_trait::SIX_ARTIFACTS;
    }
    if weapons.len() >= 3 {
        bits |= deck_trait::THREE_WEAPONS;
    }
    let mut talents: Vec<CardId> = tagged(card_tag::TALENT).copied().collect();
    talents.sort_unstable_by_key(|c| c.index());
    talents.dedup();
    if talents.len() >= 2 {
        bits |= deck_trait::TWO_TALENTS;
    }
    bits
}

/// One definition of a card file, with the id it defines.
pub(crate) enum Def {
    /// A character's skills and passive skills.
    Character(CharacterId, &'static CharacterDef),
    /// An entity: status, combat status, summon, support, equipment.
    Entity(EntityId, &'static EntityDef),
    /// An action card (a talent, a card a skill creates, ...).
    Card(CardId, &'static CardDef),
    /// The behaviour implemented for a character or card is that of this version and later:
    /// in an older version its numbers come from that version's facts but its behaviour is
    /// the newest one (`invokation cards --version V` marks it "newest behaviour only", and
    /// docs/versions.md lists it). The text says what changed.
    BehaviourSince(Item, Version, &'static str),
}

/// A character or an action card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// A character card.
    Character(CharacterId),
    /// An action card.
    Card(CardId),
}

/// Where a card's implemented behaviour is only the newest one: `(since, what changed)` when
/// `version` is older than the version whose behaviour is implemented.
pub fn newest_behaviour_only(item: Item, version: Version) -> Option<(Version, &'static str)> {
    files()
        .flat_map(|(_, defs)| defs.iter())
        .find_map(|d| match *d {
            Def::BehaviourSince(i, since, why) if i == item && version < since => {
                Some((since, why))
            }
            _ => None,
        })
}

/// Every declaration that a behaviour changed: `(item, since, what changed)`.
pub fn behaviour_changes() -> Vec<(Item, Version, &'static str)> {
    files()
        .flat_map(|(_, defs)| defs.iter())
        .filter_map(|d| match *d {
            Def::BehaviourSince(i, since, why) => Some((i, since, why)),
            _ => None,
        })
        .collect()
}

/// Every card file with what it defines.
fn files() -> impl Iterator<Item = &'static (&'static str, &'static [Def])> {
    [
        characters::FILES,
        action_cards::artifacts::FILES,
        action_cards::events::FILES,
        action_cards::resonance::FILES,
        action_cards::supports::FILES,
        action_cards::techniques::FILES,
        action_cards::weapons::FILES,
        reactions::FILES,
        rules::FILES,
    ]
    .into_iter()
    .flatten()
}

/// Card tags the match record of cards played keeps ([`crate::state::PlayerState::played`]).
const RECORDED: u32 =
    card_tag::WEAPON | card_tag::ARTIFACT | card_tag::LOCATION | card_tag::COMPANION;

/// The place of a Weapon, Artifact, Location or Companion card in the match record of cards
/// played ([`crate::state::PlayerState::played`]): its rank among such cards of the pool
/// (tags of its newest version, in [`CardId::ALL`] order); `None` for other cards.
pub fn record_index(card: CardId) -> Option<u8> {
    static INDEX: std::sync::OnceLock<[u8; CardId::NUM]> = std::sync::OnceLock::new();
    let table = INDEX.get_or_init(|| {
        let mut table = [u8::MAX; CardId::NUM];
        let mut next = 0usize;
        for (i, c) in CardId::ALL.iter().enumerate() {
            let tags = Version::ALL
                .iter()
                .rev()
                .find_map(|&v| c.facts(v))
                .map_or(0, |f| f.tags);
            if tags & RECORDED != 0 {
                table[i] = next as u8;
                next += 1;
            }
        }
        assert!(
            next <= crate::state::PLAYED_BYTES * 8,
            "PLAYED_BYTES holds {} cards, the pool has {next}",
            crate::state::PLAYED_BYTES * 8
        );
        table
    });
    match table[card as usize] {
        u8::MAX => None,
        i => Some(i),
    }
}

/// The behaviour of an action card, if it is implemented.
#[inline]
pub(crate) fn card_def(id: CardId) -> Option<&'static CardDef> {
    tables().cards[id.index()]
}

/// Whether a card may be used in Elemental Tuning (every card but those whose text forbids
/// it: [`CardDef::untunable`]).
pub fn tunable(id: CardId) -> bool {
    card_def(id).is_none_or(|d| d.tunable)
}

/// Whether an action card's behaviour is implemented.
pub fn card_implemented(id: CardId) -> bool {
    card_def(id).is_some()
}

/// The behaviour of a character, if it is implemented.
#[inline]
pub(crate) fn character_def(id: CharacterId) -> Option<&'static CharacterDef> {
    tables().characters[id.index()]
}

/// The behaviour of an entity, if it is implemented.
#[inline]
pub(crate) fn entity_def(id: EntityId) -> Option<&'static EntityDef> {
    tables().entities[id.index()]
}

/// Whether a character's whole kit is implemented (it may be put in a deck).
pub fn character_implemented(id: CharacterId) -> bool {
    character_def(id).is_some()
}

/// Whether an entity's behaviour is implemented.
pub fn entity_implemented(id: EntityId) -> bool {
    entity_def(id).is_some()
}

/// The character card a character is: itself, or, for a form a character changes into
/// (Crimson Witch of Embers), the character whose form it is (what a talent card or a card
/// naming the character sees).
pub fn character_card(id: CharacterId) -> CharacterId {
    character_def(id).and_then(|d| d.form_of).unwrap_or(id)
}

/// Whether a character is only a form another character changes into (never in a deck).
pub fn is_form(id: CharacterId) -> bool {
    character_def(id).is_some_and(|d| d.form_of.is_some())
}

/// The Arkhe (始基力) of a Fontaine character: Ousia (荒性) or Pneuma (芒性). Cards read
/// it to say which form a character is in (Furina's Center of Attention: "if the character
/// is in the Ousia state, heal ...; if in the Pneuma state, +2 DMG ..."), and a
/// Pneuma-Ousia Annihilation happens when a character of one Arkhe takes damage from a
/// character of the other (keywords.json; docs/rules.md, "Arkhe").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arkhe {
    /// 荒性: Furina's first form (she summons Salon Members).
    Ousia,
    /// 芒性: Furina's other form (she summons Singer of Many Waters).
    Pneuma,
}

impl Arkhe {
    /// The other Arkhe (the one that annihilates with this one).
    pub const fn opposite(self) -> Arkhe {
        match self {
            Arkhe::Ousia => Arkhe::Pneuma,
            Arkhe::Pneuma => Arkhe::Ousia,
        }
    }
}

/// The Arkhe of a character card in `version`, if it has one. The data's tag names are
/// the reverse of what the cards print (docs/rules.md, "Arkhe"): `GCG_TAG_ARKHE_PNEUMA`
/// ([`crate::facts::tag::PNEUMA`]) is the Arkhe the texts call Ousia (荒性), and
/// `GCG_TAG_ARKHE_OUSIA` is Pneuma (芒性): Furina 1211, tagged Pneuma, "is currently in
/// the Arkhe: Ousia state" and summons Salon Members; 1212, tagged Ousia, is in the
/// Pneuma state (and Lyney, Freminet, Charlotte, tagged Ousia, are Pneuma characters in
/// Genshin Impact; Wriothesley and Lynette, tagged Pneuma, are Ousia).
pub fn arkhe(id: CharacterId, version: Version) -> Option<Arkhe> {
    use crate::facts::tag;
    let tags = id.facts(version)?.tags;
    if tags & tag::PNEUMA != 0 {
        Some(Arkhe::Ousia)
    } else if tags & tag::OUSIA != 0 {
        Some(Arkhe::Pneuma)
    } else {
        None
    }
}

/// What a character's passive skills listen to (0 for unimplemented ones).
#[inline]
pub(crate) fn character_listens(id: CharacterId) -> Listen {
    tables().character_listens[id.index()]
}

/// What an entity listens to (0 for unimplemented ones).
#[inline]
pub(crate) fn listens(id: EntityId) -> Listen {
    tables().entity_listens[id.index()]
}

/// Whether an entity is a Technique (it has a Technique's handler).
#[inline]
pub(crate) fn is_technique(id: EntityId) -> bool {
    listens(id) & crate::command::listen::TECHNIQUE != 0
}

/// Whether an entity stops its character from using skills.
#[inline]
pub(crate) fn blocks_skills(id: EntityId) -> bool {
    entity_def(id).is_some_and(|d| d.blocks_skills)
}

/// Whether an entity makes its character immune to control
/// ([`EntityDef::immune_control`](def::EntityDef#structfield.immune_control)).
#[inline]
pub(crate) fn immune_control(id: EntityId) -> bool {
    entity_def(id).is_some_and(|d| d.immune_control)
}

/// Whether an entity makes a Normal Attack of its character, while active, a Plunging
/// Attack ([`EntityDef::normal_as_plunging`](def::EntityDef#structfield.normal_as_plunging)).
#[inline]
pub(crate) fn normal_as_plunging(id: EntityId) -> bool {
    entity_def(id).is_some_and(|d| d.normal_as_plunging)
}

/// Whether an entity grants Shield points (a "Shield" status or combat status: those built
/// on the shield templates), as the cards that care about shields see it.
#[inline]
pub fn is_shield(id: EntityId) -> bool {
    entity_def(id).is_some_and(|d| d.shield)
}

/// The card file that defines each implemented character, entity and card (path under
/// `src/cards/`), for tools and tests.
pub fn defined_in() -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for (file, defs) in files() {
        for d in defs.iter() {
            let id = match d {
                Def::Character(id, _) => format!("character {id:?}"),
                Def::Entity(id, _) => format!("entity {id:?}"),
                Def::Card(id, _) => format!("card {id:?}"),
                Def::BehaviourSince(..) => continue,
            };
            out.push((id, *file));
        }
    }
    out
}

/// Every definition, indexed by id, built once on first use (a lookup is then one load).
struct Tables {
    characters: Vec<Option<&'static CharacterDef>>,
    entities: Vec<Option<&'static EntityDef>>,
    cards: Vec<Option<&'static CardDef>>,
    entity_listens: Vec<Listen>,
    character_listens: Vec<Listen>,
}

/// Puts `def` at `id`'s place, refusing a second definition of one id.
fn place<T: ?Sized>(
    slots: &mut [Option<&'static T>],
    owners: &mut [&'static str],
    index: usize,
    def: &'static T,
    file: &'static str,
    what: &dyn std::fmt::Debug,
) {
    assert!(
        slots[index].is_none(),
        "{what:?} is defined twice: in src/cards/{} and in src/cards/{file}",
        owners[index]
    );
    slots[index] = Some(def);
    owners[index] = file;
}

fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let mut characters = vec![None; CharacterId::NUM];
        let mut entities = vec![None; EntityId::NUM];
        let mut cards = vec![None; CardId::NUM];
        let mut owners = (
            vec![""; CharacterId::NUM],
            vec![""; EntityId::NUM],
            vec![""; CardId::NUM],
        );
        for (file, defs) in files() {
            for d in defs.iter() {
                match *d {
                    Def::Character(id, def) => {
                        place(&mut characters, &mut owners.0, id.index(), def, file, &id)
                    }
                    Def::Entity(id, def) => {
                        place(&mut entities, &mut owners.1, id.index(), def, file, &id)
                    }
                    Def::Card(id, def) => {
                        place(&mut cards, &mut owners.2, id.index(), def, file, &id)
                    }
                    Def::BehaviourSince(..) => {}
                }
            }
        }
        Tables {
            character_listens: characters
                .iter()
                .map(|d: &Option<&CharacterDef>| d.map_or(0, |d| d.passive.listens()))
                .collect(),
            entity_listens: entities
                .iter()
                .map(|d: &Option<&EntityDef>| d.map_or(0, |d| d.listens()))
                .collect(),
            characters,
            entities,
            cards,
        }
    })
}
