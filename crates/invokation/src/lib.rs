//! # invokation
//!
//! An exact, fast simulator of Genius Invokation TCG, the card game inside Genshin Impact.
//!
//! A [`GameState`] is a plain `Copy` value: the whole game, including pending work. It
//! reports what it waits for with [`GameState::pending`]: a player's decision (answer with
//! [`GameState::apply_action`]), a chance outcome (answer with
//! [`GameState::apply_chance`], or let a seeded [`Rng`] fill it with
//! [`GameState::resolve_chance`]), or the end of the game.
//!
//! ```
//! use invokation::{builtin_deck, GameConfig, GameState, Pending, Rng};
//!
//! let a = builtin_deck("frost-and-rain").unwrap();
//! let b = builtin_deck("storm-and-fire").unwrap();
//! let mut state = GameState::new(GameConfig::default(), [&a, &b]).unwrap();
//! let mut rng = Rng::new(7);
//! loop {
//!     state.resolve_chance(&mut rng);
//!     if let Pending::GameOver(outcome) = state.pending() {
//!         println!("{outcome:?}");
//!         break;
//!     }
//!     let actions = state.legal_actions();
//!     let a = actions[rng.index(actions.len())];
//!     state.apply_action(a).unwrap();
//! }
//! ```
#![deny(missing_docs)]

pub mod action;
pub mod cards;
pub mod chance;
pub mod check;
pub mod command;
pub mod config;
pub mod deck;
pub mod dice;
pub mod encode;
mod engine;
pub mod env;
pub mod facts;
pub mod hash;
pub mod inline;
pub mod log;
pub mod notation;
pub mod player;
pub mod reaction;
pub mod replay;
pub mod rng;
pub mod scenario;
pub mod sharecode;
pub mod state;
pub mod view;

pub use action::{Action, ActionError, Pending, Target};
pub use chance::{ChanceOutcome, ChanceRequest};
pub use command::DecisionKind;
pub use config::GameConfig;
pub use deck::{builtin_deck, builtin_decks, Deck, DeckError};
pub use dice::{Dice, Die};
pub use facts::{CardId, CharacterId, Element, EntityId, Version};
pub use player::{ByPlayer, Player};
pub use rng::Rng;
pub use state::{GameState, Outcome, Phase};
