//! Round flow: setup, Roll Phase, Action Phase turns, End Phase, game end.

use crate::chance::ChanceRequest;
use crate::command::{Command, DecisionKind, Event};
use crate::dice::{Dice, Die};
use crate::inline::InlineVec;
use crate::log::{LogEvent, Observer};
use crate::player::Player;
use crate::state::{GameState, Outcome, Phase, Zone, CHARACTERS, NO_DURATION};

/// Both players' bits.
const BOTH: u8 = 0b11;

impl GameState {
    fn enter_phase<O: Observer>(&mut self, phase: Phase, obs: &mut O) {
        self.globals_mut(|g| {
            g.phase = phase;
            g.action_log = 0;
        });
        obs.on(LogEvent::Phase {
            round: self.globals.round,
            phase,
        });
    }

    /// Draws the starting hands, then asks both players what to redraw.
    pub(super) fn starting_hands<O: Observer>(&mut self, obs: &mut O) {
        let n = self.config.initial_hand;
        let v = self.version();
        for p in Player::ALL {
            // Arcane Legend cards are in the starting hand: they go to the top of the pile
            // first (the pile is shuffled, so which ones is random if there are more).
            let deck = self.player(p).deck;
            let legend = |c: &crate::facts::CardId| c.facts(v).is_some_and(|f| f.cost.legend);
            if deck.iter().any(legend) {
                let mut d: InlineVec<crate::facts::CardId, { crate::state::DECK_CAP }> =
                    InlineVec::new();
                for &c in deck.iter().filter(|c| !legend(c)) {
                    let _ = d.push(c);
                }
                for &c in deck.iter().filter(|c| legend(c)) {
                    let _ = d.push(c);
                }
                self.deck_set(p, d);
            }
            self.draw(p, n, obs);
        }
        self.push_seq(&[
            Command::Await {
                kind: DecisionKind::Redraw,
                players: BOTH,
            },
            Command::BeginChooseActive,
        ]);
    }

    pub(super) fn begin_choose_active<O: Observer>(&mut self, obs: &mut O) {
        self.enter_phase(Phase::ChooseActive, obs);
        self.push_seq(&[
            Command::Await {
                kind: DecisionKind::ChooseActive,
                players: BOTH,
            },
            Command::StartRound,
        ]);
    }

    /// A round starts: per-round counters reset, then the Roll Phase.
    pub(super) fn start_round<O: Observer>(&mut self, obs: &mut O) {
        let first = self.globals.first;
        self.globals_mut(|g| {
            g.current = first;
            g.next_first = None;
        });
        self.enter_phase(Phase::Roll, obs);
        let rerolls = self.config.rerolls;
        for p in Player::ALL {
            self.flags_mut(p, |f| {
                f.declared_end = false;
                f.combat_actions = 0;
                f.cards_played = 0;
                f.rerolls = rerolls;
                f.defeated_this_round = false;
                f.act_again = false;
            });
            // Skill uses count per round; a passive's per-round allowance comes back only to
            // a character in play (a defeated one keeps it spent, also once revived: as the
            // reference).
            for c in 0..CHARACTERS {
                let ch = self.character(p, c);
                let counter = if ch.alive { 0 } else { ch.counter };
                if ch.skill_uses != [0; 4] || ch.counter != counter {
                    self.char_mut(p, c, |ch| {
                        ch.skill_uses = [0; 4];
                        ch.counter = counter;
                    });
                }
            }
            for zone in zones() {
                for pos in 0..self.zone(p, zone).len() {
                    if self.zone(p, zone)[pos].counter != 0 {
                        self.entity_mut(p, zone, pos, |s| s.counter = 0);
                    }
                }
            }
        }
        // Effects that add rerolls (e.g. Knights of Favonius Library) or fix dice of the
        // roll (e.g. Crimson Witch of Flames).
        let n = self.config.dice_per_roll;
        let mut rolled = [n; 2];
        for p in Player::ALL {
            let mut q = crate::cards::RollQuery {
                player: p,
                rerolls: self.player(p).flags.rerolls,
                fixed: Dice::EMPTY,
            };
            self.visit(p, crate::command::listen::ROLL, |s, slot| {
                s.run_handler(p, slot, &mut crate::cards::Hook::Roll(&mut q), obs)
            });
            if q.rerolls != self.player(p).flags.rerolls {
                self.flags_mut(p, |f| f.rerolls = q.rerolls);
            }
            // Fixed dice take the place of rolled ones (in the order of the faces, at most
            // the dice of a roll), also when every rolled die is Omni.
            if !q.fixed.is_empty() {
                let mut fixed = Dice::EMPTY;
                fixed.add_capped(&q.fixed, n as u32);
                let cap = self.config.max_dice as u32;
                self.dice_mut(p, |d| d.add_capped(&fixed, cap));
                rolled[p.index()] = n - fixed.total() as u8;
            }
        }
        if self.config.all_omni {
            let cap = self.config.max_dice as u32;
            for p in Player::ALL {
                let omni = Dice::of(Die::Omni, rolled[p.index()]);
                self.dice_mut(p, |d| d.add_capped(&omni, cap));
                obs.on(LogEvent::Dice {
                    player: p,
                    dice: self.player(p).dice,
                });
            }
            self.push(Command::BeginActionPhase);
        } else {
            self.push(Command::BeginReroll);
            for p in [first.other(), first] {
                if rolled[p.index()] > 0 {
                    self.push(Command::Chance(ChanceRequest::RollDice {
                        player: p,
                        count: rolled[p.index()],
                    }));
                }
            }
        }
    }

    pub(super) fn begin_reroll(&mut self) {
        let players = Player::ALL
            .iter()
            .filter(|&&p| self.player(p).flags.rerolls > 0)
            .fold(0, |m, p| m | p.bit());
        self.push(Command::BeginActionPhase);
        if players != 0 {
            self.push(Command::Await {
                kind: DecisionKind::Reroll,
                players,
            });
        }
    }

    /// After the Roll Phase: "when the battle begins" effects in round 1, then the Action
    /// Phase with its start-of-phase effects.
    pub(super) fn begin_action_phase<O: Observer>(&mut self, obs: &mut O) {
        self.enter_phase(Phase::Action, obs);
        let first = self.globals.first;
        self.push(Command::ActionPhase);
        self.dispatch(Event::ActionPhaseStart, first, true);
        if !self.globals.battle_begun {
            self.globals_mut(|g| g.battle_begun = true);
            self.dispatch(Event::BattleBegins, first, true);
        }
    }

    /// The Action Phase loop: the current player acts until both declared round end. Each
    /// time the current player is about to choose an action, their "before you choose your
    /// action" effects run first (as in the reference, also after a fast action and before
    /// a prepared skill), then their turn.
    pub(super) fn action_phase(&mut self) {
        let both_ended = Player::ALL
            .iter()
            .all(|&p| self.player(p).flags.declared_end);
        if both_ended {
            self.push(Command::EndPhase);
            return;
        }
        let p = self.globals.current;
        self.push(Command::Turn);
        self.dispatch(Event::BeforeAction(p), p, true);
    }

    /// The current player's turn. A prepared skill, or the skill a status makes its
    /// character use (`next_action`), is used in place of the player's action (a player who
    /// has declared round end has no more turns this round, so their preparation waits for
    /// the next).
    pub(super) fn turn<O: Observer>(&mut self, obs: &mut O) {
        self.globals_mut(|g| g.action_log = 0);
        let p = self.globals.current;
        let c = self.active(p);
        let prepared = self
            .character(p, c)
            .statuses
            .iter()
            .enumerate()
            .find_map(|(pos, s)| {
                crate::cards::entity_def(s.id)
                    .and_then(|d| d.prepares)
                    .map(|skill| (pos, skill))
            });
        // A character that cannot use skills (Frozen, Petrification) keeps preparing: its
        // player acts as usual this turn, and the skill comes at the first turn it can (as in
        // the reference, GI-TCG; docs/rules.md).
        if let Some((pos, skill)) = prepared.filter(|_| !self.skills_blocked(p, c)) {
            let aux = self.character(p, c).statuses[pos].aux;
            self.remove_entity(p, Zone::Character(c as u8), pos, obs);
            self.flags_mut(p, |f| {
                f.plunge = false;
                f.combat_actions = f.combat_actions.saturating_add(1);
            });
            self.push_seq(&[
                Command::UsePreparedSkill {
                    player: p,
                    character: c as u8,
                    skill,
                    aux,
                },
                Command::CheckDefeats,
                Command::EndTurn(p),
                Command::ActionPhase,
            ]);
            return;
        }
        // An effect a status prepares (no skill: `EntityDef::on_prepared`), likewise in place
        // of the player's action: its handler's effects as one effect, then the status goes.
        let effect = self
            .character(p, c)
            .statuses
            .iter()
            .position(|s| crate::cards::entity_def(s.id).is_some_and(|d| d.prepares_effect()));
        if let Some(pos) = effect.filter(|_| !self.skills_blocked(p, c)) {
            self.flags_mut(p, |f| {
                f.combat_actions = f.combat_actions.saturating_add(1);
            });
            self.push_seq(&[
                Command::CheckDefeats,
                Command::EndTurn(p),
                Command::ActionPhase,
            ]);
            let zone = Zone::Character(c as u8);
            let slot = super::dispatch::Slot::Entity(zone, pos as u8);
            let start = self.open_frame();
            self.push(Command::EndFrame { start });
            if !self.run_handler(p, slot, &mut crate::cards::Hook::Prepared, obs) {
                self.remove_entity(p, zone, pos, obs);
            }
            return;
        }
        // A status that makes its character use a skill as the player's action (not a
        // prepared skill: energy and "after skill" effects as usual; docs/rules.md).
        let next_action = self
            .character(p, c)
            .statuses
            .iter()
            .find_map(|s| crate::cards::entity_def(s.id).and_then(|d| d.next_action));
        if let Some(skill) = next_action.filter(|_| !self.skills_blocked(p, c)) {
            let charged = self.player(p).dice.total().is_multiple_of(2);
            self.push(Command::ActionPhase);
            self.skill_as_action(p, skill, charged, false);
            return;
        }
        self.push_seq(&[
            Command::Await {
                kind: DecisionKind::Action,
                players: p.bit(),
            },
            Command::ActionPhase,
        ]);
    }

    /// `p`'s active character uses its skill at `skill` as `p`'s combat action (chosen, or
    /// made by a status): the action counts and uses up a pending Plunging Attack (a Normal
    /// Attack plunges if one was pending; it is a Charged Attack if `charged`, the dice
    /// count being even before paying); then the skill, the defeats it caused, the end of
    /// the turn.
    ///
    /// `action`: it is the player's chosen action (not one a status takes in its place), so
    /// "after an action" effects follow it ([`crate::command::Event::AfterAction`]).
    pub(crate) fn skill_as_action(&mut self, p: Player, skill: u8, charged: bool, action: bool) {
        self.push(Command::EndTurn(p));
        if action {
            self.push(Command::after_action(p));
        }
        let c = self.active(p) as u8;
        let plunging = self.player(p).flags.plunge;
        self.flags_mut(p, |f| {
            f.plunge = false;
            f.combat_actions = f.combat_actions.saturating_add(1);
        });
        self.push_seq(&[
            Command::UseSkill {
                player: p,
                character: c,
                skill,
                charged,
                plunging,
            },
            Command::CheckDefeats,
        ]);
    }

    /// After a combat action, the turn passes unless the opponent has ended their round, or
    /// the player acts again (once: the flag is spent; not after declaring the end of their
    /// round).
    pub(super) fn end_turn(&mut self, p: Player) {
        if self.player(p).flags.act_again {
            self.flags_mut(p, |f| f.act_again = false);
            if !self.player(p).flags.declared_end {
                return;
            }
        }
        if !self.player(p.other()).flags.declared_end {
            self.globals_mut(|g| g.current = p.other());
        }
    }

    /// End Phase: effects (the player going first next round first), draws, the effects
    /// "at the end of the Round", then durations tick.
    pub(super) fn end_phase<O: Observer>(&mut self, obs: &mut O) {
        let first = self.globals.next_first.unwrap_or(self.globals.first);
        self.globals_mut(|g| {
            g.first = first;
            g.current = first;
        });
        self.enter_phase(Phase::End, obs);
        // The round's end is dispatched as it comes (an entity created by an End Phase
        // effect hears it too).
        self.push_seq(&[
            Command::EndPhaseDraw,
            Command::dispatch(Event::RoundEnd, first, true),
            Command::EndRound,
        ]);
        self.dispatch(Event::EndPhase, first, true);
    }

    /// The round ends: durations tick, dice are discarded; then the next round, unless the
    /// round limit is reached (both players lose).
    pub(super) fn end_round<O: Observer>(&mut self, obs: &mut O) {
        // Effects of expiring entities run before the next round.
        self.push(Command::NextRound);
        for p in Player::ALL {
            for zone in zones() {
                let mut pos = 0;
                while pos < self.zone(p, zone).len() {
                    let d = self.zone(p, zone)[pos].duration;
                    if d == NO_DURATION {
                        pos += 1;
                        continue;
                    }
                    let left = self.entity_mut(p, zone, pos, |s| {
                        s.duration = s.duration.saturating_sub(1);
                        s.duration
                    });
                    if left == 0 {
                        let id = self.zone(p, zone)[pos].id;
                        if crate::cards::listens(id) & crate::command::listen::EXPIRED != 0 {
                            let slot = super::dispatch::Slot::Entity(zone, pos as u8);
                            self.run_handler(p, slot, &mut crate::cards::Hook::Expired, obs);
                        }
                        if self.zone(p, zone).get(pos).is_some_and(|s| s.id == id) {
                            self.remove_entity(p, zone, pos, obs);
                        }
                    } else {
                        pos += 1;
                    }
                }
            }
            self.dice_mut(p, |d| *d = Dice::EMPTY);
            self.flags_mut(p, |f| f.plunge = false);
        }
    }

    /// The round number steps; the next round starts unless the round limit is reached
    /// (both players lose).
    pub(super) fn next_round<O: Observer>(&mut self, obs: &mut O) {
        let round = self.globals.round + 1;
        self.globals_mut(|g| g.round = round);
        if round >= self.config.round_limit {
            self.finish(Outcome::BothLose, obs);
        } else {
            self.push(Command::StartRound);
        }
    }

    /// Ends the game if a side has no living character; otherwise asks each player whose
    /// active character was defeated for a new one. Characters still at 0 HP are defeated
    /// first, also inside the one effect that may still be open when the choice is asked (a
    /// card whose skill defeated a character: what that defeat set off, such as a Seed of
    /// Skandha piercing another character to 0 HP, is settled before the choice), and inside
    /// effects nested deeper whenever a choice is due (no choice is asked while a character
    /// is at 0 HP: a seed's Piercing DMG set off by a reaction, inside the response to
    /// another seeded character's defeat, may have left one there).
    pub(super) fn check_defeats<O: Observer>(&mut self, obs: &mut O) {
        let choice_due = Player::ALL
            .iter()
            .any(|&p| !self.player(p).active_character().alive);
        if self.frames <= 1 || choice_due {
            let mut responses = None;
            let start = self.deferred.len() as u8;
            let defeated = self.settle_defeats_of(start, true, &mut responses, obs);
            if self.outcome.is_some() {
                return;
            }
            if defeated {
                // Settling pushed a check of its own, which asks for new active characters
                // once the responses to these defeats have run.
                self.push_responses(&responses);
                return;
            }
        }
        let lost = Player::ALL.map(|p| self.player(p).all_defeated());
        match lost {
            [true, true] => return self.finish(Outcome::Draw, obs),
            [true, false] => return self.finish(Outcome::Win(Player::P2), obs),
            [false, true] => return self.finish(Outcome::Win(Player::P1), obs),
            [false, false] => {}
        }
        let players = Player::ALL
            .iter()
            .filter(|&&p| !self.player(p).active_character().alive)
            .fold(0, |m, p| m | p.bit());
        if players != 0 {
            self.push(Command::Await {
                kind: DecisionKind::DeathSwap,
                players,
            });
        }
    }

    /// Ends the game.
    pub(crate) fn finish<O: Observer>(&mut self, outcome: Outcome, obs: &mut O) {
        self.clear_pending_work();
        self.set_outcome(Some(outcome));
        self.enter_phase(Phase::GameOver, obs);
    }
}

/// Every list of entities of a player, in calculation order from position 0.
fn zones() -> impl Iterator<Item = Zone> {
    (0..CHARACTERS as u8)
        .map(Zone::Character)
        .chain([Zone::Combat, Zone::Summons, Zone::Supports])
}
