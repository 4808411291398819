//! Actions: what players decide, checked before anything changes.
//!
//! [`GameState::apply_action`] checks an [`Action`] fully first; an illegal one returns an
//! [`ActionError`] and leaves the state untouched. [`GameState::legal_actions`] lists every
//! legal action, paying dice the way the game's automatic selection does (see
//! [`Dice::auto_pay`]); an action paying with other dice that also cover the cost is legal
//! too. The [`generator`] builds one action through small choices.

pub mod generator;

use crate::cards::{CardTarget, CostAction, CostQuery};
use crate::chance::{ChanceError, ChanceOutcome, ChanceRequest};
use crate::command::{Command, DecisionKind};
use crate::dice::{Dice, Die, PayPrefs};
use crate::facts::{card_tag, CardId, CardKind, Cost, Element, EntityId, SkillKind, Weapon};
use crate::inline::InlineVec;
use crate::log::{LogEvent, Observer};
use crate::player::Player;
use crate::rng::Rng;
use crate::state::{GameState, Outcome, DECK_CAP};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A target of a card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    /// No target.
    #[default]
    None,
    /// One of the player's own characters, by position.
    Own(u8),
    /// One of the opponent's characters, by position.
    Opponent(u8),
    /// One of the player's summons, by position.
    Summon(u8),
    /// One of the player's supports, by position (to replace when the zone is full).
    Support(u8),
}

/// A player's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Redraw the cards at these hand positions (bit i = position i; 0 keeps the hand).
    Redraw {
        /// Who.
        player: Player,
        /// Hand positions.
        cards: u16,
    },
    /// Choose the active character: the first one, or the next one after a defeat.
    Choose {
        /// Who.
        player: Player,
        /// Character position.
        character: u8,
    },
    /// Reroll these dice (none: keep all and stop rerolling).
    Reroll {
        /// Who.
        player: Player,
        /// The dice to reroll.
        dice: Dice,
    },
    /// The active character uses a skill.
    Skill {
        /// Who.
        player: Player,
        /// Position of the skill in the character card's skill list.
        skill: u8,
        /// Dice paid.
        dice: Dice,
    },
    /// Switch the active character (a combat action).
    Switch {
        /// Who.
        player: Player,
        /// New active position.
        to: u8,
        /// Dice paid.
        dice: Dice,
    },
    /// Play a card from the hand.
    Play {
        /// Who.
        player: Player,
        /// Which card (the first copy in the hand).
        card: CardId,
        /// Its target.
        target: Target,
        /// Dice paid.
        dice: Dice,
    },
    /// Use the active character's Technique (a combat action, not a skill).
    Technique {
        /// Who.
        player: Player,
        /// Dice paid.
        dice: Dice,
    },
    /// Elemental Tuning: discard a card to turn one die into the active character's element.
    Tune {
        /// Who.
        player: Player,
        /// The card discarded.
        card: CardId,
        /// The face of the die converted.
        die: Die,
    },
    /// Declare the end of the round.
    EndRound {
        /// Who.
        player: Player,
    },
}

impl Action {
    /// The deciding player.
    pub const fn player(&self) -> Player {
        match *self {
            Action::Redraw { player, .. }
            | Action::Choose { player, .. }
            | Action::Reroll { player, .. }
            | Action::Skill { player, .. }
            | Action::Switch { player, .. }
            | Action::Play { player, .. }
            | Action::Tune { player, .. }
            | Action::Technique { player, .. }
            | Action::EndRound { player } => player,
        }
    }

    /// The dice the action pays, if it pays any.
    pub fn paid(&self) -> Option<Dice> {
        match *self {
            Action::Skill { dice, .. }
            | Action::Switch { dice, .. }
            | Action::Play { dice, .. }
            | Action::Technique { dice, .. } => Some(dice),
            _ => None,
        }
    }

    /// The same action paying with other dice.
    pub fn with_dice(mut self, new: Dice) -> Action {
        if let Action::Skill { dice, .. }
        | Action::Switch { dice, .. }
        | Action::Play { dice, .. }
        | Action::Technique { dice, .. } = &mut self
        {
            *dice = new;
        }
        self
    }

    /// Whether it is a combat action (it ends the turn).
    pub fn is_combat(&self) -> bool {
        matches!(
            self,
            Action::Skill { .. }
                | Action::Switch { .. }
                | Action::Technique { .. }
                | Action::EndRound { .. }
        )
    }
}

/// What the state waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// A player must decide. Where both decide at once (redraw, first active character,
    /// reroll, simultaneous defeats), this names P1 first; either may answer first.
    Decision {
        /// Who.
        player: Player,
        /// What kind of decision.
        kind: DecisionKind,
    },
    /// A chance outcome is needed.
    Chance(ChanceRequest),
    /// The game is over.
    GameOver(Outcome),
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// The state waits for a chance outcome, not a decision.
    WaitingForChance,
    /// This player has no decision to make now.
    NotYourTurn {
        /// Who tried.
        player: Player,
    },
    /// The decision asked for is of another kind.
    WrongDecision {
        /// What is asked.
        expected: DecisionKind,
    },
    /// No character at that position.
    NoSuchCharacter(u8),
    /// The character is defeated.
    CharacterDefeated(u8),
    /// The character is already active.
    AlreadyActive(u8),
    /// The active character has no such skill, or it cannot be used as an action.
    NoSuchSkill(u8),
    /// The active character cannot use skills (Frozen, Petrification, ...).
    SkillsBlocked,
    /// Not enough energy for the Elemental Burst.
    NotEnoughEnergy {
        /// Energy needed.
        needed: u8,
        /// Energy the character has.
        have: u8,
    },
    /// The player does not have the dice offered.
    DiceNotOwned,
    /// The dice offered do not pay the cost.
    DiceDoNotPay {
        /// The cost (after modifiers).
        cost: Cost,
    },
    /// The card is not in the player's hand.
    CardNotInHand(CardId),
    /// The card cannot be played (not implemented, or its conditions do not hold).
    CardNotPlayable(CardId),
    /// Hand positions beyond the hand.
    BadRedraw,
    /// The die cannot be tuned (not owned, Omni, or already the active character's element).
    BadTune(Die),
    /// The active character has no Technique with usages left.
    NoTechnique,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => write!(f, "the game is over"),
            ActionError::WaitingForChance => write!(f, "the game waits for a chance outcome"),
            ActionError::NotYourTurn { player } => {
                write!(f, "{player} has no decision to make now")
            }
            ActionError::WrongDecision { expected } => {
                write!(f, "the game asks for a {} decision", expected.name())
            }
            ActionError::NoSuchCharacter(c) => write!(f, "no character at position {}", c + 1),
            ActionError::CharacterDefeated(c) => write!(f, "character {} is defeated", c + 1),
            ActionError::AlreadyActive(c) => write!(f, "character {} is already active", c + 1),
            ActionError::NoSuchSkill(s) => write!(f, "no usable skill at position {}", s + 1),
            ActionError::SkillsBlocked => write!(f, "the active character cannot use skills"),
            ActionError::NotEnoughEnergy { needed, have } => {
                write!(f, "not enough energy ({have} of {needed})")
            }
            ActionError::DiceNotOwned => write!(f, "the player does not have those dice"),
            ActionError::DiceDoNotPay { cost } => {
                write!(f, "the dice do not pay the cost {cost:?}")
            }
            ActionError::CardNotInHand(c) => write!(f, "{c} is not in the hand"),
            ActionError::CardNotPlayable(c) => write!(f, "{c} cannot be played now"),
            ActionError::BadRedraw => write!(f, "redraw names positions beyond the hand"),
            ActionError::BadTune(d) => write!(f, "a {d} die cannot be tuned"),
            ActionError::NoTechnique => write!(f, "the active character has no Technique to use"),
        }
    }
}

impl std::error::Error for ActionError {}

/// What a checked action will do.
enum Plan {
    /// It pays dice.
    Pay,
    /// It pays nothing.
    Plain,
}

impl GameState {
    /// What the state waits for.
    pub fn pending(&self) -> Pending {
        if let Some(o) = self.outcome {
            return Pending::GameOver(o);
        }
        match self.stack.last() {
            Some(&Command::Await { kind, players }) => Pending::Decision {
                player: if players & 1 != 0 {
                    Player::P1
                } else {
                    Player::P2
                },
                kind,
            },
            Some(&Command::Chance(r)) => Pending::Chance(r),
            other => unreachable!("a running game always waits for something, found {other:?}"),
        }
    }

    /// The kind of decision `player` must make now, if any.
    pub fn decision_of(&self, player: Player) -> Option<DecisionKind> {
        match self.stack.last() {
            Some(&Command::Await { kind, players })
                if self.outcome.is_none() && players & player.bit() != 0 =>
            {
                Some(kind)
            }
            _ => None,
        }
    }

    /// The players who must decide now (both in simultaneous decisions).
    pub fn deciding(&self) -> impl Iterator<Item = Player> + '_ {
        Player::ALL
            .into_iter()
            .filter(|&p| self.decision_of(p).is_some())
    }

    /// The dice `p` would pay automatically for `cost`, if they can. `toward` is the
    /// character a switch goes to (its element is the one protected); None for other costs.
    pub fn auto_dice(&self, p: Player, cost: &Cost, toward: Option<usize>) -> Option<Dice> {
        self.player(p)
            .dice
            .auto_pay(cost, &self.pay_prefs(p, toward))
    }

    /// What `p`'s automatic payment protects: the team's elements, and the active
    /// character's (or `toward`'s, for a switch).
    pub fn pay_prefs(&self, p: Player, toward: Option<usize>) -> PayPrefs {
        let ps = self.player(p);
        let version = self.version();
        let element = |c: usize| ps.characters[c].id.facts(version).and_then(|f| f.element);
        let active = toward.unwrap_or(ps.active as usize);
        PayPrefs::new(ps.alive_from_active().filter_map(element), element(active))
    }

    /// The cost of the active character's skill at `skill`, after modifiers; None if it
    /// cannot be used as an action now.
    pub fn skill_cost(&self, p: Player, skill: usize) -> Result<Cost, ActionError> {
        let c = self.active(p);
        let ch = self.character(p, c);
        let facts = self.character_facts(p, c);
        let Some(sf) = facts.skills.get(skill) else {
            return Err(ActionError::NoSuchSkill(skill as u8));
        };
        if sf.hidden
            || !matches!(
                sf.kind,
                SkillKind::Normal | SkillKind::Elemental | SkillKind::Burst
            )
        {
            return Err(ActionError::NoSuchSkill(skill as u8));
        }
        if !ch.alive {
            return Err(ActionError::CharacterDefeated(c as u8));
        }
        if self.skills_blocked(p, c) {
            return Err(ActionError::SkillsBlocked);
        }
        if ch.energy < sf.cost.energy {
            return Err(ActionError::NotEnoughEnergy {
                needed: sf.cost.energy,
                have: ch.energy,
            });
        }
        let mut q = CostQuery {
            player: p,
            action: CostAction::Skill {
                character: c as u8,
                skill: skill as u8,
                kind: sf.kind,
            },
            cost: sf.cost,
            commit: false,
        };
        self.modified_cost(&mut q);
        Ok(q.cost)
    }

    /// The cost of switching to `to`, after modifiers.
    pub fn switch_cost(&self, p: Player, to: usize) -> Result<Cost, ActionError> {
        let ps = self.player(p);
        let Some(ch) = ps.characters.get(to) else {
            return Err(ActionError::NoSuchCharacter(to as u8));
        };
        if !ch.alive {
            return Err(ActionError::CharacterDefeated(to as u8));
        }
        if to == ps.active as usize {
            return Err(ActionError::AlreadyActive(to as u8));
        }
        let mut q = CostQuery {
            player: p,
            action: CostAction::Switch {
                from: ps.active,
                to: to as u8,
            },
            cost: Cost {
                unaligned: 1,
                ..Cost::default()
            },
            commit: false,
        };
        self.modified_cost(&mut q);
        Ok(q.cost)
    }

    /// The cost of playing `card` at `target` now, after modifiers; an error if it cannot
    /// be played (not in hand, not implemented, Arcane Legend already used, bad target, its
    /// conditions do not hold).
    ///
    /// Rules every card follows: a Food card needs a target that is not Satiated (a revival
    /// food, one revival by food per round); a weapon needs a character of its weapon type;
    /// a talent needs its character; energy in the cost comes from the target character (or
    /// the active one); a Support needs a free slot, or names the support to replace when
    /// the zone is full.
    pub fn card_cost(&self, p: Player, card: CardId, target: Target) -> Result<Cost, ActionError> {
        let ps = self.player(p);
        let refuse = Err(ActionError::CardNotPlayable(card));
        if !ps.hand.contains(&card) {
            return Err(ActionError::CardNotInHand(card));
        }
        let (Some(def), Some(facts)) = (crate::cards::card_def(card), card.facts(self.version()))
        else {
            return refuse;
        };
        if facts.cost.legend && ps.flags.legend_used {
            return refuse;
        }
        let own = |c: u8| ps.characters.get(c as usize);
        let target_ok = match (def.target, target) {
            (CardTarget::None, Target::None) => {
                facts.kind != CardKind::Support || !self.supports_full(p)
            }
            (CardTarget::None, Target::Support(i)) => {
                facts.kind == CardKind::Support
                    && self.supports_full(p)
                    && (i as usize) < ps.supports.len()
            }
            (CardTarget::OwnCharacter, Target::Own(c)) => own(c).is_some_and(|ch| ch.alive),
            (CardTarget::OwnDefeated, Target::Own(c)) => own(c).is_some_and(|ch| !ch.alive),
            (CardTarget::OpponentCharacter, Target::Opponent(c)) => self
                .player(p.other())
                .characters
                .get(c as usize)
                .is_some_and(|ch| ch.alive),
            (CardTarget::OwnSummon, Target::Summon(i)) => (i as usize) < ps.summons.len(),
            (CardTarget::OpponentSummon, Target::Summon(i)) => {
                (i as usize) < self.player(p.other()).summons.len()
            }
            _ => false,
        };
        if !target_ok {
            return refuse;
        }
        if let Target::Own(c) = target {
            let ch = &ps.characters[c as usize];
            let cf = self.character_facts(p, c as usize);
            if facts.tags & card_tag::FOOD != 0 {
                let revival = def.target == CardTarget::OwnDefeated;
                if ch.has(EntityId::Satiated)
                    || (revival && ps.combat_status(EntityId::ReviveOnCooldown).is_some())
                {
                    return refuse;
                }
            }
            if facts.tags & card_tag::WEAPON != 0 && weapon_tag(cf.weapon) & facts.tags == 0 {
                return refuse;
            }
            if facts.tags & card_tag::TALENT != 0 && facts.character.is_some_and(|t| t != ch.id) {
                return refuse;
            }
        }
        if facts.cost.energy > 0 {
            let c = match target {
                Target::Own(c) => c as usize,
                _ => ps.active as usize,
            };
            if ps.characters[c].energy < facts.cost.energy {
                return refuse;
            }
        }
        if !(def.playable)(self, p, target) {
            return refuse;
        }
        let mut q = CostQuery {
            player: p,
            action: CostAction::Card(card),
            cost: facts.cost,
            commit: false,
        };
        self.modified_cost(&mut q);
        Ok(q.cost)
    }

    /// The active character's Technique and its cost after modifiers: (character, cost).
    /// An error if it has none with usages left, or cannot use skills.
    pub fn technique_cost(&self, p: Player) -> Result<(u8, Cost), ActionError> {
        let c = self.active(p);
        let ch = self.character(p, c);
        let tech = ch
            .statuses
            .iter()
            .find(|s| crate::cards::listens(s.id) & crate::command::listen::TECHNIQUE != 0);
        let Some(tech) = tech else {
            return Err(ActionError::NoTechnique);
        };
        let facts = self.entity_facts(tech.id);
        if facts.is_some_and(|f| f.usage.is_some()) && tech.usage == 0 {
            return Err(ActionError::NoTechnique);
        }
        if !ch.alive || self.skills_blocked(p, c) {
            return Err(ActionError::SkillsBlocked);
        }
        let mut q = CostQuery {
            player: p,
            action: CostAction::Technique,
            cost: facts.and_then(|f| f.skill_cost).unwrap_or_default(),
            commit: false,
        };
        self.modified_cost(&mut q);
        Ok((c as u8, q.cost))
    }

    fn supports_full(&self, p: Player) -> bool {
        self.player(p).supports.len() >= self.config.max_supports as usize
    }

    /// The targets a card could be played at (whether or not it is playable now).
    fn card_targets(&self, p: Player, card: CardId, out: &mut InlineVec<Target, 12>) {
        out.clear();
        let Some(def) = crate::cards::card_def(card) else {
            return;
        };
        let mut push = |t| {
            let _ = out.push(t);
        };
        let support = card
            .facts(self.version())
            .is_some_and(|f| f.kind == CardKind::Support);
        match def.target {
            CardTarget::None if support && self.supports_full(p) => {
                (0..self.player(p).supports.len() as u8).for_each(|i| push(Target::Support(i)))
            }
            CardTarget::None => push(Target::None),
            CardTarget::OwnCharacter | CardTarget::OwnDefeated => {
                (0..3).for_each(|c| push(Target::Own(c)))
            }
            CardTarget::OpponentCharacter => (0..3).for_each(|c| push(Target::Opponent(c))),
            CardTarget::OwnSummon => {
                (0..self.player(p).summons.len() as u8).for_each(|i| push(Target::Summon(i)))
            }
            CardTarget::OpponentSummon => (0..self.player(p.other()).summons.len() as u8)
                .for_each(|i| push(Target::Summon(i))),
        }
    }

    fn tune_element(&self, p: Player) -> Option<Element> {
        let c = self.active(p);
        self.character(p, c).id.facts(self.version())?.element
    }

    /// Checks an action without changing anything.
    fn check(&self, a: &Action) -> Result<Plan, ActionError> {
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
                Ok(Plan::Pay)
            }
        };
        match *a {
            Action::Redraw { cards, .. } => {
                expect(DecisionKind::Redraw)?;
                if cards >> ps.hand.len() != 0 {
                    return Err(ActionError::BadRedraw);
                }
                Ok(Plan::Plain)
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
                Ok(Plan::Plain)
            }
            Action::Reroll { dice, .. } => {
                expect(DecisionKind::Reroll)?;
                if !ps.dice.contains(&dice) {
                    return Err(ActionError::DiceNotOwned);
                }
                Ok(Plan::Plain)
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
            Action::Technique { dice, .. } => {
                expect(DecisionKind::Action)?;
                let (_, cost) = self.technique_cost(p)?;
                pay(cost, &dice)
            }
            Action::Tune { card, die, .. } => {
                expect(DecisionKind::Action)?;
                if !ps.hand.contains(&card) {
                    return Err(ActionError::CardNotInHand(card));
                }
                let target = self.tune_element(p).map(Die::of);
                if die == Die::Omni
                    || ps.dice.count(die) == 0
                    || Some(die) == target
                    || target.is_none()
                {
                    return Err(ActionError::BadTune(die));
                }
                Ok(Plan::Plain)
            }
            Action::EndRound { .. } => {
                expect(DecisionKind::Action)?;
                Ok(Plan::Plain)
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
        let plan = self.check(&a)?;
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
                } else {
                    // The switch's effects (an "after you switch" status) may defeat a
                    // character in turn: once they have resolved, defeats are checked again
                    // (the game may end, or a new choice is asked), as the reference does.
                    // With another choice still pending, that choice checks them.
                    if others == 0 {
                        self.push(Command::CheckDefeats);
                    }
                    self.switch_active(p, character, crate::command::SwitchKind::AfterDefeat, obs);
                }
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
                debug_assert!(matches!(plan, Plan::Pay));
                let c = self.active(p);
                let charged = self.player(p).dice.total().is_multiple_of(2);
                let plunging = self.player(p).flags.plunge;
                let sf = self.skill_facts(p, c, skill as usize);
                let mut q = CostQuery {
                    player: p,
                    action: CostAction::Skill {
                        character: c as u8,
                        skill,
                        kind: sf.kind,
                    },
                    cost: sf.cost,
                    commit: true,
                };
                self.commit_cost(&mut q);
                self.dice_mut(p, |d| d.remove(&dice));
                if q.cost.energy > 0 {
                    let spend = q.cost.energy;
                    self.char_mut(p, c, |ch| ch.energy = ch.energy.saturating_sub(spend));
                }
                self.combat_action(p);
                // Any skill uses up a pending Plunging Attack.
                self.flags_mut(p, |f| f.plunge = false);
                self.push_seq(&[
                    Command::UseSkill {
                        player: p,
                        character: c as u8,
                        skill,
                        charged,
                        plunging,
                    },
                    Command::CheckDefeats,
                    Command::EndTurn(p),
                ]);
            }
            Action::Switch { to, dice, .. } => {
                let from = self.active(p) as u8;
                let mut q = CostQuery {
                    player: p,
                    action: CostAction::Switch { from, to },
                    cost: Cost {
                        unaligned: 1,
                        ..Cost::default()
                    },
                    commit: true,
                };
                self.commit_cost(&mut q);
                self.dice_mut(p, |d| d.remove(&dice));
                let switch = Command::Switch {
                    player: p,
                    to,
                    kind: crate::command::SwitchKind::Action,
                };
                if self.fast_switch(p, from, to) {
                    self.push_seq(&[switch, Command::CheckDefeats]);
                } else {
                    self.combat_action(p);
                    self.push_seq(&[switch, Command::CheckDefeats, Command::EndTurn(p)]);
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
                let mut q = CostQuery {
                    player: p,
                    action: CostAction::Card(card),
                    cost: facts.cost,
                    commit: true,
                };
                self.commit_cost(&mut q);
                self.dice_mut(p, |d| d.remove(&dice));
                if q.cost.energy > 0 {
                    let c = match target {
                        Target::Own(c) => c as usize,
                        _ => self.active(p),
                    };
                    let spend = q.cost.energy;
                    self.char_mut(p, c, |ch| ch.energy = ch.energy.saturating_sub(spend));
                }
                let pos = self
                    .player(p)
                    .hand
                    .iter()
                    .position(|&c| c == card)
                    .expect("checked");
                self.hand_remove(p, pos);
                obs.on(LogEvent::Played { player: p, card });
                if facts.cost.legend {
                    self.flags_mut(p, |f| f.legend_used = true);
                }
                // Pushed in reverse: they run bottom-up from the last push.
                if facts.tags & card_tag::COMBAT_ACTION != 0 {
                    self.combat_action(p);
                    self.push(Command::EndTurn(p));
                }
                self.push(Command::CheckDefeats);
                // Pushed as is (not through `dispatch`, which skips an event nobody listens
                // to yet): the entities the card itself creates or attaches hear that it was
                // played, as in the reference (GI-TCG emits "play card" after the card's
                // effects), whether or not anything else listens.
                self.push(Command::dispatch(
                    crate::command::Event::CardPlayed(crate::command::CardPlayed {
                        player: p,
                        card,
                    }),
                    p,
                    false,
                ));
                if let (true, Target::Own(c)) = (facts.tags & card_tag::FOOD != 0, target) {
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
                self.push(Command::PlayCard {
                    player: p,
                    card,
                    target,
                    charged,
                    plunging,
                });
                match (facts.kind, target) {
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
                        if let Target::Support(i) = target {
                            self.push(Command::RemoveAt {
                                player: p,
                                zone: crate::state::Zone::Supports,
                                pos: i,
                            });
                        }
                    }
                    _ => {}
                }
            }
            Action::Technique { dice, .. } => {
                let (c, cost) = self.technique_cost(p).expect("checked");
                let mut q = CostQuery {
                    player: p,
                    action: CostAction::Technique,
                    cost,
                    commit: true,
                };
                self.commit_cost(&mut q);
                self.dice_mut(p, |d| d.remove(&dice));
                // A combat action, not a skill: a pending Plunging Attack stays.
                self.combat_action(p);
                self.push_seq(&[
                    Command::Technique {
                        player: p,
                        character: c,
                    },
                    Command::CheckDefeats,
                    Command::EndTurn(p),
                ]);
            }
            Action::Tune { card, die, .. } => {
                self.await_again(kind, players);
                let pos = self
                    .player(p)
                    .hand
                    .iter()
                    .position(|&c| c == card)
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
            }
            Action::EndRound { .. } => {
                self.combat_action(p);
                self.flags_mut(p, |f| f.declared_end = true);
                if self.globals.next_first.is_none() {
                    self.globals_mut(|g| g.next_first = Some(p));
                }
                obs.on(LogEvent::DeclaredEnd { player: p });
                self.push(Command::EndTurn(p));
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
            (ChanceRequest::RollDice { player, .. }, ChanceOutcome::Dice(d))
            | (ChanceRequest::DistinctElements { player, .. }, ChanceOutcome::Dice(d)) => {
                let cap = self.config.max_dice as u32;
                self.dice_mut(player, |dice| dice.add_capped(&d, cap));
                obs.on(LogEvent::Dice {
                    player,
                    dice: self.player(player).dice,
                });
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

    /// Every legal action (dice paid automatically), into `out` (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        for p in Player::ALL {
            if let Some(kind) = self.decision_of(p) {
                self.legal_for(p, kind, out);
            }
        }
    }

    /// Every legal action (dice paid automatically).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    fn legal_for(&self, p: Player, kind: DecisionKind, out: &mut Vec<Action>) {
        let ps = self.player(p);
        match kind {
            DecisionKind::Redraw => {
                // One mask per multiset of cards: copies are taken leftmost first.
                for_each_submultiset(ps.hand.as_slice(), |mask| {
                    out.push(Action::Redraw {
                        player: p,
                        cards: mask,
                    })
                });
            }
            DecisionKind::ChooseActive | DecisionKind::DeathSwap => {
                for (c, ch) in ps.characters.iter().enumerate() {
                    if ch.alive {
                        out.push(Action::Choose {
                            player: p,
                            character: c as u8,
                        });
                    }
                }
            }
            DecisionKind::Reroll => {
                let mut d = Dice::EMPTY;
                sub_dice(&ps.dice, 0, &mut d, &mut |dice| {
                    out.push(Action::Reroll { player: p, dice })
                });
            }
            DecisionKind::Action => self.legal_action_phase(p, out),
        }
    }

    fn legal_action_phase(&self, p: Player, out: &mut Vec<Action>) {
        let ps = self.player(p);
        let c = ps.active as usize;
        let prefs = self.pay_prefs(p, None);
        for skill in 0..self.character_facts(p, c).skills.len() {
            if let Ok(cost) = self.skill_cost(p, skill) {
                if let Some(dice) = ps.dice.auto_pay(&cost, &prefs) {
                    out.push(Action::Skill {
                        player: p,
                        skill: skill as u8,
                        dice,
                    });
                }
            }
        }
        for to in 0..ps.characters.len() {
            if let Ok(cost) = self.switch_cost(p, to) {
                if let Some(dice) = ps.dice.auto_pay(&cost, &self.pay_prefs(p, Some(to))) {
                    out.push(Action::Switch {
                        player: p,
                        to: to as u8,
                        dice,
                    });
                }
            }
        }
        if let Ok((_, cost)) = self.technique_cost(p) {
            if let Some(dice) = ps.dice.auto_pay(&cost, &prefs) {
                out.push(Action::Technique { player: p, dice });
            }
        }
        let mut seen: InlineVec<CardId, 10> = InlineVec::new();
        let mut targets = InlineVec::new();
        for &card in ps.hand.iter() {
            if seen.contains(&card) {
                continue;
            }
            let _ = seen.push(card);
            self.card_targets(p, card, &mut targets);
            for &target in targets.iter() {
                if let Ok(cost) = self.card_cost(p, card, target) {
                    if let Some(dice) = ps.dice.auto_pay(&cost, &prefs) {
                        out.push(Action::Play {
                            player: p,
                            card,
                            target,
                            dice,
                        });
                    }
                }
            }
        }
        if let Some(target) = self.tune_element(p).map(Die::of) {
            let mut seen: InlineVec<CardId, 10> = InlineVec::new();
            for &card in ps.hand.iter() {
                if seen.contains(&card) {
                    continue;
                }
                let _ = seen.push(card);
                for die in ps.dice.faces() {
                    if die != Die::Omni && die != target {
                        out.push(Action::Tune {
                            player: p,
                            card,
                            die,
                        });
                    }
                }
            }
        }
        out.push(Action::EndRound { player: p });
    }

    /// A legal action drawn uniformly from [`GameState::legal_actions`] (any deciding
    /// player's), without listing them all where their number is large (rerolls);
    /// `buf` is scratch space. None when nobody decides.
    pub fn sample_legal_action(&self, rng: &mut Rng, buf: &mut Vec<Action>) -> Option<Action> {
        // Rerolls are the sub-multisets of the dice: a mixed-radix number, one digit per
        // face (its count + 1 choices). Draw among every deciding player's rerolls.
        let rerolls = |p: Player| -> u32 {
            match self.decision_of(p) {
                Some(DecisionKind::Reroll) => self
                    .player(p)
                    .dice
                    .0
                    .iter()
                    .map(|&c| c as u32 + 1)
                    .product(),
                Some(_) => u32::MAX,
                None => 0,
            }
        };
        let counts = [rerolls(Player::P1), rerolls(Player::P2)];
        if counts.iter().all(|&n| n != u32::MAX) && counts[0] + counts[1] > 0 {
            let mut k = rng.below(counts[0] + counts[1]);
            let p = if k < counts[0] {
                Player::P1
            } else {
                k -= counts[0];
                Player::P2
            };
            let dice = self.player(p).dice;
            let mut pick = Dice::EMPTY;
            for (i, &c) in dice.0.iter().enumerate() {
                let radix = c as u32 + 1;
                pick.0[i] = (k % radix) as u8;
                k /= radix;
            }
            return Some(Action::Reroll {
                player: p,
                dice: pick,
            });
        }
        self.legal_actions_into(buf);
        if buf.is_empty() {
            return None;
        }
        Some(buf[rng.index(buf.len())])
    }

    /// Whether an action is legal now.
    pub fn is_legal(&self, a: &Action) -> bool {
        self.check(a).is_ok()
    }
}

/// The card tag of a weapon type.
fn weapon_tag(w: Weapon) -> u32 {
    match w {
        Weapon::Sword => card_tag::SWORD,
        Weapon::Claymore => card_tag::CLAYMORE,
        Weapon::Polearm => card_tag::POLEARM,
        Weapon::Catalyst => card_tag::CATALYST,
        Weapon::Bow => card_tag::BOW,
        Weapon::None => 0,
    }
}

/// Calls `f` with one hand mask per sub-multiset of `hand` (copies taken leftmost first).
fn for_each_submultiset(hand: &[CardId], mut f: impl FnMut(u16)) {
    fn rec(hand: &[CardId], i: usize, mask: u16, f: &mut impl FnMut(u16)) {
        if i == hand.len() {
            f(mask);
            return;
        }
        // Positions i.. of the same card as hand[i] that come first at i.
        let card = hand[i];
        if hand[..i].contains(&card) {
            return rec(hand, i + 1, mask, f);
        }
        let copies: InlineVec<usize, 10> = InlineVec::from_slice(
            &(i..hand.len())
                .filter(|&j| hand[j] == card)
                .collect::<Vec<_>>(),
        )
        .expect("hand fits");
        for k in 0..=copies.len() {
            let m = copies.iter().take(k).fold(mask, |m, &j| m | 1 << j);
            rec(hand, i + 1, m, f);
        }
    }
    rec(hand, 0, 0, &mut f);
}

/// Calls `f` with every sub-multiset of `dice`.
fn sub_dice(dice: &Dice, face: usize, cur: &mut Dice, f: &mut impl FnMut(Dice)) {
    if face == Die::NUM {
        f(*cur);
        return;
    }
    for k in 0..=dice.0[face] {
        cur.0[face] = k;
        sub_dice(dice, face + 1, cur, f);
    }
    cur.0[face] = 0;
}
