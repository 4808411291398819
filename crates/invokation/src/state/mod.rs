//! [`GameState`]: the whole game as one plain value.
//!
//! Everything lives inline (fixed-capacity [`InlineVec`]s sized by the rules), so a state
//! is `Copy`: cloning it is a memcpy, and search can branch freely. Fields are read through
//! `&GameState`; every mutation goes through the methods in `mutate.rs`, which keep the
//! incremental Zobrist hash.

mod mutate;
mod validate;

pub use mutate::Zone;
pub use validate::InvalidState;

use crate::command::{Command, Event};
use crate::config::GameConfig;
use crate::dice::Dice;
use crate::facts::{
    CardId, CharacterFacts, CharacterId, Element, EntityFacts, EntityId, SkillFacts, Version,
};
use crate::inline::InlineVec;
use crate::player::{ByPlayer, Player};
use serde::{Deserialize, Serialize};

/// Characters per player.
pub const CHARACTERS: usize = 3;
/// Capacity of the hand (the rules' hand limit is 10).
pub const HAND_CAP: usize = 10;
/// Capacity of the draw pile: a 30-card deck plus room for cards that effects shuffle in.
/// A card that would pass it is discarded.
pub const DECK_CAP: usize = 40;
/// Capacity of the lists of statuses: the statuses and equipment of one character (weapon,
/// artifact, technique, talent and up to six statuses), and combat statuses. An entity that
/// would pass it is not added.
pub const ZONE_CAP: usize = 10;
/// Capacity of the summon zone and the support zone: the rules' limit, 4 each ([`GameConfig`]
/// may lower it). A summon or support that would pass it is not added (a support card played
/// into a full zone replaces one).
pub const FIELD_CAP: usize = 4;

/// A list of statuses (of a character, or combat statuses), in order of entry.
pub type EntityList = InlineVec<Status, ZONE_CAP>;
/// The summons or the supports of one side, in order of entry.
pub type FieldList = InlineVec<Status, FIELD_CAP>;

/// Pending commands (30,000 random games over every implemented card peak at 13). Passing
/// it is an engine bug and panics; a card that needs more raises it. Both this and
/// [`DEFERRED_CAP`] are kept as small as that allows: the whole state is copied on every
/// clone, and a state under about 2 KB copies in half the time of a larger one (the
/// C library's `memcpy` switches strategy above that size on common x86 machines).
pub const STACK_CAP: usize = 19;
/// Events raised inside one effect (a skill, a status's triggered effect), held until it
/// completes (30,000 random games over every implemented card peak at 12; a Swirl whose
/// spread sets off Electro-Charged twice and defeats three characters took 17: soak seed
/// 49000393). Passing it is an engine bug and panics.
pub const DEFERRED_CAP: usize = 17;

/// Bytes of [`PlayerState::played`]: a bit for each Weapon, Artifact, Location and Companion
/// card of the card pool (fewer than 200).
pub const PLAYED_BYTES: usize = 25;

/// Bits of one card of a [`CardSet`]: a card's index ([`CardId::index`]), all ones marking
/// an empty place.
const CARD_BITS: usize = 10;
const NO_CARD: u16 = (1 << CARD_BITS) - 1;
const _: () = assert!(
    CardId::NUM < NO_CARD as usize,
    "CardSet packs a card in 10 bits"
);

/// Different cards the match record of a player's initial deck holds
/// ([`InitialDeck`]): a deck for play holds 30 action cards, so at most 30 names.
pub const INITIAL_DECK_CAP: usize = 30;
/// Bytes of [`InitialDeck`].
pub const INITIAL_DECK_BYTES: usize = (INITIAL_DECK_CAP * CARD_BITS).div_ceil(8);
/// Different cards the match record [`PlayerState::new_cards_played`] keeps: "Ultimate
/// Overlord's Mega Magic Sword" counts them up to 9.
pub const NEW_CARDS_CAP: usize = 9;
/// Bytes of [`NewCardsPlayed`].
pub const NEW_CARDS_BYTES: usize = (NEW_CARDS_CAP * CARD_BITS).div_ceil(8);

/// Match record: the different action cards of the deck a player began the match with
/// ("名称不存在于本局最初牌组中", a card whose name is not in this match's initial deck:
/// Tepetlisaurus, End of the Line, Stage Tepetl). Set when the game is created (a scenario
/// may give it), never changed. 38 bytes (a list of `u16` would take 60):
/// [`CardSet::contains`] answers the texts' question.
pub type InitialDeck = CardSet<INITIAL_DECK_BYTES>;

/// Match record: the different action cards a player has played this match whose names
/// are not in its initial deck ("本局游戏中你打出过的名称不存在于本局最初牌组中的不同名的行动牌":
/// "Ultimate Overlord's Mega Magic Sword"), the first 9 of them (the most the card counts).
pub type NewCardsPlayed = CardSet<NEW_CARDS_BYTES>;

/// A set of different action cards, kept once each in [`CardId`] order and packed 10 bits
/// each into `BYTES` bytes (as many cards as fit: `BYTES * 8 / 10`).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardSet<const BYTES: usize> {
    packed: [u8; BYTES],
}

impl<const BYTES: usize> Default for CardSet<BYTES> {
    fn default() -> Self {
        CardSet::EMPTY
    }
}

impl<const BYTES: usize> CardSet<BYTES> {
    /// How many cards it holds at most.
    pub const CAP: usize = BYTES * 8 / CARD_BITS;

    /// No card.
    pub const EMPTY: CardSet<BYTES> = CardSet {
        packed: [u8::MAX; BYTES],
    };

    /// The set of these cards (copies are kept once); `Err` with the number of different
    /// cards when there are more than [`CardSet::CAP`].
    pub fn new(cards: impl IntoIterator<Item = CardId>) -> Result<Self, usize> {
        let mut ids: Vec<u16> = cards.into_iter().map(|c| c.index() as u16).collect();
        ids.sort_unstable();
        ids.dedup();
        if ids.len() > Self::CAP {
            return Err(ids.len());
        }
        let mut set = CardSet::EMPTY;
        for (slot, &id) in ids.iter().enumerate() {
            set.set(slot, id);
        }
        Ok(set)
    }

    #[inline]
    fn raw(&self, slot: usize) -> u16 {
        let bit = slot * CARD_BITS;
        let (byte, shift) = (bit / 8, bit % 8);
        let lo = self.packed[byte] as u16;
        let hi = self.packed.get(byte + 1).copied().unwrap_or(0) as u16;
        ((lo | hi << 8) >> shift) & NO_CARD
    }

    fn set(&mut self, slot: usize, id: u16) {
        for b in 0..CARD_BITS {
            let bit = slot * CARD_BITS + b;
            let mask = 1u8 << (bit % 8);
            if id & 1 << b != 0 {
                self.packed[bit / 8] |= mask;
            } else {
                self.packed[bit / 8] &= !mask;
            }
        }
    }

    /// The cards, once each, in [`CardId`] order.
    pub fn iter(&self) -> impl Iterator<Item = CardId> + '_ {
        (0..Self::CAP)
            .map(|slot| self.raw(slot))
            .take_while(|&id| id != NO_CARD)
            .map(|id| CardId::ALL[id as usize])
    }

    /// How many different cards.
    pub fn len(&self) -> usize {
        self.iter().count()
    }

    /// Whether it holds no card.
    pub fn is_empty(&self) -> bool {
        self.raw(0) == NO_CARD
    }

    /// Whether it holds a card of this name.
    pub fn contains(&self, card: CardId) -> bool {
        let id = card.index() as u16;
        for slot in 0..Self::CAP {
            match self.raw(slot) {
                x if x == id => return true,
                // In order: past it, or past the last card.
                x if x > id => return false,
                _ => {}
            }
        }
        false
    }

    /// The set with `card` added, if it is not there and there is room (else `None`).
    pub fn with(&self, card: CardId) -> Option<Self> {
        if self.contains(card) || self.len() >= Self::CAP {
            return None;
        }
        Self::new(self.iter().chain([card])).ok()
    }
}

impl<const BYTES: usize> std::fmt::Debug for CardSet<BYTES> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<const BYTES: usize> Serialize for CardSet<BYTES> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, const BYTES: usize> Deserialize<'de> for CardSet<BYTES> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<CardId>::deserialize(d)?;
        CardSet::new(cards).map_err(|n| {
            serde::de::Error::custom(format!("{n} different cards: at most {}", Self::CAP))
        })
    }
}

/// `Status::duration` of an entity without a duration.
pub const NO_DURATION: u8 = u8::MAX;

impl Default for EntityId {
    fn default() -> Self {
        EntityId::ALL[0]
    }
}
impl Default for CardId {
    fn default() -> Self {
        CardId::ALL[0]
    }
}
impl Default for CharacterId {
    fn default() -> Self {
        CharacterId::ALL[0]
    }
}

/// An entity on the board: a status, combat status, summon, support or equipment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Status {
    /// What it is.
    pub id: EntityId,
    /// Usages left (or shield points, or stacks), where the entity has them.
    pub usage: u8,
    /// Rounds left, or [`NO_DURATION`].
    pub duration: u8,
    /// Per-round counter ("once per round"), reset to 0 when a round starts.
    pub counter: u8,
    /// Entity-specific data (e.g. the element a summon was converted to).
    pub aux: u8,
    /// When it was created: [`Globals::created`] just after its creation (0 for entities
    /// of a position set up as such). An entity created while an event is being dispatched
    /// does not respond to that event (see [`crate::command::Cursor::created`]). Not part
    /// of the hash.
    #[serde(default)]
    pub stamp: u16,
}

impl Status {
    /// Packs the status into 48 bits for hashing (without its creation stamp).
    #[inline]
    pub(crate) fn pack(&self) -> u64 {
        (self.id as u64)
            | (self.usage as u64) << 16
            | (self.duration as u64) << 24
            | (self.counter as u64) << 32
            | (self.aux as u64) << 40
    }

    /// Spends one usage if it has one; returns whether it did ("Usage(s): N" effects).
    #[inline]
    pub fn take_usage(&mut self) -> bool {
        if self.usage > 0 {
            self.usage -= 1;
            true
        } else {
            false
        }
    }

    /// Marks its once-per-round effect used if it was not yet this round; returns whether
    /// the effect may happen ("(Once per Round)").
    #[inline]
    pub fn once_per_round(&mut self) -> bool {
        self.per_round(1)
    }

    /// Marks its once-per-round effect used if it was not yet this round and `effect`
    /// (run only then) says it happened ("spend 1 less die, once per round": a cost it
    /// cannot lower keeps the round's use).
    #[inline]
    pub fn once_per_round_if(&mut self, effect: impl FnOnce() -> bool) -> bool {
        if self.counter == 0 && effect() {
            self.counter = 1;
            true
        } else {
            false
        }
    }

    /// Counts one more use this round if fewer than `limit` happened; returns whether the
    /// effect may happen ("(N times per Round)").
    #[inline]
    pub fn per_round(&mut self, limit: u8) -> bool {
        if self.counter < limit {
            self.counter += 1;
            true
        } else {
            false
        }
    }

    /// Sets `bit` of the per-round counter if it was clear; returns whether it was (for an
    /// entity with several once-per-round effects, one bit each).
    #[inline]
    pub fn once_per_round_bit(&mut self, bit: u8) -> bool {
        if self.counter & bit == 0 {
            self.counter |= bit;
            true
        } else {
            false
        }
    }
}

/// Elements applied to a character. Cryo + Dendro is the only pair that can coexist.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Aura {
    /// Nothing applied.
    #[default]
    None,
    /// Cryo.
    Cryo,
    /// Hydro.
    Hydro,
    /// Pyro.
    Pyro,
    /// Electro.
    Electro,
    /// Dendro.
    Dendro,
    /// Cryo and Dendro together.
    CryoDendro,
}

impl Aura {
    /// The aura of exactly one element (Anemo and Geo never apply: None).
    pub const fn of(e: Element) -> Aura {
        match e {
            Element::Cryo => Aura::Cryo,
            Element::Hydro => Aura::Hydro,
            Element::Pyro => Aura::Pyro,
            Element::Electro => Aura::Electro,
            Element::Dendro => Aura::Dendro,
            Element::Anemo | Element::Geo => Aura::None,
        }
    }

    /// The applied elements, in reaction priority order (Cryo before Dendro).
    pub fn elements(self) -> &'static [Element] {
        match self {
            Aura::None => &[],
            Aura::Cryo => &[Element::Cryo],
            Aura::Hydro => &[Element::Hydro],
            Aura::Pyro => &[Element::Pyro],
            Aura::Electro => &[Element::Electro],
            Aura::Dendro => &[Element::Dendro],
            Aura::CryoDendro => &[Element::Cryo, Element::Dendro],
        }
    }

    /// Builds an aura from a list of elements; None if they cannot coexist.
    pub fn from_elements(elements: &[Element]) -> Option<Aura> {
        let mut a = Aura::None;
        for &e in elements {
            a = match (a, e) {
                (a, e) if a.elements().contains(&e) => a,
                (Aura::None, e) if !matches!(e, Element::Anemo | Element::Geo) => Aura::of(e),
                (Aura::Cryo, Element::Dendro) | (Aura::Dendro, Element::Cryo) => Aura::CryoDendro,
                _ => return None,
            };
        }
        Some(a)
    }
}

/// One character card in play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CharacterState {
    /// Which character.
    pub id: CharacterId,
    /// Current HP (0 once defeated).
    pub hp: u8,
    /// Maximum HP.
    pub max_hp: u8,
    /// Current energy.
    pub energy: u8,
    /// Maximum energy.
    pub max_energy: u8,
    /// Applied elements.
    pub aura: Aura,
    /// False once defeated.
    pub alive: bool,
    /// Uses of each skill this round, by position in the card's skill list.
    pub skill_uses: [u8; 4],
    /// Skills used at least once this match, a bit per position in the card's skill list.
    pub used: u8,
    /// Per-round counter of the character's own passive skills, reset when a round starts.
    pub counter: u8,
    /// Data of the character's own passive skills.
    pub data: u8,
    /// Equipment and statuses, in order of attachment.
    pub statuses: EntityList,
}

impl CharacterState {
    /// A fresh character with full HP and no energy, as in `version`.
    pub fn new(id: CharacterId, version: Version) -> Option<CharacterState> {
        let f = id.facts(version)?;
        Some(CharacterState {
            id,
            hp: f.hp,
            max_hp: f.hp,
            energy: 0,
            max_energy: f.max_energy,
            aura: Aura::None,
            alive: true,
            skill_uses: [0; 4],
            used: 0,
            counter: 0,
            data: 0,
            statuses: InlineVec::new(),
        })
    }

    /// Packs the scalar fields for hashing (statuses are hashed per entry).
    #[inline]
    pub(crate) fn pack(&self) -> u64 {
        (self.id as u64)
            | (self.hp as u64) << 16
            | (self.max_hp as u64) << 24
            | (self.energy as u64) << 32
            | (self.max_energy as u64) << 40
            | (self.aura as u64) << 48
            | (self.alive as u64) << 56
    }

    /// Index of the first status with this id.
    #[inline]
    pub fn status_index(&self, id: EntityId) -> Option<usize> {
        self.statuses.iter().position(|s| s.id == id)
    }

    /// The first status with this id.
    #[inline]
    pub fn status(&self, id: EntityId) -> Option<&Status> {
        self.statuses.iter().find(|s| s.id == id)
    }

    /// Whether a status with this id is attached.
    #[inline]
    pub fn has(&self, id: EntityId) -> bool {
        self.status_index(id).is_some()
    }
}

/// Per-player flags of the round and the match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerFlags {
    /// Declared the end of this round.
    pub declared_end: bool,
    /// The active character was switched in this round and has used no skill since: its next
    /// Normal Attack is a Plunging Attack.
    pub plunge: bool,
    /// Rerolls left in this Roll Phase.
    pub rerolls: u8,
    /// An Arcane Legend card was played this match.
    pub legend_used: bool,
    /// Combat actions taken this round.
    pub combat_actions: u8,
    /// A character of this side was defeated this round.
    pub defeated_this_round: bool,
    /// Hand positions whose card the opponent knows (bit i: position i): cards created in
    /// hand by an effect both players saw, such as Lightning Stiletto.
    #[serde(default)]
    pub revealed: u16,
    /// What card texts ask of the deck the player began the game with (bits of
    /// [`crate::cards::deck_trait`]), answered when the game is created: the state keeps
    /// no copy of that deck.
    #[serde(default)]
    pub deck: u8,
    /// Match record: the elements of the Elemental DMG this side's characters have taken
    /// this match (bit `1 << Element as u8`; not Physical or Piercing) (Silver and Melus's
    /// Attendant's Attentiveness counts the opponent's).
    #[serde(default)]
    pub elements_taken: u8,
    /// Action cards played this round ("if you have not played any other Action Cards
    /// before playing this card": Lyresong).
    #[serde(default)]
    pub cards_played: u8,
    /// The player acts again when their current combat action ends: the turn does not pass
    /// (Fresh Wind of Freedom; [`crate::command::Command::ActAgain`]). Cleared then, and when
    /// a round starts.
    #[serde(default)]
    pub act_again: bool,
    /// Hand positions whose card is voided (bit i: position i): played, it takes no effect
    /// (Passing of Judgment voids the Event cards in hand). Follows its card as the hand
    /// shifts, like [`PlayerFlags::revealed`].
    #[serde(default)]
    pub voided: u16,
}

impl PlayerFlags {
    #[inline]
    pub(crate) fn pack(&self) -> u64 {
        (self.declared_end as u64)
            | (self.plunge as u64) << 1
            | (self.legend_used as u64) << 2
            | (self.rerolls as u64) << 8
            | (self.combat_actions as u64) << 16
            | (self.defeated_this_round as u64) << 3
            // Bits 4 and 5 hold the active character (`player_key`).
            | (self.act_again as u64) << 6
            | (self.revealed as u64) << 24
            | (self.deck as u64) << 40
            | (self.elements_taken as u64) << 48
            // `revealed` holds HAND_CAP (10) bits: bits 34..40 are free.
            | (self.cards_played as u64) << 34
    }
}

/// One player's side of the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayerState {
    /// The three characters, in deck order.
    pub characters: [CharacterState; CHARACTERS],
    /// Position of the active character.
    pub active: u8,
    /// Elemental dice.
    pub dice: Dice,
    /// Hand, in order of arrival.
    pub hand: InlineVec<CardId, HAND_CAP>,
    /// Draw pile; the *last* element is the top card.
    pub deck: InlineVec<CardId, DECK_CAP>,
    /// Combat statuses, in order of creation.
    pub combat: EntityList,
    /// Summons, in order of creation.
    pub summons: FieldList,
    /// Supports, in order of placement.
    pub supports: FieldList,
    /// Round and match flags.
    pub flags: PlayerFlags,
    /// Match record: supports of this side discarded so far this match, however they left
    /// (used up, replaced, discarded by an effect), counted up to 255 (Jeht's
    /// Sophistication). (Kept here, not in [`PlayerFlags`], where no byte is left.)
    #[serde(default)]
    pub supports_discarded: u8,
    /// Match record: the Weapon, Artifact, Location and Companion cards this side has played
    /// this match, a bit per card ([`crate::cards::record_index`]) (Memento Lens: "if you
    /// have played a card with the same name previously during this match").
    #[serde(default)]
    pub played: [u8; PLAYED_BYTES],
    /// Match record: the different action cards of the deck this side began the match
    /// with ([`PlayerState::in_initial_deck`]). Hidden from the opponent's view.
    #[serde(default)]
    pub initial_deck: InitialDeck,
    /// Match record: the different action cards this side has played this match whose
    /// names are not in its initial deck, the first [`NEW_CARDS_CAP`] (recorded once the
    /// card is paid for, as [`PlayerState::played`]).
    #[serde(default)]
    pub new_cards_played: NewCardsPlayed,
    /// OR of what every entity of this player listens to, folded to 32 bits by
    /// [`crate::command::fold_listen`] (derived: not serialized), so dispatches and queries
    /// skip a player nobody of whom listens. (Folding keeps the state at 2 KB; it can only
    /// make a player look like a listener, never hide one.)
    #[serde(skip)]
    pub(crate) listening: u32,
}

impl PlayerState {
    /// Whether this side has played `card` this match (the match record
    /// [`PlayerState::played`]; `false` for a card it does not keep).
    pub fn has_played(&self, card: CardId) -> bool {
        crate::cards::record_index(card)
            .is_some_and(|i| self.played[i as usize / 8] & 1 << (i % 8) != 0)
    }

    /// Whether a card of this name was in the deck this side began the match with (the
    /// match record [`PlayerState::initial_deck`]): "名称不存在于本局最初牌组中" is its
    /// negation.
    #[inline]
    pub fn in_initial_deck(&self, card: CardId) -> bool {
        self.initial_deck.contains(card)
    }

    /// Whether a living character of this side has the entity `id` attached (equipment
    /// "on the field", a status of the team).
    pub fn any_character_has(&self, id: EntityId) -> bool {
        self.characters.iter().any(|ch| ch.alive && ch.has(id))
    }

    /// The active character.
    #[inline]
    pub fn active_character(&self) -> &CharacterState {
        &self.characters[self.active as usize]
    }

    /// Positions of living characters starting at the active one, then by position.
    #[inline]
    pub fn alive_from_active(&self) -> impl Iterator<Item = usize> + '_ {
        let a = self.active as usize;
        (0..CHARACTERS)
            .map(move |i| (a + i) % CHARACTERS)
            .filter(move |&i| self.characters[i].alive)
    }

    /// Whether every character is defeated.
    #[inline]
    pub fn all_defeated(&self) -> bool {
        self.characters.iter().all(|c| !c.alive)
    }

    /// The first combat status with this id.
    #[inline]
    pub fn combat_status(&self, id: EntityId) -> Option<&Status> {
        self.combat.iter().find(|s| s.id == id)
    }

    /// The summon with this id.
    #[inline]
    pub fn summon(&self, id: EntityId) -> Option<&Status> {
        self.summons.iter().find(|s| s.id == id)
    }
}

/// The phase of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Phase {
    /// Decks are shuffled, starting hands drawn and redrawn.
    #[default]
    Redraw,
    /// Both players choose their first active character.
    ChooseActive,
    /// Dice are rolled and rerolled.
    Roll,
    /// Players take turns acting.
    Action,
    /// End Phase effects, drawing, durations.
    End,
    /// The game is over.
    GameOver,
}

impl Phase {
    /// Lower-case name used in JSON and the terminal ("action", "end", ...).
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Redraw => "redraw",
            Phase::ChooseActive => "choose_active",
            Phase::Roll => "roll",
            Phase::Action => "action",
            Phase::End => "end",
            Phase::GameOver => "game_over",
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// This player won.
    Win(Player),
    /// Both sides were defeated at once.
    Draw,
    /// The round limit was reached: both players lose.
    BothLose,
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Player> {
        match self {
            Outcome::Win(p) => Some(p),
            _ => None,
        }
    }

    /// Reward of a player: 1 for a win, -1 for a loss (both lose at the round limit), 0 for
    /// a draw.
    pub fn reward(self, player: Player) -> f32 {
        match self {
            Outcome::Win(p) if p == player => 1.0,
            Outcome::Win(_) | Outcome::BothLose => -1.0,
            Outcome::Draw => 0.0,
        }
    }
}

/// Round, phase and turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Globals {
    /// Round number, from 1.
    pub round: u8,
    /// Current phase.
    pub phase: Phase,
    /// The player whose turn it is in the Action Phase (otherwise the player who goes
    /// first this round).
    pub current: Player,
    /// The player who goes first this round.
    pub first: Player,
    /// The first player to declare round end this round, who goes first next round.
    pub next_first: Option<Player>,
    /// "When the battle begins" effects have fired (or the game was set up mid-battle).
    pub battle_begun: bool,
    /// Entities created so far in the game (saturating at `u16::MAX - 1`): the source of
    /// [`Status::stamp`].
    /// Not part of the hash (it only orders creations against event dispatches).
    #[serde(default)]
    pub created: u16,
    /// What the current action has done so far (bits of [`action_log`]): kinds of damage
    /// dealt and reactions, by either side, since the current player's turn began (or the
    /// phase did). For texts that ask what happened as a skill was used, counting what its
    /// "after skill" effects did before them (the reference's phase logs).
    #[serde(default)]
    pub action_log: u8,
}

/// Bits of [`Globals::action_log`].
pub mod action_log {
    /// Elemental damage was dealt.
    pub const ELEMENTAL: u8 = 1 << 0;
    /// Physical or Piercing damage was dealt.
    pub const PHYSICAL: u8 = 1 << 1;
    /// A reaction was triggered.
    pub const REACTION: u8 = 1 << 2;
}

impl Globals {
    #[inline]
    pub(crate) fn pack(&self) -> u64 {
        (self.round as u64)
            | (self.phase as u64) << 8
            | (self.current as u64) << 16
            | (self.first as u64) << 17
            | (match self.next_first {
                None => 0,
                Some(p) => 1 + p as u64,
            }) << 18
            | (self.battle_begun as u64) << 20
            | (self.action_log as u64) << 21
    }
}

/// The whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StateData")]
pub struct GameState {
    pub(crate) config: GameConfig,
    pub(crate) globals: Globals,
    pub(crate) players: ByPlayer<PlayerState>,
    pub(crate) stack: InlineVec<Command, STACK_CAP>,
    /// Events raised by the effects in progress, dispatched when their effect completes.
    pub(crate) deferred: InlineVec<Event, DEFERRED_CAP>,
    /// Effects in progress (nesting depth): while positive, events are deferred.
    pub(crate) frames: u8,
    /// Where in `deferred` the event of the last hit not spread by a reaction is
    /// ([`NO_HIT`] when there is none): the damage that hit's reaction spreads merges into
    /// the events raised from there ([`GameState::merge_damaged`]).
    pub(crate) hit_root: u8,
    pub(crate) outcome: Option<Outcome>,
    /// XOR of all feature keys except the stack's and the deferred events' (which
    /// [`GameState::hash`] adds).
    #[serde(skip)]
    pub(crate) zobrist: u64,
}

// A clone is a `memcpy` of the whole state; above 2 KB it costs twice as much (see
// `STACK_CAP`). Growing the state past that is a decision to take with the bench in hand.
const _: () = assert!(
    std::mem::size_of::<GameState>() <= 2048,
    "GameState grew past 2 KB: clones get twice as slow"
);

/// The serialized fields of a [`GameState`]; deserializing recomputes the hash.
#[derive(Deserialize)]
struct StateData {
    config: GameConfig,
    globals: Globals,
    players: ByPlayer<PlayerState>,
    stack: InlineVec<Command, STACK_CAP>,
    deferred: InlineVec<Event, DEFERRED_CAP>,
    frames: u8,
    #[serde(default = "no_hit")]
    hit_root: u8,
    outcome: Option<Outcome>,
}

fn no_hit() -> u8 {
    NO_HIT
}

/// [`GameState::hit_root`](GameState#structfield.hit_root) when no hit is in progress.
pub(crate) const NO_HIT: u8 = u8::MAX;

impl From<StateData> for GameState {
    fn from(d: StateData) -> GameState {
        let mut s = GameState {
            config: d.config,
            globals: d.globals,
            players: d.players,
            stack: d.stack,
            deferred: d.deferred,
            frames: d.frames,
            hit_root: d.hit_root,
            outcome: d.outcome,
            zobrist: 0,
        };
        s.rehash();
        s
    }
}

impl GameState {
    /// The configuration the game was created with.
    #[inline]
    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The game version whose card facts apply.
    #[inline]
    pub fn version(&self) -> Version {
        self.config.version
    }

    /// Round number (from 1).
    #[inline]
    pub fn round(&self) -> u8 {
        self.globals.round
    }

    /// Current phase.
    #[inline]
    pub fn phase(&self) -> Phase {
        self.globals.phase
    }

    /// Round, phase and turn.
    #[inline]
    pub fn globals(&self) -> &Globals {
        &self.globals
    }

    /// One player's side.
    #[inline]
    pub fn player(&self, p: Player) -> &PlayerState {
        &self.players[p]
    }

    /// A character.
    #[inline]
    pub fn character(&self, p: Player, c: usize) -> &CharacterState {
        &self.players[p].characters[c]
    }

    /// A player's active character position.
    #[inline]
    pub fn active(&self, p: Player) -> usize {
        self.players[p].active as usize
    }

    /// The outcome, once the game is over.
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Facts of a character in this game's version.
    #[inline]
    pub fn character_facts(&self, p: Player, c: usize) -> &'static CharacterFacts {
        self.players[p].characters[c]
            .id
            .facts(self.config.version)
            .expect("characters in a game exist in its version")
    }

    /// Facts of one skill of a character.
    #[inline]
    pub fn skill_facts(&self, p: Player, c: usize, skill: usize) -> &'static SkillFacts {
        &self.character_facts(p, c).skills[skill]
    }

    /// The skill whose effects are being resolved, the innermost one (a talent card's
    /// "immediately use" inside a card): `(side, character, position in its skill list)`.
    /// Damage a skill deals is dealt while its skill is in progress.
    pub fn skill_in_progress(&self) -> Option<(Player, u8, u8)> {
        self.stack.iter().rev().find_map(|cmd| match *cmd {
            Command::FinishSkill {
                player,
                character,
                skill,
                ..
            } => Some((player, character, skill)),
            _ => None,
        })
    }

    /// Facts of an entity in this game's version (None if it does not exist in it).
    #[inline]
    pub fn entity_facts(&self, id: EntityId) -> Option<&'static EntityFacts> {
        id.facts(self.config.version)
    }

    /// The Zobrist hash of the whole state: kept incrementally, plus the pending commands.
    pub fn hash(&self) -> u64 {
        use crate::hash::{key_wide, tag, FxHasher};
        use std::hash::{Hash, Hasher};
        let mut h = self.zobrist;
        for (i, cmd) in self.stack.iter().enumerate() {
            h ^= key_wide(tag::COMMAND, 0, i, cmd.pack());
        }
        if self.frames != 0 || !self.deferred.is_empty() {
            let mut f = FxHasher::default();
            self.frames.hash(&mut f);
            self.deferred.hash(&mut f);
            self.hit_root.hash(&mut f);
            h ^= key_wide(tag::COMMAND, 1, 0, f.finish());
        }
        h
    }

    /// The hash computed from scratch (for tests of the incremental one).
    pub fn hash_from_scratch(&self) -> u64 {
        let mut copy = *self;
        copy.zobrist = self.compute_zobrist();
        copy.hash()
    }
}
