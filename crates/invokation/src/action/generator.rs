//! The action generator: one action built through small choices.
//!
//! Search and learning see small branching factors when an action is built step by step
//! (kind → skill / character / card → target → dice), like move groups. Start an
//! [`ActionBuilder`] for the deciding player, list its [`Choice`]s with
//! [`ActionBuilder::options`], and [`ActionBuilder::choose`] one at a time until it yields
//! the complete [`Action`]. Every path through the choices ends in a legal action, and
//! every legal action (with any valid dice payment) can be built.

use super::{Action, Target};
use crate::command::DecisionKind;
use crate::dice::{Dice, Die};
use crate::facts::{CardId, Cost};
use crate::player::Player;
use crate::state::GameState;
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
}

/// What the builder has chosen so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Partial {
    Start,
    ChooseSkill,
    ChooseSwitch,
    ChooseCard,
    CardTarget(CardId),
    Play(CardId, Target),
    Technique,
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
    /// target, 5 paying, 6 tuning, 7 choosing cards to redraw or dice to reroll.
    pub fn stage(&self) -> u8 {
        match self.partial {
            Partial::Start => 0,
            Partial::ChooseSkill => 1,
            Partial::ChooseSwitch => 2,
            Partial::ChooseCard => 3,
            Partial::CardTarget(_) => 4,
            Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique => 5,
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
            Partial::Technique => state.technique_cost(self.player).ok().map(|(_, c)| c),
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
            Partial::Technique => Action::Technique { player, dice },
            _ => unreachable!("only paid actions have a payment step"),
        }
    }

    /// The choices available now, into `out` (cleared first).
    pub fn options_into(&self, state: &GameState, out: &mut Vec<Choice>) {
        out.clear();
        let ps = state.player(self.player);
        match (self.kind, self.partial) {
            (DecisionKind::ChooseActive | DecisionKind::DeathSwap, _) => {
                for (c, ch) in ps.characters.iter().enumerate() {
                    if ch.alive {
                        out.push(Choice::Character(c as u8));
                    }
                }
            }
            (_, Partial::Redraw(mask)) => {
                let mut seen: Vec<CardId> = Vec::new();
                for (i, &card) in ps.hand.iter().enumerate() {
                    if mask & (1 << i) == 0 && !seen.contains(&card) {
                        seen.push(card);
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
            (_, Partial::Start) => {
                let mut all = Vec::new();
                state.legal_for(self.player, self.kind, &mut all);
                let mut push = |c| {
                    if !out.contains(&c) {
                        out.push(c)
                    }
                };
                for a in all {
                    push(Choice::Kind(match a {
                        Action::Skill { .. } => ActionKind::Skill,
                        Action::Switch { .. } => ActionKind::Switch,
                        Action::Play { .. } => ActionKind::Play,
                        Action::Tune { .. } => ActionKind::Tune,
                        Action::Technique { .. } => ActionKind::Technique,
                        _ => ActionKind::EndRound,
                    }));
                }
            }
            (_, Partial::ChooseCard | Partial::CardTarget(_)) => {
                let mut all = Vec::new();
                state.legal_for(self.player, self.kind, &mut all);
                for a in all {
                    let choice = match (self.partial, a) {
                        (Partial::ChooseCard, Action::Play { card, .. }) => Choice::Card(card),
                        (Partial::CardTarget(c), Action::Play { card, target, .. })
                            if c == card =>
                        {
                            Choice::Target(target)
                        }
                        _ => continue,
                    };
                    if !out.contains(&choice) {
                        out.push(choice);
                    }
                }
            }
            (_, Partial::ChooseSkill | Partial::ChooseSwitch) => {
                let mut all = Vec::new();
                state.legal_for(self.player, self.kind, &mut all);
                for a in all {
                    match (self.partial, a) {
                        (Partial::ChooseSkill, Action::Skill { skill, .. }) => {
                            out.push(Choice::Skill(skill))
                        }
                        (Partial::ChooseSwitch, Action::Switch { to, .. }) => {
                            out.push(Choice::Character(to))
                        }
                        _ => {}
                    }
                }
            }
            (_, Partial::Tune(None)) => {
                let mut seen: Vec<CardId> = Vec::new();
                for &card in ps.hand.iter() {
                    if !seen.contains(&card) {
                        seen.push(card);
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
                Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique,
            ) => {
                let Some(cost) = self.cost(state) else { return };
                out.push(Choice::AutoPay);
                let mut left = ps.dice;
                left.remove(&self.paid);
                for die in left.faces() {
                    let mut with = self.paid;
                    with.0[die.index()] += 1;
                    let mut rest = left;
                    rest.0[die.index()] -= 1;
                    if completable(&with, &rest, &cost) {
                        out.push(Choice::Die(die));
                    }
                }
            }
        }
    }

    /// The choices available now.
    pub fn options(&self, state: &GameState) -> Vec<Choice> {
        let mut out = Vec::new();
        self.options_into(state, &mut out);
        out
    }

    /// Takes a choice. Returns the complete action once there is nothing left to choose.
    pub fn choose(
        &mut self,
        state: &GameState,
        choice: Choice,
    ) -> Result<Option<Action>, NotAnOption> {
        if !self.options(state).contains(&choice) {
            return Err(NotAnOption(choice));
        }
        let player = self.player;
        let ps = state.player(player);
        match (self.partial, choice) {
            (_, Choice::Character(c)) if self.kind != DecisionKind::Action => {
                return Ok(Some(Action::Choose {
                    player,
                    character: c,
                }));
            }
            (Partial::Redraw(mask), Choice::Card(card)) => {
                let pos = (0..ps.hand.len())
                    .find(|&i| ps.hand[i] == card && mask & (1 << i) == 0)
                    .expect("offered cards are in the hand");
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
                ActionKind::Technique => self.partial = Partial::Technique,
            },
            (Partial::ChooseSkill, Choice::Skill(s)) => self.partial = Partial::Skill(s),
            (Partial::ChooseCard, Choice::Card(card)) => {
                self.partial = Partial::CardTarget(card);
                // A card without a target goes straight to paying.
                if self.options(state) == [Choice::Target(Target::None)] {
                    self.partial = Partial::Play(card, Target::None);
                }
            }
            (Partial::CardTarget(card), Choice::Target(t)) => self.partial = Partial::Play(card, t),
            (Partial::ChooseSwitch, Choice::Character(c)) => self.partial = Partial::Switch(c),
            (Partial::Tune(None), Choice::Card(card)) => self.partial = Partial::Tune(Some(card)),
            (Partial::Tune(Some(card)), Choice::Die(die)) => {
                return Ok(Some(Action::Tune { player, card, die }))
            }
            (
                Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique,
                Choice::AutoPay,
            ) => {
                let cost = self.cost(state).expect("offered");
                let mut left = ps.dice;
                left.remove(&self.paid);
                let toward = match self.partial {
                    Partial::Switch(to) => Some(to as usize),
                    _ => None,
                };
                let dice = auto_complete(state, player, toward, &self.paid, &left, &cost)
                    .expect("offered");
                return Ok(Some(self.finish_payment(dice)));
            }
            (
                Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique,
                Choice::Die(die),
            ) => {
                self.paid.0[die.index()] += 1;
            }
            _ => unreachable!("options and transitions agree"),
        }
        // A payment that is complete (or a cost of no dice) finishes the action.
        if let Some(cost) = self.cost(state) {
            if self.paid.total() == cost.dice() as u32 && self.paid.pays(&cost) {
                return Ok(Some(self.finish_payment(self.paid)));
            }
        }
        Ok(None)
    }
}

/// Whether `paid` plus some dice of `rest` pays `cost` exactly.
fn completable(paid: &Dice, rest: &Dice, cost: &Cost) -> bool {
    let need = cost.dice() as i64 - paid.total() as i64;
    if need < 0 {
        return false;
    }
    let mut found = false;
    let mut cur = Dice::EMPTY;
    sized_subsets(rest, 0, need as u32, &mut cur, &mut |extra| {
        if !found {
            let mut all = *paid;
            for i in 0..Die::NUM {
                all.0[i] += extra.0[i];
            }
            found = all.pays(cost);
        }
    });
    found
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
    // Prefer the completion the automatic payer would pick among valid ones: try
    // completions least-wanted first.
    let rank = |d: Die| {
        (d == Die::Omni) as u8 * 4
            + prefs.party[d.index()] as u8 * 2
            + (prefs.active == Some(d)) as u8
    };
    let need = cost.dice() as u32 - paid.total();
    let mut best: Option<(Vec<u8>, Dice)> = None;
    let mut cur = Dice::EMPTY;
    sized_subsets(rest, 0, need, &mut cur, &mut |extra| {
        let mut all = *paid;
        for i in 0..Die::NUM {
            all.0[i] += extra.0[i];
        }
        if all.pays(cost) {
            let mut key = Vec::new();
            for d in Die::ALL {
                for _ in 0..extra.count(d) {
                    key.push(rank(d));
                }
            }
            key.sort_unstable_by(|a, b| b.cmp(a));
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
