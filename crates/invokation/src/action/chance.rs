//! Answering chance requests: an outcome given by the caller, or sampled from a seeded
//! [`Rng`].

use crate::chance::{ChanceError, ChanceOutcome, ChanceRequest};
use crate::command::Command;
use crate::facts::CardId;
use crate::inline::InlineVec;
use crate::log::{LogEvent, Observer};
use crate::rng::Rng;
use crate::state::{GameState, DECK_CAP};

impl GameState {
    /// Answers a chance request. A wrong outcome returns an error and changes nothing.
    pub fn apply_chance(&mut self, outcome: ChanceOutcome) -> Result<(), ChanceError> {
        self.apply_chance_observed(outcome, &mut ())
    }

    /// [`GameState::apply_chance`], reporting what happens to `obs`.
    pub fn apply_chance_observed<O: Observer>(
        &mut self,
        outcome: ChanceOutcome,
        obs: &mut O,
    ) -> Result<(), ChanceError> {
        let Some(&Command::Chance(req)) = self.stack.last() else {
            return Err(ChanceError::NotChance);
        };
        if self.outcome.is_some() {
            return Err(ChanceError::NotChance);
        }
        req.check(self, &outcome)?;
        self.pop();
        match (req, outcome) {
            (ChanceRequest::Shuffle { player }, ChanceOutcome::Shuffle(order)) => {
                let old = self.player(player).deck;
                let mut deck: InlineVec<CardId, DECK_CAP> = InlineVec::new();
                for &i in order.iter() {
                    let _ = deck.push(old[i as usize]);
                }
                self.deck_set(player, deck);
            }
            (ChanceRequest::DrawTagged { player, tags }, ChanceOutcome::Index(k)) => {
                self.draw_tagged_nth(player, tags, k as usize, obs);
            }
            (ChanceRequest::RandomSummon { player, draw }, ChanceOutcome::Index(k)) => {
                let seqs = draw.sequences(self, player);
                for &id in seqs[k as usize].0.iter() {
                    self.add_entity(player, draw.zone, id, 0, obs);
                }
            }
            (ChanceRequest::DiscardCostliest { player }, ChanceOutcome::Index(k)) => {
                let pos = self.costliest_tied(player)[k as usize];
                self.discard_from_hand(player, pos as usize, obs);
            }
            (ChanceRequest::StealCostliest { player }, ChanceOutcome::Index(k)) => {
                let pos = self.costliest_tied(player.other())[k as usize];
                self.steal_from_hand(player, pos as usize, obs);
            }
            (ChanceRequest::SummonEndPhase { player }, ChanceOutcome::Index(k)) => {
                let id = self.player(player).summons[k as usize].id;
                let zone = crate::state::Zone::Summons;
                self.push(Command::EndPhaseOf { player, zone, id });
            }
            (ChanceRequest::OfferCard { tag, .. }, ChanceOutcome::Index(k)) => {
                let card = crate::chance::offer_pool(self, tag).nth(k as usize);
                self.offer_drawn(card);
            }
            (ChanceRequest::OfferDrop { .. }, ChanceOutcome::Index(k)) => {
                self.offer_dropped(k);
            }
            (ChanceRequest::VoidRandom { player }, ChanceOutcome::Index(k)) => {
                let pos = self.unvoided_in_hand(player)[k as usize];
                self.flags_mut(player, |f| f.voided |= 1 << pos);
            }
            (
                ChanceRequest::Trial {
                    player, zone, id, ..
                },
                ChanceOutcome::Index(k),
            ) => {
                if k == 1 {
                    self.push(Command::Signal { player, zone, id });
                }
            }
            (ChanceRequest::DrawCard { player, card }, ChanceOutcome::Index(k)) => {
                self.draw_copy(player, card, k as usize, obs);
            }
            (ChanceRequest::DeckPlace { player, card, .. }, ChanceOutcome::Index(k)) => {
                self.deck_insert_from_top(player, k as usize, card);
            }
            (ChanceRequest::RollDice { player, .. }, ChanceOutcome::Dice(d))
            | (ChanceRequest::DistinctElements { player, .. }, ChanceOutcome::Dice(d)) => {
                let cap = self.config.max_dice as u32;
                let before = self.player(player).dice.total();
                self.dice_mut(player, |dice| dice.add_capped(&d, cap));
                obs.on(LogEvent::Dice {
                    player,
                    dice: self.player(player).dice,
                });
                // Dice an effect creates at random are gained; rolled ones are not.
                if matches!(req, ChanceRequest::DistinctElements { .. }) {
                    self.raise_dice_gained(player, before);
                }
            }
            _ => unreachable!("checked: the outcome answers the request"),
        }
        self.run(obs);
        Ok(())
    }

    /// The chance request the state waits for, if any.
    pub fn chance_request(&self) -> Option<ChanceRequest> {
        match self.stack.last() {
            Some(&Command::Chance(r)) if self.outcome.is_none() => Some(r),
            _ => None,
        }
    }

    /// Samples an outcome for the pending chance request.
    pub fn sample_chance(&self, rng: &mut Rng) -> Option<ChanceOutcome> {
        Some(self.chance_request()?.sample(self, rng))
    }

    /// Fills chance requests from `rng` until a player must decide or the game ends.
    pub fn resolve_chance(&mut self, rng: &mut Rng) {
        self.resolve_chance_observed(rng, &mut ())
    }

    /// [`GameState::resolve_chance`], reporting what happens to `obs`.
    pub fn resolve_chance_observed<O: Observer>(&mut self, rng: &mut Rng, obs: &mut O) {
        while let Some(req) = self.chance_request() {
            let outcome = req.sample(self, rng);
            self.apply_chance_observed(outcome, obs)
                .expect("a sampled outcome answers its request");
        }
    }
}
