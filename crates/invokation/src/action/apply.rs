//! Checking and applying a decision: [`GameState::apply_action`] checks an action fully
//! first (nothing changes on an error), then pays and pushes the commands that carry it
//! out.

use super::{Action, ActionError, Target};
use crate::cards::{CardTarget, CostAction};
use crate::chance::ChanceRequest;
use crate::command::{Command, DecisionKind, Event, SwitchKind};
use crate::dice::{Dice, Die};
use crate::facts::{card_tag, CardId, CardKind, Cost, EntityId};
use crate::inline::InlineVec;
use crate::log::{LogEvent, Observer};
use crate::player::Player;
use crate::state::GameState;

impl GameState {
    /// Checks an action without changing anything.
    pub(super) fn check(&self, a: &Action) -> Result<(), ActionError> {
        let p = a.player();
        if self.outcome.is_some() {
            return Err(ActionError::GameOver);
        }
        if let Some(Command::Chance(_)) = self.stack.last() {
            return Err(ActionError::WaitingForChance);
        }
        let Some(kind) = self.decision_of(p) else {
            return Err(ActionError::NotYourTurn { player: p });
        };
        let ps = self.player(p);
        let expect = |k: DecisionKind| {
            if kind == k {
                Ok(())
            } else {
                Err(ActionError::WrongDecision { expected: kind })
            }
        };
        let pay = |cost: Cost, dice: &Dice| {
            if !ps.dice.contains(dice) {
                Err(ActionError::DiceNotOwned)
            } else if !dice.pays(&cost) {
                Err(ActionError::DiceDoNotPay { cost })
            } else {
                Ok(())
            }
        };
        match *a {
            Action::Redraw { cards, .. } => {
                expect(DecisionKind::Redraw)?;
                if cards >> ps.hand.len() != 0 {
                    return Err(ActionError::BadRedraw);
                }
                Ok(())
            }
            Action::Choose { character, .. } => {
                if kind != DecisionKind::ChooseActive && kind != DecisionKind::DeathSwap {
                    return Err(ActionError::WrongDecision { expected: kind });
                }
                let Some(ch) = ps.characters.get(character as usize) else {
                    return Err(ActionError::NoSuchCharacter(character));
                };
                if !ch.alive {
                    return Err(ActionError::CharacterDefeated(character));
                }
                Ok(())
            }
            Action::Reroll { dice, .. } => {
                expect(DecisionKind::Reroll)?;
                if !ps.dice.contains(&dice) {
                    return Err(ActionError::DiceNotOwned);
                }
                Ok(())
            }
            Action::Skill { skill, dice, .. } => {
                expect(DecisionKind::Action)?;
                let cost = self.skill_cost(p, skill as usize)?;
                pay(cost, &dice)
            }
            Action::Switch { to, dice, .. } => {
                expect(DecisionKind::Action)?;
                let cost = self.switch_cost(p, to as usize)?;
                pay(cost, &dice)
            }
            Action::Play {
                card, target, dice, ..
            } => {
                expect(DecisionKind::Action)?;
                let cost = self.card_cost(p, card, target)?;
                pay(cost, &dice)
            }
            Action::Technique { target, dice, .. } => {
                expect(DecisionKind::Action)?;
                let (_, cost) = self.technique_cost(p)?;
                if !self.technique_target_ok(p, target) {
                    return Err(ActionError::BadTechniqueTarget(target));
                }
                pay(cost, &dice)
            }
            Action::Tune { card, die, .. } => {
                expect(DecisionKind::Action)?;
                if !ps.hand.contains(&card) {
                    return Err(ActionError::CardNotInHand(card));
                }
                if !crate::cards::tunable(card) {
                    return Err(ActionError::CardNotTunable(card));
                }
                let target = self.tune_element(p).map(Die::of);
                if die == Die::Omni
                    || ps.dice.count(die) == 0
                    || Some(die) == target
                    || target.is_none()
                {
                    return Err(ActionError::BadTune(die));
                }
                Ok(())
            }
            Action::Select { index, .. } => {
                expect(DecisionKind::Select)?;
                match self.stack.iter().rev().nth(1) {
                    Some(Command::Select(o)) if (index as usize) < o.items().len() => Ok(()),
                    _ => Err(ActionError::NoSuchOffer(index)),
                }
            }
            Action::EndRound { .. } => {
                expect(DecisionKind::Action)?;
                Ok(())
            }
        }
    }

    /// Applies a decision. An illegal one returns an error and changes nothing.
    pub fn apply_action(&mut self, a: Action) -> Result<(), ActionError> {
        self.apply_action_observed(a, &mut ())
    }

    /// [`GameState::apply_action`], reporting what happens to `obs`.
    pub fn apply_action_observed<O: Observer>(
        &mut self,
        a: Action,
        obs: &mut O,
    ) -> Result<(), ActionError> {
        self.check(&a)?;
        let p = a.player();
        let Some(Command::Await { kind, players }) = self.pop() else {
            unreachable!("checked: a decision is pending")
        };
        obs.on(LogEvent::Decision { player: p, kind });
        let others = players & !p.bit();
        match a {
            Action::Redraw { cards, .. } => {
                self.await_again(kind, others);
                self.redraw(p, cards, obs);
            }
            Action::Choose { character, .. } => {
                self.await_again(kind, others);
                if kind == DecisionKind::ChooseActive {
                    // The first active character counts as switched in (its first Normal
                    // Attack plunges), as the game does (docs/rules.md).
                    self.set_active(p, character as usize);
                    self.flags_mut(p, |f| f.plunge = true);
                    // Once both have chosen, each choice is a switch-in, P1's first:
                    // "when switched to be the active character" effects happen (as in the
                    // reference; docs/rules.md). Pushed in reverse so that P1's runs first.
                    if others == 0 {
                        for q in [Player::P2, Player::P1] {
                            let c = self.active(q) as u8;
                            let first = self.globals.current;
                            let e = crate::command::Switched {
                                player: q,
                                from: c,
                                to: c,
                                kind: crate::command::SwitchKind::Initial,
                            };
                            self.dispatch(crate::command::Event::Switched(e), first, false);
                        }
                    }
                } else if others != 0 {
                    // Both active characters were defeated at once: this choice is kept (a
                    // switch under the other player's decision) and both are made once both
                    // have chosen, as the reference does (docs/rules.md).
                    self.pop();
                    self.push(Command::Switch {
                        player: p,
                        to: character,
                        kind: SwitchKind::AfterDefeat,
                    });
                    self.await_again(kind, others);
                } else {
                    // The other player's choice, made first and kept (both chose at once).
                    let kept = match self.stack.last() {
                        Some(&Command::Switch {
                            player,
                            to,
                            kind: SwitchKind::AfterDefeat,
                        }) if player != p => Some((player, to)),
                        _ => None,
                    };
                    if kept.is_some() {
                        self.pop();
                    }
                    // The switch's effects (an "after you switch" status) may defeat a
                    // character in turn: once they have resolved, defeats are checked again
                    // (the game may end, or a new choice is asked), as the reference does.
                    self.push(Command::CheckDefeats);
                    let mut first = (p, character);
                    if let Some(other) = kept {
                        // Both switches, the current player's first, each with its effects
                        // ("after you switch" then sees the other side's new active one).
                        let mut second = other;
                        if other.0 == self.globals.current {
                            std::mem::swap(&mut first, &mut second);
                        }
                        self.push(Command::Switch {
                            player: second.0,
                            to: second.1,
                            kind: SwitchKind::AfterDefeat,
                        });
                    }
                    self.switch_active(first.0, first.1, SwitchKind::AfterDefeat, obs);
                }
            }
            Action::Select { index, .. } => {
                // One player chooses: nobody else waits on this decision.
                self.offer_chosen(index, obs);
            }
            Action::Reroll { dice, .. } => {
                let again = if dice.is_empty() {
                    self.flags_mut(p, |f| f.rerolls = 0);
                    others
                } else {
                    self.dice_mut(p, |d| d.remove(&dice));
                    let left = self.flags_mut(p, |f| {
                        f.rerolls -= 1;
                        f.rerolls
                    });
                    if left > 0 {
                        others | p.bit()
                    } else {
                        others
                    }
                };
                self.await_again(kind, again);
                if !dice.is_empty() {
                    self.push(Command::Chance(ChanceRequest::RollDice {
                        player: p,
                        count: dice.total() as u8,
                    }));
                }
            }
            Action::Skill { skill, dice, .. } => {
                let c = self.active(p);
                let charged = self.player(p).dice.total().is_multiple_of(2);
                let sf = self.skill_facts(p, c, skill as usize);
                let action = CostAction::Skill {
                    character: c as u8,
                    skill,
                    kind: sf.kind,
                };
                self.pay(p, action, sf.cost, &dice, c);
                self.skill_as_action(p, skill, charged, true);
            }
            Action::Switch { to, dice, .. } => {
                let from = self.active(p) as u8;
                let action = CostAction::Switch { from, to };
                self.pay(p, action, Cost::SWITCH, &dice, from as usize);
                let switch = Command::Switch {
                    player: p,
                    to,
                    kind: crate::command::SwitchKind::Action,
                };
                if self.fast_switch(p, from, to) {
                    self.push(Command::after_action(p));
                    self.push_seq(&[switch, Command::CheckDefeats]);
                } else {
                    self.combat_action(p);
                    self.push(Command::EndTurn(p));
                    self.push(Command::after_action(p));
                    self.push_seq(&[switch, Command::CheckDefeats]);
                }
            }
            Action::Play {
                card, target, dice, ..
            } => {
                let facts = card
                    .facts(self.version())
                    .expect("checked: the card exists");
                let def = crate::cards::card_def(card).expect("checked: implemented");
                // A Normal Attack the card makes a character use is charged by the dice
                // before paying; a plunge is the player's.
                let charged = self.player(p).dice.total().is_multiple_of(2);
                let plunging = self.player(p).flags.plunge;
                // Energy in a card's cost comes from its target (or the active character).
                let from = match target {
                    Target::Own(c) => c as usize,
                    _ => self.active(p),
                };
                // The support a played support replaces, named before paying: a cost
                // modifier used up by this payment (Seed Dispensary) may leave the zone and
                // shift the others (docs/rules.md).
                let before: crate::inline::InlineVec<(EntityId, u16), 8> = self
                    .player(p)
                    .supports
                    .iter()
                    .map(|s| (s.id, s.stamp))
                    .collect();
                self.pay(p, CostAction::Card(card), facts.cost, &dice, from);
                // A copy that is not voided is played first (docs/rules.md).
                let ps = self.player(p);
                let copies = || ps.hand.iter().enumerate().filter(|&(_, &c)| c == card);
                let pos = copies()
                    .find(|&(i, _)| ps.flags.voided & 1 << i == 0)
                    .or_else(|| copies().next())
                    .map(|(i, _)| i)
                    .expect("checked");
                let voided = ps.flags.voided & 1 << pos != 0;
                self.hand_remove(p, pos);
                self.record_played(p, card);
                obs.on(LogEvent::Played { player: p, card });
                self.flags_mut(p, |f| f.cards_played = f.cards_played.saturating_add(1));
                if facts.cost.legend {
                    self.flags_mut(p, |f| f.legend_used = true);
                }
                // Pushed in reverse: they run bottom-up from the last push.
                if facts.tags & card_tag::COMBAT_ACTION != 0 {
                    self.combat_action(p);
                    self.push(Command::EndTurn(p));
                }
                self.push(Command::after_action(p));
                self.push(Command::CheckDefeats);
                // Pushed as is (not through `dispatch`, which skips an event nobody listens
                // to yet): the entities the card itself creates or attaches hear that it was
                // played, as in the reference (GI-TCG emits "play card" after the card's
                // effects), whether or not anything else listens.
                self.push(Command::dispatch(
                    crate::command::Event::CardPlayed(crate::command::CardPlayed {
                        player: p,
                        card,
                        dice: dice.total().min(u8::MAX as u32) as u8,
                    }),
                    p,
                    false,
                ));
                // A voided card takes no effect: paid and played, nothing more.
                let food = facts.tags & card_tag::FOOD != 0 && !voided;
                // A Food card for the whole team (no target): every living character that
                // was not Satiated eats it (the card's effect sees them before they are).
                if food && target == Target::None {
                    for c in 0..crate::state::CHARACTERS {
                        let ch = self.character(p, c);
                        if ch.alive && !ch.has(EntityId::Satiated) {
                            self.push(Command::Add {
                                player: p,
                                zone: crate::state::Zone::Character(c as u8),
                                id: EntityId::Satiated,
                                usage: 0,
                            });
                        }
                    }
                }
                if let (true, Target::Own(c)) = (food, target) {
                    self.push(Command::Add {
                        player: p,
                        zone: crate::state::Zone::Character(c),
                        id: EntityId::Satiated,
                        usage: 0,
                    });
                    if def.target == CardTarget::OwnDefeated {
                        self.push(Command::Add {
                            player: p,
                            zone: crate::state::Zone::Combat,
                            id: EntityId::ReviveOnCooldown,
                            usage: 0,
                        });
                    }
                }
                if !voided {
                    self.push(Command::PlayCard {
                        player: p,
                        card,
                        target,
                        charged,
                        plunging,
                    });
                }
                // A voided card is not equipped or placed either (Fortress of Meropide voids
                // any card).
                match (facts.kind, target) {
                    _ if voided => {}
                    (CardKind::Equipment, Target::Own(c)) => self.push(Command::Equip {
                        player: p,
                        character: c,
                        card,
                    }),
                    (CardKind::Support, _) => {
                        if let Some(id) = crate::engine::card_entity(card) {
                            self.push(Command::Add {
                                player: p,
                                zone: crate::state::Zone::Supports,
                                id,
                                usage: 0,
                            });
                        }
                        let pos = match target {
                            Target::Support(i) => replaced_at(&before, &self.player(p).supports, i),
                            _ => None,
                        };
                        if let Some(pos) = pos {
                            self.push(Command::RemoveAt {
                                player: p,
                                zone: crate::state::Zone::Supports,
                                pos,
                            });
                        }
                    }
                    _ => {}
                }
            }
            Action::Technique { target, dice, .. } => {
                // The modifiers run once, on the printed cost, as for every paid action.
                let (c, cost) = self.technique_base(p).expect("checked");
                self.pay(p, CostAction::Technique, cost, &dice, c as usize);
                // A combat action, not a skill: a pending Plunging Attack stays.
                self.combat_action(p);
                self.push_seq(&[
                    Command::Technique {
                        player: p,
                        character: c,
                        target,
                    },
                    Command::CheckDefeats,
                    Command::after_action(p),
                    Command::EndTurn(p),
                ]);
            }
            Action::Tune { card, die, .. } => {
                self.await_again(kind, players);
                self.push(Command::after_action(p));
                // A voided copy is tuned first (the copy not voided is played first).
                let ps = self.player(p);
                let copies = || ps.hand.iter().enumerate().filter(|&(_, &c)| c == card);
                let pos = copies()
                    .find(|&(i, _)| ps.flags.voided & 1 << i != 0)
                    .or_else(|| copies().next())
                    .map(|(i, _)| i)
                    .expect("checked: card in hand");
                self.hand_remove(p, pos);
                let element = self
                    .tune_element(p)
                    .expect("checked: active has an element");
                self.dice_mut(p, |d| {
                    d.0[die.index()] -= 1;
                    d.0[Die::of(element).index()] += 1;
                });
                obs.on(LogEvent::Tuned {
                    player: p,
                    card,
                    element,
                });
                let tuned = crate::command::HandCard { player: p, card };
                self.dispatch(Event::CardTuned(tuned), p, false);
            }
            Action::EndRound { .. } => {
                self.combat_action(p);
                self.flags_mut(p, |f| f.declared_end = true);
                if self.globals.next_first.is_none() {
                    self.globals_mut(|g| g.next_first = Some(p));
                }
                obs.on(LogEvent::DeclaredEnd { player: p });
                self.push(Command::EndTurn(p));
                self.push(Command::after_action(p));
                // "When you declare the end of your round" effects, before the turn passes.
                self.dispatch(crate::command::Event::DeclaredEnd(p), p, true);
            }
        }
        self.run(obs);
        Ok(())
    }

    /// Whether `p`'s Switch Character action from `from` to `to` is a fast action (effects
    /// like Mona's passive; the first that applies spends its usage).
    fn fast_switch(&mut self, p: Player, from: u8, to: u8) -> bool {
        let mut q = crate::cards::SwitchQuery {
            from,
            to,
            fast: false,
        };
        self.switch_speed(p, &mut q);
        q.fast
    }

    fn await_again(&mut self, kind: DecisionKind, players: u8) {
        if players != 0 {
            self.push(Command::Await { kind, players });
        }
    }

    fn combat_action(&mut self, p: Player) {
        self.flags_mut(p, |f| f.combat_actions = f.combat_actions.saturating_add(1));
    }

    /// Redraw: the chosen cards leave the hand, as many are drawn from the top (skipping
    /// cards like the returned ones while there are others), then the chosen ones go back
    /// into the pile, which is shuffled.
    fn redraw<O: Observer>(&mut self, p: Player, cards: u16, obs: &mut O) {
        if cards == 0 {
            return;
        }
        let mut back: InlineVec<CardId, 10> = InlineVec::new();
        for pos in (0..self.player(p).hand.len()).rev() {
            if cards & (1 << pos) != 0 {
                let _ = back.push(self.hand_remove(p, pos));
            }
        }
        // Replacements come from the top, skipping cards like the returned ones while others
        // remain (as the game does).
        for _ in 0..back.len() {
            let deck = self.player(p).deck;
            let pick = (0..deck.len()).rev().find(|&i| !back.contains(&deck[i]));
            match pick {
                Some(i) if i + 1 != deck.len() => {
                    let mut d = deck;
                    let card = d.remove(i);
                    let _ = d.push(card);
                    self.deck_set(p, d);
                }
                _ => {}
            }
            self.draw(p, 1, obs);
        }
        let mut deck = self.player(p).deck;
        for &c in back.iter().rev() {
            if deck.insert(0, c).is_err() {
                break;
            }
        }
        self.deck_set(p, deck);
        if deck.len() > 1 {
            self.push(Command::Chance(ChanceRequest::Shuffle { player: p }));
        }
    }
}

/// Where the support at `i` of `before` (ids and stamps before paying) is in `after`, the
/// zone once paid (paying only removes supports: a cost modifier used up), if still there.
fn replaced_at(before: &[(EntityId, u16)], after: &[crate::state::Status], i: u8) -> Option<u8> {
    let mut k = 0;
    for (j, &(id, stamp)) in before.iter().enumerate() {
        let kept = after.get(k).is_some_and(|s| s.id == id && s.stamp == stamp);
        if j == i as usize {
            return kept.then_some(k as u8);
        }
        if kept {
            k += 1;
        }
    }
    None
}
