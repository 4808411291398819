//! Listing the legal actions (dice paid automatically) and sampling one uniformly.

use super::Action;
use crate::command::DecisionKind;
use crate::dice::{Dice, Die, PayPrefs};
use crate::facts::{CardId, Cost};
use crate::inline::InlineVec;
use crate::player::Player;
use crate::rng::Rng;
use crate::state::GameState;

/// When the dice of a listed action are chosen.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pay {
    /// As it is listed ([`Dice::auto_pay`]).
    Auto,
    /// Only once it is drawn: listed without dice, if [`Dice::can_auto_pay`].
    Later,
}

impl GameState {
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

    pub(in crate::action) fn legal_for(
        &self,
        p: Player,
        kind: DecisionKind,
        out: &mut Vec<Action>,
    ) {
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
            DecisionKind::Action => self.legal_action_phase(p, out, Pay::Auto),
            DecisionKind::Select => {
                let n = self.pending_offer().map_or(0, |o| o.items().len());
                for index in 0..n as u8 {
                    out.push(Action::Select { player: p, index });
                }
            }
        }
    }

    /// The legal actions of the Action Phase; with [`Pay::Later`] the actions carry no
    /// dice (see [`GameState::with_auto_dice`]).
    fn legal_action_phase(&self, p: Player, out: &mut Vec<Action>, pay: Pay) {
        let ps = self.player(p);
        let c = ps.active as usize;
        let prefs = match pay {
            Pay::Auto => self.pay_prefs(p, None),
            Pay::Later => Default::default(),
        };
        let dice_for = |cost: &Cost, prefs: &PayPrefs| match pay {
            Pay::Auto => ps.dice.auto_pay(cost, prefs),
            Pay::Later => ps.dice.can_auto_pay(cost).then_some(Dice::EMPTY),
        };
        for skill in 0..self.character_facts(p, c).skills.len() {
            if let Ok(cost) = self.skill_cost(p, skill) {
                if let Some(dice) = dice_for(&cost, &prefs) {
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
                let to_prefs = match pay {
                    Pay::Auto => self.pay_prefs(p, Some(to)),
                    Pay::Later => Default::default(),
                };
                if let Some(dice) = dice_for(&cost, &to_prefs) {
                    out.push(Action::Switch {
                        player: p,
                        to: to as u8,
                        dice,
                    });
                }
            }
        }
        let mut targets = InlineVec::new();
        if let Ok((_, cost)) = self.technique_cost(p) {
            if let Some(dice) = dice_for(&cost, &prefs) {
                self.technique_targets(p, &mut targets);
                for &target in targets.iter() {
                    out.push(Action::Technique {
                        player: p,
                        target,
                        dice,
                    });
                }
            }
        }
        let mut seen: InlineVec<CardId, 10> = InlineVec::new();
        for &card in ps.hand.iter() {
            if seen.contains(&card) {
                continue;
            }
            let _ = seen.push(card);
            self.card_targets(p, card, &mut targets);
            // The cost and its dice are the same at every target: computed once, at the
            // first target the card can be played at (a card that cannot be paid for there
            // cannot be anywhere).
            let mut paid: Option<Dice> = None;
            for &target in targets.iter() {
                if let Ok(printed) = self.card_playable_at(p, card, target) {
                    let dice = match paid {
                        Some(dice) => dice,
                        None => {
                            let cost = self.card_cost_modified(p, card, printed);
                            let Some(dice) = dice_for(&cost, &prefs) else {
                                break;
                            };
                            *paid.insert(dice)
                        }
                    };
                    out.push(Action::Play {
                        player: p,
                        card,
                        target,
                        dice,
                    });
                }
            }
        }
        if let Some(target) = self.tune_element(p).map(Die::of) {
            let mut seen: InlineVec<CardId, 10> = InlineVec::new();
            for &card in ps.hand.iter() {
                if seen.contains(&card) || !crate::cards::tunable(card) {
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
        let rerolls = |ps: &crate::state::PlayerState| -> u32 {
            ps.dice.0.iter().map(|&c| c as u32 + 1).product()
        };
        if let Some((p, mut k)) = self.draw_among(DecisionKind::Reroll, rerolls, rng) {
            let mut pick = Dice::EMPTY;
            for (i, &c) in self.player(p).dice.0.iter().enumerate() {
                let radix = c as u32 + 1;
                pick.0[i] = (k % radix) as u8;
                k /= radix;
            }
            return Some(Action::Reroll {
                player: p,
                dice: pick,
            });
        }
        // Redraws are the sub-multisets of the hand: when every deciding player redraws,
        // the one at the drawn index of the list `legal_actions` would make (the same
        // draw as picking from that list), without listing them.
        let redraws = |ps: &crate::state::PlayerState| submultiset_count(ps.hand.as_slice());
        if let Some((p, k)) = self.draw_among(DecisionKind::Redraw, redraws, rng) {
            return Some(Action::Redraw {
                player: p,
                cards: submultiset_at(self.player(p).hand.as_slice(), k),
            });
        }
        // The dice are chosen only for the action drawn.
        self.legal_actions_unpaid_into(buf);
        if buf.is_empty() {
            return None;
        }
        Some(self.with_auto_dice(buf[rng.index(buf.len())]))
    }

    /// When every deciding player has a decision of `kind`, draws one of their choices
    /// uniformly, `count` of each player's being how many they have, listed player 1's
    /// first: (the player, the choice's index among theirs). None otherwise.
    fn draw_among(
        &self,
        kind: DecisionKind,
        count: impl Fn(&crate::state::PlayerState) -> u32,
        rng: &mut Rng,
    ) -> Option<(Player, u32)> {
        let of = |p: Player| match self.decision_of(p) {
            Some(k) if k == kind => Some(count(self.player(p))),
            Some(_) => None,
            None => Some(0),
        };
        let (a, b) = (of(Player::P1)?, of(Player::P2)?);
        if a + b == 0 {
            return None;
        }
        let k = rng.below(a + b);
        Some(if k < a {
            (Player::P1, k)
        } else {
            (Player::P2, k - a)
        })
    }

    /// Every legal action, as [`GameState::legal_actions_into`] lists them (the same
    /// actions, in the same order), but without choosing their dice: an action that costs
    /// dice carries none. For callers that pick one action among many (random play, search):
    /// [`GameState::with_auto_dice`] pays the one picked, as `legal_actions` would have.
    pub fn legal_actions_unpaid_into(&self, out: &mut Vec<Action>) {
        out.clear();
        for p in Player::ALL {
            match self.decision_of(p) {
                Some(DecisionKind::Action) => self.legal_action_phase(p, out, Pay::Later),
                Some(kind) => self.legal_for(p, kind, out),
                None => {}
            }
        }
    }

    /// An action of [`GameState::legal_actions_unpaid_into`] with the dice the automatic
    /// payment chooses for it ([`Dice::auto_pay`]): the action `legal_actions` lists.
    /// Actions that pay no dice (and rerolls, whose dice are the ones rerolled) come back
    /// unchanged.
    ///
    /// # Panics
    /// If the action costs dice and is not payable now (it was not listed as legal).
    pub fn with_auto_dice(&self, a: Action) -> Action {
        let auto = |cost: Result<Cost, _>, toward| {
            cost.ok()
                .and_then(|cost: Cost| {
                    let player = a.player();
                    self.player(player)
                        .dice
                        .auto_pay(&cost, &self.pay_prefs(player, toward))
                })
                .expect("an action listed as payable is paid")
        };
        match a {
            Action::Skill { player, skill, .. } => Action::Skill {
                player,
                skill,
                dice: auto(self.skill_cost(player, skill as usize), None),
            },
            Action::Switch { player, to, .. } => Action::Switch {
                player,
                to,
                dice: auto(self.switch_cost(player, to as usize), Some(to as usize)),
            },
            Action::Technique { player, target, .. } => Action::Technique {
                player,
                target,
                dice: auto(self.technique_cost(player).map(|(_, c)| c), None),
            },
            Action::Play {
                player,
                card,
                target,
                ..
            } => Action::Play {
                player,
                card,
                target,
                dice: auto(self.card_cost(player, card, target), None),
            },
            other => other,
        }
    }

    /// Whether an action is legal now.
    pub fn is_legal(&self, a: &Action) -> bool {
        self.check(a).is_ok()
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
        let mut copies: InlineVec<usize, 10> = InlineVec::new();
        for j in (i..hand.len()).filter(|&j| hand[j] == card) {
            copies.push(j).expect("hand fits");
        }
        for k in 0..=copies.len() {
            let m = copies.iter().take(k).fold(mask, |m, &j| m | 1 << j);
            rec(hand, i + 1, m, f);
        }
    }
    rec(hand, 0, 0, &mut f);
}

/// How many masks [`for_each_submultiset`] lists for `hand`: the product, over its
/// different cards, of their copies + 1.
fn submultiset_count(hand: &[CardId]) -> u32 {
    let mut n = 1;
    for (i, &card) in hand.iter().enumerate() {
        if !hand[..i].contains(&card) {
            n *= hand[i..].iter().filter(|&&c| c == card).count() as u32 + 1;
        }
    }
    n
}

/// The mask [`for_each_submultiset`] lists at position `k` for `hand`: a mixed-radix number
/// whose digits are the copies taken of each different card, the first card's the most
/// significant (its outermost loop).
fn submultiset_at(hand: &[CardId], mut k: u32) -> u16 {
    let mut mask = 0u16;
    for i in (0..hand.len()).rev() {
        let card = hand[i];
        if hand[..i].contains(&card) {
            continue;
        }
        let copies = hand[i..].iter().filter(|&&c| c == card).count() as u32;
        let mut take = k % (copies + 1);
        k /= copies + 1;
        for (j, _) in hand.iter().enumerate().skip(i).filter(|&(_, &c)| c == card) {
            if take == 0 {
                break;
            }
            mask |= 1 << j;
            take -= 1;
        }
    }
    mask
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Drawing a redraw by its index is drawing from the list: `submultiset_at` walks the
    /// masks in `for_each_submultiset`'s order, and `submultiset_count` counts them.
    #[test]
    fn a_redraw_at_an_index_is_the_listed_one() {
        let ids: Vec<CardId> = CardId::ALL.iter().copied().take(4).collect();
        let mut rng = Rng::new(3);
        for _ in 0..300 {
            let len = rng.index(11);
            let hand: Vec<CardId> = (0..len).map(|_| ids[rng.index(ids.len())]).collect();
            let mut listed = Vec::new();
            for_each_submultiset(&hand, |m| listed.push(m));
            assert_eq!(listed.len() as u32, submultiset_count(&hand), "{hand:?}");
            for (k, &m) in listed.iter().enumerate() {
                assert_eq!(submultiset_at(&hand, k as u32), m, "{hand:?} at {k}");
            }
        }
    }
}
