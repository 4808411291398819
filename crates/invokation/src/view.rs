//! Hidden information: what one player can see, and full states consistent with it.
//!
//! [`GameState::view`] keeps what a player can see: their own hand and dice, both boards;
//! the opponent's hand and dice only as counts (plus the cards of that hand both players saw
//! created, such as Lightning Stiletto), draw piles as counts, the opponent's initial deck
//! not at all, and during the
//! simultaneous choice of first characters, not the opponent's choice.
//! [`GameState::determinize`] resamples everything the player cannot see: the order of both
//! draw piles, which of the opponent's unseen cards are in their hand (cards both players
//! saw created in hand stay), and the faces of the opponent's dice. [`GameState::infoset_key`] hashes a view.

use crate::command::{Command, DecisionKind, Offer, Offered, NO_DRAW, OFFER_CAP};
use crate::config::GameConfig;
use crate::dice::{Dice, Die};
use crate::facts::CardId;
use crate::inline::InlineVec;
use crate::player::{ByPlayer, Player};
use crate::rng::Rng;
use crate::state::{
    CharacterState, EntityList, FieldList, GameState, Globals, InitialDeck, Outcome, Phase,
    PlayerFlags, CHARACTERS, DECK_CAP, HAND_CAP,
};
use serde::{Deserialize, Serialize};

/// What one player can see of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct View {
    /// Whose view it is.
    pub viewer: Player,
    /// Settings of the game.
    pub config: GameConfig,
    /// Round, phase, turn.
    pub globals: Globals,
    /// The outcome, once the game is over.
    pub outcome: Option<Outcome>,
    /// The kind of decision pending, if any.
    pub decision: Option<DecisionKind>,
    /// Players who must decide now (bits of [`Player::bit`]); in simultaneous decisions
    /// (redraw, first character, reroll) only the viewer's own bit is shown.
    pub deciding: u8,
    /// Both sides as the viewer sees them.
    pub sides: ByPlayer<SideView>,
    /// What the viewer is offered to choose from ("choose 1 of N"), when they are (the
    /// opponent's offer is hidden).
    pub offer: Option<Offer>,
}

/// One side as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideView {
    /// The characters (public).
    pub characters: [CharacterState; CHARACTERS],
    /// The active character, unless it is being chosen unseen.
    pub active: Option<u8>,
    /// Combat statuses (public).
    pub combat: EntityList,
    /// Summons (public).
    pub summons: FieldList,
    /// Supports (public).
    pub supports: FieldList,
    /// Round and match flags (public).
    pub flags: PlayerFlags,
    /// The dice, if the viewer may see them (their own).
    pub dice: Option<Dice>,
    /// How many dice.
    pub dice_count: u8,
    /// The hand, if the viewer may see it (their own).
    pub hand: Option<InlineVec<CardId, HAND_CAP>>,
    /// The cards of this hand both players know (those at the positions of
    /// `flags.revealed`, in hand order): cards an effect created in hand.
    pub revealed: InlineVec<CardId, HAND_CAP>,
    /// How many cards in hand.
    pub hand_count: u8,
    /// How many cards in the draw pile.
    pub deck_count: u8,
    /// The deck this side began the match with (the match record
    /// [`crate::state::PlayerState::initial_deck`]), if the viewer may see it (their own).
    pub initial_deck: Option<InitialDeck>,
}

impl GameState {
    /// What `viewer` can see.
    pub fn view(&self, viewer: Player) -> View {
        let choosing_unseen = self.phase() == Phase::ChooseActive;
        let simultaneous = matches!(
            self.phase(),
            Phase::Redraw | Phase::ChooseActive | Phase::Roll
        );
        let side = |p: Player| {
            let ps = self.player(p);
            let own = p == viewer;
            let mut flags = ps.flags;
            if !own {
                // How often the opponent rerolled, whether their unseen first choice is
                // made, and which of their unseen cards are voided, stay hidden.
                flags.rerolls = 0;
                flags.voided &= flags.revealed;
                if choosing_unseen {
                    flags.plunge = false;
                }
            }
            SideView {
                characters: ps.characters,
                active: (own || !choosing_unseen).then_some(ps.active),
                combat: ps.combat,
                summons: ps.summons,
                supports: ps.supports,
                flags,
                dice: own.then_some(ps.dice),
                dice_count: ps.dice.total() as u8,
                hand: own.then_some(ps.hand),
                revealed: ps
                    .hand
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| ps.flags.revealed & (1 << i) != 0)
                    .map(|(_, &c)| c)
                    .collect(),
                hand_count: ps.hand.len() as u8,
                deck_count: ps.deck.len() as u8,
                initial_deck: own.then_some(ps.initial_deck),
            }
        };
        // In simultaneous decisions, whether the opponent has decided is not shown.
        let deciding = self
            .deciding()
            .filter(|&p| !simultaneous || p == viewer)
            .fold(0, |m, p| m | p.bit());
        View {
            viewer,
            config: self.config,
            globals: self.globals,
            outcome: self.outcome,
            decision: self
                .decision_of(viewer)
                .or_else(|| self.deciding().next().and_then(|p| self.decision_of(p))),
            deciding,
            sides: ByPlayer([side(Player::P1), side(Player::P2)]),
            offer: self.pending_offer().filter(|o| o.player == viewer),
        }
    }

    /// A hash of what `viewer` can see now: equal for states the viewer cannot tell apart.
    pub fn infoset_key(&self, viewer: Player) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = crate::hash::FxHasher::default();
        self.view(viewer).hash(&mut h);
        h.finish()
    }

    /// A full state consistent with what `viewer` sees, the hidden parts resampled: the order
    /// of both draw piles, which of the opponent's unseen cards are in their hand (the
    /// opponent's hand and pile are dealt anew from the same cards), and the faces of the
    /// opponent's dice (as many, uniformly). Pending work is kept, and so is the
    /// opponent's initial deck (the match record, which the view hides): the same cards
    /// are dealt, so it stays consistent with them.
    ///
    /// The result depends only on the view and `rng`: the hidden cards are put in a
    /// canonical order before they are shuffled, so two states the viewer cannot tell apart
    /// determinize alike, and an agent searching determinizations cannot learn hidden facts.
    pub fn determinize(&self, viewer: Player, rng: &mut Rng) -> GameState {
        let mut s = *self;
        let opp = viewer.other();
        // The viewer's own pile: a new order.
        let mut own = s.players[viewer].deck;
        own.as_mut_slice().sort_unstable();
        rng.shuffle(own.as_mut_slice());
        s.players[viewer].deck = own;
        // The opponent's unseen hand cards and pile, dealt anew; revealed cards stay.
        let o = &mut s.players[opp];
        let hidden = |i: usize| o.flags.revealed & (1 << i) == 0;
        let mut pool: InlineVec<CardId, { DECK_CAP + HAND_CAP }> = InlineVec::new();
        for (i, &c) in o.hand.iter().enumerate() {
            if hidden(i) {
                let _ = pool.push(c);
            }
        }
        for &c in o.deck.iter() {
            let _ = pool.push(c);
        }
        pool.as_mut_slice().sort_unstable();
        rng.shuffle(pool.as_mut_slice());
        let mut dealt = pool.iter().copied();
        let mut hand = o.hand;
        for (i, c) in hand.as_mut_slice().iter_mut().enumerate() {
            if hidden(i) {
                *c = dealt.next().expect("as many cards as hidden positions");
            }
        }
        let deck: InlineVec<CardId, DECK_CAP> = dealt.collect();
        o.hand = hand;
        o.deck = deck;
        // The opponent's initial deck is kept: the cards dealt anew are the same cards, so
        // it stays consistent with them (as the unseen cards themselves, it is a fact of
        // the state the viewer's view does not show).
        // Which unseen cards are voided is unseen too (it tells Event cards apart).
        o.flags.voided &= o.flags.revealed;
        // The opponent's dice: as many, new faces (all Omni in all-Omni games).
        if !s.config.all_omni {
            let n = o.dice.total();
            let mut dice = Dice::EMPTY;
            for _ in 0..n {
                dice.0[rng.index(Die::NUM)] += 1;
            }
            o.dice = dice;
        }
        // What the opponent is offered: its random cards drawn anew (its given ones stay),
        // as many of its candidates dropped as were, others.
        if let Some(i) = s
            .stack
            .iter()
            .rposition(|c| matches!(c, Command::Select(o) if o.player == opp))
        {
            let Command::Select(mut o) = s.stack[i] else {
                unreachable!("found above")
            };
            let slots = o.slots();
            let draws = o.draws;
            let random = |k: usize| draws[k] != NO_DRAW;
            let mut kept: InlineVec<Offered, OFFER_CAP> = InlineVec::new();
            for (k, &thing) in slots.iter().enumerate() {
                if !random(k) {
                    let _ = kept.push(thing);
                }
            }
            for (k, &thing) in slots.iter().enumerate() {
                let mut thing = thing;
                if random(k) {
                    let pool = || {
                        crate::chance::card_pool(s.version(), draws[k])
                            .filter(|&c| !kept.contains(&Offered::Card(c)))
                    };
                    let n = pool().count();
                    if let Some(c) = pool().nth(rng.index(n.max(1))) {
                        thing = Offered::Card(c);
                    }
                    let _ = kept.push(thing);
                }
                o.set(k, thing);
            }
            let drops = o.dropped.count_ones();
            o.dropped = 0;
            let mut candidates: InlineVec<u8, OFFER_CAP> = (0..slots.len() as u8).collect();
            for _ in 0..drops {
                let j = rng.index(candidates.len().max(1));
                if j < candidates.len() {
                    o.dropped |= 1 << candidates.remove(j);
                }
            }
            s.stack.as_mut_slice()[i] = Command::Select(o);
        }
        // A first character the opponent has chosen unseen.
        if s.phase() == Phase::ChooseActive && self.decision_of(opp).is_none() {
            let alive: InlineVec<u8, CHARACTERS> = (0..CHARACTERS as u8)
                .filter(|&c| s.players[opp].characters[c as usize].alive)
                .collect();
            s.players[opp].active = alive[rng.index(alive.len())];
        }
        s.rehash();
        s
    }
}
