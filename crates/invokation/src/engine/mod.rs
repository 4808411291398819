//! The engine: pops commands off the state's stack and executes them.
//!
//! [`GameState::run`] executes commands until the top one waits for a player or for chance.
//! Round flow lives in `flow.rs`, the damage pipeline and reactions in `damage.rs`, event
//! dispatch and the hooks of statuses in `dispatch.rs`.

mod damage;
mod dispatch;
mod equipment;
mod flow;

pub(crate) use equipment::card_entity;

use crate::cards::{self, entity_def, Effects};
use crate::chance::ChanceRequest;
use crate::command::{
    listen, AfterSkill, Command, DeckSpot, Event, Healed, OwnHook, SwitchKind, Switched,
};
use crate::dice::Die;
use crate::facts::{CardId, CardKind, EntityId};
use crate::log::{LogEvent, Observer};
use crate::player::Player;
use crate::state::{GameState, Zone, CHARACTERS, DECK_CAP, NO_DURATION};

impl GameState {
    /// Executes commands until a player or chance must answer, or the game ends.
    pub(crate) fn run<O: Observer>(&mut self, obs: &mut O) {
        while self.outcome.is_none() {
            match self.stack.last() {
                None | Some(Command::Await { .. }) | Some(Command::Chance(_)) => return,
                Some(_) => {
                    let cmd = self.pop().expect("stack is not empty");
                    self.exec(cmd, obs);
                }
            }
        }
    }

    /// Pushes the effects a skill or handler asked for, so they run in order.
    pub(crate) fn push_effects(&mut self, effects: &Effects) {
        self.push_seq(effects.as_slice());
    }

    fn exec<O: Observer>(&mut self, cmd: Command, obs: &mut O) {
        match cmd {
            Command::Await { .. } | Command::Chance(_) => {
                unreachable!("waiting commands are answered, not executed")
            }
            Command::StartingHands => self.starting_hands(obs),
            Command::BeginChooseActive => self.begin_choose_active(obs),
            Command::StartRound => self.start_round(obs),
            Command::BeginReroll => self.begin_reroll(),
            Command::BeginActionPhase => self.begin_action_phase(obs),
            Command::ActionPhase => self.action_phase(),
            Command::Turn => self.turn(obs),
            Command::EndTurn(p) => self.end_turn(p),
            Command::ActAgain(p) => self.flags_mut(p, |f| f.act_again = true),
            Command::EndPhase => self.end_phase(obs),
            Command::EndPhaseDraw => {
                let first = self.globals.first;
                let n = self.config.draw_per_round;
                self.push_seq(&[
                    Command::Draw { player: first, n },
                    Command::Draw {
                        player: first.other(),
                        n,
                    },
                ]);
            }
            Command::EndRound => self.end_round(obs),
            Command::NextRound => self.next_round(obs),
            Command::CheckDefeats => self.check_defeats(obs),
            Command::Draw { player, n } => self.draw(player, n, obs),
            Command::UseSkill {
                player,
                character,
                skill,
                charged,
                plunging,
            } => self.use_skill(player, character, skill, (charged, plunging, None), obs),
            Command::UsePreparedSkill {
                player,
                character,
                skill,
                aux,
            } => self.use_skill(player, character, skill, (false, false, Some(aux)), obs),
            Command::FinishSkill { .. } => self.finish_skill(cmd, obs),
            Command::PlayCard {
                player,
                card,
                target,
                charged,
                plunging,
            } => self.play_card(player, card, target, charged, plunging),
            Command::DiscardCard { player, card } => {
                if let Some(pos) = self.player(player).hand.iter().position(|&c| c == card) {
                    self.discard_from_hand(player, pos, obs);
                }
            }
            Command::DiscardCostliest(player) => {
                let tied = self.costliest_tied(player);
                match tied.len() {
                    0 => {}
                    1 => self.discard_from_hand(player, tied[0] as usize, obs),
                    _ => self.push(Command::Chance(
                        crate::chance::ChanceRequest::DiscardCostliest { player },
                    )),
                }
            }
            Command::VoidRandom(player) => {
                let open = self.unvoided_in_hand(player);
                match open.len() {
                    0 => {}
                    1 => self.flags_mut(player, |f| f.voided |= 1 << open[0]),
                    _ => self.push(Command::Chance(crate::chance::ChanceRequest::VoidRandom {
                        player,
                    })),
                }
            }
            Command::DiscardDeckTop(player) => {
                if let Some(card) = self.deck_pop(player) {
                    obs.on(LogEvent::Discarded { player, card });
                    self.dispatch(Event::PileCardDiscarded(player), player, false);
                    self.raise_self_discarded(crate::command::HandCard { player, card });
                }
            }
            Command::VoidEvents(player) => {
                let version = self.version();
                let events = self
                    .player(player)
                    .hand
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.facts(version).is_some_and(|f| f.kind == CardKind::Event))
                    .fold(0u16, |bits, (i, _)| bits | 1 << i);
                self.flags_mut(player, |f| f.voided |= events);
            }
            Command::CostliestToDeckBottom { player, count } => {
                // Each at the bottom of the pile as it was: the first chosen ends lowest, the
                // next just above it (as the reference, GI-TCG 0.21, places them).
                let below = self.player(player).deck.len();
                for _ in 0..count {
                    let Some(pos) = self.costliest_in_hand(player) else {
                        break;
                    };
                    let card = self.hand_remove(player, pos);
                    self.deck_insert_from_top(player, below, card);
                }
            }
            Command::InsertIntoDeck {
                player,
                card,
                count,
                spot,
            } => self.insert_into_deck(player, card, count, spot),
            Command::DrawCard { player, card } => match self.copies_in_deck(player, card) {
                0 => {}
                1 => self.draw_copy(player, card, 0, obs),
                _ => self.push(Command::Chance(ChanceRequest::DrawCard { player, card })),
            },
            Command::CreateCard { player, card } => {
                if self.player(player).hand.len() < self.config.max_hand as usize
                    && self.hand_push_revealed(player, card).is_ok()
                {
                    obs.on(LogEvent::Created { player, card });
                } else {
                    obs.on(LogEvent::Burned { player, card });
                }
            }
            Command::EndFrame { start } => self.end_effect(start, obs),
            Command::DrainEvents { start } => self.drain_events(start),
            Command::Damage(d) => self.deal_damage(d, obs),
            Command::Heal {
                player,
                character,
                amount,
                by_artifact,
            } => self.heal(player, character as usize, amount, true, by_artifact, obs),
            Command::HealRedistributed {
                player,
                character,
                amount,
            } => self.heal(player, character as usize, amount, false, false, obs),
            Command::Apply {
                from,
                to,
                character,
                element,
            } => self.apply_element(from, to, character, element, obs),
            Command::Add {
                player,
                zone,
                id,
                usage,
            } => self.add_entity(player, zone, id, usage, obs),
            Command::Spend {
                player,
                zone,
                id,
                stamp,
                n,
            } => self.spend(player, zone, id, stamp, n, obs),
            Command::AddToActive { player, id } => {
                let c = self.active(player) as u8;
                self.add_entity(player, Zone::Character(c), id, 0, obs)
            }
            Command::SetUsage {
                player,
                zone,
                id,
                usage,
            } => {
                if let Some(pos) = self.zone(player, zone).iter().position(|s| s.id == id) {
                    self.entity_mut(player, zone, pos, |s| s.usage = usage);
                }
            }
            Command::GainUsage {
                player,
                zone,
                id,
                stamp,
                n,
            } => {
                if let Some(pos) = self
                    .zone(player, zone)
                    .iter()
                    .position(|s| s.id == id && (stamp == 0 || s.stamp == stamp))
                {
                    self.entity_mut(player, zone, pos, |s| s.usage = s.usage.saturating_add(n));
                }
            }
            Command::SummonRandom { player, draw } => {
                let seqs = draw.sequences(self, player);
                if seqs.len() == 1 {
                    for &id in seqs[0].0.iter() {
                        self.add_entity(player, draw.zone, id, 0, obs);
                    }
                } else if !seqs.is_empty() {
                    self.push(Command::Chance(
                        crate::chance::ChanceRequest::RandomSummon { player, draw },
                    ));
                }
            }
            Command::SetDuration {
                player,
                zone,
                id,
                duration,
            } => {
                if let Some(pos) = self.zone(player, zone).iter().position(|s| s.id == id) {
                    self.entity_mut(player, zone, pos, |s| s.duration = duration);
                }
            }
            Command::SetAux {
                player,
                zone,
                id,
                aux,
            } => {
                if let Some(pos) = self.zone(player, zone).iter().position(|s| s.id == id) {
                    self.entity_mut(player, zone, pos, |s| s.aux = aux);
                }
            }
            Command::Transform {
                player,
                zone,
                id,
                to,
            } => {
                let list = self.zone(player, zone);
                if !list.iter().any(|s| s.id == to) {
                    if let Some(pos) = list.iter().position(|s| s.id == id) {
                        self.entity_mut(player, zone, pos, |s| s.id = to);
                        self.recompute_listening(player);
                    }
                }
            }
            Command::Signal { player, zone, id } => {
                if let Some(pos) = self.zone(player, zone).iter().position(|s| s.id == id) {
                    let slot = crate::engine::dispatch::Slot::Entity(zone, pos as u8);
                    self.run_handler(player, slot, &mut crate::cards::Hook::Signal, obs);
                }
            }
            Command::SignalPassive { player, character } => {
                if self.character(player, character as usize).alive {
                    let slot = crate::engine::dispatch::Slot::Character(character);
                    self.run_handler(player, slot, &mut crate::cards::Hook::Signal, obs);
                }
            }
            Command::EndPhaseOf { player, zone, id } => {
                if let Some(pos) = self.zone(player, zone).iter().position(|s| s.id == id) {
                    let slot = crate::engine::dispatch::Slot::Entity(zone, pos as u8);
                    let event = Event::EndPhase;
                    let mut hook = crate::cards::Hook::Event(&event);
                    self.run_handler(player, slot, &mut hook, obs);
                }
            }
            Command::StealCostliest(player) => {
                let tied = self.costliest_tied(player.other());
                match tied.len() {
                    0 => {}
                    1 => self.steal_from_hand(player, tied[0] as usize, obs),
                    _ => self.push(Command::Chance(
                        crate::chance::ChanceRequest::StealCostliest { player },
                    )),
                }
            }
            Command::RandomEndPhase(player) => match self.player(player).summons.len() {
                0 => {}
                1 => {
                    let id = self.player(player).summons[0].id;
                    self.push(Command::EndPhaseOf {
                        player,
                        zone: crate::state::Zone::Summons,
                        id,
                    });
                }
                _ => self.push(Command::Chance(
                    crate::chance::ChanceRequest::SummonEndPhase { player },
                )),
            },
            Command::Remove { player, zone, id } => {
                if let Some(pos) = self.zone(player, zone).iter().position(|s| s.id == id) {
                    self.remove_entity(player, zone, pos, obs);
                }
            }
            Command::Move {
                player,
                from,
                to,
                id,
                reset,
            } => self.move_entity(player, (from, to), id, reset, obs),
            Command::Switch { player, to, kind } => self.switch_active(player, to, kind, obs),
            Command::ForceSwitch { player, backward } => {
                if let Some(to) = self.next_alive(player, backward) {
                    self.switch_active(player, to as u8, SwitchKind::Forced, obs);
                }
            }
            Command::Energy {
                player,
                character,
                n,
            } => {
                self.char_mut(player, character as usize, |ch| {
                    if ch.alive {
                        ch.energy = (ch.energy + n).min(ch.max_energy);
                    }
                });
            }
            Command::ChangeForm {
                player,
                character,
                to,
            } => {
                if self.character(player, character as usize).alive {
                    self.change_form(player, character as usize, to);
                }
            }
            Command::MaxHp {
                player,
                character,
                n,
            } => {
                self.char_mut(player, character as usize, |ch| {
                    if ch.alive {
                        ch.max_hp = ch.max_hp.saturating_add(n);
                    }
                });
            }
            Command::LoseEnergy {
                player,
                character,
                n,
            } => {
                if self.character(player, character as usize).energy > 0 {
                    self.char_mut(player, character as usize, |ch| {
                        ch.energy = ch.energy.saturating_sub(n);
                    });
                }
            }
            Command::RemoveDice { player, dice } => {
                self.dice_mut(player, |d| {
                    for (a, b) in d.0.iter_mut().zip(dice.0.iter()) {
                        *a = a.saturating_sub(*b);
                    }
                });
            }
            Command::ConvertDice { player, to, n } => self.convert_dice(player, to, n),
            Command::Dice { player, face, n } => {
                let cap = self.config.max_dice as u32;
                let before = self.player(player).dice.total();
                self.dice_mut(player, |d| {
                    d.add_capped(&crate::dice::Dice::of(face, n), cap)
                });
                self.raise_dice_gained(player, before);
            }
            Command::Dispatch { event, cursor } => self.dispatch_step(event, cursor, obs),
            Command::Equip {
                player,
                character,
                card,
            } => self.equip(player, character, card, obs),
            Command::Revive {
                player,
                character,
                hp,
            } => self.revive(player, character, hp, obs),
            Command::DrawTagged { player, tags } => self.draw_tagged(player, tags, obs),
            Command::Reroll { player, times } => self.ask_reroll(player, times),
            Command::Select(offer) => self.run_offer(offer, obs),
            Command::RemoveAt { player, zone, pos } => {
                if (pos as usize) < self.zone(player, zone).len() {
                    self.remove_entity(player, zone, pos as usize, obs);
                }
            }
            Command::Technique {
                player,
                character,
                target,
            } => self.use_technique(player, character, target, obs),
        }
    }

    /// The next living character after (or before) the active one, other than it. (The
    /// active one may be defeated: a forced switch still moves on, and no choice is asked.)
    pub(crate) fn next_alive(&self, p: Player, backward: bool) -> Option<usize> {
        let ps = self.player(p);
        let a = ps.active as usize;
        (1..CHARACTERS)
            .map(|i| {
                if backward {
                    (a + CHARACTERS - i) % CHARACTERS
                } else {
                    (a + i) % CHARACTERS
                }
            })
            .find(|&c| ps.characters[c].alive)
    }

    /// Draws cards from the top of the pile; cards drawn into a full hand are discarded.
    /// Raises [`Event::CardsDrawn`] with how many cards left the pile (burned ones too, as
    /// the reference's "draw card" event counts them), if any did.
    pub(crate) fn draw<O: Observer>(&mut self, p: Player, n: u8, obs: &mut O) {
        let mut drawn = 0;
        for _ in 0..n {
            let Some(card) = self.deck_pop(p) else { break };
            drawn += 1;
            if self.player(p).hand.len() < self.config.max_hand as usize
                && self.hand_push(p, card).is_ok()
            {
                obs.on(LogEvent::Drew { player: p, card });
            } else {
                obs.on(LogEvent::Burned { player: p, card });
            }
        }
        if drawn > 0 {
            let event = Event::CardsDrawn(crate::command::CardsDrawn {
                player: p,
                n: drawn,
            });
            self.dispatch(event, p, false);
        }
    }

    /// A character uses a skill. `mode` is (charged, plunging, prepared): a prepared skill
    /// gives no energy and raises no "after skill" event.
    fn use_skill<O: Observer>(
        &mut self,
        player: Player,
        character: u8,
        skill: u8,
        mode: (bool, bool, Option<u8>),
        obs: &mut O,
    ) {
        let (charged, plunging, preparation) = mode;
        let prepared = preparation.is_some();
        let c = character as usize;
        if !self.character(player, c).alive {
            return;
        }
        // A skill the player's character uses (not a prepared one) plunges if the player's
        // character was switched in since its last skill, and uses the plunge up: also a
        // skill a card makes it use, after the card switched it in (Plunging Strike), as the
        // reference's `canPlunging` (docs/rules.md).
        let plunging = if prepared {
            plunging
        } else {
            let pending = self.player(player).flags.plunge;
            if pending {
                self.flags_mut(player, |f| f.plunge = false);
            }
            plunging || pending || self.normal_as_plunging(player, c)
        };
        self.char_mut(player, c, |ch| {
            if let Some(n) = ch.skill_uses.get_mut(skill as usize) {
                *n = n.saturating_add(1);
            }
        });
        let facts = self.skill_facts(player, c, skill as usize);
        let normal = facts.kind == crate::facts::SkillKind::Normal;
        obs.on(LogEvent::Skill {
            player,
            character,
            name: facts.name,
            charged: normal && charged,
            plunging: normal && plunging,
        });
        let def = cards::character_def(self.character(player, c).id)
            .expect("only implemented characters are in play");
        let mut out = Effects::new();
        let mut cx = cards::SkillCx {
            state: self,
            player,
            character,
            skill,
            charged,
            plunging,
            no_energy: false,
            preparation,
            out: &mut out,
        };
        (def.skill)(&mut cx);
        let no_energy = cx.no_energy;
        // The skill saw the uses before this one; now this one counts.
        if skill < 8 {
            self.char_mut(player, c, |ch| ch.used |= 1 << skill);
        }
        let start = self.open_frame();
        let target = self.active(player.other()) as u8;
        self.push(Command::FinishSkill {
            player,
            character,
            skill,
            start,
            target,
            charged: normal && charged,
            plunging: normal && plunging,
            prepared,
            no_energy,
        });
        self.push_effects(&out);
    }

    /// A card's effects: like a skill's, the events they raise wait until they are done (and
    /// a skill the card makes a character use comes after them).
    fn play_card(
        &mut self,
        player: Player,
        card: crate::facts::CardId,
        target: crate::action::Target,
        charged: bool,
        plunging: bool,
    ) {
        let Some(def) = cards::card_def(card) else {
            return;
        };
        let mut out = Effects::new();
        let mut cx = cards::CardCx {
            state: self,
            player,
            card,
            target,
            charged,
            plunging,
            out: &mut out,
        };
        (def.play)(&mut cx);
        // A skill the card makes a character use comes after the card's own effects and
        // the events they raised (as the reference: Lightning Stiletto's switch sets off
        // "after you switch" effects before Keqing's skill); what follows it, after it.
        let skill = out
            .as_slice()
            .iter()
            .position(|c| matches!(c, Command::UseSkill { .. }))
            .unwrap_or(out.len());
        self.push_seq(&out.as_slice()[skill..]);
        let start = self.open_frame();
        self.push(Command::EndFrame { start });
        self.push_seq(&out.as_slice()[..skill]);
    }

    /// A skill's effects are done: characters it brought to 0 HP are defeated, its user
    /// gains energy, the events its effects raised are dispatched, the new active
    /// characters are chosen if it defeated any, then "after skill" effects run (as in
    /// GI-TCG: a Rainbow Bladework after a defeating Normal Attack hits the newly chosen
    /// character). A prepared skill does neither the energy nor the "after skill" effects
    /// (the rules: prepared skills do not trigger effects of "using a skill"; the reference
    /// gives no energy either).
    fn finish_skill<O: Observer>(&mut self, cmd: Command, obs: &mut O) {
        use crate::facts::SkillKind;
        let Command::FinishSkill {
            player,
            character,
            skill,
            start,
            target,
            charged,
            plunging,
            prepared,
            no_energy,
        } = cmd
        else {
            unreachable!("finish_skill gets a FinishSkill")
        };
        let kind = self
            .skill_facts(player, character as usize, skill as usize)
            .kind;
        // The offers to choose from the skill made wait under it (`run_offer`): they come
        // after its energy and its events, before its "after skill" events, as the
        // reference resolves its requests.
        let mut offers: crate::inline::InlineVec<Command, 4> = crate::inline::InlineVec::new();
        while let Some(&Command::Select(o)) = self.stack.last() {
            if !o.waited || offers.is_full() {
                break;
            }
            self.pop();
            let _ = offers.push(Command::Select(o));
        }
        if !prepared {
            // What the skill's own events say it did (for "after the character triggers a
            // reaction" effects). What the whole action did so far (damage kinds, any
            // reaction) is read from `Globals::action_log` when a handler runs.
            let reaction = self
                .deferred
                .iter()
                .skip(start as usize)
                .any(|e| matches!(*e, Event::Reaction(r) if r.player == player));
            // Queued now (below the choice of new active characters that settling the
            // defeats queues), also when the skill is used inside another effect (a talent
            // card's "immediately use"): it must not wait with that effect's events, which
            // run before the choice.
            let event = Event::AfterSkill(AfterSkill {
                player,
                character,
                kind,
                skill,
                target,
                charged,
                plunging,
                reaction,
            });
            if offers.is_empty() {
                self.dispatch_now(event, player, false);
            } else {
                // What is chosen (a summon) is in play when the dispatch begins, after the
                // offers: it may hear this skill too.
                self.push(Command::dispatch(event, player, false));
            }
        }
        // Above the "after skill" events, in the order made.
        for &o in offers.iter().rev() {
            self.push(o);
        }
        let mut responses = None;
        let mark = self.stack_len();
        self.settle_defeats(start, &mut responses, obs);
        if self.outcome.is_some() {
            return;
        }
        // Using a Normal Attack or an Elemental Skill gains 1 energy (not a prepared one, nor
        // one whose text says its user gains none). When a character the skill brought to 0
        // HP was saved from defeat, the saving effect's own effects (above the choice of new
        // active characters settling pushed at `mark`) come first, as in the reference,
        // where the save happens as the damage is dealt (Chain Lightning Cascade's drain of
        // the attacker's energy, then the attacker's +1: differential game 42-0).
        if !prepared && !no_energy && matches!(kind, SkillKind::Normal | SkillKind::Elemental) {
            if self.stack_len() > mark + 1 {
                self.insert_at(
                    mark + 1,
                    Command::Energy {
                        player,
                        character,
                        n: 1,
                    },
                );
            } else {
                self.char_mut(player, character as usize, |ch| {
                    if ch.alive {
                        ch.energy = (ch.energy + 1).min(ch.max_energy);
                    }
                });
            }
        }
        // The skill's own events run first, then the responses to its defeats.
        self.close_frame(start, &responses);
    }

    fn heal<O: Observer>(
        &mut self,
        p: Player,
        c: usize,
        amount: u8,
        bond: bool,
        by_artifact: bool,
        obs: &mut O,
    ) {
        if !self.character(p, c).alive {
            return;
        }
        let amount = if bond {
            self.bond_of_life(p, c, amount, obs)
        } else {
            amount
        };
        let healed = self.char_mut(p, c, |ch| {
            if !ch.alive {
                return None;
            }
            let before = ch.hp;
            ch.hp = ch.hp.saturating_add(amount).min(ch.max_hp);
            Some((ch.hp - before, ch.hp))
        });
        if let Some((amount, hp)) = healed {
            obs.on(LogEvent::Heal {
                player: p,
                character: c as u8,
                amount,
                hp,
            });
            self.raise_healed(p, c as u8, amount, by_artifact);
        }
    }

    /// Bond of Life on `p`'s character at `c` negates a heal of `amount` HP: one usage per HP,
    /// as far as its usages go (spent, discarded at 0), before the heal restores anything
    /// (the heal's own amount, also beyond the HP missing, as the reference). Revivals and
    /// "will not be defeated" heals do not come here. Returns the HP left to restore.
    fn bond_of_life<O: Observer>(&mut self, p: Player, c: usize, amount: u8, obs: &mut O) -> u8 {
        let zone = Zone::Character(c as u8);
        let Some(bond) = self
            .zone(p, zone)
            .iter()
            .find(|s| s.id == EntityId::BondOfLife)
            .copied()
        else {
            return amount;
        };
        let negated = bond.usage.min(amount);
        if negated > 0 {
            self.spend(p, zone, bond.id, bond.stamp, negated, obs);
        }
        amount - negated
    }

    /// Discards the card at `pos` of `p`'s hand, raising [`Event::CardDiscarded`].
    pub(crate) fn discard_from_hand<O: Observer>(&mut self, p: Player, pos: usize, obs: &mut O) {
        let card = self.hand_remove(p, pos);
        obs.on(LogEvent::Discarded { player: p, card });
        let hand_card = crate::command::HandCard { player: p, card };
        self.dispatch(Event::CardDiscarded(hand_card), p, false);
        self.raise_self_discarded(hand_card);
    }

    /// A card discarded from a hand or a pile whose definition answers its own discard
    /// ([`cards::CardDef::on_self_discarded`]) raises [`Event::SelfDiscarded`], after the
    /// discard's other listeners.
    fn raise_self_discarded(&mut self, card: crate::command::HandCard) {
        if cards::card_def(card.card).is_some_and(|d| d.discarded.is_some()) {
            self.dispatch(Event::SelfDiscarded(card), card.player, false);
        }
    }

    /// `p` steals the card at `pos` of the opposing hand: it goes to `p`'s hand in sight of
    /// both players, or, the hand full, is discarded.
    pub(crate) fn steal_from_hand<O: Observer>(&mut self, p: Player, pos: usize, obs: &mut O) {
        let card = self.hand_remove(p.other(), pos);
        if self.player(p).hand.len() < self.config.max_hand as usize
            && self.hand_push_revealed(p, card).is_ok()
        {
            obs.on(LogEvent::Created { player: p, card });
        } else {
            obs.on(LogEvent::Burned { player: p, card });
        }
    }

    /// The hand positions of `p`'s cards that cost the most dice as printed (in hand order):
    /// those a random "discard the card with the highest cost" chooses among.
    /// Puts `count` new copies of `card` into `p`'s draw pile at `spot`, one after the
    /// other, as the reference does: a random place is a chance request for each copy in
    /// turn (the rest waits under it); copies that find the pile full are lost.
    fn insert_into_deck(&mut self, p: Player, card: CardId, count: u8, spot: DeckSpot) {
        let len = self.player(p).deck.len();
        let count = count.min(DECK_CAP.saturating_sub(len) as u8);
        if count == 0 {
            return;
        }
        match spot {
            DeckSpot::Top => (0..count).for_each(|_| self.deck_insert_from_top(p, 0, card)),
            DeckSpot::Bottom => (0..count).for_each(|_| self.deck_insert_bottom(p, card)),
            DeckSpot::Under(n) => {
                let at = len.min(n as usize);
                (0..count).for_each(|_| self.deck_insert_from_top(p, at, card));
            }
            DeckSpot::Evenly => {
                for i in 0..count as usize {
                    let at = DeckSpot::evenly(len, count as usize, i);
                    self.deck_insert_from_top(p, at, card);
                }
            }
            DeckSpot::Random | DeckSpot::AmongTop(_) => {
                let among = match spot {
                    DeckSpot::AmongTop(n) => len.min(n as usize).max(1),
                    _ => len + 1,
                };
                if count > 1 {
                    // The range "among the top N" is fixed by the pile as it is now.
                    let spot = match spot {
                        DeckSpot::AmongTop(_) => DeckSpot::AmongTop(among as u8),
                        _ => spot,
                    };
                    self.push(Command::InsertIntoDeck {
                        player: p,
                        card,
                        count: count - 1,
                        spot,
                    });
                }
                if among <= 1 {
                    self.deck_insert_from_top(p, 0, card);
                } else {
                    self.push(Command::Chance(ChanceRequest::DeckPlace {
                        player: p,
                        card,
                        among: among as u8,
                    }));
                }
            }
        }
    }

    /// How many copies of `card` `p`'s pile holds.
    pub(crate) fn copies_in_deck(&self, p: Player, card: CardId) -> usize {
        self.player(p).deck.iter().filter(|&&c| c == card).count()
    }

    /// `p` draws the `k`-th copy of `card` from the top of their pile (if there is one).
    pub(crate) fn draw_copy<O: Observer>(
        &mut self,
        p: Player,
        card: CardId,
        k: usize,
        obs: &mut O,
    ) {
        let deck = self.player(p).deck;
        // The pile's top is its last element.
        if let Some(pos) = (0..deck.len()).rev().filter(|&i| deck[i] == card).nth(k) {
            let mut d = deck;
            let c = d.remove(pos);
            let _ = d.push(c);
            self.deck_set(p, d);
            self.draw(p, 1, obs);
        }
    }

    pub(crate) fn costliest_tied(&self, p: Player) -> crate::inline::InlineVec<u8, 16> {
        let version = self.version();
        let dice = |c: &CardId| c.facts(version).map_or(0, |f| f.cost.dice());
        let hand = &self.player(p).hand;
        let max = hand.iter().map(dice).max().unwrap_or(0);
        hand.iter()
            .enumerate()
            .filter(|(_, c)| dice(c) == max)
            .map(|(i, _)| i as u8)
            .collect()
    }

    /// Converts up to `n` of `p`'s dice into `to` ([`Command::ConvertDice`]): the faces
    /// none of `p`'s living characters has first, then the rarer faces, then Cryo, Hydro,
    /// Pyro, Electro, Geo, Dendro, Anemo (the reference's order).
    fn convert_dice(&mut self, p: Player, to: Die, n: u8) {
        // Bit per face: a living character of `p` has that element.
        let own = (0..CHARACTERS)
            .filter(|&c| self.character(p, c).alive)
            .filter_map(|c| self.character_facts(p, c).element)
            .fold(0u16, |bits, e| bits | 1 << Die::of(e).index());
        let dice = self.player(p).dice;
        let order = |f: Die| if f == Die::Anemo { 9 } else { f as u8 };
        let mut faces = Die::ALL;
        faces.sort_by_key(|&f| (own & 1 << f.index() != 0, dice.count(f), order(f)));
        let mut left = n;
        let mut new = dice;
        for f in faces {
            if f == Die::Omni || f == to {
                continue;
            }
            let k = left.min(dice.count(f));
            new.0[f.index()] -= k;
            new.0[to.index()] += k;
            left -= k;
        }
        if new != dice {
            self.dice_mut(p, |d| *d = new);
        }
    }

    /// The hand positions of `p`'s cards that are not voided (in hand order): those a
    /// random voiding chooses among ([`Command::VoidRandom`]).
    pub(crate) fn unvoided_in_hand(&self, p: Player) -> crate::inline::InlineVec<u8, 16> {
        let ps = self.player(p);
        (0..ps.hand.len())
            .filter(|&i| ps.flags.voided & 1 << i == 0)
            .map(|i| i as u8)
            .collect()
    }

    /// The hand position of `p`'s card that costs the most dice as printed (the first in
    /// hand order among equals), if the hand has a card.
    pub(crate) fn costliest_in_hand(&self, p: Player) -> Option<usize> {
        let version = self.version();
        let dice = |c: &CardId| c.facts(version).map_or(0, |f| f.cost.dice());
        let hand = &self.player(p).hand;
        // `max_by_key` keeps the last of equals: compare the reversed positions.
        hand.iter()
            .enumerate()
            .max_by_key(|&(i, c)| (dice(c), usize::MAX - i))
            .map(|(i, _)| i)
    }

    /// Raises [`Event::DiceGained`] for the dice `p` has beyond `before` (a total), if any.
    pub(crate) fn raise_dice_gained(&mut self, p: Player, before: u32) {
        let gained = self.player(p).dice.total().saturating_sub(before);
        if gained > 0 {
            let event = Event::DiceGained(crate::command::DiceGained {
                player: p,
                n: gained.min(u8::MAX as u32) as u8,
            });
            self.dispatch(event, p, false);
        }
    }

    /// Raises [`Event::Healed`] for `p`'s character at `c`, healed for `amount` HP (by a heal,
    /// or saved from defeat), if anything listens; `by_artifact`: the heal came from an
    /// Artifact ([`Healed::by_artifact`]).
    pub(crate) fn raise_healed(&mut self, p: Player, c: u8, amount: u8, by_artifact: bool) {
        if self.listens(Player::P1, listen::HEALED) || self.listens(Player::P2, listen::HEALED) {
            let event = Event::Healed(Healed {
                player: p,
                character: c,
                amount,
                by_artifact,
            });
            let first = self.globals.current;
            self.dispatch(event, first, false);
        }
    }

    /// Makes `to` active (if it is alive and not already active); sets the plunge flag and
    /// dispatches the switch.
    pub(crate) fn switch_active<O: Observer>(
        &mut self,
        p: Player,
        to: u8,
        kind: SwitchKind,
        obs: &mut O,
    ) {
        let from = self.active(p) as u8;
        // An active character immune to control is not switched out by effects.
        if kind == SwitchKind::Forced && self.immune_to_control(p, from as usize) {
            return;
        }
        if from == to || !self.character(p, to as usize).alive {
            return;
        }
        self.set_active(p, to as usize);
        self.flags_mut(p, |f| f.plunge = true);
        // A character switched out stops preparing its skill.
        let zone = Zone::Character(from);
        if let Some(pos) = self
            .zone(p, zone)
            .iter()
            .position(|s| entity_def(s.id).is_some_and(|d| d.prepares_something()))
        {
            self.remove_entity(p, zone, pos, obs);
        }
        obs.on(LogEvent::Switched {
            player: p,
            from,
            to,
            kind,
        });
        let first = self.globals.current;
        self.dispatch(
            Event::Switched(Switched {
                player: p,
                from,
                to,
                kind,
            }),
            first,
            false,
        );
    }

    /// Creates an entity, or refreshes (or stacks) the one already there.
    ///
    /// Usages start at `usage` if non-zero, else at the definition's or the facts' number
    /// (usages or shield points). An existing entity takes the larger of its usages and the
    /// new ones (or their sum up to the stacking limit where the text gives one) and the
    /// larger of its duration and the new one (or their sum up to the limit, for an entity
    /// whose stacking limit is one of its duration); its per-round counter and own data
    /// start over (the own data is kept by an entity that `keeps_aux`).
    /// Summons and supports beyond the limit are not created. (docs/rules.md)
    pub(crate) fn add_entity<O: Observer>(
        &mut self,
        p: Player,
        zone: Zone,
        id: EntityId,
        usage: u8,
        obs: &mut O,
    ) {
        if let Zone::Character(c) = zone {
            if !self.character(p, c as usize).alive {
                return;
            }
            // A character immune to control gets no status that blocks its skills.
            if cards::blocks_skills(id) && self.immune_to_control(p, c as usize) {
                return;
            }
        }
        // A card that creates an entity without a definition is a bug of that card (an
        // entity would sit on the board doing nothing); tests run with this check on.
        debug_assert!(
            entity_def(id).is_some(),
            "{id:?} ({}) is created but has no definition in src/cards",
            id.official_id()
        );
        // An entity that excludes another discards it first (Sheer Cold, Blazing Heat).
        if let Some(other) = entity_def(id).and_then(|d| d.excludes) {
            if let Some(pos) = self.zone(p, zone).iter().position(|s| s.id == other) {
                self.remove_entity(p, zone, pos, obs);
            }
        }
        let facts = self.entity_facts(id);
        let init = entity_def(id).and_then(|d| d.init);
        let (mut usage0, duration0) = match (init, facts) {
            (Some(init), _) => init,
            (None, Some(f)) => (
                f.usage.or(f.shield).unwrap_or(0),
                f.duration.unwrap_or(NO_DURATION),
            ),
            (None, None) => (0, NO_DURATION),
        };
        if let Some(u) = entity_def(id).and_then(|d| d.init_usage) {
            usage0 = u;
        }
        if usage > 0 {
            usage0 = usage;
        }
        let max = facts.and_then(|f| f.max_usage);
        let stacks = entity_def(id).and_then(|d| d.stacks);
        let accumulates = entity_def(id).is_some_and(|d| d.accumulates);
        let keeps_aux = entity_def(id).is_some_and(|d| d.keeps_aux);
        // The facts' limit is one of the duration when the entity has a duration and no
        // usages (General's War Banner, Chisel-Light Mirror).
        let duration_limit = facts
            .filter(|f| f.usage.is_none() && f.shield.is_none() && f.duration.is_some())
            .and(max);
        let list = self.zone(p, zone);
        // Supports are separate cards: two of a kind are two supports.
        let existing = match zone {
            Zone::Supports => None,
            _ => list.iter().position(|s| s.id == id),
        };
        let after = if let Some(pos) = existing {
            let after = self.entity_mut(p, zone, pos, |s| {
                s.usage = match (stacks, max) {
                    // "Can stack, no stack limit" (Bond of Life): what it is created with
                    // adds up.
                    _ if accumulates => s.usage.saturating_add(usage0),
                    (Some((stack, limit)), _) if s.usage <= limit => {
                        s.usage.saturating_add(stack).min(limit)
                    }
                    (Some(_), _) => s.usage,
                    // Stacking never lowers usages above the limit (a Bake-Kurage
                    // that Tamakushi Casket took to 5 stays at 5, as the reference).
                    (None, Some(max)) => s
                        .usage
                        .saturating_add(usage0)
                        .min(max.max(usage0).max(s.usage)),
                    (None, None) => s.usage.max(usage0),
                };
                s.duration = match (s.duration, duration0) {
                    (NO_DURATION, d) | (d, NO_DURATION) => d,
                    // A duration that stacks ("Duration (Rounds): 2 (Can stack, can stack
                    // till 3 Rounds)": a limit without usages): the sum up to the limit,
                    // never lowering one already above it (as the reference appends).
                    (a, b) => match duration_limit {
                        Some(limit) if a <= limit => a.saturating_add(b).min(limit),
                        Some(_) => a,
                        None => a.max(b),
                    },
                };
                s.counter = 0;
                if !keeps_aux {
                    s.aux = 0;
                }
                s.usage
            });
            if cards::listens(id) & listen::CREATED_AGAIN != 0 {
                let own = Event::Own(OwnHook {
                    player: p,
                    zone,
                    id,
                    again: true,
                    created: false,
                });
                self.dispatch(own, p, false);
            }
            after
        } else {
            let limit = match zone {
                Zone::Summons => self.config.max_summons as usize,
                Zone::Supports => self.config.max_supports as usize,
                _ => usize::MAX,
            };
            if list.len() >= limit {
                return;
            }
            let status = crate::state::Status {
                id,
                usage: usage0,
                duration: duration0,
                counter: 0,
                aux: 0,
                stamp: 0,
            };
            if self.entity_push(p, zone, status).is_err() {
                return;
            }
            if cards::listens(id) & listen::CREATED != 0 {
                let own = Event::Own(OwnHook {
                    player: p,
                    zone,
                    id,
                    again: false,
                    created: true,
                });
                self.dispatch(own, p, false);
            }
            usage0
        };
        obs.on(LogEvent::Added {
            player: p,
            zone,
            id,
            usage: after,
        });
    }

    fn spend<O: Observer>(
        &mut self,
        p: Player,
        zone: Zone,
        id: EntityId,
        stamp: u16,
        n: u8,
        obs: &mut O,
    ) {
        let Some(pos) = self
            .zone(p, zone)
            .iter()
            .position(|s| s.id == id && (stamp == 0 || s.stamp == stamp))
        else {
            return;
        };
        let left = self.entity_mut(p, zone, pos, |s| {
            s.usage = s.usage.saturating_sub(n);
            s.usage
        });
        let keep = entity_def(id).is_some_and(|d| d.keep_at_zero);
        if left == 0 && !keep {
            self.remove_entity(p, zone, pos, obs);
            if let Zone::Character(c) = zone {
                self.equipment_left(p, c, id);
            }
        }
    }

    /// Takes the entity at a position out of play without discarding it (it moved
    /// elsewhere): no "discarded" event, not counted in the match records.
    pub(crate) fn take_out_entity<O: Observer>(
        &mut self,
        p: Player,
        zone: Zone,
        pos: usize,
        obs: &mut O,
    ) {
        let s = self.entity_remove(p, zone, pos);
        obs.on(LogEvent::Removed {
            player: p,
            zone,
            id: s.id,
        });
    }

    /// Discards the entity at a position.
    pub(crate) fn remove_entity<O: Observer>(
        &mut self,
        p: Player,
        zone: Zone,
        pos: usize,
        obs: &mut O,
    ) {
        let s = self.entity_remove(p, zone, pos);
        if cards::listens(s.id) & listen::DISCARDED != 0 {
            let own = Event::Own(OwnHook {
                player: p,
                zone,
                id: s.id,
                again: false,
                created: false,
            });
            self.dispatch(own, p, false);
        }
        obs.on(LogEvent::Removed {
            player: p,
            zone,
            id: s.id,
        });
        if matches!(zone, Zone::Character(_) | Zone::Combat)
            && cards::is_shield(s.id)
            && self.listened_exactly(listen::SHIELD_LEFT)
        {
            let left = crate::command::ShieldLeft {
                player: p,
                id: s.id,
            };
            self.dispatch(Event::ShieldLeft(left), p, false);
        }
        match zone {
            Zone::Summons => self.dispatch(Event::SummonLeft(p), p, false),
            Zone::Supports => {
                self.count_support_discarded(p);
                if self.listened_exactly(listen::SUPPORT_LEFT) {
                    self.dispatch(Event::SupportLeft(p), p, false);
                }
            }
            _ => {}
        }
    }

    /// Moves an entity from one list of `p`'s side to another, keeping its usages, duration
    /// and own data; its per-round counter is reset if `reset`. An entity of the same id at
    /// the destination is replaced.
    fn move_entity<O: Observer>(
        &mut self,
        p: Player,
        (from, to): (Zone, Zone),
        id: EntityId,
        reset: bool,
        obs: &mut O,
    ) {
        let Some(pos) = self.zone(p, from).iter().position(|s| s.id == id) else {
            return;
        };
        if let Zone::Character(c) = to {
            if from == to || !self.character(p, c as usize).alive {
                return;
            }
        }
        let moved = self.zone(p, from)[pos];
        self.remove_entity(p, from, pos, obs);
        if let Some(old) = self.zone(p, to).iter().position(|s| s.id == id) {
            self.remove_entity(p, to, old, obs);
        }
        self.add_entity(p, to, id, 0, obs);
        if let Some(pos) = self.zone(p, to).iter().position(|s| s.id == id) {
            self.entity_mut(p, to, pos, |s| {
                s.usage = moved.usage;
                s.duration = moved.duration;
                s.aux = moved.aux;
                s.counter = if reset { 0 } else { moved.counter };
            });
        }
    }

    /// Whether a character cannot use skills (Frozen and the like).
    pub fn skills_blocked(&self, p: Player, c: usize) -> bool {
        self.character(p, c)
            .statuses
            .iter()
            .any(|s| cards::blocks_skills(s.id))
    }

    /// Whether a Normal Attack of `p`'s character at `c` is a Plunging Attack whatever the
    /// side's plunge: it is the active character and has a status that makes its Normal
    /// Attacks plunge ([`crate::cards::EntityDef::normal_as_plunging`]: Soaring on the Wind),
    /// as the reference's `normalAsPlunging` tag.
    pub fn normal_as_plunging(&self, p: Player, c: usize) -> bool {
        self.active(p) == c
            && self
                .character(p, c)
                .statuses
                .iter()
                .any(|s| cards::normal_as_plunging(s.id))
    }

    /// Whether `p`'s character at `c` is immune to control: no status blocking its skills
    /// is attached to it, and effects do not switch it out while it is active
    /// ([`crate::cards::EntityDef::immune_control`]).
    pub fn immune_to_control(&self, p: Player, c: usize) -> bool {
        self.character(p, c)
            .statuses
            .iter()
            .any(|s| cards::immune_control(s.id))
    }
}
