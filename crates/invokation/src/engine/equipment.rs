//! The parts of resolution that action cards bring: equipment, revival, random draws of a
//! kind of card, rerolls outside the Roll Phase, Techniques.

use crate::cards::{self, Hook};
use crate::chance::{tagged_count, ChanceRequest};
use crate::command::{
    listen, Command, DecisionKind, EquipmentDiscarded, Event, Offer, Offered, OFFER_CAP,
};
use crate::facts::{card_tag, CardId, EntityId};
use crate::log::{LogEvent, Observer};
use crate::player::Player;
use crate::state::{GameState, Zone};

/// The equipment slot of a card: weapon, artifact, technique (one of each), or none (any
/// number, e.g. talents).
fn slot(tags: u32) -> u32 {
    tags & (card_tag::WEAPON | card_tag::ARTIFACT | card_tag::TECHNIQUE)
}

/// The entity that stands for a card on the board (same official id).
pub(crate) fn card_entity(card: CardId) -> Option<EntityId> {
    EntityId::from_official_id(card.official_id())
}

impl GameState {
    /// Attaches an equipment card, replacing equipment of the same slot: also the same card
    /// played again, whose new copy starts afresh (Lost Prayer to the Sacred Winds' points
    /// start over at 0), as the reference replaces it. A card without a slot (a talent)
    /// played again on the character that has it equipped leaves the equipped one there
    /// (its usages and own data: Terror for the Evildoers' Penalty points), as the
    /// reference discards the new copy, but its per-round uses start again (the reference
    /// re-initializes its per-round usage: Undisclosed Distribution Channels).
    pub(crate) fn equip<O: Observer>(&mut self, p: Player, c: u8, card: CardId, obs: &mut O) {
        let Some(id) = card_entity(card) else { return };
        if !self.character(p, c as usize).alive {
            return;
        }
        let version = self.version();
        let new_slot = card.facts(version).map_or(0, |f| slot(f.tags));
        let zone = Zone::Character(c);
        if new_slot == 0 {
            if let Some(pos) = self.zone(p, zone).iter().position(|s| s.id == id) {
                // Its per-round uses start again (the reference re-initializes its
                // "usagePerRound"); usages and own data stay.
                self.entity_mut(p, zone, pos, |s| s.counter = 0);
                return;
            }
        }
        if new_slot != 0 {
            let old = self.zone(p, zone).iter().position(|s| {
                s.id == id
                    || CardId::from_official_id(s.id.official_id())
                        .and_then(|k| k.facts(version))
                        .is_some_and(|f| slot(f.tags) == new_slot)
            });
            if let Some(pos) = old {
                self.discard_equipment(p, c, pos, obs);
            }
        }
        self.add_entity(p, zone, id, 0, obs);
    }

    /// Discards the entity at `pos` of `p`'s character at `c` (replaced, or lost with its
    /// defeated character); when it is an equipment card, raises
    /// [`crate::command::Event::EquipmentDiscarded`] (The Boar Princess).
    pub(crate) fn discard_equipment<O: Observer>(
        &mut self,
        p: Player,
        c: u8,
        pos: usize,
        obs: &mut O,
    ) {
        let zone = Zone::Character(c);
        let id = self.zone(p, zone)[pos].id;
        self.remove_entity(p, zone, pos, obs);
        self.equipment_left(p, c, id);
    }

    /// After the entity `id` of `p`'s character at `c` was discarded (replaced, lost with its
    /// character, or used up: a Technique's last usage): when it is an equipment card,
    /// raises [`crate::command::Event::EquipmentDiscarded`] (The Boar Princess).
    pub(crate) fn equipment_left(&mut self, p: Player, c: u8, id: EntityId) {
        let version = self.version();
        let equipment = CardId::from_official_id(id.official_id())
            .and_then(|k| k.facts(version))
            .is_some_and(|f| f.kind == crate::facts::CardKind::Equipment);
        let event = Event::EquipmentDiscarded(EquipmentDiscarded {
            player: p,
            character: c,
        });
        if equipment && self.listened_exactly(listen::EQUIPMENT_DISCARDED) {
            let first = self.globals.current;
            self.dispatch(event, first, false);
        }
    }

    /// Brings a defeated character back: alive with `hp` HP (not boosted), no energy. What
    /// it used this round stays used (its skills' uses, its passive's once-per-round, which
    /// a defeated character does not get back when a round starts either), as in the
    /// reference. Its passive skills that say so grant their statuses again (`on_revived`:
    /// Tartaglia's Ranged Stance, as in the reference; Stonehide Lawachurl's and Abyss
    /// Lector's statuses "when the battle begins" do not come back).
    pub(crate) fn revive<O: Observer>(&mut self, p: Player, c: u8, hp: u8, obs: &mut O) {
        let ci = c as usize;
        if self.character(p, ci).alive {
            return;
        }
        let hp = self.char_mut(p, ci, |ch| {
            ch.alive = true;
            ch.hp = hp.clamp(1, ch.max_hp);
            ch.energy = 0;
            ch.hp
        });
        self.recompute_listening(p);
        obs.on(LogEvent::Heal {
            player: p,
            character: c,
            amount: hp,
            hp,
        });
        // Being revived is being healed (Ocean-Hued Clam hears it).
        self.raise_healed(p, c, hp, false);
        if cards::character_listens(self.character(p, ci).id) & crate::command::listen::REVIVED != 0
        {
            let slot = super::dispatch::Slot::Character(c);
            self.run_handler(p, slot, &mut Hook::Revived, obs);
        }
    }

    /// Runs the "when the battle begins" passive of one character (one a scenario gives
    /// without statuses); its effects are queued.
    pub(crate) fn battle_begins_for(&mut self, p: Player, c: u8) {
        if cards::character_listens(self.character(p, c as usize).id)
            & crate::command::listen::BATTLE_BEGINS
            != 0
        {
            let slot = super::dispatch::Slot::Character(c);
            self.run_handler(
                p,
                slot,
                &mut Hook::Event(&crate::command::Event::BattleBegins),
                &mut (),
            );
        }
    }

    /// Draws a random card with all of `tags`: at once when there is at most one, else
    /// through a chance request.
    pub(crate) fn draw_tagged<O: Observer>(&mut self, p: Player, tags: u32, obs: &mut O) {
        match tagged_count(self, p, tags) {
            0 => {}
            1 => self.draw_tagged_nth(p, tags, 0, obs),
            _ => self.push(Command::Chance(ChanceRequest::DrawTagged {
                player: p,
                tags,
            })),
        }
    }

    /// Draws the `k`-th card (from the top) having all of `tags`.
    pub(crate) fn draw_tagged_nth<O: Observer>(
        &mut self,
        p: Player,
        tags: u32,
        k: usize,
        obs: &mut O,
    ) {
        let v = self.version();
        let deck = self.player(p).deck;
        // The pile's top is its last element.
        let Some(pos) = (0..deck.len())
            .rev()
            .filter(|&i| deck[i].facts(v).is_some_and(|f| f.tags & tags == tags))
            .nth(k)
        else {
            return;
        };
        let mut d = deck;
        let card = d.remove(pos);
        let _ = d.push(card);
        self.deck_set(p, d);
        self.draw(p, 1, obs);
    }

    /// Asks `p` to reroll, `times` times at most.
    pub(crate) fn ask_reroll(&mut self, p: Player, times: u8) {
        if times == 0 || self.config.all_omni {
            return;
        }
        self.flags_mut(p, |f| f.rerolls = times);
        self.push(Command::Await {
            kind: DecisionKind::Reroll,
            players: p.bit(),
        });
    }

    /// Uses the Technique of `p`'s character `c` at `target`: its handler's effects, as
    /// one effect.
    pub(crate) fn use_technique<O: Observer>(
        &mut self,
        p: Player,
        c: u8,
        target: crate::action::Target,
        obs: &mut O,
    ) {
        let zone = Zone::Character(c);
        let Some(pos) = self
            .zone(p, zone)
            .iter()
            .position(|s| cards::is_technique(s.id))
        else {
            return;
        };
        let slot = super::dispatch::Slot::Entity(zone, pos as u8);
        // After the Technique's effects (and the defeats they caused): "after your side uses a
        // Technique".
        let after = Event::AfterTechnique(p);
        if self.heard(&after) {
            self.push(Command::dispatch(after, p, true));
        }
        let start = self.open_frame();
        self.push(Command::EndFrame { start });
        self.run_handler(p, slot, &mut Hook::Technique(target), obs);
    }

    /// Runs a "choose 1 of N" offer: draws its next random card (at once when its pool
    /// holds one card, through a [`ChanceRequest::OfferCard`] when more; a slot whose pool
    /// is empty is dropped), or drops one of its extra candidates at random
    /// ([`ChanceRequest::OfferDrop`]), then asks its player to choose
    /// ([`DecisionKind::Select`]; the offer waits under the decision). An offer of nothing
    /// does nothing.
    pub(crate) fn run_offer<O: Observer>(&mut self, mut offer: Offer, obs: &mut O) {
        let _ = obs;
        // The rest of the effect that made it comes first, as the reference resolves its
        // request after it: the events that effect raised, and for a skill its energy (the
        // offer then comes before the "after skill" events: `finish_skill`). It moves below
        // the end of that effect.
        if !offer.waited {
            offer.waited = true;
            let end = self
                .stack
                .iter()
                .rposition(|c| matches!(c, Command::EndFrame { .. } | Command::FinishSkill { .. }));
            if let Some(mut i) = end {
                // Below the offers the effect made before (they run first).
                while i > 0 && matches!(self.stack[i - 1], Command::Select(o) if o.waited) {
                    i -= 1;
                }
                self.insert_at(i, Command::Select(offer));
                return;
            }
        }
        // The offer stays on the stack while it is drawn and chosen from (what it holds is
        // left out of the pool).
        if offer.len < offer.total {
            let slot = (offer.len as usize).min(OFFER_CAP - 1);
            let tag = offer.draws[slot];
            self.push(Command::Select(offer));
            match crate::chance::offer_pool(self, tag).count() {
                0 => {
                    self.pop();
                    offer.skip_draw();
                    self.push(Command::Select(offer));
                }
                1 => {
                    let card = crate::chance::offer_pool(self, tag).next();
                    self.offer_drawn(card);
                }
                _ => self.push(Command::Chance(ChanceRequest::OfferCard {
                    player: offer.player,
                    tag,
                })),
            }
            return;
        }
        if offer.items().is_empty() {
            return;
        }
        self.push(Command::Select(offer));
        if offer.items().len() > offer.keep as usize {
            self.push(Command::Chance(ChanceRequest::OfferDrop {
                player: offer.player,
            }));
            return;
        }
        self.push(Command::Await {
            kind: DecisionKind::Select,
            players: offer.player.bit(),
        });
    }

    /// A random card of the offer on top of the stack is drawn: `card` fills its next slot.
    pub(crate) fn offer_drawn(&mut self, card: Option<CardId>) {
        let Some(Command::Select(mut offer)) = self.pop() else {
            unreachable!("a random card is drawn for the offer under it")
        };
        match card {
            Some(card) => offer.set(offer.len as usize, Offered::Card(card)),
            None => offer.skip_draw(),
        }
        self.push(Command::Select(offer));
    }

    /// One of the candidates of the offer on top of the stack, the `index`-th, is dropped
    /// at random.
    pub(crate) fn offer_dropped(&mut self, index: u8) {
        let Some(Command::Select(mut offer)) = self.pop() else {
            unreachable!("a candidate is dropped from the offer under it")
        };
        offer.drop_item(index as usize);
        self.push(Command::Select(offer));
    }

    /// The player chose the `index`-th thing of the offer on top of the stack (the decision
    /// is answered): a card goes to their hand (discarded if it is full), a summon is
    /// summoned.
    pub(crate) fn offer_chosen<O: Observer>(&mut self, index: u8, obs: &mut O) {
        let _ = obs;
        let Some(Command::Select(offer)) = self.pop() else {
            unreachable!("checked: an offer waits under the decision")
        };
        let p = offer.player;
        match offer.items()[index as usize] {
            Offered::Card(card) => self.push(Command::CreateCard { player: p, card }),
            Offered::Summon(id) => self.push(Command::Add {
                player: p,
                zone: Zone::Summons,
                id,
                usage: 0,
            }),
        }
    }

    /// The offer waiting for its player's choice or for its random picks, if any (the last
    /// [`Command::Select`] on the stack).
    pub fn pending_offer(&self) -> Option<Offer> {
        self.stack.iter().rev().find_map(|c| match c {
            Command::Select(o) => Some(*o),
            _ => None,
        })
    }
}
