//! The action generator: one action built through small choices.
//!
//! Search and learning see small branching factors when an action is built step by step
//! (kind → skill / character / card → target → dice), like move groups. Start an
//! [`ActionBuilder`] for the deciding player, list its [`Choice`]s with
//! [`ActionBuilder::options`], and [`ActionBuilder::choose`] one at a time until it yields
//! the complete [`Action`]. Every path through the choices ends in a legal action, and
//! every legal action (with any valid dice payment) can be built.
//!
//! Options are computed for the choice at hand only (whether a kind of action exists, not
//! every legal action with its payment). A loop that keeps the options (for a mask) hands
//! them back to [`ActionBuilder::choose_into`], which checks the choice against them and
//! replaces them with the next choice's options. The options are exactly those of the
//! first implementation, which lists every legal action and filters them; it stays as the
//! reference the tests compare with.

use super::{Action, Target};
use crate::command::DecisionKind;
use crate::dice::{Dice, Die};
use crate::facts::{CardId, Cost};
use crate::inline::InlineVec;
use crate::player::Player;
use crate::state::{GameState, InvalidState, HAND_CAP};
use serde::{Deserialize, Serialize};

/// The kind of an Action Phase action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActionKind {
    /// Use a skill.
    Skill,
    /// Switch character.
    Switch,
    /// Play a card.
    Play,
    /// Elemental Tuning.
    Tune,
    /// Use a Technique.
    Technique,
    /// Declare round end.
    EndRound,
}

/// One small choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// The kind of action.
    Kind(ActionKind),
    /// A skill, by position in the active character's skill list.
    Skill(u8),
    /// A character, by position (switch target, first active, new active).
    Character(u8),
    /// A card in hand (to play, to tune, or to add to the redraw).
    Card(CardId),
    /// A target of the card.
    Target(Target),
    /// A die: one more die to pay with, to reroll, or the die to tune.
    Die(Die),
    /// Pay the rest of the cost automatically.
    AutoPay,
    /// Finish the redraw or reroll selection.
    Done,
    /// One of the things offered ("choose 1 of N"), by position in the offer.
    Offered(u8),
}

/// What the builder has chosen so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Partial {
    Start,
    ChooseSkill,
    ChooseSwitch,
    ChooseCard,
    CardTarget(CardId),
    /// A card with two targets (`Target::Pair`) after its first.
    CardSecondTarget(CardId, u8),
    Play(CardId, Target),
    /// The Technique, choosing its target.
    TechniqueTarget,
    Technique(Target),
    Skill(u8),
    Switch(u8),
    Tune(Option<CardId>),
    Redraw(u16),
    Reroll(Dice),
}

/// Builds one action of `player` through small choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionBuilder {
    player: Player,
    kind: DecisionKind,
    partial: Partial,
    /// Dice chosen so far for a payment.
    paid: Dice,
}

/// Why a choice was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotAnOption(pub Choice);

impl std::fmt::Display for NotAnOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} is not one of the options", self.0)
    }
}

impl std::error::Error for NotAnOption {}

impl ActionBuilder {
    /// A builder for `player`'s pending decision; None if they have none.
    pub fn new(state: &GameState, player: Player) -> Option<ActionBuilder> {
        let kind = state.decision_of(player)?;
        let partial = match kind {
            DecisionKind::Redraw => Partial::Redraw(0),
            DecisionKind::Reroll => Partial::Reroll(Dice::EMPTY),
            _ => Partial::Start,
        };
        Some(ActionBuilder {
            player,
            kind,
            partial,
            paid: Dice::EMPTY,
        })
    }

    /// The player the action is for.
    pub fn player(&self) -> Player {
        self.player
    }

    /// Where the builder is, as a small number: 0 choosing the kind (or the character,
    /// for choices of a character), 1 a skill, 2 a switch target, 3 a card, 4 a card's
    /// or a Technique's target, 5 paying, 6 tuning, 7 choosing cards to redraw or dice to reroll.
    pub fn stage(&self) -> u8 {
        match self.partial {
            Partial::Start => 0,
            Partial::ChooseSkill => 1,
            Partial::ChooseSwitch => 2,
            Partial::ChooseCard => 3,
            Partial::CardTarget(_) | Partial::CardSecondTarget(..) | Partial::TechniqueTarget => 4,
            Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique(_) => 5,
            Partial::Tune(_) => 6,
            Partial::Redraw(_) | Partial::Reroll(_) => 7,
        }
    }

    /// The dice chosen so far: to pay with, or to reroll.
    pub fn chosen_dice(&self) -> Dice {
        match self.partial {
            Partial::Reroll(d) => d,
            _ => self.paid,
        }
    }

    /// The cost still being paid, once the action is chosen.
    fn cost(&self, state: &GameState) -> Option<Cost> {
        match self.partial {
            Partial::Skill(s) => state.skill_cost(self.player, s as usize).ok(),
            Partial::Switch(to) => state.switch_cost(self.player, to as usize).ok(),
            Partial::Play(card, target) => state.card_cost(self.player, card, target).ok(),
            Partial::Technique(_) => state.technique_cost(self.player).ok().map(|(_, c)| c),
            _ => None,
        }
    }

    fn finish_payment(&self, dice: Dice) -> Action {
        let player = self.player;
        match self.partial {
            Partial::Skill(skill) => Action::Skill {
                player,
                skill,
                dice,
            },
            Partial::Switch(to) => Action::Switch { player, to, dice },
            Partial::Play(card, target) => Action::Play {
                player,
                card,
                target,
                dice,
            },
            Partial::Technique(target) => Action::Technique {
                player,
                target,
                dice,
            },
            _ => unreachable!("only paid actions have a payment step"),
        }
    }

    /// The choices available now, into `out` (cleared first).
    pub fn options_into(&self, state: &GameState, out: &mut Vec<Choice>) {
        out.clear();
        if matches!(self.kind, DecisionKind::Redraw | DecisionKind::Reroll)
            && matches!(
                self.partial,
                Partial::Start
                    | Partial::ChooseSkill
                    | Partial::ChooseSwitch
                    | Partial::ChooseCard
                    | Partial::CardTarget(_)
                    | Partial::CardSecondTarget(..)
                    | Partial::TechniqueTarget
            )
        {
            // Action Phase choices in another decision: never reached from `new` (and
            // refused by `validate`): nothing is offered.
            return;
        }
        let p = self.player;
        let ps = state.player(p);
        match (self.kind, self.partial) {
            (DecisionKind::ChooseActive | DecisionKind::DeathSwap, _) => {
                for (c, ch) in ps.characters.iter().enumerate() {
                    if ch.alive {
                        out.push(Choice::Character(c as u8));
                    }
                }
            }
            (DecisionKind::Select, _) => {
                let n = state.pending_offer().map_or(0, |o| o.items().len());
                out.extend((0..n as u8).map(Choice::Offered));
            }
            (_, Partial::Redraw(mask)) => {
                let mut seen: InlineVec<CardId, HAND_CAP> = InlineVec::new();
                for (i, &card) in ps.hand.iter().enumerate() {
                    if mask & (1 << i) == 0 && !seen.contains(&card) {
                        let _ = seen.push(card);
                        out.push(Choice::Card(card));
                    }
                }
                out.push(Choice::Done);
            }
            (_, Partial::Reroll(chosen)) => {
                for die in ps.dice.faces() {
                    if ps.dice.count(die) > chosen.count(die) {
                        out.push(Choice::Die(die));
                    }
                }
                out.push(Choice::Done);
            }
            // The kinds in the order `legal_actions` lists actions: skills, switches, the
            // Technique, cards, tuning, round end.
            (_, Partial::Start) => {
                let kinds = [
                    (ActionKind::Skill, self.any_skill(state)),
                    (ActionKind::Switch, self.any_switch(state)),
                    (ActionKind::Technique, self.technique_payable(state)),
                    (ActionKind::Play, self.any_card(state)),
                    (ActionKind::Tune, self.can_tune(state)),
                    (ActionKind::EndRound, true),
                ];
                for (kind, available) in kinds {
                    if available {
                        out.push(Choice::Kind(kind));
                    }
                }
            }
            (_, Partial::ChooseSkill) => {
                for skill in 0..state.character_facts(p, ps.active as usize).skills.len() {
                    if self.skill_payable(state, skill) {
                        out.push(Choice::Skill(skill as u8));
                    }
                }
            }
            (_, Partial::ChooseSwitch) => {
                for to in 0..ps.characters.len() {
                    if self.switch_payable(state, to) {
                        out.push(Choice::Character(to as u8));
                    }
                }
            }
            (_, Partial::ChooseCard) => {
                let mut seen: InlineVec<CardId, HAND_CAP> = InlineVec::new();
                for &card in ps.hand.iter() {
                    if seen.contains(&card) {
                        continue;
                    }
                    let _ = seen.push(card);
                    if self.card_payable(state, card, |_| true) {
                        out.push(Choice::Card(card));
                    }
                }
            }
            (_, Partial::CardTarget(card)) => {
                self.card_payable(state, card, |t| {
                    // A pair is chosen one character at a time: the first here.
                    let choice = Choice::Target(first_target(t));
                    if !out.contains(&choice) {
                        out.push(choice);
                    }
                    false
                });
            }
            (_, Partial::CardSecondTarget(card, first)) => {
                self.card_payable(state, card, |t| {
                    if let Target::Pair(a, b) = t {
                        if a == first {
                            out.push(Choice::Target(Target::Own(b)));
                        }
                    }
                    false
                });
            }
            (_, Partial::TechniqueTarget) => {
                let mut targets = InlineVec::new();
                state.technique_targets(p, &mut targets);
                out.extend(targets.iter().map(|&t| Choice::Target(t)));
            }
            (_, Partial::Tune(None)) => {
                let mut seen: InlineVec<CardId, HAND_CAP> = InlineVec::new();
                for &card in ps.hand.iter() {
                    if !seen.contains(&card) && crate::cards::tunable(card) {
                        let _ = seen.push(card);
                        out.push(Choice::Card(card));
                    }
                }
            }
            (_, Partial::Tune(Some(card))) => {
                for die in ps.dice.faces() {
                    let a = Action::Tune {
                        player: self.player,
                        card,
                        die,
                    };
                    if state.is_legal(&a) {
                        out.push(Choice::Die(die));
                    }
                }
            }
            (
                _,
                Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique(_),
            ) => {
                if let Some(cost) = self.cost(state) {
                    self.payment_options(state, &cost, out);
                }
            }
        }
    }

    /// The payment choices of `cost`: automatic payment, then each face of the dice left
    /// that keeps an exact payment possible.
    fn payment_options(&self, state: &GameState, cost: &Cost, out: &mut Vec<Choice>) {
        out.push(Choice::AutoPay);
        let mut left = state.player(self.player).dice;
        left.remove(&self.paid);
        for die in left.faces() {
            let mut with = self.paid;
            with.0[die.index()] += 1;
            let mut rest = left;
            rest.0[die.index()] -= 1;
            if completable(&with, &rest, cost) {
                out.push(Choice::Die(die));
            }
        }
    }

    /// Whether the active character's skill at `skill` can be used and paid for
    /// automatically (what puts it into `legal_actions`).
    fn skill_payable(&self, state: &GameState, skill: usize) -> bool {
        state
            .skill_cost(self.player, skill)
            .is_ok_and(|cost| can_auto_pay(&state.player(self.player).dice, &cost))
    }

    fn any_skill(&self, state: &GameState) -> bool {
        let c = state.active(self.player);
        (0..state.character_facts(self.player, c).skills.len())
            .any(|skill| self.skill_payable(state, skill))
    }

    fn switch_payable(&self, state: &GameState, to: usize) -> bool {
        state
            .switch_cost(self.player, to)
            .is_ok_and(|cost| can_auto_pay(&state.player(self.player).dice, &cost))
    }

    fn any_switch(&self, state: &GameState) -> bool {
        (0..state.player(self.player).characters.len()).any(|to| self.switch_payable(state, to))
    }

    fn technique_payable(&self, state: &GameState) -> bool {
        let mut targets = InlineVec::new();
        state.technique_targets(self.player, &mut targets);
        !targets.is_empty()
            && state
                .technique_cost(self.player)
                .is_ok_and(|(_, cost)| can_auto_pay(&state.player(self.player).dice, &cost))
    }

    /// Calls `found` with each target `card` can be played at and paid for automatically,
    /// in the order `legal_actions` lists them, until it returns true; returns whether it
    /// did.
    fn card_payable(
        &self,
        state: &GameState,
        card: CardId,
        mut found: impl FnMut(Target) -> bool,
    ) -> bool {
        let p = self.player;
        let mut targets = InlineVec::new();
        state.card_targets(p, card, &mut targets);
        // The cost is the same at every target: computed once, at the first target the
        // card can be played at (a card that cannot be paid for there cannot be anywhere).
        let mut payable = false;
        for &target in targets.iter() {
            let Ok(printed) = state.card_playable_at(p, card, target) else {
                continue;
            };
            if !payable {
                let cost = state.card_cost_modified(p, card, printed);
                if !can_auto_pay(&state.player(p).dice, &cost) {
                    return false;
                }
                payable = true;
            }
            if found(target) {
                return true;
            }
        }
        false
    }

    fn any_card(&self, state: &GameState) -> bool {
        let mut seen: InlineVec<CardId, HAND_CAP> = InlineVec::new();
        for &card in state.player(self.player).hand.iter() {
            if seen.contains(&card) {
                continue;
            }
            let _ = seen.push(card);
            if self.card_payable(state, card, |_| true) {
                return true;
            }
        }
        false
    }

    fn can_tune(&self, state: &GameState) -> bool {
        let ps = state.player(self.player);
        let Some(target) = state.tune_element(self.player).map(Die::of) else {
            return false;
        };
        ps.hand.iter().any(|&c| crate::cards::tunable(c))
            && ps.dice.faces().any(|d| d != Die::Omni && d != target)
    }

    /// The choices available now.
    pub fn options(&self, state: &GameState) -> Vec<Choice> {
        let mut out = Vec::new();
        self.options_into(state, &mut out);
        out
    }

    /// Takes a choice. Returns the complete action once there is nothing left to choose.
    /// A refused choice changes nothing.
    pub fn choose(
        &mut self,
        state: &GameState,
        choice: Choice,
    ) -> Result<Option<Action>, NotAnOption> {
        let mut options = Vec::new();
        self.options_into(state, &mut options);
        self.choose_into(state, &mut options, choice)
    }

    /// Takes a choice among `options`, the builder's options now (as
    /// [`ActionBuilder::options_into`] gave them, e.g. for a mask), without computing them
    /// again. Returns the complete action once there is nothing left to choose (then
    /// `options` is empty); otherwise `options` becomes the next choice's options. A
    /// choice not in `options` is refused and changes nothing.
    pub fn choose_into(
        &mut self,
        state: &GameState,
        options: &mut Vec<Choice>,
        choice: Choice,
    ) -> Result<Option<Action>, NotAnOption> {
        if !options.contains(&choice) {
            return Err(NotAnOption(choice));
        }
        options.clear();
        let before = *self;
        match self.advance(state, choice, options) {
            Ok(done) => Ok(done),
            Err(e) => {
                // Only reached when `options` were not this builder's.
                *self = before;
                self.options_into(state, options);
                Err(e)
            }
        }
    }

    /// Takes an offered choice; when the action is not complete, fills `out` (empty) with
    /// the next options.
    fn advance(
        &mut self,
        state: &GameState,
        choice: Choice,
        out: &mut Vec<Choice>,
    ) -> Result<Option<Action>, NotAnOption> {
        let player = self.player;
        let ps = state.player(player);
        match (self.partial, choice) {
            (_, Choice::Character(c)) if self.kind != DecisionKind::Action => {
                return Ok(Some(Action::Choose {
                    player,
                    character: c,
                }));
            }
            (_, Choice::Offered(index)) => return Ok(Some(Action::Select { player, index })),
            (Partial::Redraw(mask), Choice::Card(card)) => {
                let pos = (0..ps.hand.len())
                    .find(|&i| ps.hand[i] == card && mask & (1 << i) == 0)
                    .ok_or(NotAnOption(choice))?;
                self.partial = Partial::Redraw(mask | 1 << pos);
            }
            (Partial::Redraw(cards), Choice::Done) => {
                return Ok(Some(Action::Redraw { player, cards }))
            }
            (Partial::Reroll(mut dice), Choice::Die(die)) => {
                dice.0[die.index()] += 1;
                self.partial = Partial::Reroll(dice);
            }
            (Partial::Reroll(dice), Choice::Done) => {
                return Ok(Some(Action::Reroll { player, dice }))
            }
            (Partial::Start, Choice::Kind(kind)) => match kind {
                ActionKind::EndRound => return Ok(Some(Action::EndRound { player })),
                ActionKind::Tune => self.partial = Partial::Tune(None),
                ActionKind::Skill => self.partial = Partial::ChooseSkill,
                ActionKind::Switch => self.partial = Partial::ChooseSwitch,
                ActionKind::Play => self.partial = Partial::ChooseCard,
                ActionKind::Technique => {
                    self.partial = Partial::TechniqueTarget;
                    self.options_into(state, out);
                    // A Technique without a target goes straight to paying.
                    if *out != [Choice::Target(Target::None)] {
                        return Ok(None);
                    }
                    out.clear();
                    self.partial = Partial::Technique(Target::None);
                }
            },
            (Partial::ChooseSkill, Choice::Skill(s)) => self.partial = Partial::Skill(s),
            (Partial::ChooseCard, Choice::Card(card)) => {
                self.partial = Partial::CardTarget(card);
                self.options_into(state, out);
                // A card without a target goes straight to paying.
                if *out != [Choice::Target(Target::None)] {
                    return Ok(None);
                }
                out.clear();
                self.partial = Partial::Play(card, Target::None);
            }
            (Partial::CardTarget(card), Choice::Target(Target::Own(a))) if pair_card(card) => {
                self.partial = Partial::CardSecondTarget(card, a)
            }
            (Partial::CardTarget(card), Choice::Target(t)) => self.partial = Partial::Play(card, t),
            (Partial::CardSecondTarget(card, a), Choice::Target(Target::Own(b))) => {
                self.partial = Partial::Play(card, Target::Pair(a, b))
            }
            (Partial::TechniqueTarget, Choice::Target(t)) => self.partial = Partial::Technique(t),
            (Partial::ChooseSwitch, Choice::Character(c)) => self.partial = Partial::Switch(c),
            (Partial::Tune(None), Choice::Card(card)) => self.partial = Partial::Tune(Some(card)),
            (Partial::Tune(Some(card)), Choice::Die(die)) => {
                return Ok(Some(Action::Tune { player, card, die }))
            }
            (
                Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique(_),
                Choice::AutoPay,
            ) => {
                let cost = self.cost(state).ok_or(NotAnOption(choice))?;
                let mut left = ps.dice;
                left.remove(&self.paid);
                let toward = match self.partial {
                    Partial::Switch(to) => Some(to as usize),
                    _ => None,
                };
                let dice = auto_complete(state, player, toward, &self.paid, &left, &cost)
                    .ok_or(NotAnOption(choice))?;
                return Ok(Some(self.finish_payment(dice)));
            }
            (
                Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique(_),
                Choice::Die(die),
            ) => {
                self.paid.0[die.index()] += 1;
            }
            _ => return Err(NotAnOption(choice)),
        }
        // A payment that is complete (or a cost of no dice) finishes the action.
        match self.cost(state) {
            Some(cost) => {
                if self.paid.total() == cost.dice() as u32 && self.paid.pays(&cost) {
                    return Ok(Some(self.finish_payment(self.paid)));
                }
                self.payment_options(state, &cost, out);
            }
            None => self.options_into(state, out),
        }
        Ok(None)
    }

    /// Checks that the builder fits `state` (both read from outside, say): its player is
    /// asked for a decision of its kind, and every choice it holds was offered (the dice
    /// chosen so far still complete to an exact payment). A builder from
    /// [`ActionBuilder::new`] and its choices always passes.
    pub fn validate(&self, state: &GameState) -> Result<(), InvalidState> {
        let fail = |why: &str| {
            Err(InvalidState(format!(
                "the action being built by {} does not fit the game: {why}",
                self.player
            )))
        };
        if state.decision_of(self.player) != Some(self.kind) {
            return fail(&format!(
                "no {} decision of theirs is pending",
                self.kind.name()
            ));
        }
        let ps = state.player(self.player);
        let fits = match (self.kind, self.partial) {
            (DecisionKind::Redraw, Partial::Redraw(mask)) => mask >> ps.hand.len() == 0,
            (DecisionKind::Reroll, Partial::Reroll(dice)) => ps.dice.contains(&dice),
            (DecisionKind::ChooseActive | DecisionKind::DeathSwap, Partial::Start) => true,
            (DecisionKind::Select, Partial::Start) => true,
            (DecisionKind::Action, _) => self.reachable(state),
            _ => false,
        };
        if !fits {
            return fail("its choices so far were not offered");
        }
        match self.cost(state) {
            _ if self.paid.is_empty() => Ok(()),
            None => fail("dice are chosen outside a payment"),
            Some(cost) => {
                let mut rest = ps.dice;
                let ok =
                    ps.dice.contains(&self.paid) && self.paid.total() < cost.dice() as u32 && {
                        rest.remove(&self.paid);
                        completable(&self.paid, &rest, &cost)
                    };
                if ok {
                    Ok(())
                } else {
                    fail("the dice chosen do not complete to a payment")
                }
            }
        }
    }

    /// Whether an Action Phase builder is reached from its start through offered choices.
    fn reachable(&self, state: &GameState) -> bool {
        let offered = |partial, choice| {
            let at = ActionBuilder {
                partial,
                paid: Dice::EMPTY,
                ..*self
            };
            at.options(state).contains(&choice)
        };
        let kind = |k| offered(Partial::Start, Choice::Kind(k));
        let card = |card| offered(Partial::ChooseCard, Choice::Card(card));
        match self.partial {
            Partial::Start => true,
            Partial::ChooseSkill => kind(ActionKind::Skill),
            Partial::ChooseSwitch => kind(ActionKind::Switch),
            Partial::ChooseCard => kind(ActionKind::Play),
            // A Technique whose only target is none goes straight to paying.
            Partial::TechniqueTarget => {
                kind(ActionKind::Technique)
                    && ActionBuilder {
                        partial: Partial::TechniqueTarget,
                        paid: Dice::EMPTY,
                        ..*self
                    }
                    .options(state)
                        != [Choice::Target(Target::None)]
            }
            Partial::Technique(t) => {
                let targets = ActionBuilder {
                    partial: Partial::TechniqueTarget,
                    paid: Dice::EMPTY,
                    ..*self
                }
                .options(state);
                kind(ActionKind::Technique) && targets.contains(&Choice::Target(t))
            }
            Partial::Tune(None) => kind(ActionKind::Tune),
            Partial::Tune(Some(c)) => {
                kind(ActionKind::Tune) && offered(Partial::Tune(None), Choice::Card(c))
            }
            Partial::Skill(s) => offered(Partial::ChooseSkill, Choice::Skill(s)),
            Partial::Switch(c) => offered(Partial::ChooseSwitch, Choice::Character(c)),
            // A card whose only target is none goes straight to paying.
            Partial::CardTarget(c) => {
                card(c)
                    && ActionBuilder {
                        partial: Partial::CardTarget(c),
                        paid: Dice::EMPTY,
                        ..*self
                    }
                    .options(state)
                        != [Choice::Target(Target::None)]
            }
            Partial::CardSecondTarget(c, a) => {
                card(c) && offered(Partial::CardTarget(c), Choice::Target(Target::Own(a)))
            }
            Partial::Play(c, Target::Pair(a, b)) => {
                card(c)
                    && offered(Partial::CardTarget(c), Choice::Target(Target::Own(a)))
                    && offered(
                        Partial::CardSecondTarget(c, a),
                        Choice::Target(Target::Own(b)),
                    )
            }
            Partial::Play(c, t) => card(c) && offered(Partial::CardTarget(c), Choice::Target(t)),
            Partial::Redraw(_) | Partial::Reroll(_) => false,
        }
    }
}

/// Whether [`Dice::auto_pay`] pays `cost` from `dice` ([`Dice::can_auto_pay`]).
fn can_auto_pay(dice: &Dice, cost: &Cost) -> bool {
    dice.can_auto_pay(cost)
}

/// Whether `paid` plus some dice of `rest` pays `cost` exactly.
fn completable(paid: &Dice, rest: &Dice, cost: &Cost) -> bool {
    let need = cost.dice() as i64 - paid.total() as i64;
    if need < 0 || need > rest.total() as i64 {
        return false;
    }
    // An Omni die serves wherever another die would, so some completion works only if one
    // taking as many Omni dice as it can does.
    let omni = rest.count(Die::Omni).min(need as u8);
    let mut cur = Dice::of(Die::Omni, omni);
    any_sized_subset(rest, 1, need as u32 - omni as u32, &mut cur, &mut |extra| {
        let mut all = *paid;
        for i in 0..Die::NUM {
            all.0[i] += extra.0[i];
        }
        all.pays(cost)
    })
}

/// The automatic completion of a partial payment: the remaining dice that the automatic
/// selection would take, given what is already chosen.
fn auto_complete(
    state: &GameState,
    p: Player,
    toward: Option<usize>,
    paid: &Dice,
    rest: &Dice,
    cost: &Cost,
) -> Option<Dice> {
    let prefs = state.pay_prefs(p, toward);
    if paid.is_empty() {
        return rest.auto_pay(cost, &prefs);
    }
    // Prefer the completion the automatic payer would pick among valid ones: the one whose
    // dice, ranked by how much they are wanted and sorted from the most wanted, come first
    // (fewest of the most wanted rank, then of the next, ...); the first found on ties.
    let rank = |d: Die| {
        (d == Die::Omni) as usize * 4
            + prefs.party[d.index()] as usize * 2
            + (prefs.active == Some(d)) as usize
    };
    let need = (cost.dice() as u32).checked_sub(paid.total())?;
    let mut best: Option<([u8; 8], Dice)> = None;
    let mut cur = Dice::EMPTY;
    sized_subsets(rest, 0, need, &mut cur, &mut |extra| {
        let mut all = *paid;
        for i in 0..Die::NUM {
            all.0[i] += extra.0[i];
        }
        if all.pays(cost) {
            // Dice taken of each rank, the most wanted (7) first: comparing these counts
            // compares the ranks sorted from the highest.
            let mut key = [0u8; 8];
            for d in Die::ALL {
                key[7 - rank(d)] += extra.count(d);
            }
            if best.as_ref().is_none_or(|(k, _)| key < *k) {
                best = Some((key, all));
            }
        }
    });
    best.map(|(_, d)| d)
}

/// Calls `f` with each sub-multiset of `dice` of exactly `size` dice.
fn sized_subsets(dice: &Dice, face: usize, size: u32, cur: &mut Dice, f: &mut impl FnMut(&Dice)) {
    if face == Die::NUM {
        if size == 0 {
            f(cur);
        }
        return;
    }
    let max = (dice.0[face] as u32).min(size);
    for k in 0..=max {
        cur.0[face] = k as u8;
        sized_subsets(dice, face + 1, size - k, cur, f);
    }
    cur.0[face] = 0;
}

/// Whether `f` holds for some sub-multiset of `dice` of exactly `size` dice among the faces
/// from `face` on (`cur` holds the dice of the faces before; stops at the first).
fn any_sized_subset(
    dice: &Dice,
    face: usize,
    size: u32,
    cur: &mut Dice,
    f: &mut impl FnMut(&Dice) -> bool,
) -> bool {
    if face == Die::NUM {
        return size == 0 && f(cur);
    }
    // The faces after this one must hold the rest.
    let after: u32 = dice.0[face + 1..].iter().map(|&c| c as u32).sum();
    let max = (dice.0[face] as u32).min(size);
    let min = size.saturating_sub(after);
    let mut found = false;
    // Most dice of a face first: completions are found sooner.
    for k in (min..=max).rev() {
        cur.0[face] = k as u8;
        if any_sized_subset(dice, face + 1, size - k, cur, f) {
            found = true;
            break;
        }
    }
    cur.0[face] = 0;
    found
}

/// Whether a card targets two of the player's characters ([`Target::Pair`]), chosen one at a
/// time.
fn pair_card(card: CardId) -> bool {
    crate::cards::card_def(card).is_some_and(|d| d.target == crate::cards::CardTarget::OwnPair)
}

/// The first choice of a target: a pair's first character, any other target itself.
fn first_target(t: Target) -> Target {
    match t {
        Target::Pair(a, _) => Target::Own(a),
        t => t,
    }
}

#[cfg(test)]
mod reference;
#[cfg(test)]
mod tests;
