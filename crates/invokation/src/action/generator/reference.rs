//! The options and choices as first written: every legal action listed with automatic
//! payment, then filtered. Slow; the reference the fast path is tested against (tests only).

use super::*;

impl ActionBuilder {
    /// The options as first written (every legal action listed, then filtered).
    pub(super) fn reference_options(&self, state: &GameState) -> Vec<Choice> {
        let mut out = Vec::new();
        options_into(self, state, &mut out);
        out
    }

    /// [`ActionBuilder::choose`] as first written.
    pub(super) fn reference_choose(
        &mut self,
        state: &GameState,
        choice: Choice,
    ) -> Result<Option<Action>, NotAnOption> {
        choose(self, state, choice)
    }
}

pub(super) fn options_into(b: &ActionBuilder, state: &GameState, out: &mut Vec<Choice>) {
    out.clear();
    let ps = state.player(b.player);
    match (b.kind, b.partial) {
        (DecisionKind::ChooseActive | DecisionKind::DeathSwap, _) => {
            for (c, ch) in ps.characters.iter().enumerate() {
                if ch.alive {
                    out.push(Choice::Character(c as u8));
                }
            }
        }
        (DecisionKind::Select, _) => {
            let mut all = Vec::new();
            state.legal_for(b.player, b.kind, &mut all);
            for a in all {
                if let Action::Select { index, .. } = a {
                    out.push(Choice::Offered(index));
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
            state.legal_for(b.player, b.kind, &mut all);
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
        (_, Partial::ChooseCard | Partial::CardTarget(_) | Partial::CardSecondTarget(..)) => {
            let mut all = Vec::new();
            state.legal_for(b.player, b.kind, &mut all);
            for a in all {
                let choice = match (b.partial, a) {
                    (Partial::ChooseCard, Action::Play { card, .. }) => Choice::Card(card),
                    (Partial::CardTarget(c), Action::Play { card, target, .. }) if c == card => {
                        Choice::Target(first_target(target))
                    }
                    (
                        Partial::CardSecondTarget(c, first),
                        Action::Play {
                            card,
                            target: Target::Pair(a, b),
                            ..
                        },
                    ) if c == card && a == first => Choice::Target(Target::Own(b)),
                    _ => continue,
                };
                if !out.contains(&choice) {
                    out.push(choice);
                }
            }
        }
        (_, Partial::TechniqueTarget) => {
            let mut all = Vec::new();
            state.legal_for(b.player, b.kind, &mut all);
            for a in all {
                if let Action::Technique { target, .. } = a {
                    out.push(Choice::Target(target));
                }
            }
        }
        (_, Partial::ChooseSkill | Partial::ChooseSwitch) => {
            let mut all = Vec::new();
            state.legal_for(b.player, b.kind, &mut all);
            for a in all {
                match (b.partial, a) {
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
            // A card that cannot be tuned ("无法使用此牌进行元素调和") is not offered.
            let mut seen: Vec<CardId> = Vec::new();
            for &card in ps.hand.iter() {
                if !seen.contains(&card) && crate::cards::tunable(card) {
                    seen.push(card);
                    out.push(Choice::Card(card));
                }
            }
        }
        (_, Partial::Tune(Some(card))) => {
            for die in ps.dice.faces() {
                let a = Action::Tune {
                    player: b.player,
                    card,
                    die,
                };
                if state.is_legal(&a) {
                    out.push(Choice::Die(die));
                }
            }
        }
        (_, Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique(_)) => {
            let Some(cost) = b.cost(state) else { return };
            out.push(Choice::AutoPay);
            let mut left = ps.dice;
            left.remove(&b.paid);
            for die in left.faces() {
                let mut with = b.paid;
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

fn options(b: &ActionBuilder, state: &GameState) -> Vec<Choice> {
    let mut out = Vec::new();
    options_into(b, state, &mut out);
    out
}

pub(super) fn choose(
    b: &mut ActionBuilder,
    state: &GameState,
    choice: Choice,
) -> Result<Option<Action>, NotAnOption> {
    if !options(b, state).contains(&choice) {
        return Err(NotAnOption(choice));
    }
    let player = b.player;
    let ps = state.player(player);
    match (b.partial, choice) {
        (_, Choice::Character(c)) if b.kind != DecisionKind::Action => {
            return Ok(Some(Action::Choose {
                player,
                character: c,
            }));
        }
        (_, Choice::Offered(index)) => return Ok(Some(Action::Select { player, index })),
        (Partial::Redraw(mask), Choice::Card(card)) => {
            let pos = (0..ps.hand.len())
                .find(|&i| ps.hand[i] == card && mask & (1 << i) == 0)
                .expect("offered cards are in the hand");
            b.partial = Partial::Redraw(mask | 1 << pos);
        }
        (Partial::Redraw(cards), Choice::Done) => {
            return Ok(Some(Action::Redraw { player, cards }))
        }
        (Partial::Reroll(mut dice), Choice::Die(die)) => {
            dice.0[die.index()] += 1;
            b.partial = Partial::Reroll(dice);
        }
        (Partial::Reroll(dice), Choice::Done) => return Ok(Some(Action::Reroll { player, dice })),
        (Partial::Start, Choice::Kind(kind)) => match kind {
            ActionKind::EndRound => return Ok(Some(Action::EndRound { player })),
            ActionKind::Tune => b.partial = Partial::Tune(None),
            ActionKind::Skill => b.partial = Partial::ChooseSkill,
            ActionKind::Switch => b.partial = Partial::ChooseSwitch,
            ActionKind::Play => b.partial = Partial::ChooseCard,
            ActionKind::Technique => {
                b.partial = Partial::TechniqueTarget;
                // A Technique without a target goes straight to paying.
                if options(b, state) == [Choice::Target(Target::None)] {
                    b.partial = Partial::Technique(Target::None);
                }
            }
        },
        (Partial::TechniqueTarget, Choice::Target(t)) => b.partial = Partial::Technique(t),
        (Partial::ChooseSkill, Choice::Skill(s)) => b.partial = Partial::Skill(s),
        (Partial::ChooseCard, Choice::Card(card)) => {
            b.partial = Partial::CardTarget(card);
            // A card without a target goes straight to paying.
            if options(b, state) == [Choice::Target(Target::None)] {
                b.partial = Partial::Play(card, Target::None);
            }
        }
        (Partial::CardTarget(card), Choice::Target(Target::Own(a))) if pair_card(card) => {
            b.partial = Partial::CardSecondTarget(card, a)
        }
        (Partial::CardTarget(card), Choice::Target(t)) => b.partial = Partial::Play(card, t),
        (Partial::CardSecondTarget(card, a), Choice::Target(Target::Own(b2))) => {
            b.partial = Partial::Play(card, Target::Pair(a, b2))
        }
        (Partial::ChooseSwitch, Choice::Character(c)) => b.partial = Partial::Switch(c),
        (Partial::Tune(None), Choice::Card(card)) => b.partial = Partial::Tune(Some(card)),
        (Partial::Tune(Some(card)), Choice::Die(die)) => {
            return Ok(Some(Action::Tune { player, card, die }))
        }
        (
            Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique(_),
            Choice::AutoPay,
        ) => {
            let cost = b.cost(state).expect("offered");
            let mut left = ps.dice;
            left.remove(&b.paid);
            let toward = match b.partial {
                Partial::Switch(to) => Some(to as usize),
                _ => None,
            };
            let dice =
                auto_complete(state, player, toward, &b.paid, &left, &cost).expect("offered");
            return Ok(Some(b.finish_payment(dice)));
        }
        (
            Partial::Skill(_) | Partial::Switch(_) | Partial::Play(..) | Partial::Technique(_),
            Choice::Die(die),
        ) => {
            b.paid.0[die.index()] += 1;
        }
        _ => unreachable!("options and transitions agree"),
    }
    // A payment that is complete (or a cost of no dice) finishes the action.
    if let Some(cost) = b.cost(state) {
        if b.paid.total() == cost.dice() as u32 && b.paid.pays(&cost) {
            return Ok(Some(b.finish_payment(b.paid)));
        }
    }
    Ok(None)
}

/// Whether `paid` plus some dice of `rest` pays `cost` exactly.
pub(super) fn completable(paid: &Dice, rest: &Dice, cost: &Cost) -> bool {
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
