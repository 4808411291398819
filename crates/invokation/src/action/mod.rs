//! Actions: what players decide, checked before anything changes.
//!
//! [`GameState::apply_action`] checks an [`Action`] fully first; an illegal one returns an
//! [`ActionError`] and leaves the state untouched. [`GameState::legal_actions`] lists every
//! legal action, paying dice the way the game's automatic selection does (see
//! [`Dice::auto_pay`]); an action paying with other dice that also cover the cost is legal
//! too. The [`generator`] builds one action through small choices.
//!
//! By concern: the action types here; `cost.rs` what actions cost (the rules every card
//! follows included) and the one payment path; `apply.rs` checking and applying a
//! decision; `chance.rs` answering chance requests; `legal.rs` listing and sampling legal
//! actions.

mod apply;
mod chance;
mod cost;
pub mod generator;
mod legal;

use crate::chance::ChanceRequest;
use crate::command::{Command, DecisionKind};
use crate::dice::{Dice, Die};
use crate::facts::{CardId, Cost};

use crate::player::Player;
use crate::state::{GameState, Outcome};
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
    /// Two of the player's own characters, by position: from the first to the second
    /// (equipment shifted from one to another).
    Pair(u8, u8),
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
        /// Its target, for a Technique that has one (Koholasaurus: one of the player's
        /// summons); [`Target::None`] otherwise (and when absent from JSON).
        #[serde(default)]
        target: Target,
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
    /// Choose one of the things offered ("choose 1 of N", 挑选; [`crate::command::Offer`]).
    Select {
        /// Who.
        player: Player,
        /// Its position in the offer (0-based).
        index: u8,
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
            | Action::Select { player, .. }
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
    /// The active character's Technique was used as often as it may be this round.
    TechniqueUsedThisRound,
    /// The Technique cannot be used at that target.
    BadTechniqueTarget(Target),
    /// Nothing is offered at that position.
    NoSuchOffer(u8),
    /// The card cannot be used in Elemental Tuning (its text forbids it).
    CardNotTunable(CardId),
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
            ActionError::TechniqueUsedThisRound => {
                write!(f, "the Technique was used as often as it may be this round")
            }
            ActionError::BadTechniqueTarget(t) => {
                write!(f, "the Technique cannot be used at target {t:?}")
            }
            ActionError::NoSuchOffer(i) => write!(f, "nothing is offered at position {}", i + 1),
            ActionError::CardNotTunable(c) => write!(f, "{c:?} cannot be used in Elemental Tuning"),
        }
    }
}

impl std::error::Error for ActionError {}

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

    /// Whether `player` has chosen a new active character while the other player still
    /// chooses theirs (both active characters defeated at once): the switch waits under that
    /// decision, and `player`'s active character is still the defeated one.
    pub fn death_swap_kept(&self, player: Player) -> bool {
        self.stack.iter().any(|c| {
            matches!(c, &Command::Switch { player: q, kind: crate::command::SwitchKind::AfterDefeat, .. } if q == player)
        })
    }

    /// The players who must decide now (both in simultaneous decisions).
    pub fn deciding(&self) -> impl Iterator<Item = Player> + '_ {
        Player::ALL
            .into_iter()
            .filter(|&p| self.decision_of(p).is_some())
    }
}
