//! Commands: the pending work of a state, and the events statuses listen to.
//!
//! Resolution is a stack of [`Command`]s inside the state. The engine pops and executes
//! commands until the top one waits for a player ([`Command::Await`]) or for chance
//! ([`Command::Chance`]), so any resolution can stop and resume later.

use crate::chance::ChanceRequest;
use crate::facts::DamageType;
use crate::facts::{CardId, CharacterId, Element, EntityId, SkillKind};
use crate::inline::InlineVec;
use crate::player::Player;
use crate::reaction::Reaction;
use crate::state::Zone;
use serde::{Deserialize, Serialize};

/// Where cards an effect creates go in a draw pile ([`Command::InsertIntoDeck`]). Places
/// are counted from the top of the pile, as the texts count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeckSpot {
    /// On top ("放置到你的牌库顶"); several copies: each on top of the one before.
    Top,
    /// At the bottom.
    Bottom,
    /// Under the top `n` cards (on top when fewer): a fixed place ("the 3rd card from the
    /// top" is `Under(2)`).
    Under(u8),
    /// Anywhere, at random ("随机地置入我方牌库中"): each of the pile's places (above each
    /// card and at the bottom) equally likely, for each copy in turn.
    Random,
    /// At random among the top `n` cards ("随机将其置入我方牌库顶部5张牌之中"): above one
    /// of the top `n` cards (on top when the pile is empty), each equally likely: the new
    /// card is one of the top `n`.
    AmongTop(u8),
    /// Spread evenly through the pile ("均匀地置入我方牌库中"), a fixed place for each
    /// copy: `count` copies cut the pile into `count + 1` runs as equal as can be, the
    /// longer ones first (from the top), one copy between each two runs
    /// ([`DeckSpot::evenly`]).
    Evenly,
}

impl DeckSpot {
    /// Where the `i`-th of `count` copies spread evenly through a pile of `len` cards goes
    /// (counted from the top, the copies before it already in): a run of `len / (count +
    /// 1)` cards (one more for the first `len % (count + 1)` runs) above each copy.
    pub fn evenly(len: usize, count: usize, i: usize) -> usize {
        let runs = count + 1;
        let (base, extra) = (len / runs, len % runs);
        i + base * (i + 1) + extra.min(i + 1)
    }
}

/// What kind of decision a player is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DecisionKind {
    /// Choose cards of the starting hand to redraw (once).
    Redraw,
    /// Choose the first active character.
    ChooseActive,
    /// Choose dice to reroll (or keep all).
    Reroll,
    /// Take an action in the Action Phase.
    Action,
    /// Choose a new active character after the active one was defeated.
    DeathSwap,
    /// Choose one of the cards (or summons) an effect offers ([`Offer`], 挑选).
    Select,
}

impl DecisionKind {
    /// Lower-case name ("redraw", "choose_active", "reroll", "action", "death_swap",
    /// "select").
    pub const fn name(self) -> &'static str {
        match self {
            DecisionKind::Redraw => "redraw",
            DecisionKind::ChooseActive => "choose_active",
            DecisionKind::Reroll => "reroll",
            DecisionKind::Action => "action",
            DecisionKind::DeathSwap => "death_swap",
            DecisionKind::Select => "select",
        }
    }
}

/// One thing an [`Offer`] proposes: a card (it goes to the hand) or a summon (it is
/// summoned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Offered {
    /// An action card, created in the hand.
    Card(CardId),
    /// A summon, summoned.
    Summon(EntityId),
}

impl Default for Offered {
    /// A placeholder for an empty slot of an [`Offer`].
    fn default() -> Offered {
        Offered::Card(CardId::ALL[0])
    }
}

impl Offered {
    /// Its English name.
    pub fn name(self) -> &'static str {
        match self {
            Offered::Card(c) => c.name(),
            Offered::Summon(e) => e.name(),
        }
    }

    /// Its official id.
    pub fn official_id(self) -> u32 {
        match self {
            Offered::Card(c) => c.official_id(),
            Offered::Summon(e) => e.official_id(),
        }
    }
}

/// Most things an [`Offer`] holds (what is offered, and the candidates a random offer is
/// drawn from: Chiori's five dolls).
pub const OFFER_CAP: usize = 5;

/// No random pick for an [`Offer`]'s slot (see [`Offer::draws`]).
pub const NO_DRAW: u8 = u8::MAX;

/// "Choose 1 of N" (挑选): the things a player is offered, one of which they choose. It
/// waits on the command stack ([`Command::Select`]) while its random picks are drawn and
/// then while the player chooses ([`DecisionKind::Select`], answered by
/// [`crate::action::Action::Select`]). Its things are all cards (created in the hand) or all
/// summons (summoned). A random offer is drawn in one of two ways: a slot of a kind of
/// card, drawn from the game's pool ([`Offer::draws`], one
/// [`ChanceRequest::OfferCard`] each: "choose 1 Location card from 3"), or candidates given
/// whole, dropped at random down to `keep` ([`ChanceRequest::OfferDrop`]: "select 1 Summon
/// from 3 of Chiori's Automaton Dolls").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Offer {
    /// Who chooses (and gets the card or the summon).
    pub player: Player,
    /// The things are summons ([`EntityId`]), not cards ([`CardId`]).
    pub summons: bool,
    /// It has waited for the events the effect that made it raised before it (it runs
    /// after them, as the reference resolves its request to choose).
    pub waited: bool,
    /// The things so far, by index ([`CardId::index`] or [`EntityId::index`]): the first
    /// `len`.
    items: [u16; OFFER_CAP],
    /// How many things it holds so far.
    pub len: u8,
    /// How many it will hold once every random card is drawn.
    pub total: u8,
    /// How many are offered: more (candidates given whole) are dropped at random first.
    pub keep: u8,
    /// The candidates dropped (bit i: slot i), kept in place so that a viewer who cannot
    /// see the offer knows how many there were ([`crate::GameState::determinize`] drops
    /// others).
    pub dropped: u8,
    /// For each slot, the bit (of [`crate::facts::card_tag`]) of the kind of card drawn at
    /// random into it, or [`NO_DRAW`] for a slot given as it is. Kept once drawn: a viewer
    /// who cannot see the offer knows which slots were random
    /// ([`crate::GameState::determinize`] draws them anew).
    pub draws: [u8; OFFER_CAP],
}

impl Offer {
    /// An empty offer to `player` of cards (or of summons).
    pub fn new(player: Player, summons: bool) -> Offer {
        Offer {
            player,
            summons,
            waited: false,
            items: [0; OFFER_CAP],
            len: 0,
            total: 0,
            keep: 0,
            dropped: 0,
            draws: [NO_DRAW; OFFER_CAP],
        }
    }

    fn encode(thing: Offered) -> u16 {
        match thing {
            Offered::Card(c) => c.index() as u16,
            Offered::Summon(e) => e.index() as u16,
        }
    }

    fn decode(&self, raw: u16) -> Offered {
        if self.summons {
            Offered::Summon(EntityId::ALL[(raw as usize).min(EntityId::NUM - 1)])
        } else {
            Offered::Card(CardId::ALL[(raw as usize).min(CardId::NUM - 1)])
        }
    }

    /// The things it offers (so far): those it holds, less those dropped.
    pub fn items(&self) -> InlineVec<Offered, OFFER_CAP> {
        (0..(self.len as usize).min(OFFER_CAP))
            .filter(|&i| self.dropped & (1 << i) == 0)
            .map(|i| self.decode(self.items[i]))
            .collect()
    }

    /// Every thing it holds, dropped ones too, by slot.
    pub fn slots(&self) -> InlineVec<Offered, OFFER_CAP> {
        self.items[..(self.len as usize).min(OFFER_CAP)]
            .iter()
            .map(|&raw| self.decode(raw))
            .collect()
    }

    /// Sets the thing at `slot` (below `len`, or `len` to add one).
    pub fn set(&mut self, slot: usize, thing: Offered) {
        if slot < OFFER_CAP {
            self.items[slot] = Offer::encode(thing);
            self.len = self.len.max(slot as u8 + 1);
        }
    }

    /// Drops the `index`-th thing it offers (of [`Offer::items`]).
    pub fn drop_item(&mut self, index: usize) {
        if let Some(slot) = (0..(self.len as usize).min(OFFER_CAP))
            .filter(|&i| self.dropped & (1 << i) == 0)
            .nth(index)
        {
            self.dropped |= 1 << slot;
        }
    }

    /// The next random card cannot be drawn (none of its kind is left): its slot goes.
    pub fn skip_draw(&mut self) {
        let slot = (self.len as usize).min(OFFER_CAP - 1);
        self.draws.copy_within(slot + 1.., slot);
        self.draws[OFFER_CAP - 1] = NO_DRAW;
        self.total = self.total.saturating_sub(1);
        self.keep = self.keep.min(self.total);
    }

    /// Whether every random card is drawn and the extra candidates dropped: it is offered.
    pub fn is_complete(&self) -> bool {
        self.len >= self.total && self.items().len() <= self.keep as usize
    }
}

/// Who deals a damage (of the dealing side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    /// The character at this position.
    Character(u8),
    /// A summon.
    Summon(EntityId),
    /// A status, combat status, equipment or support.
    Entity(EntityId),
    /// The effect of an action card.
    Card(CardId),
}

/// How a character became active.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SwitchKind {
    /// The "Switch Character" combat action.
    Action,
    /// Forced by an effect (Overloaded, a skill, a card).
    Forced,
    /// Chosen after the active character was defeated.
    AfterDefeat,
    /// The first choice of the game (there was no active character: `from` is the chosen
    /// one too).
    Initial,
}

/// Flags of a damage instance.
pub mod dmg {
    /// Dealt by a Normal Attack that is a Charged Attack.
    pub const CHARGED: u8 = 1;
    /// Dealt by a Normal Attack that is a Plunging Attack.
    pub const PLUNGING: u8 = 2;
    /// Spread by a reaction (Swirl, Superconduct, Electro-Charged) to other characters.
    pub const SPREAD: u8 = 4;
    /// Dealt by a status of the target character (the damage's `Source::Entity`) for one
    /// of its usages: dealt only if that status is still attached with a usage left when
    /// the damage resolves, and it then spends the usage. (For statuses that deal damage
    /// when another status triggers them, such as Seed of Skandha: their usages are read
    /// when their damage happens, not when it was queued.)
    pub const SPENDS_STATUS: u8 = 8;
}

/// One instance of damage, as a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DamageCmd {
    /// The side that deals it.
    pub from: Player,
    /// Who on that side deals it.
    pub source: Source,
    /// The side that takes it.
    pub to: Player,
    /// Position of the character that takes it.
    pub target: u8,
    /// Physical, elemental or piercing.
    pub dtype: DamageType,
    /// Base amount.
    pub amount: u8,
    /// The kind of skill that deals it, if a skill does.
    pub skill: Option<SkillKind>,
    /// Bits of [`dmg`].
    pub flags: u8,
}

/// A character finished using a skill ([`Event::AfterSkill`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AfterSkill {
    /// Its side.
    pub player: Player,
    /// Its position.
    pub character: u8,
    /// Kind of skill.
    pub kind: SkillKind,
    /// Position of the skill in the card's skill list.
    pub skill: u8,
    /// The opposing active character when the skill was used (its target).
    pub target: u8,
    /// A Normal Attack that was a Charged Attack.
    pub charged: bool,
    /// A Normal Attack that was a Plunging Attack.
    pub plunging: bool,
    /// The skill's effects triggered a reaction credited to the user's side.
    pub reaction: bool,
}

/// A character took damage, after shields; also 0 damage ([`Event::Damaged`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Damaged {
    /// The side that took it.
    pub player: Player,
    /// The character that took it.
    pub character: u8,
    /// The side that dealt it.
    pub from: Player,
    /// Who dealt it.
    pub source: Source,
    /// Its final type.
    pub dtype: DamageType,
    /// Its final amount.
    pub amount: u8,
    /// The reaction it triggered, if any.
    pub reaction: Option<Reaction>,
}

/// A character was healed ([`Event::Healed`]): a heal aimed at a living character, also one
/// that restored nothing (at full HP).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Healed {
    /// Its side.
    pub player: Player,
    /// Its position.
    pub character: u8,
    /// The HP it restored (0 at full HP).
    pub amount: u8,
    /// The heal came from an Artifact (its equipment entity or its card): "healing from a
    /// source other than an Artifact" (Maiden's Fading Beauty).
    #[serde(default)]
    pub by_artifact: bool,
}

/// An equipment card attached to a character was discarded ([`Event::EquipmentDiscarded`]):
/// replaced by another of its slot, or lost with its defeated character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EquipmentDiscarded {
    /// The character's side.
    pub player: Player,
    /// The character's position.
    pub character: u8,
}

/// A player's active character changed ([`Event::Switched`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Switched {
    /// Whose.
    pub player: Player,
    /// Previous active position.
    pub from: u8,
    /// New active position.
    pub to: u8,
    /// How.
    pub kind: SwitchKind,
}

/// A reaction was triggered by `player`'s side on the opposing (or own) character
/// ([`Event::Reaction`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Reacted {
    /// The side whose damage or effect triggered it.
    pub player: Player,
    /// Who triggered it.
    pub source: Source,
    /// The reaction.
    pub reaction: Reaction,
}

/// A character was defeated ([`Event::Defeated`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Defeated {
    /// Its side.
    pub player: Player,
    /// Its position.
    pub character: u8,
}

/// A card was played ([`Event::CardPlayed`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardPlayed {
    /// Who played it.
    pub player: Player,
    /// Which card.
    pub card: CardId,
    /// The Elemental Dice paid for it: its cost after the modifiers ("打出的牌当前元素骰费用":
    /// "Scions of the Canopy").
    pub dice: u8,
}

/// A card of a hand that an effect discarded, or that was tuned ([`Event::CardDiscarded`],
/// [`Event::CardTuned`]): "cards you discarded or tuned" read which card it was (its cost).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HandCard {
    /// The hand's side.
    pub player: Player,
    /// Which card.
    pub card: CardId,
}

/// Something that happened, which statuses may respond to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// After the first Roll Phase: "when the battle begins".
    #[default]
    BattleBegins,
    /// Start of the Action Phase.
    ActionPhaseStart,
    /// End Phase.
    EndPhase,
    /// A character finished using a skill.
    AfterSkill(AfterSkill),
    /// A character took damage (after shields; also 0 damage).
    Damaged(Damaged),
    /// A player's active character changed.
    Switched(Switched),
    /// A reaction was triggered.
    Reaction(Reacted),
    /// A character was defeated.
    Defeated(Defeated),
    /// A card was played.
    CardPlayed(CardPlayed),
    /// A player declared the end of their round (after the declaration, before the turn
    /// passes).
    DeclaredEnd(Player),
    /// A player is about to choose an action in the Action Phase (at each of their turns,
    /// after every action of theirs that keeps the turn too, before a prepared skill).
    BeforeAction(Player),
    /// A summon of this side left play: used up, expired, or discarded by an effect ("when
    /// a Summon disappears").
    SummonLeft(Player),
    /// A support of this side left play: used up, replaced, or discarded by an effect (its
    /// side's match record [`crate::state::PlayerFlags::supports_discarded`] counts it).
    SupportLeft(Player),
    /// A card of this side's hand was discarded by an effect (not played, not tuned, not
    /// burned by a full hand).
    CardDiscarded(HandCard),
    /// The top card of this side's draw pile was discarded by an effect (Kaveh's Burst Scan:
    /// [`Command::DiscardDeckTop`]): heard by the same entities as [`Event::CardDiscarded`]
    /// (its listen bit), answered by [`crate::cards::EntityDef::on_pile_card_discarded`]
    /// ("after you discard a card" counts it; "after you discard a card from your hand"
    /// does not).
    PileCardDiscarded(Player),
    /// A card of this side's hand or pile was discarded by an effect, and its card
    /// definition answers its own discard ([`crate::cards::CardDef::on_self_discarded`]:
    /// "此牌在手牌或牌库中被舍弃后", "此牌被舍弃时"): raised after [`Event::CardDiscarded`] /
    /// [`Event::PileCardDiscarded`] of the same discard, run (on that card alone) once the
    /// effect in progress completes, as [`Event::Own`].
    SelfDiscarded(HandCard),
    /// A card of this side's hand was tuned (Elemental Tuning: converted into a die).
    CardTuned(HandCard),
    /// An entity's handler about itself ([`crate::cards::EntityDef::on_discarded`],
    /// [`crate::cards::EntityDef::on_created_again`], [`crate::cards::EntityDef::on_created`]):
    /// raised when it leaves play, is created again or is created, run (on that entity
    /// alone) once the effect in progress completes.
    Own(OwnHook),
    /// A player's action (a skill, a card, a switch, Elemental Tuning, a Technique, the end
    /// of their round) has been taken and its effects have resolved, before the turn passes
    /// ("after either player performs any action").
    AfterAction(Player),
    /// A character was healed (the HP restored; also 0 at full HP).
    Healed(Healed),
    /// An equipment card attached to a character was discarded (replaced, or its character
    /// defeated); not one returned to the hand or moved to another character.
    EquipmentDiscarded(EquipmentDiscarded),
    /// The round ends ("at the end of the Round"): after the End Phase's effects and its
    /// draws, before durations tick.
    RoundEnd,
    /// A player's active character used its Technique, and its effects have resolved ("after
    /// your side uses a Skill or a Technique").
    AfterTechnique(Player),
    /// A player gained dice from an effect ("each time the opponent gains an Elemental
    /// Die"): created dice, not the Roll Phase's, not dice converted or tuned.
    DiceGained(DiceGained),
    /// A shield status or shield combat status of this side left play, however it went
    /// (used up, discarded by an effect, expired): "after your Shield Status or Shield
    /// Combat Status is removed".
    ShieldLeft(ShieldLeft),
    /// A player drew cards from their pile, by any cause (the End Phase, an effect, a named
    /// card): one event per draw, with how many cards left the pile (those burned by a full
    /// hand too): "after you draw a card", "after the opponent has drawn 4 cards".
    CardsDrawn(CardsDrawn),
}

/// A player drew cards ([`Event::CardsDrawn`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardsDrawn {
    /// Who drew them.
    pub player: Player,
    /// How many cards left the pile (also those burned by a full hand).
    pub n: u8,
}

/// A shield left play ([`Event::ShieldLeft`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ShieldLeft {
    /// Its side.
    pub player: Player,
    /// The shield.
    pub id: EntityId,
}

/// A player gained dice from an effect ([`Event::DiceGained`]): one event for the dice one
/// effect created at once (those kept under the 16-dice cap).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiceGained {
    /// Who gained them.
    pub player: Player,
    /// How many.
    pub n: u8,
}

/// What an entity's handler about itself answers ([`Event::Own`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OwnHook {
    /// Its side.
    pub player: Player,
    /// The list it is (or was) in.
    pub zone: Zone,
    /// The entity.
    pub id: EntityId,
    /// It was created again (else: it left play).
    pub again: bool,
    /// It was created (first put in play; `again` is false).
    #[serde(default)]
    pub created: bool,
}

impl Event {
    /// The [`listen`] bit of this event.
    pub const fn bit(&self) -> Listen {
        match self {
            Event::BattleBegins => listen::BATTLE_BEGINS,
            Event::ActionPhaseStart => listen::ACTION_PHASE_START,
            Event::EndPhase => listen::END_PHASE,
            Event::AfterSkill(_) => listen::AFTER_SKILL,
            Event::Damaged(_) => listen::DAMAGED,
            Event::Switched(_) => listen::SWITCHED,
            Event::Reaction(_) => listen::REACTION,
            Event::Defeated(_) => listen::DEFEATED,
            Event::CardPlayed(_) => listen::CARD_PLAYED,
            Event::DeclaredEnd(_) => listen::DECLARED_END,
            Event::BeforeAction(_) => listen::BEFORE_ACTION,
            Event::SummonLeft(_) => listen::SUMMON_LEFT,
            Event::SupportLeft(_) => listen::SUPPORT_LEFT,
            Event::CardDiscarded(_) | Event::PileCardDiscarded(_) | Event::SelfDiscarded(_) => {
                listen::CARD_DISCARDED
            }
            Event::CardTuned(_) => listen::CARD_TUNED,
            Event::Own(h) if h.created => listen::CREATED,
            Event::Own(h) if h.again => listen::CREATED_AGAIN,
            Event::Own(_) => listen::DISCARDED,
            Event::AfterAction(_) => listen::AFTER_ACTION,
            Event::Healed(_) => listen::HEALED,
            Event::EquipmentDiscarded(_) => listen::EQUIPMENT_DISCARDED,
            Event::RoundEnd => listen::ROUND_END,
            Event::AfterTechnique(_) => listen::AFTER_TECHNIQUE,
            Event::DiceGained(_) => listen::DICE_GAINED,
            Event::ShieldLeft(_) => listen::SHIELD_LEFT,
            Event::CardsDrawn(_) => listen::CARDS_DRAWN,
        }
    }
}

/// A set of bits of [`listen`]: the events and queries an entity responds to (room for 64
/// kinds).
pub type Listen = u64;

/// A [`Listen`] set folded to 32 bits (bit `i` and bit `i + 32` share a place), for the
/// per-player summary kept in the state: two sets that share a bit fold to sets that share
/// a bit.
#[inline]
pub const fn fold_listen(bits: Listen) -> u32 {
    (bits | bits >> 32) as u32
}

/// Bits naming what an entity listens to: events, and the queries of damage and cost.
pub mod listen {
    use super::Listen;
    /// [`super::Event::BattleBegins`].
    pub const BATTLE_BEGINS: Listen = 1 << 0;
    /// [`super::Event::ActionPhaseStart`].
    pub const ACTION_PHASE_START: Listen = 1 << 1;
    /// [`super::Event::EndPhase`].
    pub const END_PHASE: Listen = 1 << 2;
    /// [`super::Event::AfterSkill`].
    pub const AFTER_SKILL: Listen = 1 << 3;
    /// [`super::Event::Switched`].
    pub const SWITCHED: Listen = 1 << 4;
    /// [`super::Event::Reaction`].
    pub const REACTION: Listen = 1 << 5;
    /// [`super::Event::Defeated`].
    pub const DEFEATED: Listen = 1 << 6;
    /// [`super::Event::CardPlayed`].
    pub const CARD_PLAYED: Listen = 1 << 7;
    /// [`super::Event::Damaged`].
    pub const DAMAGED: Listen = 1 << 8;
    /// The character it is attached to would be defeated (statuses and the character
    /// itself; the first that prevents it wins).
    pub const WOULD_BE_DEFEATED: Listen = 1 << 9;
    /// Whether a Switch Character action is a fast action.
    pub const SWITCH_SPEED: Listen = 1 << 10;
    /// The Roll Phase: how many rerolls its side gets.
    pub const ROLL: Listen = 1 << 13;
    /// Its Technique is used (an equipment's own skill).
    pub const TECHNIQUE: Listen = 1 << 14;
    /// The entity's duration ran out at the end of the round (called on that entity just
    /// before it is discarded).
    pub const EXPIRED: Listen = 1 << 11;
    /// The character it is attached to is defeated (called on that status or equipment, with
    /// the damage that defeated the character, just before it is discarded).
    pub const OWNER_DEFEATED: Listen = 1 << 12;
    /// The character it is attached to (a passive skill: the character itself) was revived.
    pub const REVIVED: Listen = 1 << 15;
    /// Changes the cost of an action: "N less Elemental Dice", of any kind
    /// ([`crate::cards::CostStage::Any`]).
    pub const COST: Listen = 1 << 16;
    /// Changes the type of damage its side deals (infusions).
    pub const DAMAGE_TYPE: Listen = 1 << 17;
    /// Adds to damage its side deals.
    pub const DAMAGE_ADD: Listen = 1 << 18;
    /// Adds to damage its side takes.
    pub const DAMAGE_TAKEN_ADD: Listen = 1 << 19;
    /// Multiplies damage its side deals.
    pub const DAMAGE_MUL: Listen = 1 << 20;
    /// Multiplies (e.g. halves) damage its side takes.
    pub const DAMAGE_TAKEN_MUL: Listen = 1 << 21;
    /// Decreases damage its side takes: flat reductions and shields, which apply in the
    /// calculation order, each seeing what the previous ones left.
    pub const DAMAGE_DECREASE: Listen = 1 << 22;
    /// [`super::Event::DeclaredEnd`].
    pub const DECLARED_END: Listen = 1 << 23;
    /// [`super::Event::BeforeAction`].
    pub const BEFORE_ACTION: Listen = 1 << 24;
    /// Changes the cost of the opposing side's actions (raises them: Chains of Warding
    /// Thunder).
    pub const OPPONENT_COST: Listen = 1 << 25;
    /// Pays what is left of the cost of its side's actions once every other modifier has
    /// run (Timaeus, Wagner).
    pub const COST_REST: Listen = 1 << 26;
    /// [`super::Event::SummonLeft`].
    pub const SUMMON_LEFT: Listen = 1 << 27;
    /// Adds to damage the opposing side's characters take, whoever deals it ("Opposing
    /// character(s) take +1 Cryo DMG": Talisman Spirit), a side's damage to itself too.
    pub const OPPONENT_DAMAGE_TAKEN_ADD: Listen = 1 << 28;
    /// Raises the cost of its side's actions or lowers their unaligned dice
    /// ([`crate::cards::CostStage::Unaligned`]).
    pub const COST_UNALIGNED: Listen = 1 << 29;
    /// Lowers the dice of one element of its side's actions
    /// ([`crate::cards::CostStage::Element`]).
    pub const COST_ELEMENT: Listen = 1 << 30;
    /// The entity itself leaves play, however it goes (used up, discarded by an effect,
    /// expired, its character defeated): run on that entity (as it left) once the effect
    /// that removed it completes. Heard by that entity alone ([`super::Event::Own`]); folds onto [`TECHNIQUE`], a rare one.
    pub const DISCARDED: Listen = 1 << 46;
    /// The entity itself is created again while in play (refreshed or stacked): run on that
    /// entity once the effect that refreshed it completes. Heard by that entity alone ([`super::Event::Own`]);
    /// folds onto [`REVIVED`], a rare one.
    pub const CREATED_AGAIN: Listen = 1 << 47;
    /// The entity itself is put in play (created, not refreshed: "when this card enters
    /// play"): run on that entity once the effect that created it completes. Heard by that
    /// entity alone ([`super::Event::Own`]); a high bit (it folds onto bit 2's place).
    pub const CREATED: Listen = 1 << 34;
    /// [`super::Event::AfterAction`] (a high bit: it folds onto [`REACTION`]'s place in the
    /// per-player summary).
    pub const AFTER_ACTION: Listen = 1 << 37;
    /// [`super::Event::SupportLeft`] (a high bit: it folds onto [`COST`]'s place in the
    /// per-player summary).
    pub const SUPPORT_LEFT: Listen = 1 << 48;
    /// [`super::Event::CardDiscarded`] (a high bit: it folds onto bit 24's place in the
    /// per-player summary).
    pub const CARD_DISCARDED: Listen = 1 << 56;
    /// [`super::Event::RoundEnd`].
    pub const ROUND_END: Listen = 1 << 53;
    /// [`super::Event::AfterTechnique`].
    pub const AFTER_TECHNIQUE: Listen = 1 << 54;
    /// [`super::Event::DiceGained`] (a high bit: it folds onto [`DAMAGED`]'s place in the
    /// per-player summary).
    pub const DICE_GAINED: Listen = 1 << 40;
    /// [`super::Event::ShieldLeft`] (a high bit: it folds onto [`WOULD_BE_DEFEATED`]'s
    /// place in the per-player summary).
    pub const SHIELD_LEFT: Listen = 1 << 41;
    /// [`super::Event::CardsDrawn`] (a high bit: it folds onto [`OPPONENT_COST`]'s place in
    /// the per-player summary).
    pub const CARDS_DRAWN: Listen = 1 << 57;
    /// [`super::Event::CardTuned`] (a high bit: it folds onto [`CARD_PLAYED`]'s place in the
    /// per-player summary).
    pub const CARD_TUNED: Listen = 1 << 39;
    /// [`super::Event::Healed`] (a high bit: it folds onto [`OWNER_DEFEATED`]'s place in
    /// the per-player summary).
    pub const HEALED: Listen = 1 << 44;
    /// [`super::Event::EquipmentDiscarded`] (a high bit: it folds onto [`TECHNIQUE`]'s
    /// place in the per-player summary).
    pub const EQUIPMENT_DISCARDED: Listen = 1 << 45;
    /// A reaction on a character, before its own effects: they may be cancelled
    /// ([`crate::cards::ReactionQuery`]; a high bit: it folds onto [`DEFEATED`]'s place in the
    /// per-player summary).
    pub const REACTION_EFFECTS: Listen = 1 << 38;
}

/// Where a dispatch of an event has got to, so it can resume after each handler.
///
/// The order is the rules' "Calculation Order" as the game applies it: the `first` player's
/// entities, then the other's; within a player, the active character's equipment and
/// statuses (active as it was when the dispatch began), then combat statuses, then the other
/// characters' by position from the active one, then summons and supports; within a list,
/// order of entry (docs/rules.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cursor {
    /// Player whose entities go first.
    pub first: Player,
    /// Active position of each player when the dispatch began (set by its first step).
    pub base: [u8; 2],
    /// 0: first player, 1: the other.
    pub pi: u8,
    /// 0: the active character; 1: combat statuses; 2, 3: the other characters by position
    /// from the active one; 4: summons; 5: supports.
    pub zone: u8,
    /// Next position in that list.
    pub idx: u8,
    /// Creation stamp ([`crate::state::Status::stamp`]) of the entity handled last in this
    /// list. A list is in order of creation, so the dispatch resumes at the first entity
    /// created after that one, however the list changed meanwhile (that entity and others
    /// before it discarded, e.g. a status spent while a Dendro Core earlier in the list was
    /// used up).
    pub prev: OptStamp,
    /// Check for defeats after each handler (phase events: each is its own effect).
    pub check_defeats: bool,
    /// [`crate::state::Globals::created`] when the dispatch began (set by its first step):
    /// only entities created by then respond. As in the game, the listeners of an event are
    /// those in play when it starts to resolve; an entity created meanwhile (a Burning Flame
    /// summoned by a summon's End Phase damage) does not respond to it.
    pub created: OptStamp,
}

/// A creation stamp or none, in two bytes (an `Option<u16>` takes four), so that a
/// [`Command`] stays small: the stack is copied with every state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OptStamp(u16);

impl OptStamp {
    /// No stamp.
    pub const NONE: OptStamp = OptStamp(0);

    /// A stamp (stamps stop below `u16::MAX`, see [`crate::state::Globals::created`]).
    #[inline]
    pub const fn some(stamp: u16) -> OptStamp {
        OptStamp(stamp.saturating_add(1))
    }

    /// The stamp, if any.
    #[inline]
    pub const fn get(self) -> Option<u16> {
        self.0.checked_sub(1)
    }
}

// A "choose 1 of N" offer waits on the command stack: it must not make every command
// (and the stack, 20 of them in the state) bigger.
const _: () = assert!(
    std::mem::size_of::<Command>() <= 24,
    "Command grew past 24 bytes"
);

/// A unit of pending work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Command {
    /// Wait for these players (bits of [`Player::bit`]) to decide.
    Await {
        /// What is asked.
        kind: DecisionKind,
        /// Who still has to decide.
        players: u8,
    },
    /// Wait for a chance outcome.
    Chance(ChanceRequest),
    /// Draw the starting hands, then redraw.
    StartingHands,
    /// Ask both players for their first active character.
    BeginChooseActive,
    /// Start a round: reset per-round state, Roll Phase.
    StartRound,
    /// After the rolls: ask for rerolls.
    BeginReroll,
    /// After the Roll Phase: battle-begins effects (round 1), then the Action Phase.
    BeginActionPhase,
    /// The Action Phase loop: "before you choose your action" effects of the current
    /// player, then [`Command::Turn`]; or the End Phase.
    ActionPhase,
    /// The current player's turn: their prepared skill, or their choice of action.
    Turn,
    /// After a combat action of this player: pass the turn (unless they act again).
    EndTurn(Player),
    /// This player acts again when their current combat action ends
    /// ([`crate::state::PlayerFlags::act_again`]).
    ActAgain(Player),
    /// Start the End Phase.
    EndPhase,
    /// Both players draw in the End Phase.
    EndPhaseDraw,
    /// Durations tick, round ends.
    EndRound,
    /// The round number steps: next round, or the round limit.
    NextRound,
    /// End the game if a side is defeated; otherwise ask for new active characters.
    #[default]
    CheckDefeats,
    /// Draw cards.
    Draw {
        /// Who draws.
        player: Player,
        /// How many.
        n: u8,
    },
    /// A card's effects.
    PlayCard {
        /// Who plays it.
        player: Player,
        /// Which card.
        card: CardId,
        /// Its target.
        target: crate::action::Target,
        /// A Normal Attack it makes a character use is charged (dice even before paying).
        charged: bool,
        /// A Normal Attack it makes the active character use plunges.
        plunging: bool,
    },
    /// Attach an equipment card to a character, replacing equipment of the same kind
    /// (weapon, artifact, technique).
    Equip {
        /// Whose character.
        player: Player,
        /// Its position.
        character: u8,
        /// The card.
        card: CardId,
    },
    /// Bring a defeated character back with this much HP.
    Revive {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// HP it comes back with.
        hp: u8,
    },
    /// Draw a random card of the pile having all these tags (bits of
    /// [`crate::facts::card_tag`]).
    DrawTagged {
        /// Who draws.
        player: Player,
        /// The tags.
        tags: u32,
    },
    /// A "choose 1 of N" offer ([`Offer`]): its random picks are drawn, then its player
    /// chooses one (the decision waits above this command, which holds the offer).
    Select(Offer),
    /// Ask a player to reroll (up to `times` times), outside the Roll Phase too.
    Reroll {
        /// Who.
        player: Player,
        /// How many rerolls.
        times: u8,
    },
    /// Discard the entity at a position of a list.
    RemoveAt {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// Position.
        pos: u8,
    },
    /// Use the active character's Technique (its equipment's own skill).
    Technique {
        /// Whose character.
        player: Player,
        /// Its position.
        character: u8,
        /// The target chosen for it ([`crate::action::Target::None`]: none).
        target: crate::action::Target,
    },
    /// Void the Event cards in a player's hand ([`crate::state::PlayerFlags::voided`]).
    VoidEvents(Player),
    /// Put the `count` cards of a player's hand that cost the most dice now (in hand order
    /// among equals) at the bottom of their draw pile, one after the other.
    CostliestToDeckBottom {
        /// Whose hand.
        player: Player,
        /// How many cards.
        count: u8,
    },
    /// Put `count` new copies of a card into a player's draw pile, one after the other, at
    /// `spot` ([`DeckSpot`]); a random place is a chance request
    /// ([`crate::chance::ChanceRequest::DeckPlace`]). A card that finds the pile full is
    /// lost.
    InsertIntoDeck {
        /// Whose pile.
        player: Player,
        /// Which card.
        card: CardId,
        /// How many copies.
        count: u8,
        /// Where they go.
        spot: DeckSpot,
    },
    /// A player draws a copy of a card from their pile, if there is one ("draw 1 Crystal
    /// Shrapnel card"): one of the copies at random, each equally likely (which one decides
    /// the order of the rest of the pile): a
    /// [`crate::chance::ChanceRequest::DrawCard`] when there are several.
    DrawCard {
        /// Who draws.
        player: Player,
        /// Which card.
        card: CardId,
    },
    /// Discard one card of a player's hand among those that cost the most dice as printed,
    /// at random ("randomly discard 1 card with the highest Elemental Dice cost": a
    /// [`crate::chance::ChanceRequest::DiscardCostliest`] when more than one ties).
    DiscardCostliest(Player),
    /// Void one card of a player's hand that is not voided yet, at random ("give 1 random
    /// card in the opponent's hand Nullification": a
    /// [`crate::chance::ChanceRequest::VoidRandom`] when more than one may be chosen).
    VoidRandom(Player),
    /// Discard the top card of a player's draw pile (if there is one): "舍弃我方牌库顶的1张
    /// 卡牌"), raising [`Event::PileCardDiscarded`].
    DiscardDeckTop(Player),
    /// Discard the first copy of a card from a hand (if there is one).
    DiscardCard {
        /// Whose hand.
        player: Player,
        /// Which card.
        card: CardId,
    },
    /// Put a card into a hand (discarded if the hand is full).
    CreateCard {
        /// Whose hand.
        player: Player,
        /// Which card.
        card: CardId,
    },
    /// A character uses a skill (its effects are pushed).
    UseSkill {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// Position of the skill in the card's skill list.
        skill: u8,
        /// The Normal Attack is a Charged Attack.
        charged: bool,
        /// The Normal Attack is a Plunging Attack.
        plunging: bool,
    },
    /// A character uses the skill it has prepared (as its player's action): like
    /// [`Command::UseSkill`], but, as the rules say of prepared skills, it does not trigger
    /// effects of "using a skill" (no [`Event::AfterSkill`]) and, as in the game, its user
    /// gains no energy.
    UsePreparedSkill {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// Position of the skill in the card's skill list.
        skill: u8,
        /// The own data ([`crate::state::Status::aux`]) of the status that prepared it
        /// (discarded as the skill starts): what the preparing skill noted for it (the
        /// element Sayu's Fuufuu Whirlwind Kick takes).
        #[serde(default)]
        aux: u8,
    },
    /// After a skill's effects: energy, then the events its effects raised, then "after
    /// skill" events.
    FinishSkill {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// Position of the skill.
        skill: u8,
        /// Where the skill's events start in the deferred list.
        start: u8,
        /// The opposing active character when the skill was used.
        target: u8,
        /// A Normal Attack that is a Charged Attack.
        charged: bool,
        /// A Normal Attack that is a Plunging Attack.
        plunging: bool,
        /// A prepared skill: no energy, no "after skill" events.
        prepared: bool,
        /// The skill said its user gains no energy from this use
        /// ([`crate::cards::SkillCx::no_energy`]).
        no_energy: bool,
    },
    /// Dispatch the events waiting in the deferred list from `start` (last first), one
    /// after the other: the events of an effect that raised more than the stack holds
    /// dispatches for at once.
    DrainEvents {
        /// Where they start in the deferred list.
        start: u8,
    },
    /// A status's triggered effect is complete: dispatch the events it raised.
    EndFrame {
        /// Where its events start in the deferred list.
        start: u8,
    },
    /// Deal damage.
    Damage(DamageCmd),
    /// Heal a character.
    Heal {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// HP to restore.
        amount: u8,
        /// It comes from an Artifact ([`Healed::by_artifact`]).
        by_artifact: bool,
    },
    /// Heal a character by a redistribution of HP (Water and Justice): a heal that Bond of
    /// Life does not negate.
    HealRedistributed {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// HP to restore.
        amount: u8,
    },
    /// Apply an element without damage.
    Apply {
        /// The side that applies it (for the reaction's effects).
        from: Player,
        /// The side of the character it is applied to.
        to: Player,
        /// Position of that character.
        character: u8,
        /// The element.
        element: Element,
    },
    /// Create an entity (or refresh / stack the existing one).
    Add {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
        /// Usages to give (0: the entity's default).
        usage: u8,
    },
    /// Create an entity (or refresh / stack the existing one) on `player`'s active character
    /// as of when this command runs: after the effects before it (the character an
    /// Overloaded of the damage before it switched in), as "deal damage, then attach to the
    /// opposing active character" reads (Lisa's Conductive). Nothing if that character is
    /// defeated.
    AddToActive {
        /// Whose side.
        player: Player,
        /// What.
        id: EntityId,
    },
    /// Give an entity more usages ("+1 Usage"), beyond any stacking limit.
    GainUsage {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
        /// Which one of that kind ([`crate::state::Status::stamp`]; 0: the first).
        stamp: u16,
        /// How many usages.
        n: u8,
    },
    /// Summon at random ([`crate::chance::SummonDraw`]): at once when only one sequence of
    /// picks is possible, else through a [`ChanceRequest::RandomSummon`].
    SummonRandom {
        /// Whose summons.
        player: Player,
        /// What is drawn.
        draw: crate::chance::SummonDraw,
    },
    /// Spend usages of an entity, discarding it at 0.
    Spend {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
        /// Which one of that kind ([`crate::state::Status::stamp`]; 0: the first).
        stamp: u16,
        /// How many usages.
        n: u8,
    },
    /// Set the usages of an entity (if it is there), without discarding it at 0.
    SetUsage {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
        /// The usages.
        usage: u8,
    },
    /// Set the rounds left of an entity (if it is there): a duration an effect sets or
    /// lengthens beyond its stacking ("apply Chisel-Light Mirror with 3 Duration (Rounds)").
    SetDuration {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
        /// The rounds left.
        duration: u8,
    },
    /// Set the own data ([`crate::state::Status::aux`]) of an entity (if it is there).
    SetAux {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
        /// The data.
        aux: u8,
    },
    /// Change an entity (if it is there) into another entity in place: the same position,
    /// usages, duration, per-round counter and own data, the new entity's handlers
    /// (Seats Sacred and Secular turning Salon Members into Singer of Many Waters: the
    /// reference's `transformDefinition`). Nothing happens if `to` is already in that list.
    Transform {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What it is.
        id: EntityId,
        /// What it becomes.
        to: EntityId,
    },
    /// Run the signal handler ([`crate::cards::EntityDef::on_signal`]) of an entity (if it
    /// is there) as a triggered effect of its own: its events wait until it completes, and
    /// the characters its damage brings to 0 HP are defeated then (before what follows,
    /// and before the choice of a new active character). One entity telling another to act
    /// (Seed of Skandha setting off the other seeds of its side, as the reference's custom
    /// events do).
    Signal {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
    },
    /// Run the signal handler ([`crate::cards::EntityDef::on_signal`]) of a character's
    /// passive skills (if the character is alive), as [`Command::Signal`] runs an entity's:
    /// a skill telling its own passive to act at this point of its effects, after the ones
    /// before it resolved (Hydro Hilichurl Rogue's Slash of Surging Tides, which looks for
    /// Frozen once its damage is dealt, before the characters it defeats leave).
    SignalPassive {
        /// Whose side.
        player: Player,
        /// The character's position.
        character: u8,
    },
    /// Run the End Phase handler ([`crate::cards::EntityDef::on_end_phase`]) of an entity
    /// (if it is there) now, as a triggered effect of its own, as [`Command::Signal`] runs
    /// its signal handler: "trigger a Summon's End Phase effect" (Koholasaurus, Ultimate
    /// Surfing Buddy!); its usage is spent as in the End Phase.
    EndPhaseOf {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
    },
    /// One of a player's summons, at random, triggers its End Phase effect
    /// ([`Command::EndPhaseOf`]): nothing without summons, that one with one, a chance
    /// request ([`crate::chance::ChanceRequest::SummonEndPhase`]) with more.
    RandomEndPhase(Player),
    /// `player` steals the card of the opposing hand that costs the most dice as printed
    /// (random among equals: a chance request, [`crate::chance::ChanceRequest::StealCostliest`]):
    /// it goes to `player`'s hand in sight of both players, or is discarded from a full hand.
    StealCostliest(Player),
    /// Discard an entity.
    Remove {
        /// Whose side.
        player: Player,
        /// Which list.
        zone: Zone,
        /// What.
        id: EntityId,
    },
    /// Make a character active.
    Switch {
        /// Whose side.
        player: Player,
        /// New active position.
        to: u8,
        /// How.
        kind: SwitchKind,
    },
    /// Move an entity of a player's side to another list of that side, keeping its usages,
    /// duration and own data (equipment shifted to another character), its per-round counter
    /// reset if `reset` ("reset the usages per round of its effects"). Nothing happens if it
    /// is not there, or the destination character is defeated.
    Move {
        /// Whose.
        player: Player,
        /// From this list.
        from: Zone,
        /// To this list (an entity of the same id there is replaced).
        to: Zone,
        /// Which.
        id: EntityId,
        /// Reset its per-round counter.
        reset: bool,
    },
    /// Switch to the next (or previous) living character.
    ForceSwitch {
        /// Whose side.
        player: Player,
        /// Previous instead of next.
        backward: bool,
    },
    /// Raise a living character's maximum HP ("gains 1 additional Max HP"); the heal that
    /// goes with it is a command of its own.
    MaxHp {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// How much.
        n: u8,
    },
    /// Give a character energy (up to its maximum).
    Energy {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// How much.
        n: u8,
    },
    /// A character changes form ("permanently switches to Crimson Witch of Embers state";
    /// Azhdaha's Elemental Absorption): it becomes the character `to` (another definition
    /// of the same card: its skills, element and passive skills are the new form's),
    /// keeping what it has (HP, energy up to the new maximum, aura, statuses and equipment,
    /// skill uses): docs/rules.md, "A character changes form". Nothing if it is defeated.
    ChangeForm {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// The form it takes.
        to: CharacterId,
    },
    /// Take energy away from a character (down to 0), e.g. Calx's Arts shifting it.
    LoseEnergy {
        /// Its side.
        player: Player,
        /// Its position.
        character: u8,
        /// How much.
        n: u8,
    },
    /// Take dice away from a player (those of `dice` it has), e.g. dice a support
    /// collects.
    RemoveDice {
        /// Whose.
        player: Player,
        /// The dice.
        dice: crate::dice::Dice,
    },
    /// Convert up to `n` of a player's dice into `to` ("convert 2 Elemental Dice into Omni
    /// Element"), those least useful first, as the reference chooses them: dice of an element
    /// none of the player's living characters has before the others, then the faces the
    /// player has fewest of, then Cryo, Hydro, Pyro, Electro, Geo, Dendro, Anemo; Omni dice
    /// and dice already of `to` are not converted.
    ConvertDice {
        /// Whose.
        player: Player,
        /// Into this face.
        to: crate::dice::Die,
        /// How many at most.
        n: u8,
    },
    /// Give dice.
    Dice {
        /// Whose.
        player: Player,
        /// The face.
        face: crate::dice::Die,
        /// How many.
        n: u8,
    },
    /// Dispatch an event to listening entities, one at a time.
    Dispatch {
        /// The event.
        event: Event,
        /// Where the dispatch has got to.
        cursor: Cursor,
    },
}

impl Command {
    /// A 64-bit digest of the command for the state hash.
    pub(crate) fn pack(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = crate::hash::FxHasher::default();
        self.hash(&mut h);
        h.finish()
    }

    /// Dispatches `event` from the start of the calculation order.
    /// The dispatch of [`Event::AfterAction`] for `player`'s action, pushed as is (not
    /// through the engine's `dispatch`, which skips an event nobody listens to yet): an
    /// entity the action itself created (a support just played) hears it too, as in the
    /// reference.
    pub(crate) fn after_action(player: Player) -> Command {
        Command::dispatch(Event::AfterAction(player), player, true)
    }

    pub(crate) fn dispatch(event: Event, first: Player, check_defeats: bool) -> Command {
        Command::Dispatch {
            event,
            cursor: Cursor {
                first,
                base: [0; 2],
                pi: 0,
                zone: 0,
                idx: 0,
                prev: OptStamp::NONE,
                check_defeats,
                created: OptStamp::NONE,
            },
        }
    }
}
