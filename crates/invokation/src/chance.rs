//! Chance: the randomness of the game, never hidden inside a step.
//!
//! When a state needs a random outcome it stops and reports a [`ChanceRequest`]
//! (`state.pending()`). The caller fills it with [`GameState::apply_chance`], choosing the
//! outcome itself (enumerating them with their probabilities where that is practical) or
//! sampling it with [`GameState::sample_chance`] from a seeded [`Rng`].

use crate::command::Offered;
use crate::dice::{Dice, Die};
use crate::facts::{card_tag, CardId, EntityId};
use crate::inline::InlineVec;
use crate::player::Player;
use crate::rng::Rng;
use crate::state::{GameState, Zone, DECK_CAP};
use serde::{Deserialize, Serialize};

/// A random event the state waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ChanceRequest {
    /// Shuffle a player's draw pile. Outcome: [`ChanceOutcome::Shuffle`].
    Shuffle {
        /// Whose pile.
        player: Player,
    },
    /// Roll dice for a player. Outcome: [`ChanceOutcome::Dice`] with `count` dice, each face
    /// (Omni included) equally likely.
    RollDice {
        /// Who rolls.
        player: Player,
        /// How many dice.
        count: u8,
    },
    /// Draw a random card having all these tags from a player's pile. Outcome:
    /// [`ChanceOutcome::Index`] of the card among the matching ones, from the top, each
    /// equally likely.
    DrawTagged {
        /// Who draws.
        player: Player,
        /// Bits of [`crate::facts::card_tag`].
        tags: u32,
    },
    /// Give a player dice of `count` different basic elements (no Omni), e.g. "create 3
    /// different Basic Elemental Dice". Outcome: [`ChanceOutcome::Dice`] with `count` dice
    /// of different elements, each set of elements equally likely.
    DistinctElements {
        /// Who gets them.
        player: Player,
        /// How many dice (at most 7).
        count: u8,
    },
    /// Summons (or statuses) chosen at random for a player ([`SummonDraw`]: "randomly
    /// summons 1 Oceanid Mimic, prioritizing a type not yet on the field"; "Summon 1 Random
    /// Hilichurl Summon!"; "Create 1 Fatui Ambusher of a random type on the opponent's
    /// field"). Outcome: [`ChanceOutcome::Index`] of one of [`SummonDraw::sequences`], each
    /// with its probability.
    RandomSummon {
        /// On whose side.
        player: Player,
        /// What is drawn.
        draw: SummonDraw,
    },
    /// One card of a player's hand discarded at random among those that cost the most dice
    /// as printed ([`crate::command::Command::DiscardCostliest`]). Outcome:
    /// [`ChanceOutcome::Index`] of the card among those, in hand order, each equally likely.
    DiscardCostliest {
        /// Whose hand.
        player: Player,
    },
    /// A player draws one of the copies of a card in their pile at random
    /// ([`crate::command::Command::DrawCard`]). Outcome: [`ChanceOutcome::Index`] of the copy,
    /// from the top, each equally likely.
    DrawCard {
        /// Who draws.
        player: Player,
        /// The card.
        card: CardId,
    },
    /// A card an effect creates goes into a player's draw pile at a random place
    /// ([`crate::command::DeckSpot::Random`], [`crate::command::DeckSpot::AmongTop`]): under
    /// `k` of the pile's top cards, `k` below `among`, each equally likely. Outcome:
    /// [`ChanceOutcome::Index`] `k` (0: on top).
    DeckPlace {
        /// Whose pile.
        player: Player,
        /// The card.
        card: CardId,
        /// How many places it may go to (2 or more: one place is no chance).
        among: u8,
    },
    /// One random pick of a "choose 1 of N" offer ([`crate::command::Offer`], the
    /// [`crate::command::Command::Select`] under this request): a card of the kind `tag`
    /// among [`offer_pool`]. Outcome: [`ChanceOutcome::Index`] of the card in that pool,
    /// each equally likely.
    OfferCard {
        /// Who is offered it.
        player: Player,
        /// The bit of [`crate::facts::card_tag`] of its kind.
        tag: u8,
    },
    /// One of the candidates of a "choose 1 of N" offer given whole (the
    /// [`crate::command::Command::Select`] under this request) is dropped, at random, until
    /// as many are left as it offers. Outcome: [`ChanceOutcome::Index`] of the candidate
    /// dropped, each equally likely.
    OfferDrop {
        /// Who is offered them.
        player: Player,
    },
    /// One card of a player's hand that is not voided yet, voided at random
    /// ([`crate::command::Command::VoidRandom`]). Outcome: [`ChanceOutcome::Index`] of the
    /// card among those, in hand order, each equally likely.
    VoidRandom {
        /// Whose hand.
        player: Player,
    },
    /// The card `player` steals from the opposing hand, at random among those that cost the
    /// most dice as printed ([`crate::command::Command::StealCostliest`]). Outcome:
    /// [`ChanceOutcome::Index`] of the card among those, in hand order, each equally likely.
    StealCostliest {
        /// Who steals.
        player: Player,
    },
    /// One of a player's summons, at random, triggers its End Phase effect ("randomly
    /// triggers an End Phase effect of one of your Summons": [`Act::trigger_end_phase_random`],
    /// under [`crate::command::Command::RandomEndPhase`]). Outcome: [`ChanceOutcome::Index`]
    /// of the summon in its list, each equally likely.
    ///
    /// [`Act::trigger_end_phase_random`]: crate::cards::Act::trigger_end_phase_random
    SummonEndPhase {
        /// Whose summons.
        player: Player,
    },
    /// An entity acts with a chance ("there is a 10% chance of creating Strike Where It
    /// Hurts"): with probability `percent` / 100 its
    /// [`on_signal`](crate::cards::EntityDef::on_signal) handler runs, as for a signal
    /// ([`crate::command::Command::Signal`]); otherwise nothing happens. Outcome:
    /// [`ChanceOutcome::Index`] 1 (it acts) or 0 (it does not). Only a chance strictly
    /// between 0% and 100% is asked (`Act::signal_by_chance`).
    Trial {
        /// The entity's side.
        player: Player,
        /// Its list.
        zone: Zone,
        /// The entity.
        id: EntityId,
        /// The chance it acts, in percent (1 to 99).
        percent: u8,
    },
}

/// Summons (or statuses) drawn at random: `count` picks, one after the other, each among
/// the candidates: one not in the player's list `zone` (nor picked before) if any, else any
/// of them; but once `max_kinds` of them are there, one of those (a text's "at most N types
/// at the same time"). Each pick is equally likely among those eligible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SummonDraw {
    /// The entities it chooses from (the first `kinds`).
    pub candidates: [EntityId; SUMMON_DRAW_KINDS],
    /// How many of `candidates` there are (1 to [`SUMMON_DRAW_KINDS`]).
    pub kinds: u8,
    /// How many of them may be in play at once (`kinds` or more: no limit).
    pub max_kinds: u8,
    /// How many picks (1 to 3).
    pub count: u8,
    /// Where they go: [`Zone::Summons`], or [`Zone::Combat`] (combat statuses).
    pub zone: Zone,
}

/// Most candidates of a [`SummonDraw`].
pub const SUMMON_DRAW_KINDS: usize = 4;

/// Picks of a [`SummonDraw`], in order, with their probability.
pub type SummonSequences = InlineVec<(InlineVec<EntityId, 3>, f64), 64>;

impl SummonDraw {
    /// Draws `count` of `candidates` (at most [`SUMMON_DRAW_KINDS`]) into `zone`.
    pub fn new(candidates: &[EntityId], max_kinds: u8, count: u8, zone: Zone) -> SummonDraw {
        let mut ids = [EntityId::default(); SUMMON_DRAW_KINDS];
        let kinds = candidates.len().min(SUMMON_DRAW_KINDS);
        ids[..kinds].copy_from_slice(&candidates[..kinds]);
        SummonDraw {
            candidates: ids,
            kinds: kinds as u8,
            max_kinds,
            count,
            zone,
        }
    }

    /// The entities it chooses from.
    pub fn candidates(&self) -> &[EntityId] {
        &self.candidates[..(self.kinds as usize).min(SUMMON_DRAW_KINDS)]
    }

    /// The candidates one pick chooses from in `state`, counting `picked` as present.
    pub fn eligible(
        &self,
        state: &GameState,
        player: Player,
        picked: &[EntityId],
    ) -> InlineVec<EntityId, SUMMON_DRAW_KINDS> {
        let list = state.zone(player, self.zone);
        let there = |id: &EntityId| picked.contains(id) || list.iter().any(|s| s.id == *id);
        let all = self.candidates().iter().copied();
        let present: InlineVec<EntityId, SUMMON_DRAW_KINDS> = all.clone().filter(there).collect();
        let absent: InlineVec<EntityId, SUMMON_DRAW_KINDS> =
            all.clone().filter(|c| !there(c)).collect();
        if absent.is_empty() || (present.len() >= self.max_kinds as usize && !present.is_empty()) {
            present
        } else {
            absent
        }
    }

    /// Every sequence of picks, with its probability (in a fixed order: by the first pick
    /// in the order of `candidates`, then the second, ...).
    pub fn sequences(&self, state: &GameState, player: Player) -> SummonSequences {
        let mut out = SummonSequences::new();
        let mut seq = InlineVec::new();
        self.extend(state, player, &mut seq, 1.0, &mut out);
        out
    }

    fn extend(
        &self,
        state: &GameState,
        player: Player,
        seq: &mut InlineVec<EntityId, 3>,
        p: f64,
        out: &mut SummonSequences,
    ) {
        if seq.len() >= self.count.clamp(1, 3) as usize {
            let _ = out.push((*seq, p));
            return;
        }
        let eligible = self.eligible(state, player, seq.as_slice());
        let q = p / eligible.len().max(1) as f64;
        for &id in eligible.iter() {
            let _ = seq.push(id);
            self.extend(state, player, seq, q, out);
            seq.pop();
        }
    }

    /// Draws one sequence of picks: its index among [`SummonDraw::sequences`].
    pub fn sample(&self, state: &GameState, player: Player, rng: &mut Rng) -> usize {
        let mut seq: InlineVec<EntityId, 3> = InlineVec::new();
        while seq.len() < self.count.clamp(1, 3) as usize {
            let eligible = self.eligible(state, player, seq.as_slice());
            let _ = seq.push(eligible[rng.index(eligible.len().max(1))]);
        }
        self.sequences(state, player)
            .iter()
            .position(|(s, _)| *s == seq)
            .unwrap_or(0)
    }
}

/// The outcome of a chance request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ChanceOutcome {
    /// The new order of a draw pile: `order[i]` is the position in the current pile of the
    /// card that goes to position `i` (position 0 is the bottom; the last is the top).
    Shuffle(InlineVec<u8, DECK_CAP>),
    /// Rolled dice.
    Dice(Dice),
    /// One of several equally likely choices.
    Index(u8),
}

/// Why a chance outcome was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChanceError {
    /// The state is not waiting for chance.
    NotChance,
    /// The outcome is of another kind than the request.
    WrongKind,
    /// An index beyond the choices.
    BadIndex,
    /// A shuffle that is not a permutation of the pile.
    BadPermutation,
    /// Dice the request cannot give (an Omni die, or two of one element where they must
    /// differ).
    BadDice,
    /// Dice of the wrong count.
    WrongDiceCount {
        /// Dice the request asks for.
        expected: u8,
        /// Dice given.
        got: u32,
    },
}

impl std::fmt::Display for ChanceError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ChanceError::NotChance => write!(f, "the game is not waiting for a chance outcome"),
            ChanceError::WrongKind => write!(f, "the outcome does not answer the chance request"),
            ChanceError::BadPermutation => {
                write!(f, "the shuffle is not a permutation of the pile")
            }
            ChanceError::WrongDiceCount { expected, got } => {
                write!(f, "expected {expected} dice, got {got}")
            }
            ChanceError::BadIndex => write!(f, "the index is beyond the choices"),
            ChanceError::BadDice => write!(f, "the dice are not different basic elements"),
        }
    }
}

impl std::error::Error for ChanceError {}

impl ChanceRequest {
    /// Checks that `outcome` answers this request in `state`.
    pub fn check(&self, state: &GameState, outcome: &ChanceOutcome) -> Result<(), ChanceError> {
        match (self, outcome) {
            (ChanceRequest::Shuffle { player }, ChanceOutcome::Shuffle(order)) => {
                let n = state.player(*player).deck.len();
                let mut seen = [false; DECK_CAP];
                if order.len() != n {
                    return Err(ChanceError::BadPermutation);
                }
                for &i in order.iter() {
                    let i = i as usize;
                    if i >= n || seen[i] {
                        return Err(ChanceError::BadPermutation);
                    }
                    seen[i] = true;
                }
                Ok(())
            }
            (ChanceRequest::RollDice { count, .. }, ChanceOutcome::Dice(d)) => {
                if d.total() != *count as u32 {
                    return Err(ChanceError::WrongDiceCount {
                        expected: *count,
                        got: d.total(),
                    });
                }
                Ok(())
            }
            (ChanceRequest::DrawTagged { player, tags }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < tagged_count(state, *player, *tags) {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::RandomSummon { player, draw }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < draw.sequences(state, *player).len() {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::StealCostliest { player }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < state.costliest_tied(player.other()).len() {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::SummonEndPhase { player }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < state.player(*player).summons.len() {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::DiscardCostliest { player }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < state.costliest_tied(*player).len() {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::DrawCard { player, card }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < state.copies_in_deck(*player, *card) {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::DeckPlace { among, .. }, ChanceOutcome::Index(k)) => {
                if k < among {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::OfferCard { tag, .. }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < offer_pool(state, *tag).count() {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::OfferDrop { .. }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < offered_count(state) {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::VoidRandom { player }, ChanceOutcome::Index(k)) => {
                if (*k as usize) < state.unvoided_in_hand(*player).len() {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::Trial { .. }, ChanceOutcome::Index(k)) => {
                if *k <= 1 {
                    Ok(())
                } else {
                    Err(ChanceError::BadIndex)
                }
            }
            (ChanceRequest::DistinctElements { count, .. }, ChanceOutcome::Dice(d)) => {
                if d.total() != *count as u32 {
                    return Err(ChanceError::WrongDiceCount {
                        expected: *count,
                        got: d.total(),
                    });
                }
                if d.count(Die::Omni) > 0 || d.0.iter().any(|&k| k > 1) {
                    return Err(ChanceError::BadDice);
                }
                Ok(())
            }
            _ => Err(ChanceError::WrongKind),
        }
    }

    /// Samples an outcome.
    pub fn sample(&self, state: &GameState, rng: &mut Rng) -> ChanceOutcome {
        match *self {
            ChanceRequest::Shuffle { player } => {
                let n = state.player(player).deck.len();
                let mut order: InlineVec<u8, DECK_CAP> = InlineVec::new();
                for i in 0..n {
                    let _ = order.push(i as u8);
                }
                rng.shuffle(order.as_mut_slice());
                ChanceOutcome::Shuffle(order)
            }
            ChanceRequest::RollDice { count, .. } => {
                let mut d = Dice::EMPTY;
                for _ in 0..count {
                    d.0[rng.index(Die::NUM)] += 1;
                }
                ChanceOutcome::Dice(d)
            }
            ChanceRequest::DrawTagged { player, tags } => {
                let n = tagged_count(state, player, tags).max(1);
                ChanceOutcome::Index(rng.index(n) as u8)
            }
            ChanceRequest::RandomSummon { player, draw } => {
                ChanceOutcome::Index(draw.sample(state, player, rng) as u8)
            }
            ChanceRequest::DiscardCostliest { player } => {
                let n = state.costliest_tied(player).len().max(1);
                ChanceOutcome::Index(rng.index(n) as u8)
            }
            ChanceRequest::VoidRandom { player } => {
                let n = state.unvoided_in_hand(player).len().max(1);
                ChanceOutcome::Index(rng.index(n) as u8)
            }
            ChanceRequest::StealCostliest { player } => {
                let n = state.costliest_tied(player.other()).len().max(1);
                ChanceOutcome::Index(rng.index(n) as u8)
            }
            ChanceRequest::SummonEndPhase { player } => {
                let n = state.player(player).summons.len().max(1);
                ChanceOutcome::Index(rng.index(n) as u8)
            }
            ChanceRequest::Trial { percent, .. } => {
                ChanceOutcome::Index((rng.below(100) < percent as u32) as u8)
            }
            ChanceRequest::DeckPlace { among, .. } => {
                ChanceOutcome::Index(rng.index(among.max(1) as usize) as u8)
            }
            ChanceRequest::OfferCard { tag, .. } => {
                let n = offer_pool(state, tag).count().max(1);
                ChanceOutcome::Index(rng.index(n) as u8)
            }
            ChanceRequest::OfferDrop { .. } => {
                ChanceOutcome::Index(rng.index(offered_count(state).max(1)) as u8)
            }
            ChanceRequest::DrawCard { player, card } => {
                let n = state.copies_in_deck(player, card).max(1);
                ChanceOutcome::Index(rng.index(n) as u8)
            }
            ChanceRequest::DistinctElements { count, .. } => {
                let mut faces = [1u8, 2, 3, 4, 5, 6, 7];
                rng.shuffle(&mut faces);
                let mut d = Dice::EMPTY;
                for &f in faces.iter().take(count as usize) {
                    d.0[f as usize] = 1;
                }
                ChanceOutcome::Dice(d)
            }
        }
    }

    /// The probability of an outcome (0 if it does not answer the request).
    pub fn probability(&self, state: &GameState, outcome: &ChanceOutcome) -> f64 {
        if self.check(state, outcome).is_err() {
            return 0.0;
        }
        match (self, outcome) {
            (ChanceRequest::Shuffle { player }, _) => {
                let n = state.player(*player).deck.len();
                1.0 / factorial(n)
            }
            (ChanceRequest::DrawTagged { player, tags }, _) => {
                1.0 / tagged_count(state, *player, *tags).max(1) as f64
            }
            (ChanceRequest::RandomSummon { player, draw }, ChanceOutcome::Index(k)) => draw
                .sequences(state, *player)
                .get(*k as usize)
                .map_or(0.0, |(_, p)| *p),
            (ChanceRequest::DiscardCostliest { player }, _) => {
                1.0 / state.costliest_tied(*player).len().max(1) as f64
            }
            (ChanceRequest::StealCostliest { player }, _) => {
                1.0 / state.costliest_tied(player.other()).len().max(1) as f64
            }
            (ChanceRequest::SummonEndPhase { player }, _) => {
                1.0 / state.player(*player).summons.len().max(1) as f64
            }
            (ChanceRequest::OfferCard { tag, .. }, _) => {
                1.0 / offer_pool(state, *tag).count().max(1) as f64
            }
            (ChanceRequest::OfferDrop { .. }, _) => 1.0 / offered_count(state).max(1) as f64,
            (ChanceRequest::VoidRandom { player }, _) => {
                1.0 / state.unvoided_in_hand(*player).len().max(1) as f64
            }
            (ChanceRequest::Trial { percent, .. }, ChanceOutcome::Index(k)) => {
                let p = *percent as f64 / 100.0;
                if *k == 1 {
                    p
                } else {
                    1.0 - p
                }
            }
            (ChanceRequest::DeckPlace { among, .. }, _) => 1.0 / (*among).max(1) as f64,
            (ChanceRequest::DrawCard { player, card }, _) => {
                1.0 / state.copies_in_deck(*player, *card).max(1) as f64
            }
            (ChanceRequest::DistinctElements { count, .. }, _) => {
                // One of the C(7, count) sets of elements.
                let k = *count as usize;
                factorial(k) * factorial(ELEMENTS - k) / factorial(ELEMENTS)
            }
            (ChanceRequest::RollDice { count, .. }, ChanceOutcome::Dice(d)) => {
                // Multinomial: count! / prod(k_i!) / 8^count.
                let mut p = factorial(*count as usize);
                for &k in d.0.iter() {
                    p /= factorial(k as usize);
                }
                p / (Die::NUM as f64).powi(*count as i32)
            }
            _ => 0.0,
        }
    }

    /// Every outcome with its probability, when there are at most `limit` of them (dice
    /// rolls of up to 8 dice have 6,435); None for shuffles and larger rolls.
    pub fn outcomes(&self, state: &GameState, limit: usize) -> Option<Vec<(ChanceOutcome, f64)>> {
        match *self {
            ChanceRequest::DrawTagged { player, tags } => {
                uniform_indices(tagged_count(state, player, tags), limit)
            }
            ChanceRequest::RandomSummon { player, draw } => {
                let seqs = draw.sequences(state, player);
                if seqs.len() > limit {
                    return None;
                }
                Some(
                    seqs.iter()
                        .enumerate()
                        .map(|(k, (_, p))| (ChanceOutcome::Index(k as u8), *p))
                        .collect(),
                )
            }
            ChanceRequest::StealCostliest { player } => {
                uniform_indices(state.costliest_tied(player.other()).len(), limit)
            }
            ChanceRequest::SummonEndPhase { player } => {
                uniform_indices(state.player(player).summons.len(), usize::MAX)
            }
            ChanceRequest::DiscardCostliest { player } => {
                uniform_indices(state.costliest_tied(player).len(), limit)
            }
            ChanceRequest::DrawCard { player, card } => {
                uniform_indices(state.copies_in_deck(player, card), limit)
            }
            ChanceRequest::DeckPlace { among, .. } => uniform_indices(among.max(1) as usize, limit),
            ChanceRequest::OfferDrop { .. } => uniform_indices(offered_count(state), usize::MAX),
            ChanceRequest::OfferCard { tag, .. } => {
                uniform_indices(offer_pool(state, tag).count(), limit)
            }
            ChanceRequest::VoidRandom { player } => {
                uniform_indices(state.unvoided_in_hand(player).len(), limit)
            }
            ChanceRequest::Trial { percent, .. } => {
                let p = percent as f64 / 100.0;
                Some(vec![
                    (ChanceOutcome::Index(0), 1.0 - p),
                    (ChanceOutcome::Index(1), p),
                ])
            }
            ChanceRequest::DistinctElements { count, .. } => {
                let sets: Vec<ChanceOutcome> = (0u32..1 << ELEMENTS)
                    .filter(|m| m.count_ones() == count as u32)
                    .map(|m| {
                        let mut d = Dice::EMPTY;
                        for i in 0..ELEMENTS {
                            d.0[i + 1] = (m >> i & 1) as u8;
                        }
                        ChanceOutcome::Dice(d)
                    })
                    .collect();
                if sets.len() > limit {
                    return None;
                }
                let p = 1.0 / sets.len().max(1) as f64;
                Some(sets.into_iter().map(|o| (o, p)).collect())
            }
            ChanceRequest::Shuffle { player } => {
                let n = state.player(player).deck.len();
                if n > 1 {
                    return None;
                }
                let outcome = self.sample(state, &mut Rng::new(0));
                Some(vec![(outcome, 1.0)])
            }
            ChanceRequest::RollDice { count, .. } => {
                let mut out = Vec::new();
                let mut counts = [0u8; Die::NUM];
                fn rec(
                    face: usize,
                    left: u8,
                    counts: &mut [u8; Die::NUM],
                    out: &mut Vec<Dice>,
                    limit: usize,
                ) -> bool {
                    if face == Die::NUM - 1 {
                        counts[face] = left;
                        out.push(Dice(*counts));
                        return out.len() <= limit;
                    }
                    for k in 0..=left {
                        counts[face] = k;
                        if !rec(face + 1, left - k, counts, out, limit) {
                            return false;
                        }
                    }
                    counts[face] = 0;
                    true
                }
                if !rec(0, count, &mut counts, &mut out, limit) {
                    return None;
                }
                Some(
                    out.into_iter()
                        .map(|d| {
                            let o = ChanceOutcome::Dice(d);
                            let p = self.probability(state, &o);
                            (o, p)
                        })
                        .collect(),
                )
            }
        }
    }
}

/// How many cards of `p`'s pile have all of `tags`.
pub(crate) fn tagged_count(state: &GameState, p: Player, tags: u32) -> usize {
    let v = state.version();
    state
        .player(p)
        .deck
        .iter()
        .filter(|c| c.facts(v).is_some_and(|f| f.tags & tags == tags))
        .count()
}

/// The cards a random pick of the pending offer ([`crate::command::Offer`], the last
/// [`crate::command::Command::Select`] on the stack) draws from: the obtainable action
/// cards of the game's version of the kind `tag` (a bit of [`crate::facts::card_tag`]),
/// the game's whole pool and not only the decks' cards, as the reference draws them (those
/// the game marks as not to be discovered left out), less those already offered, in the
/// order of [`CardId::ALL`].
pub fn offer_pool(state: &GameState, tag: u8) -> impl Iterator<Item = CardId> + '_ {
    let offered = state.pending_offer();
    card_pool(state.version(), tag)
        .filter(move |&c| !offered.is_some_and(|o| o.items().contains(&Offered::Card(c))))
}

/// How many things the pending offer holds.
fn offered_count(state: &GameState) -> usize {
    state.pending_offer().map_or(0, |o| o.items().len())
}

/// The obtainable action cards of version `v` of the kind `tag` (a bit of
/// [`crate::facts::card_tag`]) that may be offered ("discovered"), in the order of
/// [`CardId::ALL`].
pub fn card_pool(v: crate::facts::Version, tag: u8) -> impl Iterator<Item = CardId> {
    let bit = 1u32.checked_shl(tag as u32).unwrap_or(0);
    CardId::ALL.into_iter().filter(move |&c| {
        c.facts(v).is_some_and(|f| {
            f.obtainable && f.tags & bit != 0 && f.tags & card_tag::NON_DISCOVERABLE == 0
        })
    })
}

/// Basic elements (the faces other than Omni).
const ELEMENTS: usize = Die::NUM - 1;

fn factorial(n: usize) -> f64 {
    (1..=n).map(|i| i as f64).product()
}

/// Outcomes `0..n` ([`ChanceOutcome::Index`]), each equally likely; None when there are more
/// than `limit` of them.
fn uniform_indices(n: usize, limit: usize) -> Option<Vec<(ChanceOutcome, f64)>> {
    (n <= limit).then(|| {
        (0..n)
            .map(|k| (ChanceOutcome::Index(k as u8), 1.0 / n as f64))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{builtin_deck, GameConfig};

    fn state() -> GameState {
        let a = builtin_deck("frost-and-rain").unwrap();
        let b = builtin_deck("storm-and-fire").unwrap();
        GameState::new(GameConfig::default(), [&a, &b]).unwrap()
    }

    #[test]
    fn dice_roll_outcomes_are_multinomial_and_sum_to_one() {
        let s = state();
        let req = ChanceRequest::RollDice {
            player: Player::P1,
            count: 8,
        };
        let all = req.outcomes(&s, 10_000).unwrap();
        assert_eq!(
            all.len(),
            6435,
            "C(15, 7) ways to split 8 dice over 8 faces"
        );
        let sum: f64 = all.iter().map(|(_, p)| p).sum();
        assert!((sum - 1.0).abs() < 1e-9, "{sum}");
        // Eight Omni dice: (1/8)^8.
        let omni = ChanceOutcome::Dice(Dice::of(Die::Omni, 8));
        assert!((req.probability(&s, &omni) - 0.125f64.powi(8)).abs() < 1e-15);
        assert!(req.outcomes(&s, 100).is_none(), "over the limit");
    }

    #[test]
    fn wrong_outcomes_are_refused() {
        let s = state();
        let req = ChanceRequest::RollDice {
            player: Player::P1,
            count: 2,
        };
        let three = ChanceOutcome::Dice(Dice::of(Die::Pyro, 3));
        assert_eq!(
            req.check(&s, &three),
            Err(ChanceError::WrongDiceCount {
                expected: 2,
                got: 3
            })
        );
        assert_eq!(req.probability(&s, &three), 0.0);
        let shuffle = ChanceOutcome::Shuffle(InlineVec::from_slice(&[0]).unwrap());
        assert_eq!(req.check(&s, &shuffle), Err(ChanceError::WrongKind));
    }

    #[test]
    fn distinct_elements_are_different_and_equally_likely() {
        let s = state();
        let req = ChanceRequest::DistinctElements {
            player: Player::P1,
            count: 3,
        };
        let all = req.outcomes(&s, 100).unwrap();
        assert_eq!(all.len(), 35, "C(7, 3) sets");
        let sum: f64 = all.iter().map(|(_, p)| p).sum();
        assert!((sum - 1.0).abs() < 1e-9, "{sum}");
        let mut rng = Rng::new(3);
        for _ in 0..50 {
            let o = req.sample(&s, &mut rng);
            assert!(req.check(&s, &o).is_ok());
            assert!((req.probability(&s, &o) - 1.0 / 35.0).abs() < 1e-12);
        }
        let twice = ChanceOutcome::Dice(Dice::from_counts(&[(Die::Pyro, 2), (Die::Cryo, 1)]));
        assert_eq!(req.check(&s, &twice), Err(ChanceError::BadDice));
        let omni = ChanceOutcome::Dice(Dice::from_counts(&[
            (Die::Omni, 1),
            (Die::Pyro, 1),
            (Die::Cryo, 1),
        ]));
        assert_eq!(req.check(&s, &omni), Err(ChanceError::BadDice));
    }

    /// A random summon chooses among the candidates not among the player's summons, or all
    /// of them when every one is there; with `max_kinds` 2, among the two there once two are.
    /// Two picks: the second among those not there once the first is.
    #[test]
    fn random_summons_prefer_new_kinds() {
        use crate::state::Zone;
        let mut s = state();
        let c = [
            EntityId::FrostflakeSekiNoTo,
            EntityId::GardenOfPurity,
            EntityId::TalismanSpirit_111073,
        ];
        let p = Player::P1;
        let one = |max_kinds| SummonDraw::new(&c, max_kinds, 1, Zone::Summons);
        assert_eq!(one(3).eligible(&s, p, &[]).as_slice(), c);
        assert_eq!(one(3).eligible(&s, p, &[c[0]]).as_slice(), [c[1], c[2]]);
        s.add_entity(p, Zone::Summons, c[1], 0, &mut ());
        assert_eq!(one(3).eligible(&s, p, &[]).as_slice(), [c[0], c[2]]);
        let two = SummonDraw { count: 2, ..one(3) };
        let seqs = two.sequences(&s, p);
        assert_eq!(seqs.len(), 2);
        assert_eq!(seqs[0].0.as_slice(), [c[0], c[2]]);
        assert_eq!(seqs[1].0.as_slice(), [c[2], c[0]]);
        s.add_entity(p, Zone::Summons, c[0], 0, &mut ());
        assert_eq!(one(3).eligible(&s, p, &[]).as_slice(), [c[2]]);
        assert_eq!(one(2).eligible(&s, p, &[]).as_slice(), [c[0], c[1]]);
        s.add_entity(p, Zone::Summons, c[2], 0, &mut ());
        assert_eq!(one(3).eligible(&s, p, &[]).as_slice(), c);
        // Another list: the combat statuses (none of them there).
        let combat = SummonDraw::new(&c, 3, 1, Zone::Combat);
        assert_eq!(combat.candidates(), c);
        assert_eq!(combat.eligible(&s, p, &[]).as_slice(), c);
        let req = ChanceRequest::RandomSummon {
            player: p,
            draw: two,
        };
        let all = req.outcomes(&s, 10).unwrap();
        assert_eq!(all.len(), 9, "every type there: any, twice");
        assert!((all.iter().map(|(_, q)| q).sum::<f64>() - 1.0).abs() < 1e-12);
        assert_eq!(
            req.check(&s, &ChanceOutcome::Index(9)),
            Err(ChanceError::BadIndex)
        );
        let mut rng = Rng::new(7);
        for _ in 0..20 {
            let o = req.sample(&s, &mut rng);
            assert!(req.probability(&s, &o) > 0.0);
        }
    }

    #[test]
    fn sampled_outcomes_answer_their_request() {
        let s = state();
        let mut rng = Rng::new(5);
        let req = ChanceRequest::RollDice {
            player: Player::P2,
            count: 8,
        };
        for _ in 0..100 {
            let o = req.sample(&s, &mut rng);
            assert!(req.check(&s, &o).is_ok());
        }
    }

    /// A trial: two outcomes, 1 (the entity acts) with its chance and 0 with the rest;
    /// sampled, about that often; an index beyond 1 is refused.
    #[test]
    fn a_trial_succeeds_with_its_chance() {
        use crate::state::Zone;
        let s = state();
        let req = ChanceRequest::Trial {
            player: Player::P1,
            zone: Zone::Combat,
            id: EntityId::ScopeOutSoftSpots,
            percent: 30,
        };
        let all = req.outcomes(&s, 10).unwrap();
        assert_eq!(all.len(), 2);
        assert_eq!(
            (all[0].0, all[1].0),
            (ChanceOutcome::Index(0), ChanceOutcome::Index(1))
        );
        assert!((all[0].1 - 0.7).abs() < 1e-12 && (all[1].1 - 0.3).abs() < 1e-12);
        assert!((req.probability(&s, &ChanceOutcome::Index(1)) - 0.3).abs() < 1e-12);
        assert_eq!(
            req.check(&s, &ChanceOutcome::Index(2)),
            Err(ChanceError::BadIndex)
        );
        let mut rng = Rng::new(3);
        let hits = (0..1000)
            .filter(|_| req.sample(&s, &mut rng) == ChanceOutcome::Index(1))
            .count();
        assert!((230..370).contains(&hits), "{hits} successes in 1000");
    }

    /// A pile of `n` Strategize cards and nothing left to do.
    fn pile(n: usize) -> GameState {
        let mut s = state();
        s.stack = InlineVec::new();
        let deck = (0..n).map(|_| CardId::Strategize).collect();
        s.deck_set(Player::P1, deck);
        s
    }

    /// Where the new cards are in P1's pile, counted from the top.
    fn places(s: &GameState, card: CardId) -> Vec<usize> {
        let deck = s.player(Player::P1).deck;
        let n = deck.len();
        (0..n).filter(|&k| deck[n - 1 - k] == card).collect()
    }

    fn insert(s: &mut GameState, count: u8, spot: crate::command::DeckSpot) {
        s.push(crate::command::Command::InsertIntoDeck {
            player: Player::P1,
            card: CardId::Paimon,
            count,
            spot,
        });
        s.run(&mut ());
    }

    /// "随机地置入我方牌库中": each copy in turn goes to one of the pile's places (above each
    /// card, or at the bottom) at random, each equally likely: a chance request per copy,
    /// the second counting the first.
    #[test]
    fn a_card_put_into_the_pile_at_random_is_a_chance_request_per_copy() {
        use crate::command::DeckSpot;
        let mut s = pile(4);
        insert(&mut s, 2, DeckSpot::Random);
        let req = s.chance_request().expect("a random place");
        assert_eq!(
            req,
            ChanceRequest::DeckPlace {
                player: Player::P1,
                card: CardId::Paimon,
                among: 5
            }
        );
        let all = req.outcomes(&s, 100).unwrap();
        assert_eq!(all.len(), 5);
        assert!(all.iter().all(|(_, p)| (p - 0.2).abs() < 1e-12));
        assert_eq!(
            req.check(&s, &ChanceOutcome::Index(5)),
            Err(ChanceError::BadIndex)
        );
        s.apply_chance(ChanceOutcome::Index(0)).unwrap();
        assert_eq!(places(&s, CardId::Paimon), [0], "on top");
        let Some(ChanceRequest::DeckPlace { among: 6, .. }) = s.chance_request() else {
            panic!("the second copy: 6 places, got {:?}", s.chance_request());
        };
        s.apply_chance(ChanceOutcome::Index(5)).unwrap();
        assert_eq!(places(&s, CardId::Paimon), [0, 5], "at the bottom");
        assert_eq!(s.player(Player::P1).deck.len(), 6);
        assert!(s.chance_request().is_none());
        // Sampled outcomes answer the request.
        let mut s = pile(10);
        insert(&mut s, 1, DeckSpot::Random);
        let mut rng = Rng::new(9);
        let o = s.sample_chance(&mut rng).unwrap();
        s.apply_chance(o).unwrap();
        assert_eq!(places(&s, CardId::Paimon).len(), 1);
        // An empty pile has one place: no chance.
        let mut s = pile(0);
        insert(&mut s, 1, DeckSpot::Random);
        assert!(s.chance_request().is_none());
        assert_eq!(places(&s, CardId::Paimon), [0]);
    }

    /// "随机将其置入我方牌库顶部5张牌之中": above one of the top 5 cards (the new card is one
    /// of the top 5); a shorter pile: above one of its cards; an empty pile: on top.
    #[test]
    fn a_card_put_among_the_top_cards_goes_above_one_of_them() {
        use crate::command::DeckSpot;
        for (n, among) in [(25, 5), (5, 5), (3, 3), (1, 1), (0, 1)] {
            let mut s = pile(n);
            insert(&mut s, 1, DeckSpot::AmongTop(5));
            match s.chance_request() {
                Some(ChanceRequest::DeckPlace { among: a, .. }) => {
                    assert_eq!(a, among, "pile of {n}");
                    s.apply_chance(ChanceOutcome::Index(a - 1)).unwrap();
                    assert_eq!(places(&s, CardId::Paimon), [a as usize - 1]);
                }
                other => {
                    assert_eq!((among, other), (1, None), "pile of {n}");
                    assert_eq!(places(&s, CardId::Paimon), [0]);
                }
            }
        }
    }

    /// "均匀地置入我方牌库中": no chance; the copies cut the pile into runs as equal as can
    /// be, the longer runs first from the top (as the reference spreads them).
    #[test]
    fn cards_spread_evenly_cut_the_pile_into_equal_runs() {
        use crate::command::DeckSpot;
        for (n, count, at) in [
            (25, 4, vec![5, 11, 17, 23]),
            (10, 4, vec![2, 5, 8, 11]),
            (7, 3, vec![2, 5, 8]),
            (2, 4, vec![1, 3, 4, 5]),
            (0, 4, vec![0, 1, 2, 3]),
        ] {
            let mut s = pile(n);
            insert(&mut s, count, DeckSpot::Evenly);
            assert!(s.chance_request().is_none());
            assert_eq!(places(&s, CardId::Paimon), at, "{count} into a pile of {n}");
        }
    }

    /// "放置到你的牌库顶": on top, no chance; under the top cards and at the bottom the same;
    /// a copy that finds the pile full (40 cards) is lost.
    #[test]
    fn cards_put_on_top_under_or_at_the_bottom_and_a_full_pile() {
        use crate::command::DeckSpot;
        let mut s = pile(3);
        insert(&mut s, 2, DeckSpot::Top);
        assert_eq!(places(&s, CardId::Paimon), [0, 1]);
        let mut s = pile(3);
        insert(&mut s, 1, DeckSpot::Under(2));
        assert_eq!(places(&s, CardId::Paimon), [2]);
        let mut s = pile(1);
        insert(&mut s, 1, DeckSpot::Under(2));
        assert_eq!(
            places(&s, CardId::Paimon),
            [1],
            "fewer cards: at the bottom"
        );
        let mut s = pile(3);
        insert(&mut s, 1, DeckSpot::Bottom);
        assert_eq!(places(&s, CardId::Paimon), [3]);
        let mut s = pile(DECK_CAP - 1);
        insert(&mut s, 3, DeckSpot::Random);
        assert!(s.chance_request().is_some());
        s.apply_chance(ChanceOutcome::Index(0)).unwrap();
        assert!(s.chance_request().is_none(), "the other two are lost");
        assert_eq!(s.player(Player::P1).deck.len(), DECK_CAP);
        assert_eq!(places(&s, CardId::Paimon), [0]);
    }
}
