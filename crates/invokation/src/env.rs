//! [`ChoiceEnv`]: a game played one small choice at a time, the form learning uses.
//!
//! Each step is one id of the action space of [`crate::encode`] (a choice of the action
//! generator): kind, then skill / character / card, then target, then dice. Chance is
//! filled from the environment's own seeded generator. Rewards come at the end: +1 for a
//! win, -1 for a loss (both players lose at the round limit), 0 for a draw.

use crate::action::generator::{ActionBuilder, Choice};
use crate::encode::{choice_id, choice_of, NUM_DISTINCT_ACTIONS, OBS_SIZE};
use crate::player::Player;
use crate::rng::Rng;
use crate::state::GameState;
use std::fmt;

/// A game and the action being built.
#[derive(Clone, Debug)]
pub struct ChoiceEnv {
    state: GameState,
    builder: Option<ActionBuilder>,
    chance: Rng,
    options: Vec<Choice>,
}

/// Why a step was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepError {
    /// The game is over.
    GameOver,
    /// The id is not one of the legal ones now.
    Illegal(usize),
}

impl fmt::Display for StepError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StepError::GameOver => write!(f, "the game is over"),
            StepError::Illegal(id) => write!(f, "action {id} is not legal now"),
        }
    }
}

impl std::error::Error for StepError {}

impl ChoiceEnv {
    /// An environment from a state (usually a new game), chance filled from `seed`.
    pub fn new(state: GameState, seed: u64) -> ChoiceEnv {
        let mut env = ChoiceEnv {
            state,
            builder: None,
            chance: Rng::new(seed),
            options: Vec::new(),
        };
        env.settle();
        env
    }

    /// Fills chance and starts the next decision's builder.
    fn settle(&mut self) {
        self.state.resolve_chance(&mut self.chance);
        self.builder = self
            .state
            .deciding()
            .next()
            .and_then(|p| ActionBuilder::new(&self.state, p));
        self.options.clear();
        if let Some(b) = &self.builder {
            b.options_into(&self.state, &mut self.options);
        }
    }

    /// The game.
    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// The action being built, if a player must decide.
    pub fn builder(&self) -> Option<&ActionBuilder> {
        self.builder.as_ref()
    }

    /// The player to choose now; None once the game is over.
    pub fn current_player(&self) -> Option<Player> {
        self.builder.map(|b| b.player())
    }

    /// Whether the game is over.
    pub fn is_terminal(&self) -> bool {
        self.state.is_over()
    }

    /// Rewards of P1 and P2 (0 while the game runs).
    pub fn returns(&self) -> [f32; 2] {
        match self.state.outcome() {
            Some(o) => [o.reward(Player::P1), o.reward(Player::P2)],
            None => [0.0, 0.0],
        }
    }

    /// The legal ids now.
    pub fn legal_ids(&self) -> Vec<usize> {
        let p = match self.current_player() {
            Some(p) => p,
            None => return Vec::new(),
        };
        let mut ids: Vec<usize> = self
            .options
            .iter()
            .filter_map(|c| choice_id(&self.state, p, c))
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// The legal-action mask.
    pub fn mask(&self) -> [bool; NUM_DISTINCT_ACTIONS] {
        let mut m = [false; NUM_DISTINCT_ACTIONS];
        self.mask_into(&mut m);
        m
    }

    /// The legal-action mask, into `out`.
    pub fn mask_into(&self, out: &mut [bool; NUM_DISTINCT_ACTIONS]) {
        out.fill(false);
        if let Some(p) = self.current_player() {
            for c in &self.options {
                if let Some(id) = choice_id(&self.state, p, c) {
                    out[id] = true;
                }
            }
        }
    }

    /// The observation of `viewer` (with the action being built when it is theirs).
    pub fn observation(&self, viewer: Player) -> [f32; OBS_SIZE] {
        let mut out = [0.0; OBS_SIZE];
        self.observation_into(viewer, &mut out);
        out
    }

    /// The observation of `viewer`, into `out`.
    pub fn observation_into(&self, viewer: Player, out: &mut [f32; OBS_SIZE]) {
        let b = self.builder.as_ref().filter(|b| b.player() == viewer);
        self.state.observation_into(viewer, b, out);
    }

    /// Takes one choice. A refused id changes nothing.
    pub fn step(&mut self, id: usize) -> Result<(), StepError> {
        let Some(mut b) = self.builder else {
            return Err(StepError::GameOver);
        };
        let p = b.player();
        let choice = choice_of(&self.state, p, &self.options, id).ok_or(StepError::Illegal(id))?;
        match b.choose_into(&self.state, &mut self.options, choice) {
            Ok(Some(action)) => {
                self.state
                    .apply_action(action)
                    .expect("the generator builds legal actions");
                self.settle();
            }
            Ok(None) => self.builder = Some(b),
            Err(_) => return Err(StepError::Illegal(id)),
        }
        Ok(())
    }

    /// A legal id drawn uniformly.
    pub fn random_id(&self, rng: &mut Rng) -> Option<usize> {
        let ids = self.legal_ids();
        (!ids.is_empty()).then(|| ids[rng.index(ids.len())])
    }
}
